// Nested accordion in the browser: `details` already open and close; this animates the height over
// the widget's duration (at once with reduced motion), keeps one item open when asked, and adds
// Arrow Up/Down, Home and End between titles, Escape to close, and deep links to an item's id.
import type { Detach } from '../../runtime/behaviours.ts';
import { followHash, rovingKey } from '../shared/deep-link.ts';
import { slide } from '../shared/height-motion.ts';

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  const root = element.querySelector<HTMLElement>(':scope > .elementor-widget-container > .e-n-accordion');
  if (!root) return () => {};
  const duration = typeof settings.duration === 'number' ? settings.duration : 400;
  const single = settings.single !== false;
  const items = [...root.querySelectorAll<HTMLDetailsElement>(':scope > details')];
  const summaries = items.map((d) => d.querySelector<HTMLElement>(':scope > summary')!);
  const stops = new Map<HTMLDetailsElement, () => void>();
  // Whether each item is (or is becoming) open: `open` stays true while an item slides shut.
  const wanted = new Map(items.map((d) => [d, d.open]));

  const set = (item: HTMLDetailsElement, open: boolean) => {
    if (wanted.get(item) === open) return;
    wanted.set(item, open);
    stops.get(item)?.();
    item.open = true;
    const content = item.querySelector<HTMLElement>(':scope > :not(summary)');
    const done = () => {
      item.open = open;
      stops.delete(item);
    };
    stops.set(item, content ? slide(content, open, duration, done) : (done(), () => {}));
  };
  const open = (item: HTMLDetailsElement) => {
    if (single) for (const other of items) if (other !== item) set(other, false);
    set(item, true);
  };

  const onClick = (event: MouseEvent) => {
    const summary = (event.target as Element).closest('summary');
    const item = summary?.parentElement as HTMLDetailsElement | null;
    if (!item || !items.includes(item) || summary !== summaries[items.indexOf(item)]) return;
    event.preventDefault(); // The behaviour opens and closes, so the slide can run.
    if (wanted.get(item)) set(item, false);
    else open(item);
  };
  const onKeydown = (event: KeyboardEvent) => {
    const index = summaries.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape') {
      const item = items.find((d) => d.contains(event.target as Node) && wanted.get(d));
      if (!item) return;
      set(item, false);
      summaries[items.indexOf(item)]?.focus();
      return;
    }
    if (index >= 0 && rovingKey(event.key, summaries, index, { prev: ['ArrowUp'], next: ['ArrowDown'] }) >= 0) event.preventDefault();
  };
  // Find-in-page opens a closed `details` natively: keep the record in step.
  const onToggle = (event: Event) => {
    const item = event.target as HTMLDetailsElement;
    if (items.includes(item) && !stops.has(item) && item.open !== wanted.get(item)) {
      if (item.open) open(item);
      else wanted.set(item, false);
    }
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeydown);
  root.addEventListener('toggle', onToggle, true);
  const unfollow = followHash(root, (target) => {
    const item = items.find((d) => d === target || d.contains(target));
    if (item && !wanted.get(item)) open(item);
  });
  return () => {
    unfollow();
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeydown);
    root.removeEventListener('toggle', onToggle, true);
    for (const [item, stop] of stops) {
      stop();
      const style = item.querySelector<HTMLElement>(':scope > :not(summary)')?.style;
      for (const p of ['height', 'padding-top', 'padding-bottom', 'overflow', 'box-sizing']) style?.removeProperty(p);
      item.open = !!wanted.get(item);
    }
  };
}
