// Where a video widget's player comes from: the provider's embed address with the widget's options
// (start and end, autoplay, mute, loop, controls, branding, privacy), or a hosted file with a media
// fragment. Built only when the visitor presses play (the facade loads nothing from a provider).
import { safeUrl } from '../../model/safe-url.ts';
import { checkVideoUrl } from '../../model/video-url.ts';

export type VideoType = 'youtube' | 'vimeo' | 'dailymotion' | 'videopress' | 'hosted';

export interface PlayerOptions {
  start?: number;
  end?: number;
  autoplay: boolean;
  mute: boolean;
  loop: boolean;
  controls: boolean;
  modestBranding: boolean;
  /** youtube-nocookie.com and Vimeo's do-not-track. */
  privacy: boolean;
  /** Related videos from other channels at the end (YouTube's `rel`). */
  related: boolean;
}

export type Player = { kind: 'iframe'; src: string } | { kind: 'video'; src: string };

const VIDEOPRESS = /^https?:\/\/(?:www\.)?video(?:press\.com\/(?:v|embed)|\.wordpress\.com\/(?:v|embed))\/([\w]{6,16})/i;

function query(params: Record<string, string | number | undefined>): string {
  const parts = Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : [`${key}=${encodeURIComponent(String(value))}`],
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

const flag = (on: boolean) => (on ? 1 : 0);

/** The player for a video link of the given type, or undefined when the link is not one it plays. */
export function playerFor(type: VideoType, link: string | undefined, o: PlayerOptions): Player | undefined {
  const url = link?.trim() ?? '';
  if (type === 'hosted') {
    const file = safeUrl(url, 'image');
    if (!file) return undefined;
    const range = o.start || o.end ? `#t=${o.start ?? 0}${o.end ? `,${o.end}` : ''}` : '';
    return { kind: 'video', src: `${file.split('#')[0]}${range}` };
  }
  if (type === 'videopress') {
    const id = VIDEOPRESS.exec(url)?.[1];
    return id
      ? {
          kind: 'iframe',
          src: `https://videopress.com/embed/${id}${query({ autoPlay: flag(true), muted: flag(o.mute), loop: flag(o.loop), at: o.start })}`,
        }
      : undefined;
  }
  const video = checkVideoUrl(url);
  if (!video.ok || video.provider !== type) return undefined;
  // Pressing play is the visitor's request: the player starts at once.
  if (type === 'youtube') {
    const host = o.privacy ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com';
    return {
      kind: 'iframe',
      src: `${host}/embed/${video.id}${query({
        autoplay: 1,
        mute: o.mute ? 1 : undefined,
        controls: flag(o.controls),
        rel: flag(o.related),
        modestbranding: o.modestBranding ? 1 : undefined,
        start: o.start,
        end: o.end,
        // YouTube loops a single video only as a playlist of itself.
        loop: o.loop ? 1 : undefined,
        playlist: o.loop ? video.id : undefined,
        playsinline: 1,
      })}`,
    };
  }
  if (type === 'vimeo') {
    const time = o.start ? `#t=${o.start}s` : '';
    return {
      kind: 'iframe',
      src: `https://player.vimeo.com/video/${video.id}${query({
        autoplay: 1,
        muted: o.mute ? 1 : undefined,
        loop: o.loop ? 1 : undefined,
        controls: o.controls ? undefined : 0,
        dnt: o.privacy ? 1 : undefined,
      })}${time}`,
    };
  }
  return {
    kind: 'iframe',
    src: `https://www.dailymotion.com/embed/video/${video.id}${query({
      autoplay: 1,
      mute: o.mute ? 1 : undefined,
      controls: flag(o.controls),
      'ui-logo': o.modestBranding ? 0 : undefined,
      start: o.start,
    })}`,
  };
}

/** Width over height of Elementor's aspect ratio options (`169`, `219`, `43`, `32`, `11`, `916`). */
export const ASPECT_RATIOS: Record<string, number> = { '169': 1.77777, '219': 2.33333, '43': 1.33333, '32': 1.5, '11': 1, '916': 0.5625 };
