// Which links open the lightbox (spec section 5): a link to an image (png, jpg, jpeg, gif, svg, webp,
// avif) or to a video, never a download, when its own `data-elementor-open-lightbox` says yes, or the
// kit's global lightbox is on and the link does not say no. Links that share a
// `data-elementor-lightbox-slideshow` group are one slideshow, in page order.
import { LIGHTBOX_IMAGE_EXTENSIONS } from '../../model/lightbox-links.ts';
import { checkVideoUrl } from '../../model/video-url.ts';

export type SlideKind = 'image' | 'video';

export interface Slide {
  kind: SlideKind;
  /** The image or hosted video file, or the provider's link. */
  url: string;
  /** The link's address as the page wrote it (relative for the site's own files). */
  href: string;
  /** The provider's embed address for a YouTube or Vimeo link (loaded only when its slide shows). */
  embed?: string;
  alt: string;
  title: string;
  description: string;
  /** How a video is shaped: `landscape` (16:9) unless the link says `portrait` or `square`. */
  aspect: 'landscape' | 'portrait' | 'square';
}

/** The kit's lightbox switches, as the lightbox part passes them (all on by default, as Elementor's). */
export interface LightboxOptions {
  global: boolean;
  counter: boolean;
  fullscreen: boolean;
  zoom: boolean;
  share: boolean;
}

export const DEFAULT_OPTIONS: LightboxOptions = { global: true, counter: true, fullscreen: true, zoom: true, share: true };

const IMAGE = new RegExp(`\\.(?:${LIGHTBOX_IMAGE_EXTENSIONS.join('|')})$`, 'i');
const VIDEO_FILE = /\.(?:mp4|webm|ogv|mov|m4v)$/i;

/** What a link shows in the lightbox, or undefined when it is not an image or a video. */
export function lightboxKind(href: string, base = 'http://localhost/'): SlideKind | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  // Elementor refuses anything but http(s): no data:, javascript: or blob: addresses.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (IMAGE.test(url.pathname)) return 'image';
  if (VIDEO_FILE.test(url.pathname) || checkVideoUrl(url.href).ok) return 'video';
  return undefined;
}

export interface LinkFacts {
  href: string;
  isDownload: boolean;
  /** `data-elementor-open-lightbox`: 'yes', 'no', 'default' or absent. */
  open: string | null;
}

export function opensInLightbox(link: LinkFacts, options: Pick<LightboxOptions, 'global'>): boolean {
  if (link.isDownload || lightboxKind(link.href) === undefined) return false;
  return link.open === 'yes' || (options.global && link.open !== 'no');
}

function factsOf(link: HTMLAnchorElement): LinkFacts {
  return { href: link.href, isDownload: link.hasAttribute('download'), open: link.getAttribute('data-elementor-open-lightbox') };
}

/** The lightbox's slide for a link that opens it. */
export function slideOf(link: HTMLAnchorElement): Slide {
  const kind = lightboxKind(link.href) ?? 'image';
  const video = kind === 'video' ? checkVideoUrl(link.href) : undefined;
  const aspect = link.getAttribute('data-elementor-lightbox-aspect');
  const alt = link.querySelector('img')?.getAttribute('alt') ?? '';
  return {
    kind,
    url: link.href,
    href: link.getAttribute('href') ?? link.href,
    ...(video?.ok ? { embed: video.embedUrl } : {}),
    alt,
    title: link.getAttribute('data-elementor-lightbox-title') ?? '',
    // Without a stored description, the image's own description (its alt text) is shown: a caption
    // for everyone, which Elementor's lightbox lacked (elementor/elementor#2502).
    description: link.getAttribute('data-elementor-lightbox-description') ?? alt,
    aspect: aspect === 'portrait' || aspect === 'square' ? aspect : 'landscape',
  };
}

/** The slideshow a link opens: every link of its group that opens the lightbox and is shown, and its place. */
export function slideshowOf(link: HTMLAnchorElement, options: LightboxOptions): { slides: Slide[]; index: number } {
  const group = link.getAttribute('data-elementor-lightbox-slideshow');
  if (!group) return { slides: [slideOf(link)], index: 0 };
  const links = [...link.ownerDocument.querySelectorAll<HTMLAnchorElement>('a[data-elementor-lightbox-slideshow]')].filter(
    (a) => a.getAttribute('data-elementor-lightbox-slideshow') === group && opensInLightbox(factsOf(a), options) && !a.closest('[hidden]'),
  );
  const index = links.indexOf(link);
  return index < 0 ? { slides: [slideOf(link)], index: 0 } : { slides: links.map(slideOf), index };
}

/** The link a click lands on, if it opens the lightbox. */
export function lightboxLinkOf(event: MouseEvent, options: LightboxOptions): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  return opensInLightbox(factsOf(link), options) ? link : undefined;
}

/** The kit's switches from the lightbox element's settings; anything missing keeps Elementor's default (on). */
export function optionsFrom(settings: Record<string, unknown>): LightboxOptions {
  const flag = (key: keyof LightboxOptions) => (typeof settings[key] === 'boolean' ? (settings[key] as boolean) : DEFAULT_OPTIONS[key]);
  return { global: flag('global'), counter: flag('counter'), fullscreen: flag('fullscreen'), zoom: flag('zoom'), share: flag('share') };
}
