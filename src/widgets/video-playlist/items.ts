// The playlist's items as the page shows them: section headers, and videos with their player, title,
// duration and thumbnail. Plain data from settings, shared by the server render and the unit tests.
import type { ImageValue } from '../../contracts/declaration/value-schemas.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { type Player, playerFor } from '../video/embed.ts';
import type { VideoPlaylistSettings } from './schema.ts';

type Item = VideoPlaylistSettings['tabs'][number];
export type PlaylistVideoType = 'youtube' | 'vimeo' | 'hosted';

export interface SectionItem {
  kind: 'section';
  /** Position among all items, from 1 (Elementor's `data-tab`). */
  n: number;
  title: string;
  tag: string;
}

export interface VideoItem {
  kind: 'video';
  n: number;
  /** The repeater item's `_id`: what `?video=` names. */
  id: string;
  type: PlaylistVideoType;
  title: string;
  tag: string;
  duration: string;
  thumbnail?: ImageValue;
  player: Player;
  /** Where the play button leads without scripts: the video's own page or file. */
  href: string;
}

export type PlaylistItem = SectionItem | VideoItem;

const TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span']);
export const htmlTag = (value: unknown, fallback: string) => (typeof value === 'string' && TAGS.has(value) ? value : fallback);

// Thumbnails from the providers' image hosts would tell them about every visitor: never printed
// (spec call 9; a thumbnail is stored in the site's media when a page is saved or imported).
const PROVIDER_IMAGES =
  /^(?:https?:)?\/\/(?:[\w-]+\.)*(?:ytimg\.com|youtube\.com|youtube-nocookie\.com|vimeocdn\.com|vimeo\.com|vumbnail\.com)(?:[/:?#]|$)/i;

export function thumbnailOf(value: Item['thumbnail'] | undefined): ImageValue | undefined {
  const url = safeUrl(value?.url, 'image');
  return url && !PROVIDER_IMAGES.test(url) ? value : undefined;
}

/** The link an item plays, by its type. */
function linkOf(item: Item): string | undefined {
  if (item.type === 'youtube') return item.youtube_url;
  if (item.type === 'vimeo') return item.vimeo_url;
  return item.is_external_url === 'yes' ? item.external_url?.url : item.hosted_url?.url;
}

/** Pressing play is the visitor's request; the player starts at once, privacy mode on (youtube-nocookie, Vimeo dnt). */
const OPTIONS = { autoplay: true, mute: false, loop: false, controls: true, modestBranding: true, privacy: true, related: false };

/** A stable id for an item without `_id` (hand-written documents): its position. */
function itemId(item: Item, n: number): string {
  const id = (item as { _id?: unknown })._id;
  return typeof id === 'string' && /^[\w-]{1,40}$/.test(id) ? id : `item-${n}`;
}

/**
 * Every item in order; a video whose link cannot be played (empty, another provider's) is left out,
 * as the old site showed it as a black box that never played.
 */
export function playlistItems(s: VideoPlaylistSettings): PlaylistItem[] {
  const items: PlaylistItem[] = [];
  s.tabs.forEach((item, i) => {
    const n = i + 1;
    const title = typeof item.title === 'string' ? item.title : '';
    if (item.type === 'section') {
      items.push({ kind: 'section', n, title, tag: htmlTag(item.section_html_tag, 'h3') });
      return;
    }
    const type = item.type as PlaylistVideoType;
    const link = linkOf(item);
    const player = playerFor(type, link, OPTIONS);
    if (!player) return;
    items.push({
      kind: 'video',
      n,
      id: itemId(item, n),
      type,
      title,
      tag: htmlTag(item.video_html_tag, 'h4'),
      duration: typeof item.duration === 'string' ? item.duration.trim().slice(0, 12) : '',
      thumbnail: thumbnailOf(item.thumbnail),
      player,
      href: player.kind === 'video' ? player.src : (safeUrl(link) ?? player.src),
    });
  });
  return items;
}

export const videosOf = (items: PlaylistItem[]): VideoItem[] => items.filter((i): i is VideoItem => i.kind === 'video');
