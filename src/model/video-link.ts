// Background videos: which player a link needs (YouTube and Vimeo by their links, any other link a
// hosted file) and the start/end arithmetic of looping. Plain code, shared by the server render
// and the browser behaviour.
import { safeUrl } from './safe-url.ts';

export type VideoSource =
  { provider: 'youtube'; id: string } | { provider: 'vimeo'; id: string; hash?: string } | { provider: 'hosted'; url: string };

// youtu.be/ID, youtube.com/watch?v=ID, /embed/ID, /shorts/ID, /live/ID, /v/ID (any subdomain, nocookie too).
const YOUTUBE =
  /^(?:https?:)?\/\/(?:[\w-]+\.)?(?:youtube(?:-nocookie)?\.com\/(?:(?:watch)?\?(?:[^#]*&)?vi?=|(?:embed|shorts|live|vi?)\/)|youtu\.be\/)([\w-]{6,20})/i;
// vimeo.com/ID, vimeo.com/ID/HASH, player.vimeo.com/video/ID?h=HASH, vimeo.com/channels/x/ID.
const VIMEO =
  /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)(?:\/([\da-f]+))?/i;
const VIMEO_HASH = /[?&]h=([\da-f]+)/i;

/** The player a background video link needs, or undefined for an empty or unsafe link. */
export function videoSource(link: unknown): VideoSource | undefined {
  if (typeof link !== 'string') return undefined;
  const url = link.trim();
  const youtube = YOUTUBE.exec(url);
  if (youtube) return { provider: 'youtube', id: youtube[1] };
  const vimeo = VIMEO.exec(url);
  if (vimeo) {
    const hash = vimeo[2] ?? VIMEO_HASH.exec(url)?.[1];
    return hash ? { provider: 'vimeo', id: vimeo[1], hash } : { provider: 'vimeo', id: vimeo[1] };
  }
  const hosted = safeUrl(url, 'image');
  return hosted ? { provider: 'hosted', url: hosted } : undefined;
}

/** A start or end time in whole seconds, or undefined when unset or not a time. */
export function seconds(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The looped part of a video: from `start` (0 when unset) to `end`, which must come after it. */
export function segment(startValue: unknown, endValue: unknown): { start: number; end?: number } {
  const start = seconds(startValue) ?? 0;
  const end = seconds(endValue);
  return end !== undefined && end > start ? { start, end } : { start };
}

/** A hosted file's src with a media fragment, so the browser fetches from the start time on. */
export function hostedSrc(url: string, start: number, end?: number): string {
  if (!start && end === undefined) return url;
  return `${url.split('#')[0]}#t=${start}${end !== undefined ? `,${end}` : ''}`;
}

/** How close to its end (or the file's end) a looping hosted video jumps back (spec section 9). */
export const LOOP_JUMP_MARGIN = 0.5;

/**
 * Where a looping hosted video must jump to at `time`, or undefined to play on: back to the start
 * within 0.5 s of the end (the file's duration when no end is set), so it never stops at the end.
 */
export function hostedLoopJump(args: { time: number; start: number; end?: number; duration: number }): number | undefined {
  const { time, start, end, duration } = args;
  const stop = Math.min(end ?? Infinity, Number.isFinite(duration) && duration > 0 ? duration : Infinity);
  if (!Number.isFinite(stop)) return undefined;
  return time >= stop - LOOP_JUMP_MARGIN ? start : undefined;
}

/** After how long (ms) a looped YouTube or Vimeo segment restarts: (end − start + 1) s, as Elementor. */
export function segmentRestartMs(start: number, end: number): number {
  return (end - start + 1) * 1000;
}
