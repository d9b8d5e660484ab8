// The video facade in the browser: pressing play (a click, Enter or Space) puts the player in the box
// and moves focus to it. The provider's player is the first thing from the provider the page loads.
import type { Detach } from '../../runtime/behaviours.ts';
import type { Player } from './embed.ts';

function isPlayer(value: unknown): value is Player {
  const p = value as Player | undefined;
  return (p?.kind === 'iframe' || p?.kind === 'video') && typeof p.src === 'string' && /^(https:\/\/|\/)/.test(p.src);
}

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  const play = element.querySelector<HTMLAnchorElement>('.elementor-custom-embed-play');
  const overlay = element.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay');
  const player = settings.player;
  // The lightbox takes the link itself (src/behaviours/lightbox-links.ts).
  if (!play || !overlay || !isPlayer(player) || settings.lightbox === true) return () => {};
  const start = (event: Event) => {
    event.preventDefault();
    let media: HTMLIFrameElement | HTMLVideoElement;
    if (player.kind === 'iframe') {
      media = document.createElement('iframe');
      media.src = player.src;
      media.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
      media.allowFullscreen = true;
      media.title = play.getAttribute('aria-label')?.replace(/^Play video:?\s*/, '') || 'Video';
    } else {
      media = document.createElement('video');
      media.src = player.src;
      media.controls = true;
      media.playsInline = true;
      media.autoplay = true;
    }
    media.className = 'elementor-video';
    overlay.replaceWith(media);
    media.focus();
    if (media instanceof HTMLVideoElement) void media.play().catch(() => undefined);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ') start(event);
  };
  play.addEventListener('click', start);
  play.addEventListener('keydown', onKey);
  return () => {
    play.removeEventListener('click', start);
    play.removeEventListener('keydown', onKey);
  };
}
