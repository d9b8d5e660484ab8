// Floating bars in the browser: the close button slides the bar out (300 ms, none with reduced
// motion), then removes it and its spacer together, and remembers the dismissal in the runtime
// storage for `dismiss_days` (0 = this tab only), so later pages and reloads do not show it.
import type { BehaviourContext, Detach } from '../runtime/behaviours.ts';

export const FLOATING_BAR_ANIMATION_MS = 300;
const DAY_SECONDS = 86_400;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function attach(element: HTMLElement, settings: Record<string, unknown>, context: BehaviourContext): Detach {
  const root = element.querySelector<HTMLElement>('.e-floating-bars');
  const key = root?.dataset.dismissKey;
  const close = root?.querySelector<HTMLButtonElement>('.e-floating-bars__close-button');
  if (!root || !key || !close) return () => {};
  const days = typeof settings.dismiss_days === 'number' && settings.dismiss_days >= 0 ? settings.dismiss_days : 7;
  const store = days > 0 ? context.storage : context.storage.session;

  if (store.get(key)) {
    root.dataset.state = 'dismissed';
    return () => {};
  }

  // Floating contact buttons at the bottom sit above a bottom bar: tell them its height.
  const bar = root.querySelector<HTMLElement>('.e-floating-bars__bar');
  const isBottom = root.classList.contains('has-vertical-position-bottom');
  const offset = (px: number | null) => {
    const style = document.documentElement.style;
    if (px === null) style.removeProperty('--e-floating-bars-bottom-offset');
    else style.setProperty('--e-floating-bars-bottom-offset', `${px}px`);
  };
  const measure = () => {
    if (isBottom && bar) offset(bar.offsetHeight);
  };
  measure();
  addEventListener('resize', measure);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClose = () => {
    store.set(key, 1, days > 0 ? { ttlSeconds: days * DAY_SECONDS } : {});
    root.dataset.state = 'closing';
    if (isBottom) offset(null);
    const done = () => {
      root.dataset.state = 'dismissed';
      // Focus was on the close button, which is gone: keep keyboard users at the top of the page.
      if (!document.activeElement || document.activeElement === document.body || root.contains(document.activeElement)) {
        document.querySelector<HTMLElement>('main, [role=main]')?.focus({ preventScroll: true });
      }
    };
    if (reducedMotion()) done();
    else timer = setTimeout(done, FLOATING_BAR_ANIMATION_MS);
  };
  close.addEventListener('click', onClose);
  root.dataset.ready = '';
  return () => {
    clearTimeout(timer);
    removeEventListener('resize', measure);
    close.removeEventListener('click', onClose);
  };
}
