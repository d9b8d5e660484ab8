// Carousel markup (src/theme/mega-menu/carousel.tsx; the media widgets' later) on the project's
// engine (src/runtime/carousel.ts). Inside a mega-menu panel it rests while the panel is closed: it
// watches the panel's toggle button, whoever opens it (the desktop mega menu or the mobile menu).
// Video slides load their player only when the visitor presses play, and stop when the slide changes.
// The engine (~8 KB gzipped) loads when the carousel is first shown: a page whose menu has a carousel
// pays nothing for it until the visitor opens that item (the slides are laid out by CSS meanwhile).
import type { Detach } from '../runtime/behaviours.ts';
import type { Carousel } from '../runtime/carousel.ts';

/** Swaps a video slide's poster for the provider's player (its URL was checked on the server). */
function play(video: HTMLElement): void {
  const src = video.dataset.embed;
  if (!src || !/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|www\.dailymotion\.com)\//.test(src)) return;
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
  let carousel: Carousel | undefined;
  // Attached at the visitor's first input, which may itself have opened the panel (Enter on its toggle).
  const toggle = panel?.closest('li.menu-item')?.querySelector(':scope > .ast-menu-toggle');
  let isActive = !panel || toggle?.getAttribute('aria-expanded') === 'true';
  let isDetached = false;
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= import('../runtime/carousel.ts').then(({ mountCarousel }) => {
      if (isDetached) return;
      carousel = mountCarousel(element, {
        count,
        autoplay: settings.autoplay !== false,
        isActive,
        onSelect: () => stopAll(element),
      });
    }));
  const onShown = () => {
    isActive = true;
    if (carousel) carousel.setActive(true);
    else void load();
  };
  const onHidden = () => {
    isActive = false;
    stopAll(element);
    carousel?.setActive(false);
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('.foyer-carousel__play');
    const video = button?.closest<HTMLElement>('.foyer-carousel__video');
    if (video) play(video);
  };
  // Outside a menu panel (or in one already open) it is shown from the start.
  if (isActive) void load();
  const expanded = new MutationObserver(() => (toggle?.getAttribute('aria-expanded') === 'true' ? onShown() : onHidden()));
  if (panel && toggle) expanded.observe(toggle, { attributes: true, attributeFilter: ['aria-expanded'] });
  element.addEventListener('click', onClick);
  return () => {
    isDetached = true;
    expanded.disconnect();
    element.removeEventListener('click', onClick);
    stopAll(element);
    carousel?.destroy();
  };
}
