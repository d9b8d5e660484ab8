// Renders a page: plan all documents (header, content, footer) for CSS and client modules,
// then stream React's HTML. Everything a visitor sees is in this HTML.
import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { backgroundPreloads } from '../../elements/background-preloads.ts';
import { baseLayoutCss } from '../../elements/base-css.ts';
import type { RenderContext, RenderLogger, SiteData } from '../../contracts/render-context.ts';
import { createPlan, planElements, type PagePlan } from '../../elements/plan.ts';
import { widgetByType } from '../../widgets/index.ts';
import { Elements } from '../../elements/render-element.tsx';
import { createCssSink } from '../../model/css.ts';
import { type ElementNode, walkElements } from '../../model/element.ts';
import { type Kit, kitCss } from '../../model/kit.ts';
import { themeCss } from '../../theme/base-css.ts';
import type { ClientAssets } from './client-manifest.ts';
import { Document } from './document.tsx';

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

export function renderPage(input: RenderPageInput): RenderedPage {
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
  const plan = createPlan(createCssSink(kit.breakpoints), widgetByType);
  for (const doc of [input.header, content.elements, input.footer]) if (doc) planElements(plan, doc, ctx);

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

  const tree = (
    <Document
      title={content.title}
      description={content.description ?? kit.site_description}
      lang="en"
      canonical={content.canonical}
      css={css}
      bootUrl={assets.boot}
      preloads={preloads}
      imagePreloads={content.elements ? backgroundPreloads(content.elements.slice(0, 1), kit.breakpoints) : []}
      config={config}
      bodyClass={content.bodyClass ?? ''}
    >
      {input.header ? (
        <header className="site-header" data-elementor-type="header">
          <Elements elements={input.header} plan={plan} ctx={ctx} />
        </header>
      ) : null}
      <main id="content" className="site-main">
        {content.elements ? <Elements elements={content.elements} plan={plan} ctx={ctx} /> : content.node}
      </main>
      {input.footer ? (
        <footer className="site-footer" data-elementor-type="footer">
          <Elements elements={input.footer} plan={plan} ctx={ctx} />
        </footer>
      ) : null}
    </Document>
  );

  const out = new PassThrough();
  const { pipe } = renderToPipeableStream(tree, {
    onShellReady() {
      pipe(out);
    },
    onShellError(error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
    onError(error) {
      log.warn({ err: String(error) }, 'render error');
    },
  });
  return { stream: out, plan };
}

/** Collects a rendered page into one string (CLI, tests, cache fill). */
export async function renderPageToString(input: RenderPageInput): Promise<{ html: string; plan: PagePlan }> {
  const { stream, plan } = renderPage(input);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { html: Buffer.concat(chunks).toString('utf8'), plan };
}
