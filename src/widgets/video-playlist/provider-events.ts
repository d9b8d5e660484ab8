// Play, pause and ended from a YouTube or Vimeo player, through the providers' APIs (inserted once,
// polled every 350 ms: src/runtime/video-api/). Its own chunk, fetched on the first provider video a
// visitor plays: a page whose visitor never does never loads it.
import { loadVimeoApi } from '../../runtime/video-api/vimeo.ts';
import { loadYouTubeApi } from '../../runtime/video-api/youtube.ts';

export type PlayerEvent = 'play' | 'pause' | 'ended';

// YouTube's player states (the shared API type names only two of them).
const YT_ENDED = 0;
const YT_PLAYING = 1;
const YT_PAUSED = 2;

interface ListenOptions {
  iframe: HTMLIFrameElement;
  type: string;
  on: (event: PlayerEvent) => void;
  /** True once the player has been taken out: an API that arrives late then attaches to nothing. */
  isRemoved: () => boolean;
}

/** Attaches the provider's API to a player iframe; an API that cannot load leaves the video playing, unreported. */
export async function listen({ iframe, type, on, isRemoved }: ListenOptions): Promise<void> {
  if (type === 'youtube') {
    const api = await loadYouTubeApi();
    if (isRemoved()) return;
    // The API takes over an existing iframe that has enablejsapi=1; only the events are needed.
    const Player = api.Player as unknown as new (el: HTMLIFrameElement, options: object) => unknown;
    const states: Record<number, PlayerEvent> = { [YT_PLAYING]: 'play', [YT_PAUSED]: 'pause', [YT_ENDED]: 'ended' };
    new Player(iframe, {
      events: {
        onStateChange: (event: { data: number }) => {
          const name = states[event.data];
          if (name) on(name);
        },
      },
    });
  } else if (type === 'vimeo') {
    const api = await loadVimeoApi();
    if (isRemoved()) return;
    const player = new api.Player(iframe) as unknown as { on(event: PlayerEvent, callback: () => void): void };
    for (const name of ['play', 'pause', 'ended'] as const) player.on(name, () => on(name));
  }
}
