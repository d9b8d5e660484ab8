// Public pages: the front page, /{slug}/, /?p={id}, /area/{slug}/ archives and the styled 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getPostById, getPostBySlug, type Post } from '../../db/repositories/posts.ts';
import { getTermBySlug, termAncestorIds, termsOfPost } from '../../db/repositories/terms.ts';
import { contentTags } from '../../db/content-tags.ts';
import { areaArchiveView, areaImage } from '../../theme/area-archive-view.tsx';
import { NotFound } from '../../theme/not-found.tsx';
import { EmptyFrontPage } from '../../theme/empty-front-page.tsx';
import { hasPublishedPages } from '../../content/site-init.ts';
import { ADMIN_ROOT } from '../../admin/shared/routes.ts';
import { registerPageErrors } from '../error-page.tsx';
import { archiveRequest, postRequest } from '../request-context.ts';
import { cachedPage, sendCached, sendRendered } from '../send-page.ts';
import { isSearchRequest, searchRoutes, sendSearch } from './search.ts';
import { asRenderDocument } from '../site-data.ts';
import { pageInput } from '../page-input.ts';
import { needsPostTerms, templatesFor } from '../site-templates.ts';
import type { PageContent } from '../../contracts/page.ts';
import { asksForPages, pageKey, pageParamsOf } from '../page-key.ts';
import type { CachedPage } from '../page-cache.ts';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export async function pageRoutes(app: FastifyInstance): Promise<void> {
  registerPageErrors(app);
  // Every HTML page advertises the REST API for WordPress clients' discovery.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('link', `<${app.foyer.baseUrl(request)}/wp-json/>; rel="https://api.w.org/"`);
    }
    return payload;
  });

  app.get('/', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // Searches are never served from the cache: its `/` entry is the front page.
    if (isSearchRequest(request)) {
      return sendSearch(request, reply, { page: typeof query.paged === 'string' ? query.paged : undefined, notFound: sendNotFound });
    }
    if (query.p !== undefined) {
      const id = typeof query.p === 'string' && /^\d{1,10}$/.test(query.p) ? Number(query.p) : NaN;
      const hit = Number.isFinite(id) ? cachedFirstPage(request, `/?p=${id}`) : undefined;
      if (hit) return sendCached(request, reply, hit);
      const post = Number.isFinite(id) ? await getPostById(app.foyer.db.kysely, id) : undefined;
      return post && isViewable(post) ? sendPost(request, reply, post, `/?p=${id}`) : sendNotFound(request, reply);
    }
    const cached = cachedFirstPage(request, '/');
    if (cached) return sendCached(request, reply, cached);
    const frontId = await app.foyer.frontPageId();
    const front = frontId ? await getPostById(app.foyer.db.kysely, frontId) : undefined;
    if (!front || !isViewable(front)) {
      // A new site (foyer init) has no front page and nothing published yet: a welcome, not a 404.
      return (await hasPublishedPages(app.foyer.db.kysely)) ? sendNotFound(request, reply) : sendEmptyFrontPage(request, reply);
    }
    return sendPost(request, reply, front, '/');
  });

  searchRoutes(app, sendNotFound);

  app.get('/area/:slug/', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const cached = cachedFirstPage(request, `/area/${slug}/`);
    if (cached) return sendCached(request, reply, cached);
    const term = SLUG.test(slug) ? await getTermBySlug(app.foyer.db.kysely, 'area', slug) : undefined;
    if (!term) return sendNotFound(request, reply);
    const site = await app.foyer.site();
    const ancestorIds = await termAncestorIds(app.foyer.db.kysely, term);
    const templates = templatesFor(site, { kind: 'term-archive', taxonomy: 'area', termId: term.id, ancestorIds }, request.log);
    const { header, footer, popups } = templates;
    const documents = [header?.elements, footer?.elements, ...popups.map((p) => p.document.elements)];
    // A paginated posts widget in a template around the archive pages it as well (see cachedFirstPage).
    const key = pageKey(`/area/${slug}/`, request.query, pageParamsOf(documents));
    const hit = asksForPages(request.query) ? cachedPage(request, key) : undefined;
    if (hit) return sendCached(request, reply, hit);
    const image = areaImage(term.meta.image);
    const content: PageContent = {
      title: `${term.name} – ${site.kit.site_name}`,
      description: term.description,
      bodyClass: 'archive tax-area',
      // Its posts load in the data step, which adds their tags to the page's.
      view: areaArchiveView,
    };
    const context = archiveRequest(request, term);
    const { input, tags } = await pageInput(request, { site, templates, content, request: context, media: image ? [image.url] : [] });
    return sendRendered(request, reply, input, { cacheKey: key, tags: [...tags, contentTags.term(term.id)] });
  });

  app.get('/:slug/', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    if (!SLUG.test(slug)) return sendNotFound(request, reply);
    // Only published, viewable pages are ever cached, so a hit needs no database query.
    const cached = cachedFirstPage(request, `/${slug}/`);
    if (cached) return sendCached(request, reply, cached);
    const db = app.foyer.db.kysely;
    const post = (await getPostBySlug(db, 'page', slug)) ?? (await getPostBySlug(db, 'post', slug));
    if (!post || !isViewable(post)) return sendNotFound(request, reply);
    if (post.id === (await app.foyer.frontPageId())) return reply.redirect('/', 301);
    return sendPost(request, reply, post, `/${slug}/`);
  });

  // WordPress canonical redirect: /about -> /about/
  app.get('/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    if (!SLUG.test(slug)) return sendNotFound(request, reply);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/${slug}/${search}`, 301);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/wp-json')) {
      return reply
        .code(404)
        .send({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(404)
        .send({ code: 'not_found', message: `No ${request.method} route at ${request.url.split('?')[0]}`, data: { status: 404 } });
    }
    return sendNotFound(request, reply);
  });
}

