// Image box widget: an image above or beside a title and description; title and image share one link.
import { cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { labelFromUrl, linkProps } from '../shared/links.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { imageBoxBaseCss } from './base-css.ts';
import { imageBoxDeclaration } from './schema.ts';

export const imageBox = defineWidget({
  declaration: imageBoxDeclaration,
  baseCss: imageBoxBaseCss,
  Render: ({ settings: s, element, ctx }) => {
    const url = safeUrl(s.image.url, 'image');
    const link = linkProps(s.link);
    const title = sanitizeInline(s.title_text, { allowLinks: !link });
    const description = sanitizeInline(s.description_text);
    if (!url && !title && !description) return null;
    const TitleTag = s.title_size;
    const img = url ? (
      <ResponsiveImage
        image={s.image}
        sizeName={s.thumbnail_size}
        customDimension={s.thumbnail_custom_dimension}
        ctx={ctx}
        elementId={element.id}
        className={hoverAnimationClass(s.hover_animation).join(' ') || undefined}
      />
    ) : null;
    // With a title link present the image link is a duplicate: keep it for the mouse, out of the tab order.
    const imageLinkA11y = title
      ? { tabIndex: -1, 'aria-hidden': true }
      : { 'aria-label': s.image.alt || labelFromUrl(url ?? '') || 'Image' };
    return (
      <div className={cx('elementor-image-box-wrapper', `elementor-position-${s.position}`)}>
        {img ? (
          <figure className="elementor-image-box-img">
            {link ? (
              <a {...imageLinkA11y} {...link}>
                {img}
              </a>
            ) : (
              img
            )}
          </figure>
        ) : null}
        {title || description ? (
          <div className="elementor-image-box-content">
            {title ? (
              <TitleTag className="elementor-image-box-title">
                {link ? <a {...link} dangerouslySetInnerHTML={{ __html: title }} /> : <span dangerouslySetInnerHTML={{ __html: title }} />}
              </TitleTag>
            ) : null}
            {description ? <p className="elementor-image-box-description" dangerouslySetInnerHTML={{ __html: description }} /> : null}
          </div>
        ) : null}
      </div>
    );
  },
});
