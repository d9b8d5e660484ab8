// A carousel item's panel: slides of images or videos on the project's carousel engine
// (src/runtime/carousel.ts, attached by the `carousel` behaviour). The slides are laid out by CSS
// for the viewport width before any script runs. A video slide shows its poster and a play button;
// the provider's player is loaded only when the visitor presses play (no third-party request before).
import type { ReactNode } from 'react';
import type { RenderContext } from '../../contracts/render-context.ts';
import type { MegaCarouselItem } from '../../model/menu-item-meta.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { checkVideoUrl } from '../../model/video-url.ts';
import { ResponsiveImage } from '../../widgets/shared/responsive-image.tsx';
import { CAROUSEL_BEHAVIOUR } from './documents.ts';

interface Props {
  items: MegaCarouselItem[];
  count: number;
  label: string;
  ctx: RenderContext;
  idBase: string;
}

function SlideImage({ item, ctx, idBase }: { item: MegaCarouselItem; ctx: RenderContext; idBase: string }): ReactNode {
  if (!item.image || !safeUrl(item.image.url, 'image')) return <span className="foyer-carousel__blank" aria-hidden="true" />;
  return <ResponsiveImage image={item.image} ctx={ctx} elementId={idBase} className="foyer-carousel__image" alt={item.image.alt ?? ''} />;
}

function VideoSlide({ item, ctx, idBase }: { item: MegaCarouselItem; ctx: RenderContext; idBase: string }): ReactNode {
  const video = checkVideoUrl(item.link);
  if (!video.ok) {
    // The old player's own messages (spec §5), where the video would be.
    return (
      <div className="foyer-carousel__video foyer-carousel__video--error">
        <SlideImage item={item} ctx={ctx} idBase={idBase} />
        <p className="foyer-carousel__message" role="note">
          {video.message}
        </p>
      </div>
    );
  }
  const name = item.title ? `Play video: ${item.title}` : 'Play video';
  return (
    <div className="foyer-carousel__video" data-embed={video.embedUrl} data-provider={video.provider}>
      <SlideImage item={item} ctx={ctx} idBase={idBase} />
      <button type="button" className="foyer-carousel__play" aria-label={name}>
        <span className="foyer-carousel__play-icon" aria-hidden="true" />
      </button>
    </div>
  );
}

function Slide({ item, ctx, idBase }: { item: MegaCarouselItem; ctx: RenderContext; idBase: string }): ReactNode {
  if (item.video) {
    return (
      <>
        <VideoSlide item={item} ctx={ctx} idBase={idBase} />
        {item.title ? <span className="foyer-carousel__title">{item.title}</span> : null}
      </>
    );
  }
  const href = safeUrl(item.link);
  const body = (
    <>
      <SlideImage item={item} ctx={ctx} idBase={idBase} />
      {item.title ? <span className="foyer-carousel__title">{item.title}</span> : null}
    </>
  );
  return href ? (
    <a className="foyer-carousel__link" href={href}>
      {body}
    </a>
  ) : (
    body
  );
}

export function MegaCarousel({ items, count, label, ctx, idBase }: Props): ReactNode {
  return (
    <div
      className="foyer-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-behaviours={CAROUSEL_BEHAVIOUR}
      data-behaviours-defer="input"
      data-settings={JSON.stringify({ count, autoplay: true })}
      style={{ '--foyer-carousel-count': count, '--foyer-carousel-max2': Math.min(2, count) } as React.CSSProperties}
    >
      <div className="foyer-carousel__viewport">
        <ul className="foyer-carousel__track">
          {items.map((item, i) => (
            <li
              key={i}
              className="foyer-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
            >
              <Slide item={item} ctx={ctx} idBase={idBase} />
            </li>
          ))}
        </ul>
      </div>
      <div className="foyer-carousel__controls">
        <button type="button" className="foyer-carousel__prev" aria-label="Previous slide">
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="foyer-carousel__pause" aria-label="Pause slides" aria-pressed="false">
          <span className="foyer-carousel__pause-icon" aria-hidden="true" />
        </button>
        <button type="button" className="foyer-carousel__next" aria-label="Next slide">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
