// Basic gallery (Elementor core's `image-gallery`): WordPress's gallery markup (`.gallery`,
// `figure.gallery-item`, `.gallery-icon`, `figcaption.gallery-caption`), which real themes style, laid
// out as a grid of the chosen columns; each image linked to its file for the lightbox, or not linked.
// Foyer has no attachment pages: "Attachment Page" links to the file without the lightbox.
import { defineWidget } from '../../contracts/widget.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { labelFromUrl } from '../shared/links.ts';
import { lightboxTexts } from '../shared/lightbox-texts.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { shuffled } from '../shared/shuffled.ts';
import { galleryItems } from '../shared/gallery-items.ts';
import { imageGalleryDeclaration, type ImageGallerySettings } from './schema.ts';

const CSS =
  '.elementor-image-gallery .gallery{--gallery-gap:10px;display:grid;grid-template-columns:repeat(var(--gallery-columns,4),minmax(0,1fr));gap:var(--gallery-gap);margin:0}' +
  '.elementor-image-gallery .gallery-item{margin:0;text-align:center}' +
  '.elementor-image-gallery .gallery-icon a{display:block}' +
  '.elementor-image-gallery .gallery-item img{display:block;width:100%;height:auto;margin:0 auto}' +
  '.elementor-image-gallery .gallery-caption{margin-top:.5em;font-size:.875em}' +
  '@media (max-width:767px){.elementor-image-gallery .gallery{grid-template-columns:repeat(min(var(--gallery-columns,4),2),minmax(0,1fr))}}';

/** The basic gallery's images. */
function imagesOf(s: ImageGallerySettings) {
  return galleryItems(s.wp_gallery);
}

export const imageGallery = defineWidget({
  declaration: imageGalleryDeclaration,
  baseCss: CSS,
  isEmpty: (s) => imagesOf(s).length === 0,
  Render: ({ settings: s, element, ctx }) => {
    const found = imagesOf(s);
    if (!found.length) return null;
    const images = s.gallery_rand === 'rand' ? shuffled(found) : found;
    const columns = Number(s.gallery_columns) || 4;
    const size = s.thumbnail_size || 'thumbnail';
    return (
      <div className="elementor-image-gallery">
        <div
          id={`gallery-${element.id}`}
          className={`gallery gallery-columns-${columns} gallery-size-${size.replace(/[^\w-]/g, '')}`}
          style={{ '--gallery-columns': String(columns) } as Record<string, string>}
        >
          {images.map((image, i) => {
            const alt = image.alt ?? '';
            const caption = s.gallery_display_caption === 'none' ? '' : sanitizeInline(image.caption ?? '');
            const file = s.gallery_link !== 'none' ? safeUrl(image.url, 'image') : undefined;
            const img = (
              <ResponsiveImage image={{ url: image.url, id: image.id, alt }} sizeName={size} ctx={ctx} elementId={element.id} alt={alt} />
            );
            const lightbox = s.gallery_link === 'file' ? s.open_lightbox : 'no';
            return (
              <figure key={image.url} className="gallery-item">
                <div className="gallery-icon landscape">
                  {file ? (
                    <a
                      href={file.startsWith('/') ? ctx.assetUrl(file) : file}
                      data-elementor-open-lightbox={lightbox}
                      data-elementor-lightbox-slideshow={element.id}
                      {...lightboxTexts({ url: image.url, alt, caption: image.caption }, ctx.kit)}
                      aria-label={alt || caption ? undefined : labelFromUrl(image.url) || `Image ${i + 1}`}
                    >
                      {img}
                    </a>
                  ) : (
                    img
                  )}
                </div>
                {caption ? <figcaption className="wp-caption-text gallery-caption" dangerouslySetInnerHTML={{ __html: caption }} /> : null}
              </figure>
            );
          })}
        </div>
      </div>
    );
  },
});
