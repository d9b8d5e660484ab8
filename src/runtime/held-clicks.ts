// Clicks that come before the code that answers them. A behaviour that waits for the visitor's first
// input starts loading at that input, often the very press of a button; the click that follows may
// arrive before the behaviour has attached, and would do nothing (or follow a link the behaviour
// would have handled). Such a click is held and made again once the element's behaviours are there.
// An element whose behaviour answers clicks elsewhere on the page names them
// (`data-behaviours-clicks="<selector>"`: the lightbox's links to images), and those are held too;
// code that is not an element's (in-page links) waits with a selector of its own.

/** What waits: an element (clicks inside it, or matching those it names), or a selector (matching clicks anywhere). */
export type ClickOwner = HTMLElement | string;

/** Whether a click on `target` is the owner's. */
function owns(owner: ClickOwner, target: HTMLElement): boolean {
  if (typeof owner !== 'string' && owner.contains(target)) return true;
  const selector = typeof owner === 'string' ? owner : owner.getAttribute('data-behaviours-clicks');
  try {
    return Boolean(selector && target.closest(selector));
  } catch {
    return false; // Not a selector: it names nothing.
  }
}

/**
 * Holds each owner's plain clicks until its promise settles, then clicks the same targets again, in
 * order. Clicks with a modifier (a new tab, a selection) are the browser's business and pass.
 */
export function holdClicksUntil(elements: ReadonlyMap<ClickOwner, Promise<unknown>>, doc: Document = document): void {
  const pending = new Set(elements.keys());
  if (!pending.size) return;
  /** Each owner's held clicks, in order. */
  const held = new Map<ClickOwner, HTMLElement[]>();
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented) return;
    // The HTML element clicked (an icon's SVG has no click() to make it again with).
    let target = event.target instanceof Element ? event.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    const owner = target && [...pending].find((element) => owns(element, target));
    if (!target || !owner) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.set(owner, [...(held.get(owner) ?? []), target]);
  };
  doc.addEventListener('click', hold, true);
  for (const [element, ready] of elements) {
    const release = () => {
      pending.delete(element);
      if (!pending.size) doc.removeEventListener('click', hold, true);
      const targets = held.get(element) ?? [];
      held.delete(element);
      for (const target of targets) if (target.isConnected) target.click();
    };
    ready.then(release, release);
  }
}
