// Browser side of the classic accordion and toggle: a title button opens its content with a 400 ms
// slide (at once with reduced motion), the accordion keeps one item open, Arrow Up/Down, Home and End
// move between titles (WAI-ARIA accordion), and `#` + an item's title or content id opens it.
import type { Detach } from '../../runtime/behaviours.ts';
import { followHash, rovingKey } from './deep-link.ts';
import { slide } from './height-motion.ts';

/** Elementor's slide duration for these widgets. */
export const SLIDE_MS = 400;

export function attachDisclosure(element: HTMLElement, kind: 'accordion' | 'toggle'): Detach {
  const root = element.querySelector<HTMLElement>(`.elementor-${kind}`);
  if (!root) return () => {};
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(`:scope > .elementor-${kind}-item > .elementor-tab-title > button`)];
  const stops = new Map<HTMLElement, () => void>();
  const panelOf = (b: HTMLButtonElement) => document.getElementById(b.getAttribute('aria-controls') ?? '');
  const isOpen = (b: HTMLButtonElement) => b.getAttribute('aria-expanded') === 'true';

  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    const panel = panelOf(button);
    if (!panel || isOpen(button) === open) return;
    button.setAttribute('aria-expanded', String(open));
    button.parentElement?.classList.toggle('elementor-active', open);
    panel.classList.toggle('elementor-active', open);
    stops.get(panel)?.();
    panel.hidden = false;
    stops.set(
      panel,
      slide(panel, open, SLIDE_MS, () => {
        panel.hidden = !open;
        stops.delete(panel);
      }),
    );
  };
  const open = (button: HTMLButtonElement) => {
    if (kind === 'accordion') for (const other of buttons) if (other !== button) setOpen(other, false);
    setOpen(button, true);
  };

  const onClick = (event: MouseEvent) => {
    const button = (event.currentTarget as HTMLButtonElement) ?? null;
    if (isOpen(button)) setOpen(button, false);
    else open(button);
  };
  const onKeydown = (event: KeyboardEvent) => {
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    if (rovingKey(event.key, buttons, index, { prev: ['ArrowUp'], next: ['ArrowDown'] }) >= 0) event.preventDefault();
  };
  for (const b of buttons) b.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeydown);
  const unfollow = followHash(root, (target) => {
    const title = target.closest('.elementor-tab-title') ?? document.getElementById(target.getAttribute('aria-labelledby') ?? '');
    const button = buttons.find((b) => b.parentElement === title);
    if (button) open(button);
  });
  return () => {
    unfollow();
    for (const b of buttons) b.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeydown);
    // A slide cut short (the device mode changed) rests in the state its title shows.
    for (const [panel, stop] of stops) {
      stop();
      panel.style.cssText = '';
      panel.hidden = !panel.classList.contains('elementor-active');
    }
  };
}
