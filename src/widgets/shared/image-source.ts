// Picks src, srcset and intrinsic size for an image URL so pages offer right-sized files and never shift.
//
// Conventions:
// - Foyer uploads live under `/uploads/` and have width variants beside them: `<name>-480.<ext>`,
//   `-768`, `-1280`, `-1920` (only narrower than the original). A srcset is offered only when the
//   original's width is known (Foyer stores `image.width`/`image.height` in the MEDIA setting), so a
//   missing variant can never be picked.
// - WordPress-style sized files (`…/uploads/…/<name>-<w>x<h>.<ext>`, as in imported documents) carry
//   their size in the name: width/height come from there when the setting has none.
// - Anything else (external URLs) is used as given.
import { safeUrl } from '../../model/safe-url.ts';

export const VARIANT_WIDTHS = [480, 768, 1280, 1920] as const;

/** Elementor's named image sizes as the widest they are shown (thumbnail is a 150px square crop in WP). */
export const NAMED_SIZE_WIDTHS: Record<string, number> = { thumbnail: 150, medium: 300, medium_large: 768, large: 1024 };

export interface ImageSourceInput {
  url: unknown;
  /** Intrinsic size of the original, if known. */
  width?: number;
  height?: number;
  /** Widest the layout shows the image (from an image-size setting); undefined = the original. */
  maxWidth?: number;
  /** Maps a site path to its public URL (ctx.assetUrl). */
  assetUrl?: (path: string) => string;
  /** When given, only width variants it knows (recorded in the media table) are offered. */
  hasFile?: (path: string) => boolean;
}

export interface ImageSource {
  src: string;
  srcset?: string;
  /** Width and height attributes (display size, aspect ratio of the original). */
  width?: number;
  height?: number;
}

const FOYER_UPLOAD = /^\/uploads\/(.+?)(\.(?:jpe?g|png|webp|avif))$/i;
const SIZED_NAME = /\/uploads\/.*-(\d{1,5})x(\d{1,5})\.[a-z0-9]{2,5}(?:[?#].*)?$/i;
const VARIANT_NAME = new RegExp(`-(${VARIANT_WIDTHS.join('|')})\\.[a-z0-9]{2,5}$`, 'i');

const positive = (n: unknown): number | undefined => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.round(n) : undefined);

/** Paths of the width variants a Foyer upload may have beside it (`/uploads/a.jpg` -> `/uploads/a-480.jpg`, ...). */
export function variantPaths(path: string): string[] {
  const upload = FOYER_UPLOAD.exec(path);
  if (!upload || VARIANT_NAME.test(path)) return [];
  return VARIANT_WIDTHS.map((w) => `/uploads/${upload[1]}-${w}${upload[2]}`);
}

/** The source attributes for an image setting, or undefined when the URL is empty or unsafe. */
export function imageSource(input: ImageSourceInput): ImageSource | undefined {
  const url = safeUrl(input.url, 'image');
  if (!url) return undefined;
  const publicUrl = (path: string) => (input.assetUrl && path.startsWith('/') ? input.assetUrl(path) : path);
  let width = positive(input.width);
  let height = positive(input.height);
  if (!width || !height) {
    const sized = SIZED_NAME.exec(url);
    if (sized) [width, height] = [Number(sized[1]), Number(sized[2])];
  }
  if (!width || !height) return { src: publicUrl(url) };

  const maxWidth = positive(input.maxWidth);
  const shownWidth = maxWidth && maxWidth < width ? maxWidth : width;
  const shownHeight = Math.round((height * shownWidth) / width);
  const upload = FOYER_UPLOAD.exec(url);
  if (!upload || VARIANT_NAME.test(url)) return { src: publicUrl(url), width: shownWidth, height: shownHeight };

  const [, base, ext] = upload;
  const fileFor = (w: number) => (w === width ? url : `/uploads/${base}-${w}${ext}`);
  const variants = VARIANT_WIDTHS.filter((w) => w < width && (!input.hasFile || input.hasFile(fileFor(w))));
  // The smallest file at least as wide as the display width (crisp on 1x screens); srcset covers 2x.
  const srcWidth = [...variants, width].find((w) => w >= shownWidth) ?? width;
  // Up to the first file that covers a 2x screen; larger ones would never be picked.
  const all = [...variants, width];
  const cap = all.find((w) => w >= shownWidth * 2) ?? width;
  const candidates = all.filter((w) => w <= cap);
  return {
    src: publicUrl(fileFor(srcWidth)),
    srcset: candidates.length > 1 ? candidates.map((w) => `${publicUrl(fileFor(w))} ${w}w`).join(', ') : undefined,
    width: shownWidth,
    height: shownHeight,
  };
}

/**
 * The `sizes` attribute for a srcset: lazy images let the browser use the laid-out width (`auto`,
 * with the classic fallback for browsers without it); eager ones use the display width.
 */
export function imageSizes(width: number | undefined, isLazy: boolean): string | undefined {
  if (!width) return undefined;
  const classic = `(max-width: ${width}px) 100vw, ${width}px`;
  return isLazy ? `auto, ${classic}` : classic;
}
