// The request context of the data step (src/elements/data.ts), built from what a route resolved.
import type { FastifyRequest } from 'fastify';
import type { Post } from '../db/repositories/posts.ts';
import type { Term } from '../db/repositories/terms.ts';
import type { ArchiveSummary, RequestContext } from '../contracts/data.ts';
import { postSummary } from './data-sources/sources.ts';

/** Query values as single strings (WordPress-style arrays keep their first value). */
function queryOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

/** A post's page: `path` is its canonical path (`/` for the front page), as its permalink too. */
export function postRequest(request: FastifyRequest, post: Post, path: string): RequestContext {
  return { path, query: queryOf(request), post: postSummary(post, path) };
}

export function archiveRequest(request: FastifyRequest, term: Term): RequestContext {
  const path = `/${encodeURIComponent(term.taxonomy)}/${encodeURIComponent(term.slug)}/`;
  const archive: ArchiveSummary = { ...term, url: path };
  return { path, query: queryOf(request), archive };
}
