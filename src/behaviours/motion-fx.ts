// Motion effects (Elementor Pro's motion_fx and background_motion_fx): scroll effects move, turn,
// scale, fade and blur an element (or its background layer) as it passes through the viewport;
// mouse effects follow or tilt with the pointer. Runs only on the devices chosen, never with reduced
// motion; frames are requestAnimationFrame callbacks asked for by scroll and mouse events while the
// element is in view, all elements read in one pass and written in the next (no layout thrash);
// only transform, opacity and filter are written.
import { readMotionOptions, type MotionOptions, type MotionPrefix } from '../model/motion-fx-options.ts';
import type { BehaviourContext, Detach } from '../runtime/behaviours.ts';
import { fxStyle, mouseValues, pageProgress, scrollValues, viewportProgress, type FxValues, type Mover } from './motion-fx-math.ts';

const RESIZE_DEBOUNCE_MS = 200;
const ELEMENT_CLASS = 'elementor-motion-effects-element';
const BACKGROUND_CLASS = 'elementor-motion-effects-element-type-background';
const PARENT_CLASS = 'elementor-motion-effects-parent';
const PERSPECTIVE_CLASS = 'elementor-motion-effects-perspective';

interface Instance {
  options: MotionOptions;
  /** What moves: the widget's container, the column's wrap, the layout element, or the background layer. */
  target: HTMLElement;
  /** What is measured against the viewport: the element itself. */
  measured: HTMLElement;
  mover: Mover;
  base: string;
  visible: boolean;
  last: string;
}

// One scheduler for every instance on the page: one frame per scroll or mouse move at most.
const instances = new Set<Instance>();
const pointer = { x: NaN, y: NaN };
let frame = 0;

function requestFrame(): void {
  if (!frame) frame = requestAnimationFrame(runFrame);
}

function onMouseMove(event: MouseEvent): void {
  pointer.x = event.clientX;
  pointer.y = event.clientY;
  requestFrame();
}

function runFrame(): void {
  frame = 0;
  const running = [...instances].filter((i) => i.visible);
  // All reads first, then all writes: a write between two reads would force a layout each time.
  const values = running.map(measure);
  running.forEach((instance, k) => write(instance, values[k]));
}

function measure(instance: Instance): FxValues {
  const { options, measured, mover } = instance;
  let values: FxValues = {};
  if (Object.keys(options.scroll).length) {
    const root = document.documentElement;
    const passed =
      options.range === 'page'
        ? pageProgress(root.scrollTop || document.body.scrollTop, root.scrollHeight, root.clientHeight)
        : viewportProgress(measured.getBoundingClientRect().top, measured.offsetHeight, innerHeight);
    values = scrollValues(options.scroll, passed, mover);
  }
  if (Object.keys(options.mouse).length && Number.isFinite(pointer.x)) {
    values = { ...values, ...mouseValues(options.mouse, (100 / innerWidth) * pointer.x, (100 / innerHeight) * pointer.y, mover) };
  }
  return values;
}

function write(instance: Instance, values: FxValues): void {
  const style = fxStyle(values, instance.base);
  const key = `${style.transform}|${style.opacity}|${style.filter}`;
  if (key === instance.last) return;
  instance.last = key;
  const s = instance.target.style;
  s.transform = style.transform;
  s.opacity = style.opacity;
  s.filter = style.filter;
}

function reducedMotion(): MediaQueryList | undefined {
  return typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;
}

/** The box that moves for the element's own effects, as Elementor picks it. */
function elementTarget(element: HTMLElement): HTMLElement | null {
  const type = element.getAttribute('data-element_type');
  if (type === 'widget') return element.querySelector(':scope > .elementor-widget-container');
  if (type === 'column') return element.querySelector(':scope > .elementor-widget-wrap');
  return element;
}

const LAYER = '.elementor-motion-effects-container > .elementor-motion-effects-layer';

/** The server-rendered background layer: in the element, or in a column's widget wrap. */
function backgroundLayer(element: HTMLElement): HTMLElement | null {
  return element.querySelector(`:scope > ${LAYER}`) ?? element.querySelector(`:scope > .elementor-widget-wrap > ${LAYER}`);
}

