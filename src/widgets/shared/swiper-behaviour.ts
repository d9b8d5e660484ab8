// Mounts the carousel engine (src/runtime/carousel.ts, loaded on first use) on a Swiper widget's server
// markup with the options the widget put in its client settings (perView/perStep per device, autoplay,
// loop, speed, fade). Shared by the image carousel, media carousel, slides and testimonial carousel.
import type { BehaviourContext, Detach } from '../../runtime/behaviours.ts';
import type { Carousel } from '../../runtime/carousel.ts';

function perDevice(table: unknown, device: string, fallback: number): number {
  if (!table || typeof table !== 'object') return fallback;
  const t = table as Record<string, unknown>;
  // Devices the widget has no number for (laptop, widescreen) take the desktop's, as in Elementor.
  const n = Number(t[device] ?? t.desktop);
  return n >= 1 ? n : fallback;
}

export function mountSwiperWidget(root: HTMLElement, settings: Record<string, unknown>, context: BehaviourContext): Detach {
  let carousel: Carousel | undefined;
  let isDetached = false;
  const device = () => context.deviceMode.current;
  void import('../../runtime/carousel.ts').then(({ mountCarousel }) => {
    if (isDetached) return;
    carousel = mountCarousel(root, {
      count: 1,
      perView: () => perDevice(settings.perView, device(), 1),
      slidesToScroll: perDevice(settings.perStep, device(), 1),
      autoplay: settings.autoplay === true,
      autoplayDelay: Number(settings.autoplaySpeed) >= 0 ? Number(settings.autoplaySpeed) : 5000,
      pauseOnHover: settings.pauseOnHover !== false,
      pauseOnInteraction: settings.pauseOnInteraction === true,
      loop: settings.loop !== false,
      speed: Number(settings.speed) >= 0 ? Number(settings.speed) : 500,
      fade: settings.fade === true,
      keys: true,
      activeDotClass: 'swiper-pagination-bullet-active',
    });
  });
  return () => {
    isDetached = true;
    carousel?.destroy();
  };
}
