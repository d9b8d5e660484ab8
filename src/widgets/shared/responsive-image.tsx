// The <img> every image-bearing widget renders: sized, srcset where known, lazy below the fold.
import type { ReactNode } from 'react';
import type { RenderContext } from '../../contracts/render-context.ts';
import { NAMED_SIZE_WIDTHS, imageSizes, imageSource } from './image-source.ts';
import type { ImageValue } from '../../contracts/declaration/value-schemas.ts';

interface Props {
  image: ImageValue;
  /** Elementor image-size name ('full', 'large', 'custom', '1536x1536', ...). */
  sizeName?: string;
  /** `image_custom_dimension` when sizeName is 'custom'. */
  customDimension?: unknown;
  ctx: RenderContext;
  elementId: string;
  className?: string;
  /** Overrides `image.alt`; '' marks the image decorative. */
  alt?: string;
}

/** The widest the chosen image size shows the image, if the size name says. */
export function sizeNameWidth(sizeName: string | undefined, customDimension?: unknown): number | undefined {
  if (!sizeName || sizeName === 'full') return undefined;
  if (sizeName === 'custom' && customDimension && typeof customDimension === 'object') {
    const w = Number((customDimension as { width?: unknown }).width);
    return Number.isFinite(w) && w > 0 ? w : undefined;
  }
  const wxh = /^(\d{2,5})x\d{2,5}$/.exec(sizeName);
  return wxh ? Number(wxh[1]) : NAMED_SIZE_WIDTHS[sizeName];
}

export function ResponsiveImage({ image, sizeName, customDimension, ctx, elementId, className, alt }: Props): ReactNode {
  // The size recorded when the file was stored wins: it was read from the file itself.
  const recorded = typeof image.url === 'string' ? ctx.site.media?.get(image.url) : undefined;
  const source = imageSource({
    url: image.url,
    width: recorded?.width ?? image.width,
    height: recorded?.height ?? image.height,
    // A size from the media table promises nothing about variants: offer only recorded ones.
    hasFile: recorded ? (path) => ctx.site.media?.has(path) === true : undefined,
    maxWidth: sizeNameWidth(sizeName, customDimension),
    assetUrl: (p) => ctx.assetUrl(p),
  });
  if (!source) return null;
  const eager = ctx.isAboveFold(elementId);
  const id = typeof image.id === 'number' || (typeof image.id === 'string' && /^\d+$/.test(image.id)) ? image.id : undefined;
  const classes = [
    className,
    sizeName ? `attachment-${safeClass(sizeName)} size-${safeClass(sizeName)}` : '',
    id !== undefined ? `wp-image-${id}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <img
      src={source.src}
      srcSet={source.srcset}
      sizes={source.srcset ? imageSizes(source.width, !eager) : undefined}
      width={source.width}
      height={source.height}
      alt={alt ?? image.alt ?? ''}
      className={classes || undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}

function safeClass(name: string): string {
  return name.replace(/[^\w-]/g, '');
}
