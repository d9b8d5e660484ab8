// Deep links into tabs and accordions: `#id` of an item (its title, its content or its own CSS id)
// opens that item when the page loads and whenever the hash changes.

/** Calls `open(target)` for the element the URL's hash names, if it is inside `root`; returns a detach. */
export function followHash(root: HTMLElement, open: (target: HTMLElement) => void): () => void {
  const check = () => {
    let id = '';
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return; // A malformed hash names nothing.
    }
    const target = id ? document.getElementById(id) : null;
    if (target && root.contains(target)) {
      open(target);
      target.scrollIntoView({ block: 'nearest' });
    }
  };
  check();
  window.addEventListener('hashchange', check);
  return () => window.removeEventListener('hashchange', check);
}

/** Moves focus within a list of controls for Arrow, Home and End keys; returns the index focused, or -1. */
export function rovingKey(key: string, controls: HTMLElement[], current: number, keys: { prev: string[]; next: string[] }): number {
  const last = controls.length - 1;
  let next = -1;
  if (keys.prev.includes(key)) next = current <= 0 ? last : current - 1;
  else if (keys.next.includes(key)) next = current >= last ? 0 : current + 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = last;
  if (next >= 0) controls[next]?.focus();
  return next;
}
