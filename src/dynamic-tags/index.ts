// The dynamic tag registry, next to the widget registry: one line per tag. A document naming a tag
// that is not here keeps the setting's static value, and `foyer render` reports the tag.
import { archiveDescription, archiveTitle, archiveUrl } from './archive.ts';
import { postDate, postExcerpt, postFeaturedImage, postTitle, postUrl } from './post.ts';
import { siteLogo, siteTagline, siteTitle, siteUrl } from './site.ts';
import type { DynamicTag } from './types.ts';

export const dynamicTags: DynamicTag[] = [
  postTitle,
  postExcerpt,
  postDate,
  postFeaturedImage,
  postUrl,
  siteTitle,
  siteTagline,
  siteLogo,
  siteUrl,
  archiveTitle,
  archiveDescription,
  archiveUrl,
];

export const dynamicTagByName: ReadonlyMap<string, DynamicTag> = new Map(dynamicTags.map((t) => [t.name, t]));
