// Where a provider video's thumbnail is kept once the server has fetched it (src/media/video-thumbnails.ts),
// and the lookup a facade uses to show it: the poster comes from the site, never from the provider
// (the old stack asked each provider by JSONP from the visitor's browser, spec section 7 call 9).
import type { RenderContext } from '../../contracts/render-context.ts';
import { checkVideoUrl } from '../../model/video-url.ts';

/** The folder under /uploads/ the thumbnails are stored in. */
export const VIDEO_THUMBNAIL_FOLDER = 'video-thumbnails';

/**
 * The site path of a YouTube, Vimeo or Dailymotion link's thumbnail (`/uploads/video-thumbnails/youtube-ID.jpg`),
 * whether or not it is stored yet; undefined for any other link. Stored as JPEG whatever the provider sent.
 */
export function videoThumbnailPath(link: string | undefined): string | undefined {
  const video = checkVideoUrl(link);
  // checkVideoUrl allows ids of word characters and hyphens only: nothing that could leave the folder.
  return video.ok ? `/uploads/${VIDEO_THUMBNAIL_FOLDER}/${video.provider}-${video.id}.jpg` : undefined;
}

/**
 * The stored thumbnail of a video link with its recorded size, as an image value for ResponsiveImage,
 * or undefined when none is stored (the page's media sizes hold it only once it was fetched).
 */
export function storedVideoThumbnail(
  link: string | undefined,
  ctx: RenderContext,
): { url: string; width: number; height: number } | undefined {
  const path = videoThumbnailPath(link);
  const size = path ? ctx.site.media?.get(path) : undefined;
  return path && size ? { url: path, width: size.width, height: size.height } : undefined;
}
