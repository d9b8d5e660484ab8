// Video widget (Elementor's `video`) behind a facade: the server prints the box at its aspect ratio with
// the poster (the image overlay) and a play link to the video itself, so nothing from a provider loads
// until the visitor presses play; the `video` behaviour then puts the player in the box (or the link
// opens the lightbox, when set). A hosted file needs no facade: it is a <video> from the site.
// Without an image overlay, a provider video's poster is its thumbnail as the server stored it when
// the page was saved (src/media/video-thumbnails.ts); none stored, the box stays plain.
import type { CSSProperties } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { checkVideoUrl } from '../../model/video-url.ts';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { storedVideoThumbnail } from '../shared/video-thumbnail.ts';
import { VIDEO_CSS } from './base-css.ts';
import { ASPECT_RATIOS, type Player, playerFor, type VideoType } from './embed.ts';
import { videoDeclaration, type VideoSettings } from './schema.ts';

const PLAY_ICON = (
  <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <path d="M50 4a46 46 0 1 0 0 92 46 46 0 0 0 0-92zm-12 26 32 20-32 20z" />
  </svg>
);

/** The link the widget plays, by its source. */
export function videoLink(s: VideoSettings): string | undefined {
  switch (s.video_type as VideoType) {
    case 'youtube':
      return s.youtube_url;
    case 'vimeo':
      return s.vimeo_url;
    case 'dailymotion':
      return s.dailymotion_url;
    case 'videopress':
      return s.videopress_url;
    default:
      return s.insert_url === 'yes' ? s.external_url.url : s.hosted_url.url;
  }
}

export function playerOf(s: VideoSettings): Player | undefined {
  const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);
  const start = whole(s.start);
  const end = whole(s.end);
  return playerFor(s.video_type as VideoType, videoLink(s), {
    start,
    end: end !== undefined && end > (start ?? 0) ? end : undefined,
    autoplay: s.autoplay === 'yes',
    mute: s.mute === 'yes',
    loop: s.loop === 'yes',
    controls: s.controls === 'yes',
    modestBranding: s.modestbranding === 'yes',
    privacy: s.yt_privacy === 'yes',
    related: s.rel === 'yes',
  });
}

const hasOverlay = (s: VideoSettings) => s.show_image_overlay === 'yes' && Boolean(safeUrl(s.image_overlay.url, 'image'));

/** The provider link whose thumbnail is the poster: YouTube, Vimeo or Dailymotion without an image overlay. */
function thumbnailLink(s: VideoSettings): string | undefined {
  if (hasOverlay(s) || !['youtube', 'vimeo', 'dailymotion'].includes(s.video_type)) return undefined;
  const link = videoLink(s);
  return checkVideoUrl(link).ok ? link : undefined;
}

export const video = defineWidget({
  declaration: videoDeclaration,
  baseCss: VIDEO_CSS,
  // A hosted file without a poster plays by itself; everything else waits for the play button.
  behaviours: (s) => (playerOf(s) && (s.video_type !== 'hosted' || hasOverlay(s)) ? ['video'] : []),
  clientSettings: (s) => {
    const player = playerOf(s);
    return player ? { player, lightbox: s.lightbox === 'yes' && hasOverlay(s) } : undefined;
  },
  isEmpty: (s) => playerOf(s) === undefined,
  videoLinks: (s) => {
    const link = thumbnailLink(s);
    return link && playerOf(s) ? [link] : [];
  },
  Render: ({ settings: s, element, ctx }) => {
    const player = playerOf(s);
    if (!player) return null;
    const style = { '--video-aspect-ratio': String(ASPECT_RATIOS[s.aspect_ratio] ?? ASPECT_RATIOS['169']) } as CSSProperties;
    const overlay = hasOverlay(s);
    const lightbox = s.lightbox === 'yes' && overlay;
    const className = `elementor-wrapper elementor-fit-aspect-ratio elementor-open-${lightbox ? 'lightbox' : 'inline'}`;
    if (player.kind === 'video' && !overlay) {
      const autoplay = s.autoplay === 'yes';
      return (
        <div className={className} style={style}>
          <video
            className="elementor-video"
            src={player.src}
            controls={s.controls === 'yes'}
            // Browsers start a video by itself only when it makes no sound.
            autoPlay={autoplay}
            muted={autoplay || s.mute === 'yes'}
            loop={s.loop === 'yes'}
            playsInline
            preload={s.lazy_load === 'yes' ? 'none' : 'metadata'}
          />
        </div>
      );
    }
    const link = videoLink(s) ?? '';
    const poster = overlay ? undefined : storedVideoThumbnail(thumbnailLink(s), ctx);
    const href = player.kind === 'video' ? player.src : (safeUrl(link) ?? player.src);
    return (
      <div className={className} style={style}>
        <div className="elementor-custom-embed-image-overlay">
          {overlay ? (
            <ResponsiveImage
              image={{ url: s.image_overlay.url, id: s.image_overlay.id, alt: '' }}
              sizeName="full"
              ctx={ctx}
              elementId={element.id}
              alt=""
            />
          ) : poster ? (
            <ResponsiveImage image={poster} sizeName="full" ctx={ctx} elementId={element.id} alt="" />
          ) : null}
          {s.show_play_icon === 'yes' || !overlay ? (
            <a
              className="elementor-custom-embed-play"
              href={href}
              role="button"
              aria-label={
                typeof s.image_overlay.alt === 'string' && s.image_overlay.alt ? `Play video: ${s.image_overlay.alt}` : 'Play video'
              }
              data-elementor-open-lightbox={lightbox ? 'yes' : 'no'}
            >
              {PLAY_ICON}
            </a>
          ) : null}
        </div>
      </div>
    );
  },
});
