// Carousel markup (src/theme/mega-menu/carousel.tsx; the media widgets' later) on the project's
// engine (src/runtime/carousel.ts). Inside a mega-menu panel it rests while the panel is closed.
// Video slides load their player only when the visitor presses play, and stop when the slide changes.
import type { Detach } from '../runtime/behaviours.ts';
import { mountCarousel } from '../runtime/carousel.ts';

const PANEL_SHOWN = 'foyer-mega:shown';
const PANEL_HIDDEN = 'foyer-mega:hidden';

/** Swaps a video slide's poster for the provider's player (its URL was checked on the server). */
function play(video: HTMLElement): void {
  const src = video.dataset.embed;
  if (!src || !/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|view\.vzaar\.com)\//.test(src)) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title =
    video
      .querySelector('.foyer-carousel__play')
      ?.getAttribute('aria-label')
      ?.replace(/^Play video:?\s*/, '') || 'Video';
  frame.allow = 'autoplay; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  frame.className = 'foyer-carousel__frame';
  video.dataset.poster = video.innerHTML;
  video.replaceChildren(frame);
  video.classList.add('foyer-carousel__video--playing');
  frame.focus();
}

function stopAll(root: HTMLElement): void {
  for (const video of root.querySelectorAll<HTMLElement>('.foyer-carousel__video--playing')) {
    video.innerHTML = video.dataset.poster ?? '';
    video.classList.remove('foyer-carousel__video--playing');
  }
}

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  const panel = element.closest<HTMLElement>('.foyer-mega');
  const count = Number(settings.count) || 3;
  const carousel = mountCarousel(element, {
    count,
    autoplay: settings.autoplay !== false,
    // In a menu panel it waits until the panel is shown.
    isActive: !panel,
    onSelect: () => stopAll(element),
  });
  const onShown = () => carousel.setActive(true);
  const onHidden = () => {
    stopAll(element);
    carousel.setActive(false);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('.foyer-carousel__play');
    const video = button?.closest<HTMLElement>('.foyer-carousel__video');
    if (video) play(video);
  };
  panel?.addEventListener(PANEL_SHOWN, onShown);
  panel?.addEventListener(PANEL_HIDDEN, onHidden);
  element.addEventListener('click', onClick);
  return () => {
    panel?.removeEventListener(PANEL_SHOWN, onShown);
    panel?.removeEventListener(PANEL_HIDDEN, onHidden);
    element.removeEventListener('click', onClick);
    stopAll(element);
    carousel.destroy();
  };
}
