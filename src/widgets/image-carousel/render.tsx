// Image carousel (Elementor core): the gallery's images as slides, with arrows, bullets and captions.
// Slides are laid out by CSS for each device before scripts run (base-css.ts, plan.ts); the behaviour
// then moves them with the project's carousel engine. Keeps Elementor's class names documents style.
import { defineWidget } from '../../contracts/widget.ts';
import type { RenderContext } from '../../contracts/render-context.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { cx } from '../shared/css-parts.ts';
import { labelFromUrl, linkProps, type LinkProps } from '../shared/links.ts';
import { lightboxTexts } from '../shared/lightbox-texts.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline, textOf } from '../shared/sanitize.ts';
import { PauseButton, SwiperArrows, SwiperDots } from '../shared/swiper-parts.tsx';
import { imageCarouselBaseCss } from './base-css.ts';
import { carouselPlan } from './plan.ts';
import { imageCarouselDeclaration, type ImageCarouselSettings } from './schema.ts';

type Item = ImageCarouselSettings['carousel'][number];

function imagesOf(s: ImageCarouselSettings): Item[] {
  return s.carousel.filter((item) => safeUrl(item.url, 'image'));
}

/** The attachment text Foyer's media library may store with a gallery item. */
function captionOf(item: Item, type: string): string {
  if (!type) return '';
  return sanitizeInline((item as Record<string, unknown>)[type]);
}

function slideLink(s: ImageCarouselSettings, item: Item, ctx: RenderContext): LinkProps | undefined {
  if (s.link_to === 'custom') return linkProps(s.link);
  if (s.link_to !== 'file') return undefined;
  const file = safeUrl(item.url, 'image');
  return file ? { href: file.startsWith('/') ? ctx.assetUrl(file) : file } : undefined;
}

export const imageCarousel = defineWidget({
  declaration: imageCarouselDeclaration,
  baseCss: imageCarouselBaseCss,
  behaviours: (s) => (imagesOf(s).length > 1 ? ['image-carousel'] : []),
  css: ({ settings, selector, css }) => {
    const plan = carouselPlan(settings);
    for (const device of ['desktop', 'tablet', 'mobile'] as const) {
      css.add(
        `${selector} .elementor-image-carousel-wrapper`,
        { '--foyer-carousel-per-view': String(plan.perView[device]), '--foyer-carousel-gap': `${plan.gap[device]}px` },
        device === 'desktop' ? undefined : device,
      );
    }
  },
  clientSettings: (s) => {
    const plan = carouselPlan(s);
    const autoplay = s.autoplay === 'yes';
    return {
      perView: plan.perView,
      perStep: plan.perStep,
      autoplay,
      autoplaySpeed: s.autoplay_speed ?? 5000,
      pauseOnHover: s.pause_on_hover !== 'no',
      pauseOnInteraction: s.pause_on_interaction !== 'no',
      loop: s.infinite !== 'no',
      speed: s.speed ?? 500,
      fade: s.effect === 'fade' && String(s.slides_to_show) === '1',
    };
  },
  Render: ({ settings: s, element, ctx }) => {
    const items = imagesOf(s);
    if (!items.length) return null;
    const isMoving = items.length > 1;
    const hasArrows = isMoving && (s.navigation === 'both' || s.navigation === 'arrows');
    const hasDots = isMoving && (s.navigation === 'both' || s.navigation === 'dots');
    const autoplay = isMoving && s.autoplay === 'yes';
    const name = textOf(s.carousel_name) || 'Image Carousel';
    return (
      <div
        className={cx(
          'elementor-image-carousel-wrapper swiper',
          hasArrows && `elementor-arrows-position-${s.arrows_position}`,
          hasDots && `elementor-pagination-position-${s.dots_position}`,
        )}
        role="region"
        aria-roledescription="carousel"
        aria-label={name}
        dir={s.direction === 'rtl' ? 'rtl' : 'ltr'}
      >
        <div
          className={cx('elementor-image-carousel swiper-wrapper', s.image_stretch === 'yes' && 'swiper-image-stretch')}
          aria-live={autoplay ? 'off' : 'polite'}
        >
          {items.map((item, i) => {
            const caption = captionOf(item, s.caption_type);
            const alt = typeof item.alt === 'string' ? item.alt : '';
            const image = (
              <ResponsiveImage
                image={{ url: item.url, id: item.id as number | string | undefined, alt }}
                sizeName={s.thumbnail_size || 'thumbnail'}
                customDimension={s.thumbnail_custom_dimension}
                ctx={ctx}
                elementId={element.id}
                className="swiper-slide-image"
                alt={alt}
              />
            );
            const figure = (
              <figure className="swiper-slide-inner">
                {image}
                {caption ? <figcaption className="elementor-image-carousel-caption" dangerouslySetInnerHTML={{ __html: caption }} /> : null}
              </figure>
            );
            const link = slideLink(s, item, ctx);
            // A link around an image alone needs a name: its alt text, else its caption, else the file's.
            const label = alt || textOf(caption) ? undefined : labelFromUrl(item.url) || `Image ${i + 1}`;
            return (
              <div key={i} className="swiper-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`}>
                {link ? (
                  <a
                    {...link}
                    aria-label={link['aria-label'] ?? label}
                    data-elementor-open-lightbox={s.link_to === 'file' ? s.open_lightbox : undefined}
                    data-elementor-lightbox-slideshow={s.link_to === 'file' ? element.id : undefined}
                    {...(s.link_to === 'file' ? lightboxTexts({ url: item.url, alt, caption }, ctx.kit) : {})}
                  >
                    {figure}
                  </a>
                ) : (
                  figure
                )}
              </div>
            );
          })}
        </div>
        {hasArrows ? <SwiperArrows /> : null}
        {hasDots ? <SwiperDots count={items.length} /> : null}
        {autoplay ? <PauseButton /> : null}
      </div>
    );
  },
});
