// Testimonial carousel (Elementor Pro): each slide a testimonial (text, image, name and title) in one
// of five layouts, default or bubble skin; laid out by CSS per device before scripts and moved by the
// carousel engine (arrows, dots, keys, autoplay with a pause button). The image is sized for how
// small it shows (60 px unless set), so a large upload is not sent for an avatar.
import { defineWidget } from '../../contracts/widget.ts';
import { carouselLayoutCss, proCarouselClientSettings } from '../shared/carousel-plan-output.ts';
import type { RenderContext } from '../../contracts/render-context.ts';
import { cx } from '../shared/css-parts.ts';
import { imageSource } from '../shared/image-source.ts';
import { sizeNameWidth } from '../shared/responsive-image.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { PauseButton, SwiperArrows, SwiperDots } from '../shared/swiper-parts.tsx';
import { testimonialCarouselBaseCss } from './base-css.ts';
import { testimonialCarouselPlan } from './plan.ts';
import { testimonialCarouselDeclaration, type TestimonialCarouselSettings } from './schema.ts';

type S = TestimonialCarouselSettings;
type Slide = S['slides'][number];

/** Layouts whose name and title sit in the text box; the others put them beside the image. */
const CITE_WITH_TEXT = new Set(['image_above', 'image_left', 'image_right']);
const DEVICES = ['', '_tablet', '_mobile'] as const;

/** The widest the image shows on any device, in CSS px (Elementor's 60 unless set in px). */
export function shownImageWidth(s: Record<string, unknown>): number {
  const sizes = DEVICES.map((suffix) => s[`image_size${suffix}`] as { unit?: unknown; size?: unknown } | undefined).flatMap((v) => {
    const n = Number(v?.size);
    return v && (v.unit ?? 'px') === 'px' && v.size !== '' && Number.isFinite(n) && n > 0 ? [n] : [];
  });
  return sizes.length ? Math.max(...sizes) : 60;
}

/** Elementor shows the bubble with the inline layout only. */
const layoutOf = (s: S) => (s.skin === 'bubble' ? 'image_inline' : s.layout);

function Cite({ slide }: { slide: Slide }) {
  const name = sanitizeInline(slide.name);
  const title = sanitizeInline(slide.title);
  if (!name && !title) return null;
  return (
    <cite className="elementor-testimonial__cite">
      {name ? <span className="elementor-testimonial__name" dangerouslySetInnerHTML={{ __html: name }} /> : null}
      {title ? <span className="elementor-testimonial__title" dangerouslySetInnerHTML={{ __html: title }} /> : null}
    </cite>
  );
}

function Photo({ slide, s, ctx, eager }: { slide: Slide; s: S; ctx: RenderContext; eager: boolean }) {
  const recorded = typeof slide.image.url === 'string' ? ctx.site.media?.get(slide.image.url) : undefined;
  const source = imageSource({
    url: slide.image.url,
    width: recorded?.width ?? slide.image.width,
    height: recorded?.height ?? slide.image.height,
    hasFile: recorded ? (path) => ctx.site.media?.has(path) === true : undefined,
    maxWidth: sizeNameWidth(s.image_size_size || 'full', s.image_size_custom_dimension),
    assetUrl: (p) => ctx.assetUrl(p),
  });
  if (!source) return null;
  // The name is printed beside the image: a portrait says nothing more unless its own alt does.
  const alt = typeof slide.image.alt === 'string' ? slide.image.alt : '';
  return (
    <div className="elementor-testimonial__image">
      <img
        src={source.src}
        srcSet={source.srcset}
        sizes={source.srcset ? `${shownImageWidth(s)}px` : undefined}
        width={source.width}
        height={source.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
      />
    </div>
  );
}

export const testimonialCarousel = defineWidget({
  declaration: testimonialCarouselDeclaration,
  baseCss: testimonialCarouselBaseCss,
  behaviours: (s) => (s.slides.length > 1 ? ['testimonial-carousel'] : []),
  css: ({ settings, selector, css }) =>
    carouselLayoutCss(testimonialCarouselPlan(settings, settings.slides.length), `${selector} .elementor-swiper`, css),
  clientSettings: (s) => proCarouselClientSettings(testimonialCarouselPlan(s, s.slides.length), s),
  Render: ({ settings: s, element, ctx }) => {
    const slides = s.slides;
    if (!slides.length) return null;
    const isMoving = slides.length > 1;
    const hasArrows = isMoving && s.show_arrows === 'yes';
    // The engine draws dots only: a fraction or progress bar is shown as dots.
    const hasDots = isMoving && s.pagination !== '';
    const autoplay = isMoving && s.autoplay === 'yes';
    const layout = layoutOf(s);
    const citeWithText = CITE_WITH_TEXT.has(layout);
    const eager = ctx.isAboveFold(element.id);
    return (
      <div
        className={cx(
          'elementor-swiper',
          `elementor-testimonial--skin-${s.skin}`,
          `elementor-testimonial--layout-${layout}`,
          `elementor-testimonial--align-${s.alignment || 'center'}`,
          hasArrows && 'elementor-arrows-yes',
          hasDots && 'elementor-pagination-type-bullets',
        )}
        role="region"
        aria-roledescription="carousel"
        aria-label="Testimonials"
      >
        <div className="elementor-main-swiper swiper foyer-carousel__viewport">
          <div className="swiper-wrapper" aria-live={autoplay ? 'off' : 'polite'}>
            {slides.map((slide, i) => {
              const text = sanitizeInline(slide.content);
              // Without text there is no box for the name: it goes beside the image (Elementor drops it).
              const citeInText = citeWithText && Boolean(text);
              return (
                <div
                  key={slide._id || i}
                  className={cx('swiper-slide', slide._id && `elementor-repeater-item-${slide._id}`)}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${slides.length}`}
                >
                  <div className="elementor-testimonial">
                    {text ? (
                      <div className="elementor-testimonial__content">
                        <div className="elementor-testimonial__text" dangerouslySetInnerHTML={{ __html: text }} />
                        {citeInText ? <Cite slide={slide} /> : null}
                      </div>
                    ) : null}
                    <div className="elementor-testimonial__footer">
                      <Photo slide={slide} s={s} ctx={ctx} eager={eager && i === 0} />
                      {citeInText ? null : <Cite slide={slide} />}
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        {hasArrows ? <SwiperArrows /> : null}
        {hasDots ? <SwiperDots count={slides.length} /> : null}
        {autoplay ? <PauseButton /> : null}
      </div>
    );
  },
});
