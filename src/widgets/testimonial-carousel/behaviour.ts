// Testimonial carousel in the browser: the carousel engine on the server's slides, with the widget's
// per-device counts. Re-attached by the behaviour runner when the device mode changes.
import type { BehaviourContext, Detach } from '../../runtime/behaviours.ts';
import { mountSwiperWidget } from '../shared/swiper-behaviour.ts';

export function attach(element: HTMLElement, settings: Record<string, unknown>, context: BehaviourContext): Detach | void {
  const root = element.querySelector<HTMLElement>('.elementor-swiper');
  if (root) return mountSwiperWidget(root, settings, context);
}
