// Flip box widget (Elementor Pro): a front (image or icon, title, description over a colour or photo)
// that gives way to a back (title, description, button) on hover or keyboard focus, by flipping,
// sliding, pushing, zooming or fading, in Elementor's markup. The effects are CSS only (base-css.ts).
import type { ReactNode } from 'react';
import type { RenderContext } from '../../contracts/render-context.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { cx } from '../shared/css-parts.ts';
import { Icon, widgetIcon } from '../shared/icon.tsx';
import { linkProps } from '../shared/links.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { FLIP_BOX_BASE_CSS } from './base-css.ts';
import { FLIP_DIRECTIONS, flipBoxDeclaration, type FlipBoxSettings } from './schema.ts';

type Tag = 'h3';

/** The classes Elementor puts on the widget's wrapper (prefix_class), here on the box itself. */
export function flipBoxClasses(s: FlipBoxSettings): string[] {
  const directional = !['fade', 'zoom-in', 'zoom-out'].includes(s.flip_effect);
  const direction = Object.hasOwn(FLIP_DIRECTIONS, s.flip_direction) ? s.flip_direction : 'up';
  return [
    'elementor-flip-box',
    `elementor-flip-box--effect-${s.flip_effect}`,
    ...(directional ? [`elementor-flip-box--direction-${direction}`] : []),
    ...(s.flip_effect === 'flip' && s.flip_3d === 'elementor-flip-box--3d' ? ['elementor-flip-box--3d'] : []),
  ];
}

function Graphic({ s, ctx, elementId }: { s: FlipBoxSettings; ctx: RenderContext; elementId: string }): ReactNode {
  if (s.graphic_element === 'image') {
    const img = safeUrl(s.image.url, 'image') ? (
      <ResponsiveImage image={s.image} sizeName={s.image_size} customDimension={s.image_custom_dimension} ctx={ctx} elementId={elementId} />
    ) : null;
    return img ? <div className="elementor-flip-box__image">{img}</div> : null;
  }
  if (s.graphic_element !== 'icon') return null;
  const icon = widgetIcon(s);
  if (!icon) return null;
  return (
    <div
      className={cx(
        'elementor-icon-wrapper',
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

function Text({ html, Tag, className }: { html: string; Tag: Tag | 'div'; className: string }): ReactNode {
  return html ? <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export const flipBox = defineWidget({
  declaration: flipBoxDeclaration,
  baseCss: FLIP_BOX_BASE_CSS,
  Render: ({ settings: s, element, ctx }) => {
    const link = linkProps(s.link);
    const wholeBox = Boolean(link) && s.link_click === 'box';
    const TitleTag = s.title_tag as Tag;
    const DescriptionTag = s.description_tag as Tag;
    // Inside the back's link (whole box) a link of the text's own would be nested: dropped there.
    const backText = (html: string) => sanitizeInline(html, { allowLinks: !wholeBox });
    const buttonText = sanitizeInline(s.button_text, { allowLinks: false });
    const buttonClass = `elementor-flip-box__button elementor-button elementor-size-${s.button_size}`;
    const button = !buttonText ? null : link && !wholeBox ? (
      <a className={buttonClass} {...link} dangerouslySetInnerHTML={{ __html: buttonText }} />
    ) : (
      <span className={buttonClass} dangerouslySetInnerHTML={{ __html: buttonText }} />
    );
    const backInner = (
      <div className="elementor-flip-box__layer__overlay">
        <div className="elementor-flip-box__layer__inner">
          <Text html={backText(s.title_text_b)} Tag={TitleTag} className="elementor-flip-box__layer__title" />
          <Text html={backText(s.description_text_b)} Tag={DescriptionTag} className="elementor-flip-box__layer__description" />
          {button}
        </div>
      </div>
    );
    // With a link on the back, Tab reaches it and the box shows its back (:focus-within). Without one
    // the box itself takes focus, as in Elementor, so a keyboard can turn it too.
    const focusable = Boolean(link && (wholeBox || buttonText));
    return (
      <div className={flipBoxClasses(s).join(' ')} tabIndex={focusable ? undefined : 0}>
        <div className="elementor-flip-box__layer elementor-flip-box__front">
          <div className="elementor-flip-box__layer__overlay">
            <div className="elementor-flip-box__layer__inner">
              <Graphic s={s} ctx={ctx} elementId={element.id} />
              <Text html={sanitizeInline(s.title_text_a)} Tag={TitleTag} className="elementor-flip-box__layer__title" />
              <Text html={sanitizeInline(s.description_text_a)} Tag={DescriptionTag} className="elementor-flip-box__layer__description" />
            </div>
          </div>
        </div>
        {wholeBox ? (
          <a className="elementor-flip-box__layer elementor-flip-box__back" {...link}>
            {backInner}
          </a>
        ) : (
          <div className="elementor-flip-box__layer elementor-flip-box__back">{backInner}</div>
        )}
      </div>
    );
  },
});
