// The YouTube IFrame Player API, loaded once and polled until `YT.loaded` (see script-api.ts).
import { loadScriptApi } from './script-api.ts';

export const YOUTUBE_API_SRC = 'https://www.youtube.com/iframe_api';

/** The part of YouTube's player this project uses. */
export interface YouTubePlayer {
  playVideo(): void;
  mute(): void;
  seekTo(seconds: number, allowSeekAhead?: boolean): void;
  destroy(): void;
}

export interface YouTubePlayerOptions {
  videoId: string;
  host: string;
  playerVars: Record<string, number | string>;
  events: { onReady?: (event: { target: YouTubePlayer }) => void; onStateChange?: (event: { data: number }) => void };
}

export interface YouTubeApi {
  loaded?: number;
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number };
}

declare global {
  interface Window {
    YT?: YouTubeApi;
  }
}

export function loadYouTubeApi(): Promise<YouTubeApi> {
  return loadScriptApi(YOUTUBE_API_SRC, () => (window.YT?.loaded && window.YT.Player ? window.YT : undefined));
}
