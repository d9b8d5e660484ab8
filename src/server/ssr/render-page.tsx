// Renders a page: plan all documents (header, content, footer) for CSS and client modules, with
// their data step, then stream React's HTML. Everything a visitor sees is in this HTML.
import type { Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { backgroundCss } from '../../model/background.ts';
import { backgroundPreloads } from '../../render/background-preloads.ts';
import { baseLayoutCss } from '../../elements/base-css.ts';
import type { MenuItem, RenderContext, RenderLogger, SiteData } from '../../contracts/render-context.ts';
import { box } from '../../model/css-values.ts';
import { EMPTY_REQUEST, EMPTY_SOURCES, type DataSources, type PageView, type RequestContext } from '../../contracts/data.ts';
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
import { themeCss } from '../../theme/base-css.ts';
import { themeHeaderCss } from '../../theme/header/css.ts';
import { HEADER_SEARCH_BEHAVIOUR, HeaderSearch } from '../../theme/search/header-search.tsx';
import { AccountPanel } from '../../widgets/account-forms/panel.tsx';
import { accountFormsDeclaration } from '../../widgets/account-forms/schema.ts';
import { type HeaderSlots, headerBehaviours, ThemeHeader } from '../../theme/header/theme-header.tsx';
import type { ThemeOptions } from '../../theme/options.ts';
import { ScrollToTop, scrollToTopCss } from '../../theme/scroll-to-top.tsx';
import { kitStyles } from '../../theme/kit-styles.ts';
import { megaMenuCss } from '../../theme/mega-menu/base-css.ts';
import { MEGA_MENU_BEHAVIOUR, planMegaPanels } from '../../theme/mega-menu/documents.ts';
import { megaPanelFor } from '../../theme/mega-menu/panel.tsx';
import type { SitePopup } from '../../popups/documents.ts';
import { POPUP_WATCH, type PopupViewer, preparePopups } from '../../popups/page.ts';
import { PopupModal } from '../../popups/render.tsx';
import { TRACKER_MODULE, type TrackerConfig } from '../../stats/tracker-config.ts';
import type { ClientAssets } from './client-manifest.ts';
import { Document } from './document.tsx';
import { streamShell } from './stream-shell.ts';

/** A stored document to render in its own scope: a page or post, or a template (header, footer…). */
export interface RenderDocument {
  id: number;
  /** Elementor's document type: `wp-page`, `wp-post`, `header`, `footer`, `popup`, `loop-item`… */
  type: string;
  elements: ElementNode[];
  /** Page settings: background, padding, custom CSS. */
  settings?: Record<string, unknown>;
}

export interface PageContent {
  title: string;
  description?: string;
  canonical?: string;
  bodyClass?: string;
  /** A document (pages, posts) ... */
  document?: RenderDocument;
  /** ... or theme markup (404) built from resolved data ... */
  node?: ReactNode;
  /** ... or theme markup that loads its data in the data step (archives). */
  view?: PageView;
}

export interface RenderPageInput {
  content: PageContent;
  header?: RenderDocument;
  footer?: RenderDocument;
  kit: Kit;
  site: SiteData;
  assets: ClientAssets;
  log: RenderLogger;
  isEditor?: boolean;
  /** What the request asks for, for loaders and dynamic tags (default: `/`, nothing else). */
  request?: RequestContext;
  /** The request's batched data sources (default: none, as for `foyer render` of a file). */
  sources?: DataSources;
  /**
   * The theme's options (the `theme` setting). With them, a page no header template was chosen for
   * gets the theme header, and the scroll-to-top button when it is on; without (a file rendered by
   * `foyer render`), neither.
   */
  theme?: ThemeOptions;
  /** What other features put in the theme header: search, account forms, mega menu panels. */
  headerSlots?: HeaderSlots;
  /** Popups whose display conditions match this request (src/popups/documents.ts): rendered hidden. */
  popups?: readonly SitePopup[];
  /** The site's IANA timezone, given to popups' schedule rule. */
  timezone?: string;
  /** The logged-in visitor's roles, for popups' `logged_in` rule; absent for anonymous visitors. */
  viewer?: PopupViewer;
  /** The statistics tracker's configuration (src/stats/tracker-config.ts); none: no tracker on the page. */
  tracker?: TrackerConfig;
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

/** Page documents style `body.elementor-page-{id}`, templates their own wrapper, as in Elementor. */
function isPageDocument(doc: RenderDocument): boolean {
  return doc.type === 'wp-page' || doc.type === 'wp-post';
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
 * The theme header's menu: `{ items }` (items undefined when no menu is assigned there), or
 * undefined when loading failed, which is logged; the header then renders without a menu.
 */
async function loadHeaderMenu(
  location: string,
  sources: DataSources,
  log: RenderLogger,
): Promise<{ items: MenuItem[] | undefined } | undefined> {
  try {
    return { items: await sources.menu(location) };
  } catch (error) {
    log.warn({ menu: location, err: String(error) }, 'theme header menu failed to load: header rendered without it');
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
    return { stream: await streamShell(page.tree(false), input.log), plan: page.plan };
  } catch (error) {
    input.log.warn({ err: String(error) }, 'page render failed: rendering it again element by element');
  }
  return { stream: await streamShell(page.tree(true), input.log), plan: page.plan };
}

/** The page's template decides the shell: Canvas drops the header, the footer and the theme's extras. */
function withPageTemplate(input: RenderPageInput): RenderPageInput {
  const doc = input.content.document;
  if (!doc || !isPageDocument(doc) || pageLayout(doc.settings).hasSiteShell) return input;
  return { ...input, header: undefined, footer: undefined, theme: undefined };
}

async function preparePage(pageInput: RenderPageInput): Promise<{ plan: PagePlan; tree(isGuarded: boolean): ReactNode }> {
  const input = withPageTemplate(pageInput);
  const { content, kit, site, assets, log } = input;
  const documents = [input.header, content.document, input.footer].filter((d): d is RenderDocument => d !== undefined);
  const popupDocuments = (input.popups ?? []).map((p) => p.document);
  const fold = aboveFoldIds(input.header?.elements, content.document?.elements);
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
  const planned = [...documents, ...popupDocuments].map((doc) => ({ id: doc.id, elements: doc.elements, scope: documentScope(doc.id) }));
  // The view's loader runs beside the elements' ones, so their reads share the batch.
  // The theme header stands in for a header template; its menu loads in the same batch.
  const themeHeader = input.theme && !input.header ? input.theme.header : undefined;
  const scrollTop = input.theme?.scrollToTop.enabled ? input.theme.scrollToTop : undefined;
  const [, view, headerMenu] = await Promise.all([
    planDocuments(plan, planned, ctx, data),
    content.view ? loadView(content.view, { ...data, site, kit }, log) : undefined,
    themeHeader ? loadHeaderMenu(themeHeader.menu, data.sources, log) : undefined,
  ]);
  if (content.view && !view) plan.dataFailures++;
  for (const name of content.view?.modules ?? []) plan.modules.add(name);
  if (themeHeader) {
    if (!headerMenu) plan.dataFailures++;
    for (const name of headerBehaviours(themeHeader)) plan.modules.add(name);
    // Refreshing the areas list and the scroll-to-top button answer the visitor: they wait for input.
    if (headerMenu?.items?.some((item) => item.taxonomy === 'area' && item.children.length)) plan.inputModules.add('areas-menu');
  }
  if (scrollTop) plan.inputModules.add('scroll-to-top');
  // The tracker counts the page view: it runs at load, not at the first input.
  if (input.tracker) plan.modules.add(TRACKER_MODULE);
  // Mega items' panels are documents of their own, planned now that the menu is known.
  const megaDocuments = headerMenu?.items ? await planMegaPanels(plan, headerMenu.items, ctx, data) : [];
  // The theme header's own parts, when its options show them: the search dropdown and the account
  // forms (an island; a logged-in visitor's page never enters the shared cache, see send-page.ts).
  const themeSlots: HeaderSlots = {
    ...(themeHeader?.search ? { search: <HeaderSearch /> } : {}),
    ...(themeHeader?.account ? { account: <AccountPanel account={data.request.account} /> } : {}),
    ...input.headerSlots,
  };
  if (themeHeader?.search) plan.modules.add(HEADER_SEARCH_BEHAVIOUR);
  if (themeHeader?.account) plan.islands.add(accountFormsDeclaration.island);
  const slotsFor = (isGuarded: boolean): HeaderSlots =>
    plan.modules.has(MEGA_MENU_BEHAVIOUR)
      ? { ...themeSlots, panelFor: themeSlots.panelFor ?? megaPanelFor(plan, ctx, isGuarded) }
      : themeSlots;

  const widgetCss = new Set<string>();
  const widgetTypes = new Set<string>();
  for (const doc of [...documents, ...megaDocuments, ...popupDocuments]) {
    walkElements(doc.elements, (el) => {
      const widget = plan.elements.get(el)?.widget;
      if (widget) widgetTypes.add(widget.type);
      if (widget?.baseCss) widgetCss.add(widget.baseCss);
    });
  }
  // The kit comes first so that documents' rules win over it; custom CSS last, as Elementor prints it.
  const documentSink = createCssSink(kit.breakpoints);
  const documentsCustomCss = documents.map((doc) => documentCss(doc, documentSink, log));
  // Popups style their modal by its id (Elementor's popup CSS wrapper), not by the document wrapper.
  const popupSink = createCssSink(kit.breakpoints);
  const popups = preparePopups({
    popups: input.popups ?? [],
    kit,
    css: popupSink,
    log,
    isEditor: ctx.isEditor,
    timezone: input.timezone ?? 'UTC',
    viewer: input.viewer,
  });
  if (popups.views.length) plan.modules.add(POPUP_WATCH);
  const css = [
    kitCss(kit),
    themeCss(kit),
    themeHeader ? themeHeaderCss(themeHeader) : '',
    scrollTop ? scrollToTopCss(scrollTop.devices) : '',
    plan.modules.has(MEGA_MENU_BEHAVIOUR) ? megaMenuCss : '',
    baseLayoutCss(kit.breakpoints, { containerWidth: kit.container_width }),
    ...widgetCss,
    widgetGlobalDefaultsCss(kit, widgetTypes),
    documentSink.toString(),
    plan.css.toString(),
    popups.css,
    popupSink.toString(),
    ...plan.customCss,
    ...documentsCustomCss,
    ...popups.customCss,
  ].join('');

  const urls = (names: Set<string>) =>
    Object.fromEntries([...names].flatMap((m) => (assets.moduleUrl(m) ? [[m, assets.moduleUrl(m)]] : [])));
  const behaviourUrls = urls(plan.modules);
  const config = {
    breakpoints: kit.breakpoints,
    modules: { ...urls(plan.inputModules), ...urls(plan.visibleModules), ...behaviourUrls, ...urls(plan.islands) },
    ...(popups.config ? { popups: popups.config } : {}),
    ...(input.tracker ? { tracker: input.tracker } : {}),
  };
  // Behaviours run at load, so fetch them and the chunks they import alongside boot; islands and
  // the behaviours that wait (for input, or for their element to near the viewport) are not preloaded.
  const preloads = [...new Set([...assets.bootImports, ...[...plan.modules].flatMap((m) => assets.modulePreloads(m))])];

  const imagePreloads = content.document ? backgroundPreloads(content.document.elements.slice(0, 1), kit.breakpoints, css) : [];

  /** A document's elements: rendered by React with the page, or (guarded) as pre-rendered HTML. */
  const region = (doc: RenderDocument, isGuarded: boolean) =>
    isGuarded
      ? { dangerouslySetInnerHTML: { __html: renderElementsGuarded(doc.elements, plan, ctxOf(doc)) } }
      : { children: <Elements elements={doc.elements} plan={plan} ctx={ctxOf(doc)} /> };

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
      bodyClass={bodyClass(content, kit)}
      bodyBehaviours={input.tracker ? TRACKER_MODULE : undefined}
    >
      {input.header ? (
        <header {...wrapperProps(input.header, 'site-header elementor-location-header ')} {...region(input.header, isGuarded)} />
      ) : themeHeader ? (
        <ThemeHeader
          options={themeHeader}
          site={site}
          menu={headerMenu?.items}
          // Search results and the 404 page are no menu item's page (their request says path '/').
          currentPath={input.request && data.request.search === undefined ? data.request.path : undefined}
          slots={slotsFor(isGuarded)}
        />
      ) : null}
      <main id="content" className="site-main">
        {content.document ? (
          <div {...wrapperProps(content.document)} {...region(content.document, isGuarded)} />
        ) : view && content.view ? (
          <content.view.Render data={view.data} request={data.request} site={site} />
        ) : (
          content.node
        )}
      </main>
      {input.footer ? (
        <footer {...wrapperProps(input.footer, 'site-footer elementor-location-footer ')} {...region(input.footer, isGuarded)} />
      ) : null}
      {scrollTop ? <ScrollToTop devices={scrollTop.devices} /> : null}
      {popups.views.map((view, i) => (
        <PopupModal key={view.id} popup={view} content={region(popupDocuments[i], isGuarded)} />
      ))}
    </Document>
  );
  return { plan, tree };
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
