// The Vimeo Player API, loaded once and polled until `Vimeo.Player` exists (see script-api.ts).
import { loadScriptApi } from './script-api.ts';

export const VIMEO_API_SRC = 'https://player.vimeo.com/api/player.js';

/** The part of Vimeo's player this project uses. */
export interface VimeoPlayer {
  on(event: 'play' | 'ended' | 'timeupdate', callback: (data: { seconds?: number }) => void): void;
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  destroy(): Promise<void>;
}

export interface VimeoApi {
  Player: new (element: HTMLIFrameElement) => VimeoPlayer;
}

declare global {
  interface Window {
    Vimeo?: VimeoApi;
  }
}

export function loadVimeoApi(): Promise<VimeoApi> {
  return loadScriptApi(VIMEO_API_SRC, () => (window.Vimeo?.Player ? window.Vimeo : undefined));
}