/** Spare room of the enlarged background layer, in px, on each axis. */
function movable(layer: HTMLElement, box: HTMLElement): Mover {
  return { type: 'background', movableX: layer.offsetWidth - box.offsetWidth, movableY: layer.offsetHeight - box.offsetHeight };
}

export function attach(element: HTMLElement, settings: Record<string, unknown>, context?: BehaviourContext): Detach {
  const device = context?.deviceMode.current ?? 'desktop';
  const motion = reducedMotion();
  const wanted = (prefix: MotionPrefix) => {
    const options = readMotionOptions(settings, prefix);
    return options && (!options.devices || options.devices.includes(device)) && !motion?.matches ? options : undefined;
  };
  const own = wanted('motion_fx');
  const background = wanted('background_motion_fx');
  const layer = backgroundLayer(element);
  // A background that does not move here is painted on the element as usual (the layer is hidden by CSS).
  if (layer && !background) element.classList.remove(BACKGROUND_CLASS, ELEMENT_CLASS);

  const mine: Instance[] = [];
  const cleanups: Array<() => void> = [];
  const target = own && elementTarget(element);
  if (own && target) {
    target.classList.add(ELEMENT_CLASS);
    const parent = target.parentElement;
    parent?.classList.add(PARENT_CLASS);
    if (own.mouse.tilt) parent?.classList.add(PERSPECTIVE_CLASS);
    const computed = getComputedStyle(target).transform;
    mine.push({
      options: own,
      target,
      measured: element,
      mover: { type: 'element' },
      base: computed === 'none' ? '' : computed,
      visible: false,
      last: '',
    });
    cleanups.push(() => {
      target.classList.remove(ELEMENT_CLASS);
      parent?.classList.remove(PARENT_CLASS, PERSPECTIVE_CLASS);
    });
  }
  if (background && layer) {
    const box = layer.parentElement!.parentElement!;
    mine.push({ options: background, target: layer, measured: element, mover: movable(layer, box), base: '', visible: false, last: '' });
    cleanups.push(() => element.classList.add(ELEMENT_CLASS, BACKGROUND_CLASS));
  } else if (layer) {
    cleanups.push(() => element.classList.add(ELEMENT_CLASS, BACKGROUND_CLASS));
  }

  const observer =
    mine.length && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          const visible = entries[entries.length - 1].isIntersecting;
          for (const instance of mine) instance.visible = visible;
          if (visible) requestFrame();
        })
      : undefined;
  observer?.observe(element);
  if (!observer) for (const instance of mine) instance.visible = true;

  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = (): void => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      for (const instance of mine) {
        if (instance.mover.type === 'background') instance.mover = movable(instance.target, instance.target.parentElement!.parentElement!);
      }
      requestFrame();
    }, RESIZE_DEBOUNCE_MS);
  };
  const onMotionChange = (): void => {
    if (motion?.matches) detach();
  };

  const hasScroll = mine.some((i) => Object.keys(i.options.scroll).length);
  const hasMouse = mine.some((i) => Object.keys(i.options.mouse).length);
  for (const instance of mine) instances.add(instance);
  if (hasScroll) addEventListener('scroll', requestFrame, { passive: true });
  if (hasMouse) addEventListener('mousemove', onMouseMove, { passive: true });
  if (mine.length) addEventListener('resize', onResize);
  motion?.addEventListener?.('change', onMotionChange);

  let detached = false;
  function detach(): void {
    if (detached) return;
    detached = true;
    observer?.disconnect();
    clearTimeout(resizeTimer);
    removeEventListener('resize', onResize);
    motion?.removeEventListener?.('change', onMotionChange);
    for (const instance of mine) {
      instances.delete(instance);
      const s = instance.target.style;
      s.transform = s.opacity = s.filter = '';
    }
    // Other instances may still need the shared listeners: they only ask for frames, so keep them while any remain.
    if (![...instances].some((i) => Object.keys(i.options.scroll).length)) removeEventListener('scroll', requestFrame);
    if (![...instances].some((i) => Object.keys(i.options.mouse).length)) removeEventListener('mousemove', onMouseMove);
    for (const cleanup of cleanups) cleanup();
  }
  return detach;
}
