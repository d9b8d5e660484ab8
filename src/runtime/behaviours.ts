// Attaches behaviours to server-rendered elements: `data-behaviours="sticky motion-fx"` names them,
// `data-settings` carries their settings. Each behaviour module loads once; every attachment is
// detached and made again when the device mode changes, since most settings are per device.
// Page-level behaviours (anchors, scroll-to-top, the tracker) go on <body data-behaviours="...">.
// `data-behaviours-defer="input"` holds an element's behaviours back until the visitor's first input
// (first-input.ts): for behaviours that only answer the visitor; a click inside such an element that
// comes before its behaviours have attached (the press that fetched them) is held and made again
// once they have, so it is never lost (held-clicks.ts). `data-behaviours-defer="visible"`
// holds them back until the element comes near the viewport (near-viewport.ts): for behaviours that
// only act on what the visitor can see. Either wait ends for good: later re-attachments (a device
// change) attach at once. `data-behaviours-media="(min-width: 922px)"` loads and attaches them only
// while the media query matches (the desktop mega menu): a phone never downloads them.
import type { DeviceMode } from './device-mode.ts';
import type { Hooks } from './hooks.ts';
import { onFirstInput } from './first-input.ts';
import { holdClicksUntil } from './held-clicks.ts';
import { watchNearViewport } from './near-viewport.ts';
import type { Loader } from './loader.ts';
import type { FoyerStorage } from './storage.ts';

export interface BehaviourContext {
  deviceMode: DeviceMode;
  hooks: Hooks;
  storage: FoyerStorage;
}

export type Detach = () => void;

/** What every module in src/behaviours/ exports. */
export interface BehaviourModule {
  attach(element: HTMLElement, settings: Record<string, unknown>, context: BehaviourContext): Detach | void;
}

export interface BehaviourRunner {
  /** Attaches behaviours to elements under `root` not yet attached (e.g. markup a loop refresh inserted). */
  scan(root?: ParentNode): void;
  /** Detaches everything and stops following device changes. */
  destroy(): void;
}

/** Parses an element's data-settings; bad JSON is reported and treated as no settings. */
export function readSettings(element: Element): Record<string, unknown> {
  const raw = element.getAttribute('data-settings');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through to the warning
  }
  console.warn('Ignoring invalid data-settings JSON on', element);
  return {};
}

function behaviourNames(element: Element): string[] {
  return (element.getAttribute('data-behaviours') ?? '').split(/\s+/).filter(Boolean);
}

export function runBehaviours(options: { root: ParentNode; loader: Loader; context: BehaviourContext }): BehaviourRunner {
  const { root, loader, context } = options;
  /** Detach functions per element; an element present here has been scanned. */
  const attached = new Map<HTMLElement, Detach[]>();
  // Bumped on every re-attach, so a module that finishes loading late does not attach twice.
  let generation = 0;
  /** Elements whose behaviours wait for the first input; emptied (for good) when it comes. */
  let waiting: Set<HTMLElement> | undefined = new Set();
  /** Elements that have come near the viewport: their behaviours no longer wait. */
  const seen = new WeakSet<HTMLElement>();
  /** Elements still waiting to come near the viewport. */
  const distant = new Set<HTMLElement>();
  const nearViewport = watchNearViewport((element) => {
    seen.add(element);
    distant.delete(element);
    if (element.isConnected && attached.has(element)) attachElement(element);
  });
  /** Elements waiting for their media query to match, with the listener to remove. */
  const unmatched = new Map<HTMLElement, () => void>();
  const stopWaiting = onFirstInput(window, () => {
    const elements = [...(waiting ?? [])].filter((element) => element.isConnected && attached.has(element));
    waiting = undefined;
    holdClicksUntil(new Map(elements.map((element) => [element, attachElement(element)])));
    // A visitor who has begun to scroll will likely reach them: their modules load now (not attach),
    // so an element that comes into view is ready at once.
    for (const element of distant) for (const name of behaviourNames(element)) loader.load(name).catch(() => undefined);
  });

  /** Attaches what the element names, or sets it waiting; settles once its behaviours have attached (or failed). */
  function attachElement(element: HTMLElement): Promise<unknown> {
    const detaches: Detach[] = [];
    attached.set(element, detaches);
    const defer = element.getAttribute('data-behaviours-defer');
    if (waiting && defer === 'input') {
      waiting.add(element);
      return Promise.resolve();
    }
    const media = element.getAttribute('data-behaviours-media');
    const query = media && typeof matchMedia === 'function' ? matchMedia(media) : undefined;
    if (query && !query.matches) {
      const onChange = () => {
        if (!query.matches) return;
        unmatched.get(element)?.();
        if (element.isConnected && attached.get(element) === detaches) attachElement(element);
      };
      query.addEventListener('change', onChange);
      unmatched.get(element)?.();
      unmatched.set(element, () => {
        query.removeEventListener('change', onChange);
        unmatched.delete(element);
      });
      return Promise.resolve();
    }
    if (defer === 'visible' && !seen.has(element)) {
      distant.add(element);
      nearViewport.watch(element);
      return Promise.resolve();
    }
    const settings = readSettings(element);
    const started = generation;
    return Promise.all(
      behaviourNames(element).map((name) =>
        loader.load<BehaviourModule>(name).then(
          (mod) => {
            if (started !== generation || attached.get(element) !== detaches) return;
            const own = context.hooks.applyFilters('foyer/behaviour/settings', settings, name, element);
            try {
              const detach = mod.attach(element, own, context);
              if (typeof detach === 'function') detaches.push(detach);
            } catch (error) {
              console.error(`Behaviour "${name}" failed to attach:`, error);
            }
          },
          (error: unknown) => console.error(`Behaviour "${name}" could not load:`, error),
        ),
      ),
    );
  }

  function detachAll(): void {
    for (const detaches of attached.values()) {
      for (const detach of detaches.splice(0)) {
        try {
          detach();
        } catch (error) {
          console.error('Behaviour failed to detach:', error);
        }
      }
    }
  }

  function scan(within: ParentNode = root): void {
    const found = [...within.querySelectorAll<HTMLElement>('[data-behaviours]')];
    if (within instanceof HTMLElement && within.hasAttribute('data-behaviours')) found.unshift(within);
    for (const element of found) if (!attached.has(element)) attachElement(element);
  }

  const unsubscribe = context.deviceMode.onChange(() => {
    detachAll();
    generation++;
    const elements = [...attached.keys()];
    attached.clear();
    for (const element of elements) if (element.isConnected) attachElement(element);
  });

  scan();
  return {
    scan,
    destroy() {
      unsubscribe();
      stopWaiting();
      nearViewport.stop();
      for (const stop of [...unmatched.values()]) stop();
      detachAll();
      generation++;
      attached.clear();
    },
  };
}
