// `scrolling_to`: fires when the element `scrolling_to_selector` names comes into view. A selector
// that is empty, invalid or matches nothing is ignored (spec section 5).
import { stringSetting } from '../context.ts';
import type { Trigger } from './trigger.ts';

export const scrollingTo: Trigger = (settings, fire, { win, doc }) => {
  const selector = stringSetting(settings, 'scrolling_to_selector', '').trim();
  let target: Element | null = null;
  try {
    target = selector ? doc.querySelector(selector) : null;
  } catch {
    // An invalid selector: ignored.
  }
  const Observer = (win as Window & { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver;
  if (!target || !Observer) return () => {};
  const observer = new Observer((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) fire();
  });
  observer.observe(target);
  return () => observer.disconnect();
};
