// Composes a page: plan all its documents (header, content, footer, popups) for CSS and client
// modules, with their data step, let every page part (page-parts.ts) add what it shows, then stream
// React's HTML. Everything a visitor sees is in this HTML.
import type { Readable } from 'node:stream';
import { Fragment, type ReactNode } from 'react';
import { backgroundCss } from '../../model/background.ts';
import type { ClientModuleName } from '../../runtime/module-names.ts';
import { backgroundPreloads } from '../../render/background-preloads.ts';
import { baseLayoutCss } from '../../elements/base-css.ts';
import type { RenderContext, RenderLogger } from '../../contracts/render-context.ts';
import type { PageContent } from '../../contracts/page.ts';
import { box } from '../../model/css-values.ts';
import { EMPTY_REQUEST, EMPTY_SOURCES, type PageView } from '../../contracts/data.ts';
import { createPlan, documentScope, planDocuments, type PagePlan } from '../../render/plan.ts';
import { widgetByType } from '../../widgets/index.ts';
import { widgetGlobalDefaultsCss } from '../../widgets/global-defaults.ts';
import { Elements } from '../../render/render-element.tsx';
import { renderElementsGuarded } from '../../render/render-guarded.tsx';
import { type CssSink, createCssSink } from '../../model/css.ts';
import { scopeCustomCss } from '../../model/custom-css.ts';
import { type ElementNode, walkElements } from '../../model/element.ts';
import type { Kit } from '../../model/kit.ts';
import { kitVariables } from '../../model/kit-css.ts';
import { pageLayout } from '../../model/page-template.ts';
import { isPageDocument, type RenderDocument } from '../../model/render-document.ts';
import { themeCss } from '../../theme/base-css.ts';
import { kitStyles } from '../../theme/kit-styles.ts';
import { Document } from './document.tsx';
import type { PagePart, PageSetup, PageTree, PartOutput, RegionProps, RenderPageInput } from './page-part.ts';
import { PAGE_PARTS } from './page-parts.ts';
import { streamShell } from './stream-shell.ts';

export type { RenderPageInput } from './page-part.ts';

export interface RenderedPage {
  stream: Readable;
  plan: PagePlan;
  /** Content tags of what the page parts were built from (templates, popups), for the page cache. */
  tags: string[];
}

/** Header elements and the first section of the content are the first screenful. */
function aboveFoldIds(header: readonly RenderDocument[], content: ElementNode[] | undefined): Set<string> {
  const ids = new Set<string>();
  const add = (els: ElementNode[]) => walkElements(els, (el) => ids.add(el.id));
  for (const doc of header) add(doc.elements);
  if (content?.length) add(content.slice(0, 1));
  return ids;
}

/** The kit's variables and styles: the same for every page until the kit changes (a new kit object). */
const kitCssByKit = new WeakMap<Kit, string>();
function kitCss(kit: Kit): string {
  let css = kitCssByKit.get(kit);
  if (css === undefined) {
    const sink = createCssSink(kit.breakpoints);
    kitVariables(kit, sink);
    kitStyles(kit, sink);
    kitCssByKit.set(kit, (css = sink.toString()));
  }
  return css;
}

function wrapperSelector(doc: RenderDocument): string {
  return isPageDocument(doc) ? `body.elementor-page-${doc.id}` : documentScope(doc.id);
}
/** A document's own settings: its background, padding and custom CSS. */
function documentCss(doc: RenderDocument, css: CssSink, log: RenderLogger): string {
  const settings = doc.settings ?? {};
  const selector = wrapperSelector(doc);
  try {
    backgroundCss({ css, selector, settings, prefix: 'background' });
    css.responsive(documentScope(doc.id), settings, 'padding', (v) => ({ padding: box(v) }));
  } catch (error) {
    log.warn({ document: doc.id, err: String(error) }, 'CSS generation failed for page settings');
  }
  const custom = scopeCustomCss(settings.custom_css, selector);
  if (custom.refused) log.warn({ document: doc.id, reason: custom.refused }, 'custom CSS refused');
  return custom.css ?? '';
}

/** `<div class="elementor elementor-{id}" data-elementor-type data-elementor-id>`, as Elementor wraps a document. */
function wrapperProps(doc: RenderDocument, extraClass = ''): Record<string, string> {
  return {
    className: `${extraClass}elementor elementor-${doc.id}`,
    'data-elementor-type': doc.type,
    'data-elementor-id': String(doc.id),
  };
}

