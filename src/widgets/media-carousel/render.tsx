// Media carousel (Elementor Pro): image and video slides as cover-fitted backgrounds in a fixed-height
// swiper, skins carousel, coverflow (laid out as the carousel) and slideshow (one slide, thumbnails
// below that select it). Laid out by CSS per device before scripts; moved by the carousel engine.
import type { CSSProperties } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { carouselLayoutCss, proCarouselClientSettings } from '../shared/carousel-plan-output.ts';
import type { RenderContext } from '../../contracts/render-context.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { checkVideoUrl } from '../../model/video-url.ts';
import { cx } from '../shared/css-parts.ts';
import { labelFromUrl, linkProps, type LinkProps } from '../shared/links.ts';
import { PauseButton, SwiperArrows, SwiperDots } from '../shared/swiper-parts.tsx';
import { storedVideoThumbnail } from '../shared/video-thumbnail.ts';
import { mediaCarouselBaseCss } from './base-css.ts';
import { mediaCarouselPlan } from './plan.ts';
import { mediaCarouselDeclaration, type MediaCarouselSettings } from './schema.ts';

type Slide = MediaCarouselSettings['slides'][number];

function background(url: string, ctx: RenderContext): CSSProperties | undefined {
  const file = safeUrl(url, 'image');
  if (!file) return undefined;
  const href = file.startsWith('/') ? ctx.assetUrl(file) : file;
  return { backgroundImage: `url("${href.replace(/["\\\n]/g, encodeURIComponent)}")` };
}

/** A provider video slide without an image of its own: its poster is the thumbnail the server stored. */
const needsThumbnail = (slide: Slide) => slide.type === 'video' && !safeUrl(slide.image.url, 'image') && checkVideoUrl(slide.video?.url).ok;

/** The slide's picture: its own image, or a video's stored thumbnail (never the provider's, spec §7 call 9). */
function slideImage(slide: Slide, ctx: RenderContext): string {
  return needsThumbnail(slide) ? (storedVideoThumbnail(slide.video?.url, ctx)?.url ?? '') : slide.image.url;
}

function slideLink(slide: Slide, ctx: RenderContext): LinkProps | undefined {
  if (slide.type === 'video') return checkVideoUrl(slide.video?.url).ok ? linkProps(slide.video) : undefined;
  if (slide.image_link_to_type === 'custom') return linkProps(slide.image_link_to);
  if (slide.image_link_to_type !== 'file') return undefined;
  const file = safeUrl(slide.image.url, 'image');
  return file ? { href: file.startsWith('/') ? ctx.assetUrl(file) : file } : undefined;
}

export const mediaCarousel = defineWidget({
  declaration: mediaCarouselDeclaration,
  baseCss: mediaCarouselBaseCss,
  behaviours: (s) => (s.slides.length > 1 ? ['media-carousel'] : []),
  css: ({ settings, selector, css }) =>
    carouselLayoutCss(mediaCarouselPlan(settings, settings.slides.length), `${selector} .elementor-swiper`, css),
  clientSettings: (s) => proCarouselClientSettings(mediaCarouselPlan(s, s.slides.length), s),
  videoLinks: (s) => s.slides.filter(needsThumbnail).map((slide) => slide.video?.url ?? ''),
  Render: ({ settings: s, element, ctx }) => {
    const slides = s.slides;
    if (!slides.length) return null;
    const isMoving = slides.length > 1;
    const isSlideshow = s._skin === 'slideshow';
    const hasArrows = isMoving && s.show_arrows === 'yes';
    const hasDots = isMoving && !isSlideshow && s.pagination === 'bullets';
    const autoplay = isMoving && s.autoplay === 'yes';
    return (
      <div
        className={cx('elementor-swiper', `elementor-skin-${s._skin}`)}
        role="region"
        aria-roledescription="carousel"
        aria-label="Media carousel"
      >
        <div className="elementor-main-swiper swiper foyer-carousel__viewport">
          <div className="swiper-wrapper" aria-live={autoplay ? 'off' : 'polite'}>
            {slides.map((slide, i) => {
              const alt = typeof slide.image.alt === 'string' ? slide.image.alt : '';
              const link = slideLink(slide, ctx);
              const isVideo = slide.type === 'video';
              // The old player's two messages (spec §5), in the slide, for editors and visitors alike.
              const videoProblem = isVideo ? checkVideoUrl(slide.video?.url) : undefined;
              const message = videoProblem && !videoProblem.ok ? videoProblem.message : undefined;
              const name = alt || (isVideo ? `Play video ${i + 1}` : labelFromUrl(slide.image.url) || `Image ${i + 1}`);
              const image = (
                <div
                  className="elementor-carousel-image"
                  role={link ? undefined : 'img'}
                  aria-label={link ? undefined : name}
                  style={background(slideImage(slide, ctx), ctx)}
                >
                  {isVideo && !message ? <span className="elementor-custom-embed-play" aria-hidden="true" /> : null}
                  {message ? (
                    <p className="elementor-carousel-video-message" role="note">
                      {message}
                    </p>
                  ) : null}
                </div>
              );
              return (
                <div
                  key={slide._id ?? i}
                  className="swiper-slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${slides.length}`}
                >
                  {link ? (
                    <a
                      {...link}
                      aria-label={link['aria-label'] ?? name}
                      // Images and videos of one carousel are one lightbox slideshow.
                      data-elementor-lightbox-slideshow={element.id}
                    >
                      {image}
                    </a>
                  ) : (
                    image
                  )}
                </div>
              );
            })}
          </div>
          {hasArrows ? <SwiperArrows /> : null}
          {hasDots ? <SwiperDots count={slides.length} /> : null}
          {autoplay ? <PauseButton /> : null}
        </div>
        {isSlideshow && isMoving ? (
          <div className="elementor-thumbnails-swiper">
            {slides.map((slide, i) => (
              <button
                key={slide._id ?? i}
                type="button"
                className={cx('elementor-thumbnail foyer-carousel__dot', i === 0 && 'swiper-slide-active')}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === 0 ? 'true' : undefined}
                style={background(slideImage(slide, ctx), ctx)}
              />
            ))}
          </div>
        ) : null}
      </div>
    );
  },
});
