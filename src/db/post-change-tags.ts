// What saving a post changes for visitors, as content tags: nothing for drafts that stay drafts;
// otherwise the post itself and whatever lists it or links to it.
import { contentTags as t } from './content-tags.ts';
import type { PostRow } from './schema.ts';

export type PostIdentity = Pick<PostRow, 'id' | 'type' | 'slug' | 'status' | 'template_type'>;

export function savedPostTags(before: PostIdentity | undefined, after: PostIdentity, termIds: readonly number[]): string[] {
  const wasPublished = before?.status === 'published';
  const isPublished = after.status === 'published';
  if (!wasPublished && !isPublished) return [];
  const tags = [t.post(after.id), t.slug(after.slug)];
  if (before && before.slug !== after.slug) tags.push(t.slug(before.slug));
  if (!before || before.slug !== after.slug) tags.push(t.link(after.id));
  // Archives list only published posts: publishing or unpublishing changes their lists.
  if (wasPublished !== isPublished) tags.push(...termIds.map(t.term));
  // Listings order and pick by date and title too: any published change may reorder them.
  if (after.type === 'post' || after.type === 'page') tags.push(t.postList(after.type));
  for (const row of [before, after]) {
    if (row?.type === 'template' && row.template_type) tags.push(t.templates(row.template_type));
    if (row?.type === 'popup') tags.push(t.templates('popup'));
  }
  return [...new Set(tags)];
}
