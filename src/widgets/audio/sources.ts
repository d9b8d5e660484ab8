// What an audio widget's link points at: a SoundCloud page (embedded on request) or an audio
// file (played by the browser's own player); anything else is not playable here.
import { safeUrl } from '../../model/safe-url.ts';
import { safeColour } from '../../model/colour.ts';
import type { AudioSettings } from './schema.ts';

export type AudioSource = { kind: 'soundcloud'; page: string; embed: string; height: number } | { kind: 'file'; src: string };

const FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac|weba)$/i;
const PLAYER_FLAGS = [
  'auto_play',
  'buying',
  'liking',
  'download',
  'sharing',
  'show_comments',
  'show_playcount',
  'show_user',
  'show_artwork',
] as const;

function isSoundCloud(url: URL): boolean {
  return url.protocol === 'https:' && /(^|\.)soundcloud\.com$/i.test(url.hostname);
}

/** SoundCloud's player URL with Elementor's options; autoplay is on, since it loads only when asked to play. */
function embedUrl(page: string, s: AudioSettings): string {
  const params = new URLSearchParams({ url: page, visual: s.visual === 'yes' ? 'true' : 'false' });
  for (const flag of PLAYER_FLAGS) {
    const on = flag === 'auto_play' ? true : s[`sc_${flag}`] === 'yes';
    params.set(flag, String(on));
  }
  const colour = safeColour(s.sc_color);
  if (colour && /^#[0-9a-f]{3,8}$/i.test(colour)) params.set('color', colour.slice(1));
  return `https://w.soundcloud.com/player/?${params.toString()}`;
}

export function audioSource(s: AudioSettings): AudioSource | undefined {
  const href = safeUrl(s.link?.url);
  if (!href) return undefined;
  let url: URL;
  try {
    url = new URL(href, 'https://site.invalid/');
  } catch {
    return undefined;
  }
  if (isSoundCloud(url))
    return { kind: 'soundcloud', page: url.href, embed: embedUrl(url.href, s), height: s.visual === 'yes' ? 400 : 200 };
  if (FILE.test(url.pathname) && /^https?:$/.test(url.protocol)) return { kind: 'file', src: href };
  return undefined;
}
