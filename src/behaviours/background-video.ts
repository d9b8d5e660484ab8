// Background video: starts the player the link needs in the server-rendered container
// (src/elements/background-layers/video.tsx): YouTube or Vimeo through their APIs (loaded once,
// src/runtime/video-api/), any other link as the hosted, muted, inline <video>. Looping follows
// Elementor: a hosted video jumps back to the start within 0.5 s of its end; a YouTube or Vimeo
// segment with an end restarts (end − start + 1) s after it started. `background_play_once` plays
// it once, then the fallback shows again. On mobile nothing loads unless `background_play_on_mobile`.
// The container is transparent until playback starts, so the fallback image shows until then.
import type { BehaviourContext, Detach } from '../runtime/behaviours.ts';
import { loadVimeoApi } from '../runtime/video-api/vimeo.ts';
import { loadYouTubeApi } from '../runtime/video-api/youtube.ts';
import { hostedLoopJump, hostedSrc, segment, segmentRestartMs, videoSource } from '../model/video-link.ts';

type Settings = Record<string, unknown>;
interface Playback {
  start: number;
  end?: number;
  playOnce: boolean;
  privacy: boolean;
  /** The video is playing: show it. */
  shown(): void;
  /** Played once and done: back to the fallback. */
  done(): void;
}

const LOADING = 'elementor-loading';

/** Whether the video plays on this device mode (phones only with `background_play_on_mobile`). */
export function playsOn(device: string | undefined, settings: Settings): boolean {
  return device !== 'mobile' || settings.background_play_on_mobile === 'yes';
}

/** The YouTube host: the privacy-enhanced (no cookie) domain with `background_privacy_mode`. */
export function youtubeHost(privacy: boolean): string {
  return privacy ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com';
}

/** The Vimeo player URL: muted autoplay without controls, from the start time. */
export function vimeoSrc(args: { id: string; hash?: string; start: number; loop: boolean; privacy: boolean }): string {
  const params = new URLSearchParams({ autoplay: '1', muted: '1', controls: '0', autopause: '0', loop: args.loop ? '1' : '0' });
  if (args.hash) params.set('h', args.hash);
  if (args.privacy) params.set('dnt', '1');
  return `https://player.vimeo.com/video/${args.id}?${params}${args.start ? `#t=${args.start}s` : ''}`;
}

export function attach(element: HTMLElement, settings: Settings, context?: BehaviourContext): Detach {
  const container = element.querySelector<HTMLElement>(
    ':scope>.elementor-background-video-container,:scope>.elementor-widget-wrap>.elementor-background-video-container',
  );
  const source = videoSource(settings.background_video_link);
  if (!container || !source || !playsOn(context?.deviceMode.current, settings)) return () => {};
  const { start, end } = segment(settings.background_video_start, settings.background_video_end);
  const playback: Playback = {
    start,
    end,
    playOnce: settings.background_play_once === 'yes',
    privacy: settings.background_privacy_mode === 'yes',
    shown: () => container.classList.remove(LOADING),
    done: () => container.classList.add(LOADING),
  };
  const stop =
    source.provider === 'hosted'
      ? playHosted(container, source.url, playback)
      : source.provider === 'youtube'
        ? playYouTube(container, source.id, playback)
        : playVimeo(container, source, playback);
  return () => {
    stop();
    container.classList.add(LOADING);
  };
}

function playHosted(container: HTMLElement, url: string, p: Playback): Detach {
  const video = container.querySelector<HTMLVideoElement>('video.elementor-background-video-hosted');
  if (!video) return () => {};
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.src = hostedSrc(url, p.start, p.end);
  const onPlaying = () => p.shown();
  const onTime = () => {
    const jump = hostedLoopJump({ time: video.currentTime, start: p.start, end: p.end, duration: video.duration });
    if (jump === undefined) return;
    if (p.playOnce) {
      // Once: play to the end (the set one, or the file's), then give the fallback back.
      if (video.currentTime >= (p.end ?? video.duration)) finish();
      return;
    }
    video.currentTime = jump;
  };
  const finish = () => {
    video.pause();
    p.done();
  };
  video.addEventListener('playing', onPlaying);
  video.addEventListener('timeupdate', onTime);
  video.addEventListener('ended', finish);
  // Autoplay refused (a saving mode): the fallback stays, nothing else to do.
  video.play()?.catch(() => {});
  return () => {
    video.removeEventListener('playing', onPlaying);
    video.removeEventListener('timeupdate', onTime);
    video.removeEventListener('ended', finish);
    video.pause();
    video.removeAttribute('src');
    video.load();
  };
}

