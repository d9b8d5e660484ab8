// Sticky elements (Elementor Pro's `sticky`): fixed to the top or bottom of the viewport once
// scrolled past, on the devices in `sticky_on`, with a placeholder (`elementor-sticky__spacer`)
// holding its place so nothing below jumps; `elementor-sticky--effects` past `sticky_effects_offset`;
// with `sticky_parent` it stops at the end of its column or container. Its anchor offset is
// subtracted from in-page anchor scrolling through the `frontend/handlers/menu_anchor/scroll_top_distance` filter.
import type { BehaviourContext, Detach } from '../runtime/behaviours.ts';
import { stickyConfig, stickyState, type StickyConfig, type StickyState } from './sticky-math.ts';

const RESIZE_DEBOUNCE_MS = 300;
const ANCHOR_FILTER = 'frontend/handlers/menu_anchor/scroll_top_distance';
/** The hooks action told whenever an element sticks or lets go (the stretch-section behaviour listens). */
const STICKY_CHANGED = 'foyer/sticky/changed';
const STICKY = 'elementor-sticky';
const ACTIVE = 'elementor-sticky--active';
const EFFECTS = 'elementor-sticky--effects';
const SPACER = 'elementor-sticky__spacer';
const PARENTS = '.elementor-widget-wrap, .e-con-inner, .e-con';

let namespaces = 0;

/** The element's place in the flow (page coordinates): the spacer's while it is stuck. */
function naturalBox(element: HTMLElement, spacer: HTMLElement | null, shift: number) {
  const rect = (spacer ?? element).getBoundingClientRect();
  return { top: rect.top + scrollY - (spacer ? 0 : shift), left: rect.left, width: rect.width, height: rect.height };
}

export function attach(element: HTMLElement, settings: Record<string, unknown>, context?: BehaviourContext): Detach {
  const deviceOf = () => context?.deviceMode.current ?? 'desktop';
  let config: StickyConfig | undefined = stickyConfig(settings, deviceOf());
  if (!config) return () => {};
  const parent = element.parentElement?.closest<HTMLElement>(PARENTS) ?? null;
  let spacer: HTMLElement | null = null;
  let state: StickyState = { state: 'static', effects: false, shift: 0 };
  let frame = 0;
  element.classList.add(STICKY);

  const clearStyle = (): void => {
    const s = element.style;
    s.position = s.top = s.bottom = s.left = s.width = s.marginTop = s.marginBottom = '';
  };

  const placeSpacer = (box: { width: number; height: number }): void => {
    if (!spacer) {
      spacer = document.createElement('div');
      spacer.className = SPACER;
      spacer.setAttribute('aria-hidden', 'true');
      const computed = getComputedStyle(element);
      spacer.style.margin = computed.margin;
      spacer.style.flex = '0 0 auto';
      spacer.style.alignSelf = computed.alignSelf;
      element.after(spacer);
    }
    spacer.style.width = `${box.width}px`;
    spacer.style.height = `${box.height}px`;
  };

  const removeSpacer = (): void => {
    spacer?.remove();
    spacer = null;
  };

  const update = (): void => {
    frame = 0;
    if (!config) return;
    const box = naturalBox(element, spacer, state.state === 'held' ? state.shift : 0);
    const parentRect = config.parent && parent ? parent.getBoundingClientRect() : undefined;
    const next = stickyState(config, {
      scrollY,
      viewportHeight: innerHeight,
      top: box.top,
      height: box.height,
      parentTop: parentRect ? parentRect.top + scrollY : undefined,
      parentBottom: parentRect ? parentRect.bottom + scrollY : undefined,
    });
    element.classList.toggle(ACTIVE, next.state === 'stuck');
    element.classList.toggle(EFFECTS, next.effects);
    const s = element.style;
    if (next.state === 'stuck') {
      placeSpacer(box);
      s.position = 'fixed';
      s.marginTop = s.marginBottom = '0';
      s.top = config.to === 'top' ? `${config.offset}px` : '';
      s.bottom = config.to === 'bottom' ? `${config.offset}px` : '';
      s.left = `${box.left}px`;
      s.width = `${box.width}px`;
    } else {
      removeSpacer();
      clearStyle();
      if (next.state === 'held') {
        s.position = 'relative';
        s.top = `${next.shift}px`;
      }
    }
    // Stretched sections re-measure when something sticks or lets go (stretch-section.ts listens).
    if (next.state !== state.state) context?.hooks.doAction(STICKY_CHANGED, element);
    state = next;
  };
  const request = (): void => {
    if (!frame) frame = requestAnimationFrame(update);
  };

  const unstick = (): void => {
    cancelAnimationFrame(frame);
    frame = 0;
    removeSpacer();
    clearStyle();
    element.classList.remove(ACTIVE, EFFECTS);
    state = { state: 'static', effects: false, shift: 0 };
  };

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = (): void => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      const next = stickyConfig(settings, deviceOf());
      // Re-applied from scratch only when what it is configured to do changed; else it is re-measured.
      if (JSON.stringify(next) !== JSON.stringify(config)) {
        unstick();
        config = next;
        element.classList.toggle(STICKY, Boolean(config));
      }
      if (config) request();
    }, RESIZE_DEBOUNCE_MS);
  };

  const namespace = `foyer/sticky/${++namespaces}`;
  context?.hooks.addFilter(ANCHOR_FILTER, namespace, (scrollTop: number) =>
    config?.to === 'top' && config.anchorOffset ? scrollTop - config.anchorOffset : scrollTop,
  );
  addEventListener('scroll', request, { passive: true });
  addEventListener('resize', onResize);
  update();

  return () => {
    clearTimeout(resizeTimer);
    removeEventListener('scroll', request);
    removeEventListener('resize', onResize);
    context?.hooks.removeFilter(ANCHOR_FILTER, namespace);
    unstick();
    element.classList.remove(STICKY);
  };
}
