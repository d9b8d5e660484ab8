// Slides (Elementor Pro): full-width slides, each a background (colour, image, overlay) under a
// heading, a description and a button, one in view, sliding or fading. Laid out by CSS alone before
// scripts run; moved by the carousel engine. Keeps Pro's class names documents style.
import type { CSSProperties, ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import type { RenderContext } from '../../contracts/render-context.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { cx } from '../shared/css-parts.ts';
import { linkProps } from '../shared/links.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { PauseButton, SwiperArrows, SwiperDots } from '../shared/swiper-parts.tsx';
import { slidesBaseCss } from './base-css.ts';
import { slidesDeclaration, type SlidesSettings } from './schema.ts';

type Slide = SlidesSettings['slides'][number];
const TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'p']);
const tagOf = (v: unknown) => (typeof v === 'string' && TAGS.has(v) ? v : 'div') as 'div';
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|var\(--e-global-color-[\w-]+\)|[a-z]+)$/i;

function slideBackground(slide: Slide, ctx: RenderContext): CSSProperties {
  const style: CSSProperties = {};
  if (typeof slide.background_color === 'string' && COLOUR.test(slide.background_color)) style.backgroundColor = slide.background_color;
  const file = safeUrl(slide.background_image?.url, 'image');
  if (file) {
    const href = file.startsWith('/') ? ctx.assetUrl(file) : file;
    style.backgroundImage = `url("${href.replace(/["\\\n]/g, encodeURIComponent)}")`;
    style.backgroundSize = ['cover', 'contain', 'auto'].includes(String(slide.background_size)) ? String(slide.background_size) : 'cover';
  }
  return style;
}

function SlideContent({ s, slide, isButtonLink }: { s: SlidesSettings; slide: Slide; isButtonLink: boolean }): ReactNode {
  const Title = tagOf(s.slides_title_tag);
  const Description = tagOf(s.slides_description_tag);
  const heading = sanitizeInline(slide.heading);
  const description = sanitizeInline(slide.description);
  const button = sanitizeInline(slide.button_text);
  const buttonClass = cx('elementor-button elementor-slide-button', `elementor-size-${s.button_size}`);
  const link = isButtonLink ? linkProps(slide.link) : undefined;
  return (
    <div className="swiper-slide-contents">
      {heading ? <Title className="elementor-slide-heading" dangerouslySetInnerHTML={{ __html: heading }} /> : null}
      {description ? <Description className="elementor-slide-description" dangerouslySetInnerHTML={{ __html: description }} /> : null}
      {button ? (
        link ? (
          <a {...link} className={buttonClass} dangerouslySetInnerHTML={{ __html: button }} />
        ) : (
          <div className={buttonClass} dangerouslySetInnerHTML={{ __html: button }} />
        )
      ) : null}
    </div>
  );
}

export const slides = defineWidget({
  declaration: slidesDeclaration,
  baseCss: slidesBaseCss,
  behaviours: (s) => (s.slides.length > 1 ? ['slides'] : []),
  clientSettings: (s) => ({
    perView: { desktop: 1, tablet: 1, mobile: 1 },
    perStep: { desktop: 1, tablet: 1, mobile: 1 },
    autoplay: s.autoplay === 'yes',
    autoplaySpeed: s.autoplay_speed ?? 5000,
    pauseOnHover: s.pause_on_hover === 'yes',
    pauseOnInteraction: s.pause_on_interaction === 'yes',
    loop: s.infinite === 'yes',
    speed: s.transition_speed ?? 500,
    fade: s.transition === 'fade',
  }),
  Render: ({ settings: s, ctx }) => {
    if (!s.slides.length) return null;
    const isMoving = s.slides.length > 1;
    const hasArrows = isMoving && (s.navigation === 'both' || s.navigation === 'arrows');
    const hasDots = isMoving && (s.navigation === 'both' || s.navigation === 'dots');
    const autoplay = isMoving && s.autoplay === 'yes';
    return (
      <div
        className={cx(
          'elementor-swiper elementor-slides-wrapper swiper',
          `elementor--h-position-${s.slides_horizontal_position || 'center'}`,
          `elementor--v-position-${s.slides_vertical_position || 'middle'}`,
          hasDots && `elementor-pagination-position-${s.dots_position}`,
        )}
        role="region"
        aria-roledescription="carousel"
        aria-label={s.slides_name || 'Slides'}
        dir="ltr"
      >
        <div className="swiper-wrapper elementor-slides" aria-live={autoplay ? 'off' : 'polite'}>
          {s.slides.map((slide, i) => {
            const link = slide.link_click === 'button' ? undefined : linkProps(slide.link);
            const content = <SlideContent s={s} slide={slide} isButtonLink={slide.link_click === 'button'} />;
            return (
              <div
                key={slide._id ?? i}
                className={cx(
                  'swiper-slide',
                  slide._id ? `elementor-repeater-item-${String(slide._id).replace(/[^\w-]/g, '')}` : undefined,
                )}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${s.slides.length}`}
              >
                <div className="swiper-slide-bg" style={slideBackground(slide, ctx)} />
                {slide.background_overlay === 'yes' &&
                typeof slide.background_overlay_color === 'string' &&
                COLOUR.test(slide.background_overlay_color) ? (
                  <div className="elementor-background-overlay" style={{ backgroundColor: slide.background_overlay_color }} />
                ) : null}
                {link ? (
                  <a {...link} className="swiper-slide-inner">
                    {content}
                  </a>
                ) : (
                  <div className="swiper-slide-inner">{content}</div>
                )}
              </div>
            );
          })}
        </div>
        {hasArrows ? <SwiperArrows /> : null}
        {hasDots ? <SwiperDots count={s.slides.length} /> : null}
        {autoplay ? <PauseButton /> : null}
      </div>
    );
  },
});
