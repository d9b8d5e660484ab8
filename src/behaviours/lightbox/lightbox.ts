// The lightbox (Elementor's `elementor-lightbox`), loaded on its first open: one slide at a time in a
// modal <dialog> (focus moves in, stays in, and returns to the link; the page behind is inert and does
// not scroll), with a counter, full screen, zoom and share in its header as the kit allows, previous and
// next buttons, arrows, Home, End and Escape, swipe and pinch on touch, and the slide's title and
// description below. Written for Foyer (no library): a few KB against PhotoSwipe's 17.5 KB core on
// first open or Elementor's 9.4 KB chunk with Swiper's 39.6 KB.
import { lightboxActionHash } from '../../model/lightbox-hash.ts';
import { LIGHTBOX_CSS } from './lightbox-css.ts';
import { DEFAULT_OPTIONS, type LightboxOptions, type Slide, lightboxKind, slideOf } from './rules.ts';

export interface LightboxModule {
  open(slides: Slide[], index: number, options: LightboxOptions, trigger?: HTMLElement): void;
}

const ICONS: Record<string, string> = {
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  zoom: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5M11 8v6M8 11h6',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  close: 'M6 6l12 12M18 6L6 18',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
};
const SWIPE_PX = 50;
const MAX_ZOOM = 4;

function icon(name: string): string {
  return `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ICONS[name]}"/></svg>`;
}

function button(className: string, label: string, iconName: string, role?: 'switch'): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-label', label);
  if (role) {
    b.setAttribute('role', role);
    b.setAttribute('aria-checked', 'false');
  }
  b.innerHTML = icon(iconName);
  return b;
}

let styled = false;
function addStyles(): void {
  if (styled) return;
  const style = document.createElement('style');
  style.textContent = LIGHTBOX_CSS;
  document.head.append(style);
  styled = true;
}

function shareLinks(slide: Slide): Array<[string, string]> {
  // The link's address as the page wrote it, so the hash matches the one its link offers (e-action-hash).
  const page = `${location.pathname}${location.search}${lightboxActionHash(slide.kind, slide.href)}`;
  const via = (network: string, extra = '') => `/share/${network}/?url=${encodeURIComponent(page)}${extra}`;
  const links: Array<[string, string]> = [
    ['Share on Facebook', via('facebook')],
    ['Share on X', via('x-twitter')],
  ];
  if (slide.kind === 'image') links.push(['Pin it', via('pinterest', `&image=${encodeURIComponent(slide.url)}`)]);
  return links;
}

