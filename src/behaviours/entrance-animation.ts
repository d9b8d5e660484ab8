// Entrance animations: an element rendered with `elementor-invisible` is revealed with its
// animation (`animated` + the animation name, animations CSS elsewhere) the first time it enters
// the viewport, after `animation_delay` ms. Runs once; reduced motion reveals it at once.
import { DEVICES } from '../model/breakpoints.ts';
import type { BehaviourContext, Detach } from '../runtime/behaviours.ts';

const HIDDEN_CLASS = 'elementor-invisible';
/** Stops the CSS fallback that shows a hidden element after a few seconds when no script took charge of it. */
const ARMED_CLASS = 'e-animation-armed';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The animation for the current device: its own (`animation_mobile`), else the next larger device's. */
function animationFor(settings: Record<string, unknown>, device: string | undefined): string {
  const chain = DEVICES.filter((d) => d !== 'widescreen');
  const start = Math.max(0, chain.indexOf((device ?? 'desktop') as (typeof chain)[number]));
  for (let i = start; i >= 0; i--) {
    const v = settings[chain[i] === 'desktop' ? 'animation' : `animation_${chain[i]}`];
    if (typeof v === 'string' && /^[a-zA-Z][\w-]*$/.test(v)) return v;
  }
  return '';
}

export function attach(element: HTMLElement, settings: Record<string, unknown>, context?: BehaviourContext): Detach {
  if (!element.classList.contains(HIDDEN_CLASS)) return () => {}; // Already ran (or never hidden).
  const name = animationFor(settings, context?.deviceMode.current);
  const delay = Math.max(0, Number(settings.animation_delay) || 0);

  const reveal = (): void => {
    element.classList.remove(HIDDEN_CLASS, ARMED_CLASS);
    if (name && name !== 'none') element.classList.add('animated', name);
  };
  // Scripts that came late: the CSS fallback has shown it already, so animating now would hide it again.
  const shownByFallback = element.isConnected && getComputedStyle(element).visibility === 'visible';
  if (prefersReducedMotion() || typeof IntersectionObserver !== 'function' || shownByFallback) {
    element.classList.remove(HIDDEN_CLASS);
    return () => {};
  }
  element.classList.add(ARMED_CLASS);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    if (delay) timer = setTimeout(reveal, delay);
    else reveal();
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
