// Video playlist (Elementor Pro's `video-playlist`), in Elementor's markup: the list of videos (a
// vertical tablist, with section headers between them) beside the current video. The server prints
// everything visible: titles, durations, thumbnails, and the current video as a facade (its poster
// and a play button), so nothing from a provider loads until the visitor asks. The
// `video-playlist` behaviour picks videos, keeps the address and the watched state, and plays.
import { createElement, type ReactNode } from 'react';
import type { RenderContext } from '../../contracts/render-context.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { Icon, ICON_BASE_CSS, resolveIcon } from '../shared/icon.tsx';
import { ResponsiveImage } from '../shared/responsive-image.tsx';
import { sanitizeInline, textOf } from '../shared/sanitize.ts';
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';
import { elementUid } from '../shared/tab-ids.ts';
import { VIDEO_PLAYLIST_CSS } from './base-css.ts';
import { htmlTag, playlistItems, type VideoItem, videosOf } from './items.ts';
import { videoPlaylistDeclaration, type VideoPlaylistSettings } from './schema.ts';

const OVERLAY_ICON = { value: 'far fa-play-circle', library: 'fa-regular' };

interface TabProps {
  video: VideoItem;
  uid: string;
  isCurrent: boolean;
  section?: string;
  s: VideoPlaylistSettings;
  ctx: RenderContext;
  elementId: string;
}

function Tab({ video, uid, isCurrent, section, s, ctx, elementId }: TabProps): ReactNode {
  const icons = (
    <>
      <span className="icon-play">
        <Icon value={s.play_icon} />
      </span>
      <span className="icon-watched">
        <Icon value={s.watched_icon} />
      </span>
    </>
  );
  return (
    <div
      id={`e-tab-title-${uid}${video.n}`}
      className={`e-tab-title e-tab-desktop-title${isCurrent ? ' e-active' : ''}`}
      role="tab"
      aria-selected={isCurrent}
      aria-controls={`e-tab-content-${uid}${video.n}`}
      aria-describedby={section}
      tabIndex={isCurrent ? 0 : -1}
      data-tab={video.n}
      data-video-id={video.id}
    >
      {s.show_thumbnail === 'yes' ? (
        <div className="e-tab-thumbnail">
          {video.thumbnail ? (
            <ResponsiveImage image={{ ...video.thumbnail, alt: '' }} sizeName="medium" ctx={ctx} elementId={elementId} alt="" />
          ) : null}
          {icons}
        </div>
      ) : (
        icons
      )}
      {createElement(video.tag, { className: 'e-tab-title-text' }, <a dangerouslySetInnerHTML={{ __html: sanitizeInline(video.title) }} />)}
      {s.show_duration === 'yes' && video.duration ? <span className="e-tab-duration">{video.duration}</span> : null}
      <span className="elementor-screen-only e-tab-watched-label" hidden>
        (watched)
      </span>
    </div>
  );
}

interface PanelProps {
  video: VideoItem;
  uid: string;
  isCurrent: boolean;
  poster?: VideoItem['thumbnail'];
  icon: unknown;
  ctx: RenderContext;
  elementId: string;
}

function Panel({ video, uid, isCurrent, poster, icon, ctx, elementId }: PanelProps): ReactNode {
  const name = textOf(video.title);
  return (
    <div
      id={`e-tab-content-${uid}${video.n}`}
      className={`e-tab-content elementor-clearfix${isCurrent ? ' e-active' : ''}`}
      role="tabpanel"
      aria-labelledby={`e-tab-title-${uid}${video.n}`}
      data-tab={video.n}
      data-video-type={video.type}
      hidden={!isCurrent}
    >
      <div className="elementor-custom-embed-image-overlay">
        {poster ? <ResponsiveImage image={{ ...poster, alt: '' }} sizeName="full" ctx={ctx} elementId={elementId} alt="" /> : null}
        <a className="elementor-custom-embed-play" href={video.href} role="button" aria-label={name ? `Play video: ${name}` : 'Play video'}>
          <Icon value={resolveIcon(icon) ? icon : OVERLAY_ICON} />
        </a>
      </div>
    </div>
  );
}

export const videoPlaylist = defineWidget({
  declaration: videoPlaylistDeclaration,
  baseCss: VIDEO_PLAYLIST_CSS + ICON_BASE_CSS + SCREEN_ONLY_CSS,
  behaviours: (s) => (videosOf(playlistItems(s)).length ? ['video-playlist'] : []),
  clientSettings: (s) => {
    const videos = videosOf(playlistItems(s));
    if (!videos.length) return undefined;
    return {
      videos: videos.map((v) => ({ id: v.id, type: v.type, player: v.player })),
      autoplay_next: s.autoplay_next === 'yes',
      autoplay_on_load: s.autoplay_on_load === 'yes',
      show_watched_indication: s.show_watched_indication === 'yes',
    };
  },
  isEmpty: (s) => videosOf(playlistItems(s)).length === 0,
  Render: ({ settings: s, element, ctx }) => {
    const items = playlistItems(s);
    const videos = videosOf(items);
    if (!videos.length) return null;
    const uid = elementUid(element.id);
    const title = sanitizeInline(s.playlist_title);
    const titleId = `e-tabs-title-${uid}`;
    const overlay = s.show_image_overlay === 'yes' ? s.image_overlay : undefined;
    const hasOverlay = Boolean(overlay?.url);
    let section: string | undefined;
    return (
      <div className={`e-tabs e-tabs-view-vertical elementor-layout-${s.tabs_alignment === 'start' ? 'start' : 'end'}`}>
        <div className="e-tabs-main-area">
          <div className="e-tabs-wrapper">
            <div className="e-tabs-header">
              {title
                ? createElement(htmlTag(s.playlist_title_tag, 'h2'), {
                    className: 'e-tabs-title',
                    id: titleId,
                    dangerouslySetInnerHTML: { __html: title },
                  })
                : null}
              <div className="e-tabs-header-right-side">
                {s.show_video_count === 'yes' ? <span className="e-tabs-videos-count">{`${videos.length} Videos`}</span> : null}
              </div>
            </div>
            <div className="e-tabs-items-wrapper">
              <div
                className="e-tabs-items"
                role="tablist"
                aria-orientation="vertical"
                aria-labelledby={title ? titleId : undefined}
                aria-label={title ? undefined : 'Playlist'}
              >
                {items.map((item) => {
                  if (item.kind === 'section') {
                    // A tablist holds only tabs: the header is presentational there and describes its tabs.
                    section = `e-section-title-${uid}${item.n}`;
                    return createElement(item.tag, {
                      key: `s${item.n}`,
                      id: section,
                      className: 'e-section-title',
                      role: 'presentation',
                      dangerouslySetInnerHTML: { __html: sanitizeInline(item.title) },
                    });
                  }
                  return (
                    <Tab
                      key={item.n}
                      video={item}
                      uid={uid}
                      isCurrent={item === videos[0]}
                      section={section}
                      s={s}
                      ctx={ctx}
                      elementId={element.id}
                    />
                  );
                })}
              </div>
            </div>
          </div>
          <div className="e-tabs-content-wrapper">
            {videos.map((video, i) => (
              <Panel
                key={video.n}
                video={video}
                uid={uid}
                isCurrent={i === 0}
                poster={i === 0 && hasOverlay ? overlay : video.thumbnail}
                icon={hasOverlay ? s.show_play_icon : OVERLAY_ICON}
                ctx={ctx}
                elementId={element.id}
              />
            ))}
          </div>
        </div>
      </div>
    );
  },
});