export function open(slides: Slide[], start: number, options: LightboxOptions = DEFAULT_OPTIONS, trigger?: HTMLElement): void {
  if (!slides.length) return;
  addStyles();
  document.querySelector('dialog.foyer-lightbox')?.remove();
  const dialog = document.createElement('dialog');
  dialog.className = `elementor-lightbox foyer-lightbox${slides.length === 1 ? ' foyer-lightbox--single' : ''}`;
  dialog.setAttribute('aria-roledescription', 'lightbox');

  const header = document.createElement('div');
  header.className = 'elementor-slideshow__header';
  const counter = document.createElement('span');
  counter.className = 'elementor-slideshow__counter';
  if (options.counter) header.append(counter);
  const fullscreen = button('elementor-slideshow__header--fullscreen', 'Full screen', 'fullscreen', 'switch');
  const zoom = button('elementor-slideshow__header--zoom', 'Zoom', 'zoom', 'switch');
  const share = button('elementor-slideshow__header--share', 'Share', 'share');
  share.setAttribute('aria-expanded', 'false');
  const shareMenu = document.createElement('ul');
  shareMenu.className = 'elementor-slideshow__share-links';
  shareMenu.hidden = true;
  const close = button('dialog-close-button dialog-lightbox-close-button', 'Close (Esc)', 'close');
  if (options.fullscreen && document.fullscreenEnabled) header.append(fullscreen);
  if (options.zoom) header.append(zoom);
  if (options.share) header.append(share, shareMenu);
  header.append(close);

  const stage = document.createElement('div');
  stage.className = 'foyer-lightbox__stage';
  const prev = button('elementor-swiper-button elementor-swiper-button-prev', 'Previous', 'prev');
  const next = button('elementor-swiper-button elementor-swiper-button-next', 'Next', 'next');
  const footer = document.createElement('div');
  footer.className = 'elementor-slideshow__footer';
  const title = document.createElement('div');
  title.className = 'elementor-slideshow__title';
  const description = document.createElement('div');
  description.className = 'elementor-slideshow__description';
  footer.append(title, description);
  stage.append(prev, next);
  dialog.append(header, stage, footer);
  document.body.append(dialog);

  let index = Math.min(Math.max(start, 0), slides.length - 1);
  let scale = 1;
  let pan = { x: 0, y: 0 };
  let media: HTMLElement | undefined;

  const applyZoom = () => {
    if (media instanceof HTMLImageElement) media.style.transform = scale > 1 ? `translate(${pan.x}px,${pan.y}px) scale(${scale})` : '';
    dialog.classList.toggle('foyer-lightbox--zoomed', scale > 1);
    zoom.setAttribute('aria-checked', String(scale > 1));
  };
  const setZoom = (value: number) => {
    scale = Math.min(MAX_ZOOM, Math.max(1, value));
    if (scale === 1) pan = { x: 0, y: 0 };
    applyZoom();
  };

  const show = (to: number) => {
    index = (to + slides.length) % slides.length;
    const slide = slides[index];
    media?.remove();
    scale = 1;
    pan = { x: 0, y: 0 };
    if (slide.kind === 'image') {
      const img = document.createElement('img');
      img.className = 'foyer-lightbox__image';
      img.src = slide.url;
      img.alt = slide.alt;
      img.draggable = false;
      media = img;
    } else {
      const frame = document.createElement('div');
      frame.className = `foyer-lightbox__video elementor-video-${slide.aspect}`;
      if (slide.embed) {
        const iframe = document.createElement('iframe');
        iframe.src = slide.embed;
        iframe.title = slide.title || slide.alt || 'Video';
        iframe.allow = 'autoplay; fullscreen; picture-in-picture';
        iframe.allowFullscreen = true;
        frame.append(iframe);
      } else {
        const video = document.createElement('video');
        video.src = slide.url;
        video.controls = true;
        video.autoplay = true;
        video.playsInline = true;
        frame.append(video);
      }
      media = frame;
    }
    stage.insertBefore(media, prev);
    counter.textContent = `${index + 1} / ${slides.length}`;
    title.textContent = slide.title;
    description.textContent = slide.description;
    dialog.setAttribute('aria-label', slide.title || slide.alt || (slide.kind === 'image' ? 'Image' : 'Video'));
    zoom.disabled = slide.kind !== 'image';
    applyZoom();
    shareMenu.replaceChildren(
      ...[...shareLinks(slide), ...(slide.kind === 'image' ? [['Download image', slide.url] as [string, string]] : [])].map(
        ([label, href]) => {
          const li = document.createElement('li');
          const a = document.createElement('a');
          a.href = href;
          a.textContent = label;
          if (label === 'Download image') a.setAttribute('download', '');
          else a.target = '_blank';
          a.rel = 'noopener nofollow';
          li.append(a);
          return li;
        },
      ),
    );
    // The neighbours load while this one is looked at.
    for (const near of [slides[index + 1], slides[index - 1]]) if (near?.kind === 'image') new Image().src = near.url;
  };
  const step = (by: number) => {
    if (slides.length > 1) show(index + by);
  };

  prev.addEventListener('click', () => step(-1));
  next.addEventListener('click', () => step(1));
  close.addEventListener('click', () => dialog.close());
  zoom.addEventListener('click', () => setZoom(scale > 1 ? 1 : 2));
  share.addEventListener('click', () => {
    shareMenu.hidden = !shareMenu.hidden;
    share.setAttribute('aria-expanded', String(!shareMenu.hidden));
  });
  fullscreen.addEventListener('click', () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void dialog.requestFullscreen?.().catch(() => undefined);
  });
  const onFullscreen = () => fullscreen.setAttribute('aria-checked', String(document.fullscreenElement === dialog));
  document.addEventListener('fullscreenchange', onFullscreen);

  dialog.addEventListener('keydown', (event) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => show(0),
      End: () => show(slides.length - 1),
    };
    // Arrow keys inside the share menu or a video belong to them.
    if (keys[event.key] && !(event.target as Element).closest('ul, iframe, video')) {
      event.preventDefault();
      keys[event.key]();
    }
  });
  // A click on the dark area around the slide closes it, as Elementor's.
  dialog.addEventListener('click', (event) => {
    if (event.target === stage || event.target === dialog) dialog.close();
  });

  // Touch: one finger swipes (or pans a zoomed image), two fingers pinch.
  const pointers = new Map<number, { x: number; y: number }>();
  let gesture: { x: number; y: number; distance: number; scale: number; pan: { x: number; y: number } } | undefined;
  const distance = () => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  stage.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button, iframe, video')) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture = { x: event.clientX, y: event.clientY, distance: distance(), scale, pan: { ...pan } };
  });
  stage.addEventListener('pointermove', (event) => {
    if (!pointers.has(event.pointerId) || !gesture) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2 && gesture.distance > 0 && slides[index].kind === 'image')
      setZoom((gesture.scale * distance()) / gesture.distance);
    else if (pointers.size === 1 && scale > 1) {
      pan = { x: gesture.pan.x + event.clientX - gesture.x, y: gesture.pan.y + event.clientY - gesture.y };
      applyZoom();
    }
  });
  const release = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId) || !gesture) return;
    const dx = event.clientX - gesture.x;
    if (pointers.size === 0 && scale === 1 && gesture.distance === 0 && Math.abs(dx) > SWIPE_PX) step(dx < 0 ? 1 : -1);
    gesture = pointers.size ? { ...gesture, distance: distance(), scale, pan: { ...pan } } : undefined;
  };
  stage.addEventListener('pointerup', release);
  stage.addEventListener('pointercancel', release);

  const root = document.documentElement;
  const overflow = root.style.overflow;
  dialog.addEventListener('close', () => {
    root.style.overflow = overflow;
    document.removeEventListener('fullscreenchange', onFullscreen);
    if (document.fullscreenElement === dialog) void document.exitFullscreen();
    dialog.remove();
    trigger?.focus();
  });

  show(index);
  root.style.overflow = 'hidden';
  dialog.showModal();
  close.focus();
}

/** `#elementor-action:action=lightbox&settings=…`: opens one image or video (a link's own slideshow if the page has it). */
export const urlActions = {
  lightbox: (settings: Record<string, unknown>) => {
    const url = typeof settings.url === 'string' ? settings.url : '';
    const kind = lightboxKind(url, location.href);
    if (!kind) {
      console.warn('The lightbox action needs an image or video address:', settings.url);
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    const slide = slideOf(link);
    if (typeof settings.title === 'string') slide.title = settings.title;
    if (typeof settings.description === 'string') slide.description = settings.description;
    const options = document.getElementById('foyer-lightbox')?.getAttribute('data-settings');
    open([slide], 0, options ? { ...DEFAULT_OPTIONS, ...(JSON.parse(options) as Partial<LightboxOptions>) } : DEFAULT_OPTIONS);
  },
};
