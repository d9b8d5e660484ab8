// Image widget: one responsive image, optionally linked (to a page or to the file, for the lightbox)
// and captioned. Space is reserved through width/height so nothing shifts while it loads.
import type { ReactNode } from 'react';
import { hoverAnimationClass } from '../shared/css-parts.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { labelFromUrl, linkProps } from '../shared/links.ts';
import { lightboxTexts } from '../shared/lightbox-texts.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline, textOf } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { imageBaseCss } from './base-css.ts';
import { imageDeclaration, type ImageWidgetSettings } from './schema.ts';

function captionOf(s: ImageWidgetSettings): string {
  if (s.caption_source === 'custom') return sanitizeInline(s.caption);
  // Foyer's media library may store the attachment caption with the image.
  const stored = (s.image as { caption?: unknown }).caption;
  return s.caption_source === 'attachment' ? sanitizeInline(stored) : '';
}

/** With a known intrinsic size missing, a custom size's dimensions still give the aspect ratio. */
function withCustomSize(s: ImageWidgetSettings): ImageWidgetSettings['image'] {
  if (s.image_size !== 'custom' || (s.image.width && s.image.height)) return s.image;
  const w = Number(s.image_custom_dimension?.width);
  const h = Number(s.image_custom_dimension?.height);
  return w > 0 && h > 0 ? { ...s.image, width: w, height: h } : s.image;
}

export const image = defineWidget({
  declaration: imageDeclaration,
  baseCss: imageBaseCss,
  Render: ({ settings: s, element, ctx }) => {
    const file = safeUrl(s.image.url, 'image');
    if (!file) return null;
    const caption = captionOf(s);
    const alt = s.image.alt ?? '';
    const img = (
      <ResponsiveImage
        image={withCustomSize(s)}
        sizeName={s.image_size}
        customDimension={s.image_custom_dimension}
        ctx={ctx}
        elementId={element.id}
        alt={alt}
        className={hoverAnimationClass(s.hover_animation).join(' ') || undefined}
      />
    );
    const link =
      s.link_to === 'file'
        ? { href: file.startsWith('/') ? ctx.assetUrl(file) : file }
        : s.link_to === 'custom'
          ? linkProps(s.link)
          : undefined;
    // A link whose only content is an image needs a name: the alt text, else the caption, else the file name.
    const label = alt ? undefined : textOf(caption) || labelFromUrl(file) || 'Image';
    let content: ReactNode = img;
    if (link) {
      content = (
        <a
          {...link}
          aria-label={link['aria-label'] ?? label}
          data-elementor-open-lightbox={s.link_to === 'file' ? s.open_lightbox : undefined}
          {...(s.link_to === 'file' ? lightboxTexts({ url: s.image.url, alt, caption }, ctx.kit) : {})}
        >
          {img}
        </a>
      );
    }
    if (!caption) return content;
    return (
      <figure className="wp-caption">
        {content}
        <figcaption className="widget-image-caption wp-caption-text" dangerouslySetInnerHTML={{ __html: caption }} />
      </figure>
    );
  },
});
