// Gallery widget (Elementor Pro): images in a grid, justified rows or masonry columns, laid out by CSS
// before any script runs; with several galleries, a filter bar of buttons (aria-pressed) that the
// `gallery-filter` behaviour answers. Each image links to its file (for the lightbox), a custom
// address, or nothing. Keeps Elementor's class names, which real documents' CSS styles.
import type { ReactNode } from 'react';
import type { RenderContext } from '../../contracts/render-context.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { lightboxActionHash } from '../../model/lightbox-hash.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { cx } from '../shared/css-parts.ts';
import { labelFromUrl, linkProps } from '../shared/links.ts';
import { lightboxTexts } from '../shared/lightbox-texts.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline, textOf } from '../shared/sanitize.ts';
import { shuffled } from '../shared/shuffled.ts';
import { type GalleryItem, galleryItems } from '../shared/gallery-items.ts';
import { GALLERY_CSS } from './base-css.ts';
import { galleryDeclaration, type GallerySettings } from './schema.ts';

interface GalleryImage extends GalleryItem {
  /** Indexes of the galleries it belongs to (one for a single gallery). */
  tags: number[];
}

/** Every image once, tagged with the galleries that hold it, in the order they first appear. */
export function galleryImages(s: GallerySettings): GalleryImage[] {
  if (s.gallery_type !== 'multiple') return galleryItems(s.gallery).map((image) => ({ ...image, tags: [0] }));
  const byUrl = new Map<string, GalleryImage>();
  s.galleries.forEach((gallery, index) => {
    for (const image of galleryItems((gallery as Record<string, unknown>).multiple_gallery)) {
      const known = byUrl.get(image.url);
      if (known) known.tags.push(index);
      else byUrl.set(image.url, { ...image, tags: [index] });
    }
  });
  return [...byUrl.values()];
}

/** Width over height for a justified row: the recorded size, else the size stored with the item, else 3:2. */
function ratioOf(image: GalleryImage, ctx: RenderContext): number {
  const size = ctx.site.media?.get(image.url);
  return size && size.height > 0 ? Math.round((size.width / size.height) * 1000) / 1000 : 1.5;
}

function textFor(image: GalleryImage, source: string): string {
  if (source === 'title' || source === 'caption' || source === 'alt' || source === 'description')
    return sanitizeInline(image[source] ?? '');
  return '';
}

function FilterBar({ s }: { s: GallerySettings }): ReactNode {
  const all = s.show_all_galleries === 'yes';
  return (
    <div className="elementor-gallery__titles-container" role="group" aria-label="Filter the gallery">
      {all ? (
        <button type="button" className="elementor-item elementor-gallery-title" aria-pressed="true" data-gallery-index="all">
          {textOf(s.show_all_galleries_label) || 'All'}
        </button>
      ) : null}
      {s.galleries.map((gallery, i) => (
        <button
          key={i}
          type="button"
          className="elementor-item elementor-gallery-title"
          aria-pressed={!all && i === 0 ? 'true' : 'false'}
          data-gallery-index={i}
        >
          {textOf(gallery.gallery_title) || `Gallery ${i + 1}`}
        </button>
      ))}
    </div>
  );
}

export const gallery = defineWidget({
  declaration: galleryDeclaration,
  baseCss: GALLERY_CSS,
  behaviours: (s) => (s.gallery_type === 'multiple' && s.galleries.length > 1 ? ['gallery-filter'] : []),
  css: ({ settings: s, selector, css }) => {
    const container = `${selector} .e-gallery-container`;
    const [w, h] = s.aspect_ratio.split(':').map(Number);
    if (w > 0 && h > 0) css.add(container, { '--ratio': `${w}/${h}` });
    // Elementor's own defaults for smaller screens, unless the document sets its own.
    const raw = s as Record<string, unknown>;
    if (raw.columns_tablet === undefined) css.add(container, { '--columns': '2' }, 'tablet');
    if (raw.columns_mobile === undefined) css.add(container, { '--columns': '1' }, 'mobile');
    if (raw.ideal_row_height_tablet === undefined) css.add(container, { '--row-height': '150px' }, 'tablet');
    if (raw.ideal_row_height_mobile === undefined) css.add(container, { '--row-height': '150px' }, 'mobile');
  },
  isEmpty: (s) => galleryImages(s).length === 0,
  Render: ({ settings: s, element, ctx }) => {
    const found = galleryImages(s);
    if (!found.length) return null;
    const images = s.order_by === 'random' ? shuffled(found) : found;
    const isFiltered = s.gallery_type === 'multiple' && s.galleries.length > 1;
    const firstShown = isFiltered && s.show_all_galleries !== 'yes' ? 0 : undefined;
    const custom = s.link_to === 'custom' ? linkProps(s.url) : undefined;
    const hover = s.image_hover_animation ? `e--hover-${s.image_hover_animation}` : undefined;
    return (
      <div className="elementor-gallery__container">
        {isFiltered ? <FilterBar s={s} /> : null}
        <div className={`e-gallery-container e-gallery-${s.gallery_layout} elementor-gallery`}>
          {images.map((image, i) => {
            const alt = image.alt ?? '';
            const title = textFor(image, s.overlay_title);
            const description = textFor(image, s.overlay_description);
            const file = s.link_to === 'file' ? safeUrl(image.url, 'image') : undefined;
            const link = custom ?? (file ? { href: file.startsWith('/') ? ctx.assetUrl(file) : file } : undefined);
            const style =
              s.gallery_layout === 'justified' ? ({ '--item-ratio': String(ratioOf(image, ctx)) } as Record<string, string>) : undefined;
            const body = (
              <>
                <ResponsiveImage
                  image={{ url: image.url, id: image.id, alt }}
                  sizeName={s.thumbnail_image_size || 'medium'}
                  ctx={ctx}
                  elementId={element.id}
                  className="e-gallery-image elementor-gallery-item__image"
                  alt={alt}
                />
                {s.overlay_background === 'yes' ? <span className="elementor-gallery-item__overlay" /> : null}
                {title || description ? (
                  <span className="elementor-gallery-item__content">
                    {title ? <span className="elementor-gallery-item__title" dangerouslySetInnerHTML={{ __html: title }} /> : null}
                    {description ? (
                      <span className="elementor-gallery-item__description" dangerouslySetInnerHTML={{ __html: description }} />
                    ) : null}
                  </span>
                ) : null}
              </>
            );
            const common = {
              className: cx('e-gallery-item elementor-gallery-item', hover),
              'data-e-gallery-tags': image.tags.join(','),
              hidden: firstShown !== undefined && !image.tags.includes(firstShown) ? true : undefined,
              style,
            };
            if (!link)
              return (
                <div key={image.url} {...common}>
                  {body}
                </div>
              );
            // A link around an image alone needs a name: its alt text, else the overlay's, else the file's.
            const label = alt || textOf(title) ? undefined : labelFromUrl(image.url) || `Image ${i + 1}`;
            return (
              <a
                key={image.url}
                {...common}
                {...link}
                aria-label={link['aria-label'] ?? label}
                data-elementor-open-lightbox={file ? s.open_lightbox : undefined}
                data-elementor-lightbox-slideshow={file ? `all-${element.id}` : undefined}
                {...(file && !custom ? lightboxTexts(image, ctx.kit) : {})}
                // The lightbox action a shared address opens on this page (src/runtime/url-actions.ts).
                e-action-hash={file && s.open_lightbox !== 'no' ? lightboxActionHash('image', link.href) : undefined}
              >
                {body}
              </a>
            );
          })}
        </div>
      </div>
    );
  },
});
