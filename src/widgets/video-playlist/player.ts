// Puts a playlist video's player in its panel and reports play, pause and ended. A hosted file is a
// <video> with its own events; YouTube and Vimeo are iframes from `playerFor`, and their player APIs
// (inserted once, polled every 350 ms: src/runtime/video-api/) only listen to them, so a video still
// plays when an API cannot load (its events are then not reported).
import type { Player } from '../video/embed.ts';
import type { YouTubeApi } from '../../runtime/video-api/youtube.ts';

export type PlayerEvent = 'play' | 'pause' | 'ended';

export interface MountOptions {
  player: Player;
  /** Provider type ('youtube', 'vimeo', 'hosted'): which API listens. */
  type: string;
  title: string;
  /** Start without sound (a hosted video autoplayed on load: browsers start one by itself only when muted). */
  muted: boolean;
  on: (event: PlayerEvent) => void;
}

export interface Mounted {
  media: HTMLElement;
  /** Stops the video and takes the player out. */
  remove(): void;
}

/** YouTube states, named where the shared API type does not list them. */
const YT_PLAYING = 1;
const YT_PAUSED = 2;
const YT_ENDED = 0;

function hosted(o: MountOptions): Mounted {
  const video = document.createElement('video');
  video.src = o.player.src;
  video.controls = true;
  video.playsInline = true;
  video.muted = o.muted;
  video.title = o.title;
  video.addEventListener('play', () => o.on('play'));
  // A video that ends pauses first: that pause is the end, not the visitor's.
  video.addEventListener('pause', () => {
    if (!video.ended) o.on('pause');
  });
  video.addEventListener('ended', () => o.on('ended'));
  return {
    media: video,
    remove: () => {
      video.pause();
      video.remove();
    },
  };
}

function withApiParams(src: string, type: string): string {
  if (type !== 'youtube') return src;
  const url = new URL(src);
  url.searchParams.set('enablejsapi', '1');
  url.searchParams.set('origin', location.origin);
  return url.toString();
}

function embedded(o: MountOptions): Mounted {
  const iframe = document.createElement('iframe');
  iframe.src = withApiParams(o.player.src, o.type);
  iframe.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  iframe.allowFullscreen = true;
  iframe.title = o.title || 'Video';
  let isRemoved = false;
  if (o.type === 'youtube') {
    // The loaders are their own chunks: a page whose visitor never presses play never fetches them.
    import('../../runtime/video-api/youtube.ts')
      .then(({ loadYouTubeApi }) => loadYouTubeApi())
      .then(
        (api: YouTubeApi) => {
          if (isRemoved) return;
          // The API takes over an existing iframe that has enablejsapi=1; only the events are needed.
          const Player = api.Player as unknown as new (el: HTMLIFrameElement, options: object) => unknown;
          new Player(iframe, {
            events: {
              onStateChange: (event: { data: number }) => {
                if (event.data === YT_PLAYING) o.on('play');
                else if (event.data === YT_PAUSED) o.on('pause');
                else if (event.data === YT_ENDED) o.on('ended');
              },
            },
          });
        },
        () => undefined,
      );
  } else if (o.type === 'vimeo') {
    import('../../runtime/video-api/vimeo.ts')
      .then(({ loadVimeoApi }) => loadVimeoApi())
      .then(
        (api) => {
          if (isRemoved) return;
          const player = new api.Player(iframe) as unknown as { on(event: string, callback: () => void): void };
          player.on('play', () => o.on('play'));
          player.on('pause', () => o.on('pause'));
          player.on('ended', () => o.on('ended'));
        },
        () => undefined,
      );
  }
  return {
    media: iframe,
    remove: () => {
      isRemoved = true;
      iframe.remove();
    },
  };
}

/** Builds the player (not yet in the page: the caller puts `media` where the facade was). */
export function mountPlayer(o: MountOptions): Mounted {
  return o.player.kind === 'video' ? hosted(o) : embedded(o);
}
