// Builds a playlist video's player and reports play, pause and ended. A hosted file is a <video> with
// its own events; YouTube and Vimeo are iframes from `playerFor`, which their APIs only listen to
// (provider-events.ts, loaded on the first such play), so a video still plays when an API cannot load.
import type { Player } from '../video/embed.ts';
import type { PlayerEvent } from './provider-events.ts';

export type { PlayerEvent };

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
  if (o.type === 'youtube' || o.type === 'vimeo') {
    import('./provider-events.ts')
      .then(({ listen }) => listen({ iframe, type: o.type, on: o.on, isRemoved: () => isRemoved }))
      .catch(() => undefined);
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
