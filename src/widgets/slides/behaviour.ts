// Slides in the browser: the carousel engine on the server's slides (one in view, sliding or fading).
import type { BehaviourContext, Detach } from '../../runtime/behaviours.ts';
import { mountSwiperWidget } from '../shared/swiper-behaviour.ts';

export function attach(element: HTMLElement, settings: Record<string, unknown>, context: BehaviourContext): Detach | void {
  const root = element.querySelector<HTMLElement>('.elementor-slides-wrapper');
  if (root) return mountSwiperWidget(root, settings, context);
}
