// Image box widget: an image above or beside a title and description; title and image share one link.
import { size, sizeNumber } from '../../model/values.ts';
import { boxLayoutCss } from '../shared/box-layout.ts';
import { border, cx, hoverAnimationClass } from '../shared/css-parts.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { labelFromUrl, linkProps } from '../shared/links.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { imageBoxBaseCss } from './base-css.ts';
import { imageBoxSchema } from './schema.ts';

export const imageBox = defineWidget({
  type: 'image-box',
  title: 'Image Box',
  schema: imageBoxSchema,
  htmlSettings: { title_text: 'inline', description_text: 'inline' },
  baseCss: imageBoxBaseCss,
  css: ({ settings: s, selector, css }) => {
    boxLayoutCss({ css, selector, settings: s, kind: 'image-box', spaceKey: 'image_space' });
    const img = `${selector} .elementor-image-box-img img`;
    css.responsive(`${selector} .elementor-image-box-img`, s, 'image_size', (v) => ({ width: size(v, '%') }));
    css.add(img, { 'border-radius': size(s.image_border_radius, '%') });
    border(css, img, s, 'image_border');
    const opacity = sizeNumber(s.image_opacity);
    if (opacity !== undefined) css.add(img, { opacity: String(Math.min(1, Math.max(0, opacity))) });
  },
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
