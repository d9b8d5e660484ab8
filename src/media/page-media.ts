// The sizes of the stored files a page shows, looked up in one query before it renders (rendering
// is synchronous, so like menus and areas they are resolved first).
import type { Kysely } from 'kysely';
import { contentTags } from '../db/content-tags.ts';
import { getMediaSizes, MEDIA_PATH, type MediaSize } from '../db/repositories/media.ts';
import type { Database } from '../db/schema.ts';
import type { ElementNode } from '../model/element.ts';
import { variantPaths } from '../widgets/shared/image-source.ts';
import { videoThumbnailPath } from '../widgets/shared/video-thumbnail.ts';
import { documentVideoLinks } from '../widgets/video-links.ts';

/** Paths per element tree: stored documents keep their parsed trees, so each is walked once per version. */
const pathsByTree = new WeakMap<ElementNode[], string[]>();

/**
 * Every /uploads/ path set anywhere in the tree's settings (MEDIA values, repeaters, SVG icons), and
 * the stored thumbnails its video posters may show (src/media/video-thumbnails.ts).
 */
export function mediaPaths(elements: ElementNode[]): string[] {
  let paths = pathsByTree.get(elements);
  if (paths) return paths;
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 8) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const url = (value as { url?: unknown }).url;
    if (typeof url === 'string' && MEDIA_PATH.test(url)) found.add(url);
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  const walk = (els: ElementNode[]) => {
    for (const el of els) {
      visit(el.settings, 0);
      walk(el.elements);
    }
  };
  walk(elements);
  for (const link of documentVideoLinks(elements)) {
    const thumbnail = videoThumbnailPath(link);
    if (thumbnail) found.add(thumbnail);
  }
  paths = [...found];
  pathsByTree.set(elements, paths);
  return paths;
}

/**
 * Recorded sizes of the files the given trees and extra paths use, and of their width variants, with
 * the content tags a page rendered with them carries (recording a file's size again clears it).
 */
export async function pageMediaSizes(
  db: Kysely<Database>,
  trees: Array<ElementNode[] | undefined>,
  extraPaths: string[] = [],
): Promise<{ sizes: Map<string, MediaSize>; tags: string[] }> {
  const used = [...extraPaths, ...trees.flatMap((t) => (t ? mediaPaths(t) : []))];
  // Width variants too, so a srcset lists only files that exist.
  const paths = [...new Set([...used, ...used.flatMap(variantPaths)])];
  return { sizes: paths.length ? await getMediaSizes(db, paths) : new Map(), tags: paths.map(contentTags.media) };
}