/** A slot in the embed box for a provider's player (which replaces or fills it). */
function playerSlot(container: HTMLElement): HTMLElement | undefined {
  const embed = container.querySelector<HTMLElement>('.elementor-background-video-embed');
  if (!embed) return undefined;
  const slot = document.createElement('div');
  embed.replaceChildren(slot);
  return slot;
}

function playYouTube(container: HTMLElement, id: string, p: Playback): Detach {
  let stopped = false;
  let restart: ReturnType<typeof setTimeout> | undefined;
  let destroy: (() => void) | undefined;
  loadYouTubeApi().then(
    (YT) => {
      const slot = playerSlot(container);
      if (stopped || !slot) return;
      const player = new YT.Player(slot, {
        videoId: id,
        host: youtubeHost(p.privacy),
        playerVars: {
          autoplay: 1,
          mute: 1,
          controls: 0,
          rel: 0,
          playsinline: 1,
          disablekb: 1,
          start: p.start,
          ...(p.end ? { end: p.end } : {}),
        },
        events: {
          onReady: ({ target }) => {
            target.mute();
            target.playVideo();
          },
          onStateChange: ({ data }) => {
            if (data === YT.PlayerState.PLAYING) {
              p.shown();
              if (!p.playOnce && p.end !== undefined) {
                clearTimeout(restart);
                restart = setTimeout(
                  () => {
                    player.seekTo(p.start, true);
                    player.playVideo();
                  },
                  segmentRestartMs(p.start, p.end),
                );
              }
            } else if (data === YT.PlayerState.ENDED) {
              if (p.playOnce) p.done();
              else {
                player.seekTo(p.start, true);
                player.playVideo();
              }
            }
          },
        },
      });
      destroy = () => player.destroy();
    },
    () => {}, // No API (blocked or offline): the fallback stays.
  );
  return () => {
    stopped = true;
    clearTimeout(restart);
    destroy?.();
  };
}

function playVimeo(container: HTMLElement, source: { id: string; hash?: string }, p: Playback): Detach {
  let stopped = false;
  let restart: ReturnType<typeof setTimeout> | undefined;
  let destroy: (() => void) | undefined;
  loadVimeoApi().then(
    (Vimeo) => {
      const slot = playerSlot(container);
      if (stopped || !slot) return;
      const iframe = document.createElement('iframe');
      iframe.src = vimeoSrc({ ...source, start: p.start, loop: !p.playOnce && p.end === undefined, privacy: p.privacy });
      iframe.allow = 'autoplay; fullscreen; picture-in-picture';
      iframe.title = 'Background video';
      slot.replaceWith(iframe);
      const player = new Vimeo.Player(iframe);
      player.on('play', () => {
        p.shown();
        if (p.playOnce || p.end === undefined) return;
        clearTimeout(restart);
        restart = setTimeout(
          () => {
            player.setCurrentTime(p.start).then(
              () => player.play(),
              () => {},
            );
          },
          segmentRestartMs(p.start, p.end),
        );
      });
      player.on('timeupdate', ({ seconds }) => {
        if (p.playOnce && p.end !== undefined && (seconds ?? 0) >= p.end) {
          player.pause().catch(() => {});
          p.done();
        }
      });
      player.on('ended', () => {
        if (p.playOnce) p.done();
      });
      destroy = () => void player.destroy().catch(() => {});
    },
    () => {},
  );
  return () => {
    stopped = true;
    clearTimeout(restart);
    destroy?.();
  };
}