/**
 * The cached page at `key` when the request asks for no later page of a list (`?e-page-{id}=N`), which
 * is nearly every request. Otherwise the key depends on which parameters are the page's own, known
 * once its documents are loaded (sendPost), so that made-up ones share the first page's entry.
 */
function cachedFirstPage(request: FastifyRequest, key: string): CachedPage | undefined {
  return asksForPages(request.query) ? undefined : cachedPage(request, key);
}

/** Drafts are not public. (Previews for editors arrive with authentication.) */
function isViewable(post: Post): boolean {
  return post.status === 'published' && (post.type === 'page' || post.type === 'post');
}

/** `base` is the page's cache key without page parameters: its path, or `/?p=ID`. */
async function sendPost(request: FastifyRequest, reply: FastifyReply, post: Post, base: string): Promise<FastifyReply> {
  const app = request.server;
  const site = await app.foyer.site();
  const isFront = post.id === (await app.foyer.frontPageId());
  const canonical = isFront ? '/' : `/${post.slug}/`;
  const content: PageContent = {
    title: isFront ? `${site.kit.site_name} – ${site.kit.site_description}` : `${post.title} – ${site.kit.site_name}`,
    description: typeof post.pageSettings.description === 'string' ? post.pageSettings.description : undefined,
    canonical,
    bodyClass: `${post.type} ${post.type}-id-${post.id}${isFront ? ' home' : ''}`,
    document: asRenderDocument(post),
  };
  // Foyer's posts have no parent posts, so `child_of` conditions never match; terms are read only when a condition needs them.
  const terms = needsPostTerms(site) ? await termsOfPost(app.foyer.db.kysely, post.id) : [];
  const displayRequest = {
    kind: 'singular',
    postType: post.type,
    id: post.id,
    isFrontPage: isFront,
    authorId: post.authorId,
    terms,
  } as const;
  const templates = templatesFor(site, displayRequest, request.log);
  const { header, footer, popups } = templates;
  const popupElements = popups.map((p) => p.document.elements);
  const key = pageKey(base, request.query, pageParamsOf([post.elements, header?.elements, footer?.elements, ...popupElements]));
  // The route looked the first page up already; a later page's key is known only now.
  const cached = asksForPages(request.query) ? cachedPage(request, key) : undefined;
  if (cached) return sendCached(request, reply, cached);
  const { input, tags } = await pageInput(request, { site, templates, content, request: postRequest(request, post, canonical) });
  // Its slug too: a page published later with the same slug takes over /{slug}/.
  return sendRendered(request, reply, input, { cacheKey: key, tags: [...tags, contentTags.post(post.id), contentTags.slug(post.slug)] });
}

/**
 * `/` on a site with nothing published: says the site has no content yet and shows staff the way to
 * the back office, in the theme. Never cached: the first published page replaces it.
 */
async function sendEmptyFrontPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const app = request.server;
  const site = await app.foyer.site();
  // WordPress's front page without a static page is the posts index.
  const templates = templatesFor(site, { kind: 'post-type-archive', postType: 'post', isFrontPage: true }, request.log);
  const content: PageContent = {
    title: site.kit.site_description ? `${site.kit.site_name} – ${site.kit.site_description}` : site.kit.site_name,
    canonical: '/',
    bodyClass: 'home blog',
    node: <EmptyFrontPage siteName={site.kit.site_name} backOffice={ADMIN_ROOT} />,
  };
  const { input } = await pageInput(request, { site, templates, content });
  return sendRendered(request, reply, input, {});
}

async function sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const app = request.server;
  const site = await app.foyer.site();
  // The 404 page must answer even when menus cannot be loaded: it then suggests no links.
  const menus = await app.foyer.menus.get(['primary']).catch((error: unknown) => {
    request.log.warn({ err: String(error) }, 'menus failed to load for the 404 page');
    return undefined;
  });
  const primary = menus?.get('primary')?.items ?? [];
  const links = primary.map((i) => ({ title: i.title, url: i.url })).filter((l) => l.url !== '/');
  const templates = templatesFor(site, { kind: 'not-found' }, request.log);
  // A single template for the 404 (Elementor's error-404 document) replaces the built-in page.
  const content: PageContent = {
    title: `Page not found – ${site.kit.site_name}`,
    bodyClass: 'error404',
    ...(templates.single ? { document: templates.single } : { node: <NotFound links={links} /> }),
  };
  const { input } = await pageInput(request, { site, templates, content });
  return sendRendered(request, reply, input, { status: 404 });
}
