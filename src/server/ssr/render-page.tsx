// Renders a page: plan all documents (header, content, footer) for CSS and client modules,
// then stream React's HTML. Everything a visitor sees is in this HTML.
import type { Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { documentIdOf } from '../../db/repositories/posts.ts';
import { backgroundPreloads } from '../../elements/background-preloads.ts';
import { baseLayoutCss } from '../../elements/base-css.ts';
import type { RenderContext, RenderLogger, SiteData } from '../../elements/context.ts';
import { createPlan, planElements, type PagePlan } from '../../elements/plan.ts';
import { Elements } from '../../elements/render-element.tsx';
import { renderElementsGuarded } from '../../elements/render-guarded.tsx';
import { createCssSink } from '../../model/css.ts';
import { type ElementNode, walkElements } from '../../model/element.ts';
import { type Kit, kitCss } from '../../model/kit.ts';
import { themeCss } from '../../theme/base-css.ts';
import type { ClientAssets } from './client-manifest.ts';
import { Document } from './document.tsx';
import { streamShell } from './stream-shell.ts';

export interface PageContent {
  title: string;
  description?: string;
  canonical?: string;
  bodyClass?: string;
  /** An element tree (pages, posts) ... */
  elements?: ElementNode[];
  /** ... or theme markup (archives, 404) built from resolved data. */
  node?: ReactNode;
}

export interface RenderPageInput {
  content: PageContent;
  header?: ElementNode[];
  footer?: ElementNode[];
  kit: Kit;
  site: SiteData;
  assets: ClientAssets;
  log: RenderLogger;
  isEditor?: boolean;
}

export interface RenderedPage {
  stream: Readable;
  plan: PagePlan;
}

/** Header elements and the first section of the content are the first screenful. */
function aboveFoldIds(header: ElementNode[] | undefined, content: ElementNode[] | undefined): Set<string> {
  const ids = new Set<string>();
  const add = (els: ElementNode[]) => walkElements(els, (el) => ids.add(el.id));
  if (header) add(header);
  if (content?.length) add(content.slice(0, 1));
  return ids;
}

/**
 * Renders a page and resolves with its HTML stream once React's shell is ready, before any byte
 * is sent. A throw anywhere in an element's render (React has no error boundaries on the server)
 * fails that whole render; the page is then rendered again with every element guarded on its
 * own, which leaves out only the failing ones. The guard costs a React render per element, so
 * pages that render cleanly (nearly all) never pay for it. Rejects when the page itself cannot
 * render (planning, the document shell or theme markup failed): the caller answers with a 500.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const page = preparePage(input);
  try {
    return { stream: await streamShell(page.tree(false), input.log), plan: page.plan };
  } catch (error) {
    input.log.warn({ err: String(error) }, 'page render failed: rendering it again element by element');
  }
  return { stream: await streamShell(page.tree(true), input.log), plan: page.plan };
}

function preparePage(input: RenderPageInput): { plan: PagePlan; tree(isGuarded: boolean): ReactNode } {
  const { content, kit, site, assets, log } = input;
  const fold = aboveFoldIds(input.header, content.elements);
  const ctx: RenderContext = {
    kit,
    site,
    isEditor: input.isEditor ?? false,
    assetUrl: (path) => path,
    isAboveFold: (id) => fold.has(id),
    log,
  };
  // Each document's own context names it when one of its elements fails.
  const ctxOf = (doc: ElementNode[]): RenderContext => ({ ...ctx, documentId: documentIdOf(doc) });
  const plan = createPlan(createCssSink(kit.breakpoints));
  for (const doc of [input.header, content.elements, input.footer]) if (doc) planElements(plan, doc, ctxOf(doc));

  const widgetCss = new Set<string>();
  for (const doc of [input.header, content.elements, input.footer]) {
    if (!doc) continue;
    walkElements(doc, (el) => {
      const base = plan.elements.get(el)?.widget?.baseCss;
      if (base) widgetCss.add(base);
    });
  }
  const css = [
    kitCss(kit),
    themeCss(kit),
    baseLayoutCss(kit.breakpoints, { containerWidth: kit.container_width }),
    ...widgetCss,
    plan.css.toString(),
  ].join('');

  const urls = (names: Set<string>) =>
    Object.fromEntries([...names].flatMap((m) => (assets.moduleUrl(m) ? [[m, assets.moduleUrl(m)]] : [])));
  const behaviourUrls = urls(plan.modules);
  const config = { breakpoints: kit.breakpoints, modules: { ...behaviourUrls, ...urls(plan.islands) } };
  // Behaviours run at load, so fetch them alongside boot; islands load only near the viewport.
  const preloads = [...assets.bootImports, ...(Object.values(behaviourUrls) as string[])];
  const imagePreloads = content.elements ? backgroundPreloads(content.elements.slice(0, 1), kit.breakpoints) : [];

  /** A region's elements: rendered by React with the page, or (guarded) as pre-rendered HTML. */
  const region = (doc: ElementNode[], isGuarded: boolean) =>
    isGuarded
      ? { dangerouslySetInnerHTML: { __html: renderElementsGuarded(doc, plan, ctxOf(doc)) } }
      : { children: <Elements elements={doc} plan={plan} ctx={ctxOf(doc)} /> };

  const tree = (isGuarded: boolean) => (
    <Document
      title={content.title}
      description={content.description ?? kit.site_description}
      lang="en"
      canonical={content.canonical}
      css={css}
      bootUrl={assets.boot}
      preloads={preloads}
      imagePreloads={imagePreloads}
      config={config}
      bodyClass={content.bodyClass ?? ''}
    >
      {input.header ? <header className="site-header" data-elementor-type="header" {...region(input.header, isGuarded)} /> : null}
      {content.elements ? (
        <main id="content" className="site-main" {...region(content.elements, isGuarded)} />
      ) : (
        <main id="content" className="site-main">
          {content.node}
        </main>
      )}
      {input.footer ? <footer className="site-footer" data-elementor-type="footer" {...region(input.footer, isGuarded)} /> : null}
    </Document>
  );
  return { plan, tree };
}

/** Collects a rendered page into one string (CLI, tests, cache fill). */
export async function renderPageToString(input: RenderPageInput): Promise<{ html: string; plan: PagePlan }> {
  const { stream, plan } = await renderPage(input);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { html: Buffer.concat(chunks).toString('utf8'), plan };
}
