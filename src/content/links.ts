// Public addresses of posts and terms: the front page is `/`, everything else `/{slug}/` or `/{taxonomy}/{slug}/`.
import type { Links } from '../db/repositories/menus.ts';

export function makeLinks(baseUrl: string, frontPageId: number | undefined): Links {
  return {
    post: (slug, id) => (id === frontPageId ? `${baseUrl}/` : `${baseUrl}/${encodeURIComponent(slug)}/`),
    term: (taxonomy, slug) => `${baseUrl}/${encodeURIComponent(taxonomy)}/${encodeURIComponent(slug)}/`,
  };
}
