// Where the server asks for a video's thumbnail, by provider: YouTube's image host by the video's id
// (the largest first: maxresdefault, 1280 wide, exists only for HD uploads; hqdefault, 480 wide, always),
// and the oEmbed answers of Vimeo and Dailymotion, whose `thumbnail_url` names the image. The bases are
// parameters so tests point them at a local server.
import { checkVideoUrl, type VideoProvider } from '../model/video-url.ts';

export interface ProviderBases {
  /** YouTube's thumbnail host. */
  youtube: string;
  /** Vimeo's site, whose /api/oembed.json answers for its links. */
  vimeo: string;
  /** Dailymotion's site, whose /services/oembed answers for its links. */
  dailymotion: string;
}

export const PROVIDER_BASES: ProviderBases = {
  youtube: 'https://i.ytimg.com',
  vimeo: 'https://vimeo.com',
  dailymotion: 'https://www.dailymotion.com',
};

export type ThumbnailSource =
  /** Image addresses to try in order: the first that answers 200 with an image is the thumbnail. */
  | { kind: 'image'; urls: string[] }
  /** An oEmbed JSON answer whose `thumbnail_url` is the image. */
  | { kind: 'oembed'; url: string };

export interface VideoThumbnailSource {
  provider: VideoProvider;
  id: string;
  source: ThumbnailSource;
}

const trimSlash = (base: string) => base.replace(/\/+$/, '');

/** Where to fetch a link's thumbnail, or undefined for a link that is not YouTube, Vimeo or Dailymotion. */
export function thumbnailSource(link: string | undefined, bases: ProviderBases = PROVIDER_BASES): VideoThumbnailSource | undefined {
  const video = checkVideoUrl(link);
  if (!video.ok) return undefined;
  const { provider, id } = video;
  if (provider === 'youtube') {
    const base = `${trimSlash(bases.youtube)}/vi/${id}`;
    return { provider, id, source: { kind: 'image', urls: [`${base}/maxresdefault.jpg`, `${base}/hqdefault.jpg`] } };
  }
  // The canonical page of the video, which both oEmbed endpoints accept (an unlisted Vimeo video's
  // hash is dropped: its thumbnail is not public, and the fetch then fails like any other).
  const page = provider === 'vimeo' ? `https://vimeo.com/${id}` : `https://www.dailymotion.com/video/${id}`;
  const endpoint = provider === 'vimeo' ? `${trimSlash(bases.vimeo)}/api/oembed.json` : `${trimSlash(bases.dailymotion)}/services/oembed`;
  return { provider, id, source: { kind: 'oembed', url: `${endpoint}?url=${encodeURIComponent(page)}` } };
}
