// The video playlist in the browser. The list is a vertical tablist with manual activation (arrows,
// Home and End move focus; Enter, Space or a click picks and plays), since picking starts a player.
// The current video is in the address (`?playlist={widgetId}&video={itemId}`, read on load, written
// with history.replaceState as the visitor picks, as Elementor does); watched videos are remembered
// in storage (a browser that refuses storage just forgets); a video that ends plays the next when
// `autoplay_next` is set; play, pause and ended go out on the hooks bus. Nothing from a provider
// loads before the visitor presses play (or a video they started ends and the next one follows).
import { scrollTopFor } from '../../runtime/anchors.ts';
import type { BehaviourContext, Detach } from '../../runtime/behaviours.ts';
import { rovingKey } from '../shared/deep-link.ts';
import type { Player } from '../video/embed.ts';
import { type Mounted, mountPlayer, type PlayerEvent } from './player.ts';

interface ClientVideo {
  id: string;
  type: string;
  player: Player;
}

/** Hook names: each gets one detail object (see PlaylistEventDetail). */
export const PLAYLIST_HOOKS = {
  play: 'foyer/video-playlist/play',
  pause: 'foyer/video-playlist/pause',
  ended: 'foyer/video-playlist/ended',
};

export interface PlaylistEventDetail {
  element: HTMLElement;
  playlist: string;
  video: string;
  index: number;
  title: string;
  /** Elementor's event names: videoStart, videoResume, videoPaused, videoEnded. */
  type: 'videoStart' | 'videoResume' | 'videoPaused' | 'videoEnded';
}

export const watchedKey = (playlist: string) => `video-playlist-${playlist}-watched`;

function readVideos(value: unknown): ClientVideo[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is ClientVideo => {
    const p = (v as ClientVideo | undefined)?.player;
    return typeof v?.id === 'string' && (p?.kind === 'iframe' || p?.kind === 'video') && /^(https:\/\/|\/)/.test(p.src);
  });
}

