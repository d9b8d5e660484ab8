// What every page route gives the renderer, built one way: the site snapshot's kit, theme and
// timezone, the request's templates and popups, the sizes of every stored image any of its documents
// shows, and the content tags of all of it. Routes add only what is theirs (the content, the request).
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../contracts/data.ts';
import type { PageContent } from '../contracts/page.ts';
import { pageMediaSizes } from '../media/page-media.ts';
import type { RenderPageInput } from './ssr/page-part.ts';
import type { SiteSnapshot } from './site-data.ts';
import type { RequestTemplates } from './site-templates.ts';

/** The input sendRendered completes with the request's logger, sources and tracker. */
export type RouteRenderInput = Omit<RenderPageInput, 'log' | 'sources' | 'tracker'>;

export interface PageInputArgs {
  site: SiteSnapshot;
  /** The templates and popups chosen for this request (templatesFor). */
  templates: RequestTemplates;
  content: PageContent;
  request?: RequestContext;
  /** Stored images the page shows outside its documents (an archive's term image). */
  media?: readonly string[];
}

/**
 * The canonical link is absolute, from BASE_URL (a relative one fails search engines' and
 * Lighthouse's checks). Without BASE_URL the page has none: one built from the request's Host
 * would be stored in the shared page cache and shown to visitors who asked under another name.
 */
export function absoluteCanonical(content: PageContent, baseUrl: string | undefined): PageContent {
  if (content.canonical === undefined) return content;
  const { canonical, ...rest } = content;
  return baseUrl ? { ...rest, canonical: `${baseUrl.replace(/\/+$/, '')}${canonical}` } : rest;
}

export async function pageInput(
  request: FastifyRequest,
  { site, templates, content, request: context, media: extraMedia = [] }: PageInputArgs,
): Promise<{ input: RouteRenderInput; tags: string[] }> {
  const { header, footer, popups } = templates;
  const documents = [content.document, header, footer, ...popups.map((p) => p.document)].flatMap((d) => (d ? [d.elements] : []));
  const media = await pageMediaSizes(request.server.foyer.db.kysely, documents, [...extraMedia]);
  return {
    input: {
      content: absoluteCanonical(content, request.server.foyer.config.baseUrl),
      header,
      footer,
      popups,
      kit: site.kit,
      theme: site.theme,
      timezone: site.timezone,
      site: { ...site.site, media: media.sizes },
      request: context,
      assets: request.server.foyer.assets,
    },
    tags: [...site.tags, ...templates.tags, ...media.tags],
  };
}