/** The view's data, or undefined (logged) when its loader failed: the page renders without it. */
async function loadView(view: PageView, args: Parameters<PageView['data']>[0], log: RenderLogger): Promise<{ data: unknown } | undefined> {
  try {
    return { data: await view.data(args) };
  } catch (error) {
    log.warn({ view: view.name, err: String(error) }, 'view data step failed: left out of the page');
    return undefined;
  }
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
  const page = await preparePage(input);
  try {
    return { stream: await streamShell(page.tree(false), input.log), plan: page.plan, tags: page.tags };
  } catch (error) {
    input.log.warn({ err: String(error) }, 'page render failed: rendering it again element by element');
  }
  return { stream: await streamShell(page.tree(true), input.log), plan: page.plan, tags: page.tags };
}

/** The page's template decides the shell: Canvas drops the header, the footer and the theme's extras. */
function withPageTemplate(input: RenderPageInput): RenderPageInput {
  const doc = input.content.document;
  if (!doc || !isPageDocument(doc) || pageLayout(doc.settings).hasSiteShell) return input;
  return { ...input, header: undefined, footer: undefined, theme: undefined };
}

interface PreparedPage {
  plan: PagePlan;
  tags: string[];
  tree(isGuarded: boolean): ReactNode;
}

async function preparePage(pageInput: RenderPageInput): Promise<PreparedPage> {
  const input = withPageTemplate(pageInput);
  const { content, kit, site, assets, log } = input;
  const parts = input.parts ?? PAGE_PARTS;
  const partDocuments = (region: 'header' | 'footer' | 'end') =>
    parts.filter((p) => p.region === region).flatMap((p) => p.documents?.(input) ?? []);
  const headerDocuments = partDocuments('header');
  const footerDocuments = partDocuments('footer');
  const endDocuments = partDocuments('end');
  // The page's locations: their settings print with the content's, in Elementor's wrappers.
  const documents = [...headerDocuments, ...(content.document ? [content.document] : []), ...footerDocuments];
  const fold = aboveFoldIds(headerDocuments, content.document?.elements);
  const ctx: RenderContext = {
    kit,
    site,
    isEditor: input.isEditor ?? false,
    assetUrl: (path) => path,
    isAboveFold: (id) => fold.has(id),
    log,
  };
  // Each document's own context names it when one of its elements fails.
  const ctxOf = (doc: RenderDocument): RenderContext => ({ ...ctx, documentId: doc.id });
  const plan = createPlan(createCssSink(kit.breakpoints), widgetByType);
  const data = { request: input.request ?? EMPTY_REQUEST, sources: input.sources ?? EMPTY_SOURCES };
  const setup: PageSetup = { input, ctx, plan, data };
  const planned = [...documents, ...endDocuments].map((doc) => ({ id: doc.id, elements: doc.elements, scope: documentScope(doc.id) }));
  // The view's and the parts' loaders run beside the elements' ones, so their reads share the batch.
  const [, view, ...loaded] = await Promise.all([
    planDocuments(plan, planned, ctx, data),
    content.view ? loadView(content.view, { ...data, site, kit }, log) : undefined,
    ...parts.map((part) => part.load?.(setup)),
  ]);
  if (content.view && !view) plan.dataFailures++;
  for (const name of content.view?.modules ?? []) plan.modules.add(name);
  // In list order: a part may read what the ones before it added to the plan.
  const outputByPart = new Map<PagePart, PartOutput>();
  for (const [i, part] of parts.entries()) {
    const output = await part.prepare(setup, loaded[i]);
    if (output) outputByPart.set(part, output);
  }
  const outputs = [...outputByPart.values()];

  const widgetCss = new Set<string>();
  const widgetTypes = new Set<string>();
  let hasSections = false;
  for (const doc of [...documents, ...outputs.flatMap((o) => o.plannedDocuments ?? []), ...endDocuments]) {
    walkElements(doc.elements, (el) => {
      const widget = plan.elements.get(el)?.widget;
      if (widget) widgetTypes.add(widget.type);
      if (widget?.baseCss) widgetCss.add(widget.baseCss);
      if (el.elType === 'section' || el.elType === 'column') hasSections = true;
    });
  }
  // The kit comes first so that documents' rules win over it; custom CSS last, as Elementor prints it.
  const documentSink = createCssSink(kit.breakpoints);
  const documentsCustomCss = documents.map((doc) => documentCss(doc, documentSink, log));
  const css = [
    kitCss(kit),
    themeCss(kit),
    ...outputs.map((o) => o.themeCss ?? ''),
    baseLayoutCss(kit.breakpoints, { containerWidth: kit.container_width, sections: hasSections, animations: plan.animations }),
    ...widgetCss,
    widgetGlobalDefaultsCss(kit, widgetTypes),
    documentSink.toString(),
    plan.css.toString(),
    ...outputs.map((o) => o.css ?? ''),
    ...plan.customCss,
    ...documentsCustomCss,
    ...outputs.flatMap((o) => o.customCss ?? []),
  ].join('');

  // Each chunk the page may load, with the chunks it imports (which the loader preloads beside it).
  const urls = (names: Iterable<string>) =>
    Object.fromEntries(
      [...names].flatMap((m) => {
        const chunks = assets.modulePreloads(m);
        return chunks.length ? [[m, chunks.length === 1 ? chunks[0] : chunks]] : [];
      }),
    );
  const islandHydrate: ClientModuleName = 'island-hydrate';
  const behaviourUrls = urls(plan.modules);
  const config = {
    breakpoints: kit.breakpoints,
    modules: {
      ...urls(plan.inputModules),
      ...urls(plan.visibleModules),
      ...behaviourUrls,
      ...urls(plan.islands.size ? [...plan.islands, islandHydrate] : []),
    },
    ...Object.assign({}, ...outputs.map((o) => o.config ?? {})),
  };
  // Behaviours run at load, so fetch them and the chunks they import alongside boot; islands and
  // the behaviours that wait (for input, or for their element to near the viewport) are not preloaded.
  // A module bound to a media query (the desktop mega menu) is preloaded only where it matches; a
  // chunk another module also needs is preloaded everywhere.
  const preloadMedia = new Map<string, string | undefined>(assets.bootImports.map((href) => [href, undefined]));
  for (const m of plan.modules) {
    const media = plan.moduleMedia.get(m);
    for (const href of assets.modulePreloads(m)) preloadMedia.set(href, preloadMedia.has(href) ? preloadMedia.get(href) && media : media);
  }
  const preloads = [...preloadMedia].map(([href, media]) => ({ href, media }));

  const imagePreloads = content.document ? backgroundPreloads(content.document.elements.slice(0, 1), kit.breakpoints, css) : [];
  const bodyBehaviours = outputs.flatMap((o) => o.bodyBehaviour ?? []).join(' ') || undefined;

  /** What the parts get to build their markup with. */
  const pageTree = (isGuarded: boolean): PageTree => {
    /** A document's elements: rendered by React with the page, or (guarded) as pre-rendered HTML. */
    const region = (doc: RenderDocument): RegionProps =>
      isGuarded
        ? { dangerouslySetInnerHTML: { __html: renderElementsGuarded(doc.elements, plan, ctxOf(doc)) } }
        : { children: <Elements elements={doc.elements} plan={plan} ctx={ctxOf(doc)} /> };
    const location = (tag: 'header' | 'footer', doc: RenderDocument) => {
      const Tag = tag;
      return <Tag {...wrapperProps(doc, `site-${tag} elementor-location-${tag} `)} {...region(doc)} />;
    };
    const base = { isGuarded, region, location };
    const headerSlots = Object.assign({}, ...outputs.map((o) => o.headerSlots?.(base) ?? {}), input.headerSlots);
    return { ...base, headerSlots };
  };
  const partsIn = (tree: PageTree, region: 'header' | 'footer' | 'end') =>
    parts
      .filter((part) => part.region === region)
      .map((part) => {
        const render = outputByPart.get(part)?.render;
        return render ? <Fragment key={part.name}>{render(tree)}</Fragment> : null;
      });

  const tree = (isGuarded: boolean) => {
    const page = pageTree(isGuarded);
    return (
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
        bodyClass={bodyClass(content, kit)}
        bodyBehaviours={bodyBehaviours}
      >
        {partsIn(page, 'header')}
        <main id="content" className="site-main">
          {content.document ? (
            <div {...wrapperProps(content.document)} {...page.region(content.document)} />
          ) : view && content.view ? (
            <content.view.Render data={view.data} request={data.request} site={site} />
          ) : (
            content.node
          )}
        </main>
        {partsIn(page, 'footer')}
        {partsIn(page, 'end')}
      </Document>
    );
  };
  return { plan, tags: [...new Set(outputs.flatMap((o) => o.tags ?? []))], tree };
}

/** The body's classes: the page's own, its template's, the kit's scope, and Elementor's page classes for a document. */
function bodyClass(content: PageContent, kit: Kit): string {
  const doc = content.document;
  const isPage = doc !== undefined && isPageDocument(doc);
  const template = isPage ? ` ${pageLayout(doc.settings).bodyClasses.join(' ')}` : '';
  const page = isPage ? ` elementor-page elementor-page-${doc.id}` : '';
  return `${content.bodyClass ?? ''}${template} elementor-kit-${kit.id}${page}`.trim();
}

/** Collects a rendered page into one string (CLI, tests, cache fill). */
export async function renderPageToString(input: RenderPageInput): Promise<{ html: string; plan: PagePlan }> {
  const { stream, plan } = await renderPage(input);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { html: Buffer.concat(chunks).toString('utf8'), plan };
}
