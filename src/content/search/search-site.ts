// Site search as the results page shows it: one page of index matches, each with its link and a
// highlighted title and excerpt. Rows whose post is no longer public (an index that lags a direct
// database edit) are left out rather than linking to a 404.
import type { Kysely } from 'kysely';
import type { SearchHit, SearchResults } from '../../contracts/data.ts';
import { querySearchIndex } from '../../db/repositories/search-index.ts';
import type { Database } from '../../db/schema.ts';
import { normaliseSearch, searchTerms } from '../../model/search-terms.ts';
import { excerpt, highlight } from './excerpt.ts';

export const SEARCH_PER_PAGE = 10;

export async function searchSite(
  db: Kysely<Database>,
  options: { text: string; page: number; frontPageId?: number; perPage?: number },
): Promise<SearchResults> {
  const perPage = options.perPage ?? SEARCH_PER_PAGE;
  const query = normaliseSearch(options.text);
  const terms = searchTerms(query);
  const page = Math.max(1, Math.floor(options.page));
  const { total, rows } = await querySearchIndex(db, { terms, limit: perPage, offset: (page - 1) * perPage });
  const postIds = rows.filter((r) => r.kind === 'post').map((r) => r.objectId);
  const termIds = rows.filter((r) => r.kind === 'term').map((r) => r.objectId);
  const posts = postIds.length
    ? await db.selectFrom('posts').select(['id', 'type', 'slug', 'status']).where('id', 'in', postIds).execute()
    : [];
  const areas = termIds.length
    ? await db.selectFrom('terms').select(['id', 'slug']).where('taxonomy', '=', 'area').where('id', 'in', termIds).execute()
    : [];
  const hits: SearchHit[] = [];
  for (const row of rows) {
    const segments = { title: highlight(row.title, terms), excerpt: excerpt(row.body, terms) };
    if (row.kind === 'term') {
      const area = areas.find((a) => a.id === row.objectId);
      if (area) hits.push({ kind: 'area', id: area.id, url: `/area/${area.slug}/`, ...segments });
      continue;
    }
    const post = posts.find((p) => p.id === row.objectId);
    if (!post || post.status !== 'published' || (post.type !== 'page' && post.type !== 'post')) continue;
    const url = post.id === options.frontPageId ? '/' : `/${post.slug}/`;
    hits.push({ kind: post.type, id: post.id, url, ...segments });
  }
  return { query, total, page, perPage, hits };
}