export function attach(element: HTMLElement, settings: Record<string, unknown>, context: BehaviourContext): Detach {
  const list = element.querySelector<HTMLElement>('.e-tabs-items[role="tablist"]');
  const videos = readVideos(settings.videos);
  if (!list || !videos.length) return () => {};
  const playlist = element.dataset.id ?? '';
  const tabs = [...list.querySelectorAll<HTMLElement>('.e-tab-title[role="tab"]')];
  const panels = tabs.map((t) => element.querySelector<HTMLElement>(`#${CSS.escape(t.getAttribute('aria-controls') ?? '')}`));
  const videoOf = (i: number) => videos.find((v) => v.id === tabs[i]?.dataset.videoId);
  const titleOf = (i: number) => tabs[i]?.querySelector('.e-tab-title-text')?.textContent?.trim() ?? '';
  const showWatched = settings.show_watched_indication === true;
  const key = watchedKey(playlist);
  const stored = context.storage.get<unknown>(key);
  const watched = new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []);
  const started = new Set<number>();
  let current = Math.max(
    0,
    tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true'),
  );
  let mounted: { index: number; player: Mounted; facade: Element } | undefined;

  const paintWatched = () => {
    if (!showWatched) return;
    tabs.forEach((t) => {
      const isWatched = watched.has(t.dataset.videoId ?? '');
      t.classList.toggle('watched-video', isWatched);
      const label = t.querySelector<HTMLElement>('.e-tab-watched-label');
      if (label) label.hidden = !isWatched;
    });
  };
  const markWatched = (i: number) => {
    const id = tabs[i]?.dataset.videoId;
    if (!showWatched || !id || watched.has(id)) return;
    watched.add(id);
    context.storage.set(key, [...watched]);
    paintWatched();
  };

  const emit = (i: number, event: PlayerEvent) => {
    const type = event === 'play' ? (started.has(i) ? 'videoResume' : 'videoStart') : event === 'pause' ? 'videoPaused' : 'videoEnded';
    if (event === 'play') started.add(i);
    const detail: PlaylistEventDetail = { element, playlist, video: tabs[i]?.dataset.videoId ?? '', index: i, title: titleOf(i), type };
    context.hooks.doAction(PLAYLIST_HOOKS[event], detail);
    if (event !== 'ended') return;
    markWatched(i);
    const next = tabs.findIndex((_, j) => j > i && videoOf(j));
    if (settings.autoplay_next === true && next >= 0) select(next, { play: true, write: true });
  };

  const unmount = () => {
    if (!mounted) return;
    mounted.player.media.replaceWith(mounted.facade);
    mounted.player.remove();
    mounted = undefined;
  };

  const play = (i: number, muted = false) => {
    const video = videoOf(i);
    const facade = panels[i]?.querySelector('.elementor-custom-embed-image-overlay');
    if (!video || !facade) return;
    unmount();
    const player = mountPlayer({ player: video.player, type: video.type, title: titleOf(i), muted, on: (event) => emit(i, event) });
    facade.replaceWith(player.media);
    mounted = { index: i, player, facade };
    if (player.media instanceof HTMLVideoElement) void player.media.play().catch(() => undefined);
  };

  const writeAddress = (i: number) => {
    try {
      const url = new URL(location.href);
      url.searchParams.set('playlist', playlist);
      url.searchParams.set('video', tabs[i]?.dataset.videoId ?? '');
      history.replaceState(history.state, '', url);
    } catch {
      // A sandboxed document may refuse: the playlist works without its address.
    }
  };

  function select(i: number, o: { play: boolean; write: boolean }): void {
    if (!tabs[i]) return;
    if (i !== current) unmount();
    current = i;
    tabs.forEach((t, j) => {
      const on = j === i;
      t.classList.toggle('e-active', on);
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      panels[j]?.classList.toggle('e-active', on);
      if (panels[j]) panels[j].hidden = !on;
    });
    if (o.write) writeAddress(i);
    if (o.play && mounted?.index !== i) play(i);
  }

  const onClick = (event: MouseEvent) => {
    const i = tabs.findIndex((t) => t.contains(event.target as Node));
    if (i >= 0) select(i, { play: true, write: true });
  };
  const onKeydown = (event: KeyboardEvent) => {
    const i = tabs.indexOf(event.target as HTMLElement);
    if (i < 0) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(i, { play: true, write: true });
      return;
    }
    const next = rovingKey(event.key, tabs, i, { prev: ['ArrowUp', 'ArrowLeft'], next: ['ArrowDown', 'ArrowRight'] });
    if (next < 0) return;
    event.preventDefault();
    // Roving focus: the focused tab is the one Tab returns to; picking waits for Enter or Space.
    tabs.forEach((t, j) => (t.tabIndex = j === next ? 0 : -1));
  };
  // The facade's play button: a click, Enter (a link's own) or Space.
  const onPlay = (event: Event) => {
    const button = (event.target as Element).closest?.('.elementor-custom-embed-play');
    if (!button || (event instanceof KeyboardEvent && event.key !== ' ')) return;
    const i = panels.findIndex((p) => p?.contains(button));
    if (i < 0) return;
    event.preventDefault();
    select(i, { play: false, write: true });
    play(i);
    // The button is gone: focus goes to the player, as the video widget does, not back to the page's start.
    mounted?.player.media.focus();
  };
  // The tabs' focus stays on the list: a tab that loses focus hands Tab back to the current one.
  const onFocusOut = (event: FocusEvent) => {
    if (!list.contains(event.relatedTarget as Node)) tabs.forEach((t, j) => (t.tabIndex = j === current ? 0 : -1));
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeydown);
  list.addEventListener('focusout', onFocusOut);
  const content = element.querySelector<HTMLElement>('.e-tabs-content-wrapper');
  content?.addEventListener('click', onPlay);
  content?.addEventListener('keydown', onPlay);

  paintWatched();
  const params = new URLSearchParams(location.search);
  const named = params.get('playlist') === playlist ? tabs.findIndex((t) => t.dataset.videoId === params.get('video')) : -1;
  if (named >= 0) {
    select(named, { play: false, write: false });
    // The named film in sight within the list, which scrolls on its own on phones.
    list.scrollTop += tabs[named].getBoundingClientRect().top - list.getBoundingClientRect().top;
    // Below the sticky header, once this frame's behaviours (the header's among them) have attached.
    requestAnimationFrame(() => window.scrollTo({ top: scrollTopFor(element, context.hooks), behavior: 'instant' }));
  }
  // Autoplay on load is honoured for the site's own files only: a provider's player waits for the visitor.
  if (settings.autoplay_on_load === true && videoOf(current)?.player.kind === 'video') play(current, true);

  return () => {
    unmount();
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeydown);
    list.removeEventListener('focusout', onFocusOut);
    content?.removeEventListener('click', onPlay);
    content?.removeEventListener('keydown', onPlay);
  };
}
