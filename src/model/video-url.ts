// Which video links a carousel can play (spec §5): YouTube, Vimeo and Vzaar, as the old carousel
// recognised them; anything else gets the player's own messages. Plain code for server and browser.

export type VideoProvider = 'youtube' | 'vimeo' | 'dailymotion';

export const MISSING_VIDEO_URL = 'Missing video URL.';
export const UNSUPPORTED_VIDEO_URL = 'Video URL not supported.';

export type VideoCheck =
  | { ok: true; provider: VideoProvider; id: string; /** Loaded only when the visitor presses play. */ embedUrl: string }
  | { ok: false; message: typeof MISSING_VIDEO_URL | typeof UNSUPPORTED_VIDEO_URL };

const ID = /^[\w-]{1,64}$/;

function providerOf(host: string): VideoProvider | undefined {
  const h = host.toLowerCase().replace(/^(www|m|player|app|view)\./, '');
  if (h === 'youtube.com' || h === 'youtu.be' || h === 'youtube-nocookie.com') return 'youtube';
  if (h === 'vimeo.com') return 'vimeo';
  if (h === 'dailymotion.com' || h === 'dai.ly') return 'dailymotion';
  return undefined;
}

/** The video's id from the link's path or query, as each provider writes its links. */
function idOf(provider: VideoProvider, url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  if (provider === 'youtube') {
    if (url.hostname.endsWith('youtu.be')) return parts[0];
    if (url.searchParams.get('v')) return url.searchParams.get('v') ?? undefined;
    const at = parts.findIndex((p) => p === 'embed' || p === 'v' || p === 'shorts');
    return at >= 0 ? parts[at + 1] : undefined;
  }
  if (provider === 'vimeo') return [...parts].reverse().find((p) => /^\d+$/.test(p));
  // dailymotion.com/video/ID, dailymotion.com/embed/video/ID, dai.ly/ID
  const at = parts.indexOf('video');
  return at >= 0 ? parts[at + 1] : url.hostname.endsWith('dai.ly') ? parts[0] : undefined;
}

/** Privacy-friendly embeds (no cookies before play), started by the visitor's own click. */
function embedUrl(provider: VideoProvider, id: string): string {
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
  if (provider === 'vimeo') return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
  return `https://www.dailymotion.com/embed/video/${id}?autoplay=1`;
}

export function checkVideoUrl(link: string | undefined): VideoCheck {
  const raw = link?.trim();
  if (!raw) return { ok: false, message: MISSING_VIDEO_URL };
  let url: URL;
  try {
    // Protocol-relative links (//youtu.be/…) are as the old carousel accepted them.
    url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
  } catch {
    return { ok: false, message: UNSUPPORTED_VIDEO_URL };
  }
  const provider = url.protocol === 'https:' || url.protocol === 'http:' ? providerOf(url.hostname) : undefined;
  const id = provider ? idOf(provider, url) : undefined;
  if (!provider || !id || !ID.test(id)) return { ok: false, message: UNSUPPORTED_VIDEO_URL };
  return { ok: true, provider, id, embedUrl: embedUrl(provider, id) };
}
