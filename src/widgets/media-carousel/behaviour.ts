// Media carousel in the browser: the carousel engine on the server's slides (thumbnails of the
// slideshow skin act as its bullets). Re-attached by the behaviour runner when the device changes.
import type { BehaviourContext, Detach } from '../../runtime/behaviours.ts';
import { mountSwiperWidget } from '../shared/swiper-behaviour.ts';

export function attach(element: HTMLElement, settings: Record<string, unknown>, context: BehaviourContext): Detach | void {
  const root = element.querySelector<HTMLElement>('.elementor-swiper');
  if (root) return mountSwiperWidget(root, settings, context);
}
