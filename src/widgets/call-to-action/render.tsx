// Call to action widget (Elementor Pro): an image beside or above the content (classic skin) or
// behind it (cover skin), with a graphic, title, description and button, an optional corner ribbon,
// and hover animations of the image and the content, in Elementor's markup. CSS only (base-css.ts; the
// hover animations a box uses are printed with the page's rules).
import type { ReactNode } from 'react';
import type { RenderContext } from '../../contracts/render-context.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { cx } from '../shared/css-parts.ts';
import { Icon, widgetIcon } from '../shared/icon.tsx';
import { linkProps } from '../shared/links.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { CTA_BASE_CSS, ctaAnimationCss } from './base-css.ts';
import { BG_TRANSFORMATIONS, CONTENT_ANIMATIONS, callToActionDeclaration, type CallToActionSettings } from './schema.ts';

type Tag = 'h2';

/** The classes Elementor puts on the widget's wrapper (prefix_class), here on `.elementor-cta` itself. */
export function ctaClasses(s: CallToActionSettings): string[] {
  const transformation = bgTransformation(s);
  const animated = s.skin === 'cover' && contentAnimation(s) !== '';
  return [
    'elementor-cta',
    `elementor-cta--skin-${s.skin}`,
    ...(s.skin !== 'cover' && ['left', 'above', 'right'].includes(String(s.layout)) ? [`elementor-cta--layout-image-${s.layout}`] : []),
    ...(['top', 'middle', 'bottom'].includes(String(s.vertical_position)) ? [`elementor-cta--valign-${s.vertical_position}`] : []),
    ...(transformation ? ['elementor-bg-transform', `elementor-bg-transform-${transformation}`] : []),
    ...(animated ? ['elementor-animated-content'] : []),
    ...(animated && s.sequenced_animation === 'elementor-cta--sequenced-animation' ? ['elementor-cta--sequenced-animation'] : []),
  ];
}

function bgTransformation(s: CallToActionSettings): string {
  return Object.hasOwn(BG_TRANSFORMATIONS, s.transformation) ? s.transformation : '';
}

function contentAnimation(s: CallToActionSettings): string {
  return Object.hasOwn(CONTENT_ANIMATIONS, s.content_animation) ? s.content_animation : '';
}

function Graphic({ s, ctx, elementId, itemClass }: { s: CallToActionSettings; ctx: RenderContext; elementId: string; itemClass: string }) {
  if (s.graphic_element === 'image') {
    const img = safeUrl(s.graphic_image.url, 'image') ? (
      <ResponsiveImage
        image={s.graphic_image}
        sizeName={s.graphic_image_size}
        customDimension={s.graphic_image_custom_dimension}
        ctx={ctx}
        elementId={elementId}
      />
    ) : null;
    return img ? <div className={cx(itemClass, 'elementor-cta__image')}>{img}</div> : null;
  }
  if (s.graphic_element !== 'icon') return null;
  const icon = widgetIcon(s);
  if (!icon) return null;
  return (
    <div
      className={cx(
        itemClass,
        'elementor-icon-wrapper',
        'elementor-cta__icon',
        `elementor-view-${s.icon_view}`,
        s.icon_view !== 'default' && `elementor-shape-${s.icon_shape}`,
      )}
    >
      <div className="elementor-icon">
        <Icon resolved={icon} />
      </div>
    </div>
  );
}

export const callToAction = defineWidget({
  declaration: callToActionDeclaration,
  baseCss: CTA_BASE_CSS,
  // The hover animations of this box (the content's only on the cover skin, as ctaClasses puts them).
  css: ({ settings: s, css }) => ctaAnimationCss(css, bgTransformation(s), s.skin === 'cover' ? contentAnimation(s) : ''),
  Render: ({ settings: s, element, ctx }) => {
    const link = linkProps(s.link);
    const wholeBox = Boolean(link) && s.link_click === 'box';
    const animation = s.skin === 'cover' ? contentAnimation(s) : '';
    const itemClass = cx('elementor-cta__content-item', 'elementor-content-item', animation && `elementor-animated-item--${animation}`);
    // Inside the whole-box link a link of the text's own would be nested: dropped there.
    const title = sanitizeInline(s.title, { allowLinks: !wholeBox });
    const description = sanitizeInline(s.description, { allowLinks: !wholeBox });
    const buttonText = sanitizeInline(s.button, { allowLinks: false });
    const ribbon = sanitizeInline(s.ribbon_title, { allowLinks: !wholeBox });
    const TitleTag = s.title_tag as Tag;
    const DescriptionTag = s.description_tag as Tag;

    const image = safeUrl(s.bg_image.url, 'image') ? (
      <ResponsiveImage
        image={s.bg_image}
        sizeName={s.bg_image_size}
        customDimension={s.bg_image_custom_dimension}
        ctx={ctx}
        elementId={element.id}
      />
    ) : null;
    // The classic skin without an image has no image part; the cover skin keeps its overlay.
    const background =
      image || s.skin === 'cover' ? (
        <div className="elementor-cta__bg-wrapper">
          <div className="elementor-cta__bg elementor-bg">{image}</div>
          <div className="elementor-cta__bg-overlay" />
        </div>
      ) : null;

    const graphic = <Graphic s={s} ctx={ctx} elementId={element.id} itemClass={itemClass} />;
    const buttonClass = `elementor-cta__button elementor-button elementor-size-${s.button_size}`;
    const hasContent = title || description || buttonText || s.graphic_element === 'image' || s.graphic_element === 'icon';
    const content: ReactNode = hasContent ? (
      <div className="elementor-cta__content">
        {graphic}
        {title ? <TitleTag className={cx('elementor-cta__title', itemClass)} dangerouslySetInnerHTML={{ __html: title }} /> : null}
        {description ? (
          <DescriptionTag className={cx('elementor-cta__description', itemClass)} dangerouslySetInnerHTML={{ __html: description }} />
        ) : null}
        {buttonText ? (
          <div className={cx('elementor-cta__button-wrapper', itemClass)}>
            {link && !wholeBox ? (
              <a className={buttonClass} {...link} dangerouslySetInnerHTML={{ __html: buttonText }} />
            ) : (
              <span className={buttonClass} dangerouslySetInnerHTML={{ __html: buttonText }} />
            )}
          </div>
        ) : null}
      </div>
    ) : null;
    const ribbonEl = ribbon ? (
      <div className={cx('elementor-ribbon', s.ribbon_horizontal_position && `elementor-ribbon-${s.ribbon_horizontal_position}`)}>
        <div className="elementor-ribbon-inner" dangerouslySetInnerHTML={{ __html: ribbon }} />
      </div>
    ) : null;
    if (!background && !content && !ribbonEl) return null;
    const className = ctaClasses(s).join(' ');
    return wholeBox ? (
      <a className={className} {...link}>
        {background}
        {content}
        {ribbonEl}
      </a>
    ) : (
      <div className={className}>
        {background}
        {content}
        {ribbonEl}
      </div>
    );
  },
});
