// The pass before React renders: parse every element's settings once, generate the page CSS,
// and collect the browser modules (behaviours, islands) the page needs. `planDocuments` also runs
// the elements' async data step (data-step.ts); everything else here is pure, with no I/O.
import { behavioursWait, renderedBehaviours } from './behaviour-timing.ts';
import { registerCompileCache } from '../model/compile-caches.ts';
import type { Breakpoints } from '../model/breakpoints.ts';
import { type CssSink, type RecordedRule, createRecordingSink } from '../model/css.ts';
import { scopeCustomCss } from '../model/custom-css.ts';
import type { ElementNode } from '../model/element.ts';
import { resolveGlobals } from '../model/globals.ts';
import { type Kit, kitGlobalIds } from '../model/kit.ts';
import { parseSettings } from '../contracts/settings.ts';
import type { WidgetDefinition, WidgetLookup } from '../contracts/widget.ts';
import { commonBehaviours, commonClientSettings, commonCss, entranceAnimations, isCommonSetting } from './common.ts';
import type { RenderContext } from '../contracts/render-context.ts';
import type { DataContext } from '../contracts/data.ts';
import { type DataOutcome, runDataStep } from './data-step.ts';
import { layoutByElType } from '../elements/layouts.ts';
import type { LayoutDefinition } from '../elements/types.ts';
import { baseSettingKey } from './setting-keys.ts';

export interface PlannedElement {
  settings: Record<string, unknown>;
  widget?: WidgetDefinition;
  layout?: LayoutDefinition;
  behaviours: string[];
  clientSettings?: Record<string, unknown>;
  /** What the element's data step returned for this request. */
  data?: unknown;
}

export interface PagePlan {
  css: CssSink;
  /** The widget registry the page is planned with (src/widgets/index.ts on the server). */
  widgets: WidgetLookup;
  elements: WeakMap<ElementNode, PlannedElement>;
  /** Behaviour names this page needs at load (preloaded with the boot module). */
  modules: Set<string>;
  /** Media queries of load-time modules needed only where they match (`data-behaviours-media`): their preloads carry them. */
  moduleMedia: Map<string, string>;
  /** Behaviour names needed only after the visitor's first input (`data-behaviours-defer="input"`): not preloaded. */
  inputModules: Set<string>;
  /** Behaviour names needed only once an element nears the viewport (`data-behaviours-defer="visible"`): not preloaded. */
  visibleModules: Set<string>;
  /** Island names this page needs (hydrated lazily, so never preloaded). */
  islands: Set<string>;
  /** Entrance animations the page's elements (and parts, such as popups) play: only their keyframes are printed. */
  animations: Set<string>;
  /** Widget types (or elTypes) that render nothing, with instance counts. */
  unsupportedTypes: Map<string, number>;
  /** `type.setting` keys the renderer does not know, with counts. */
  unsupportedSettings: Map<string, number>;
  /** `__globals__` references to globals the kit does not have (`colors?id=x`), with counts. */
  unknownGlobals: Map<string, number>;
  /** Staff custom CSS of the page's elements, scoped, in document order. */
  customCss: string[];
  /** Dynamic tags (`__dynamic__`) the registry does not have, with counts: their settings stay static. */
  unknownDynamicTags: Map<string, number>;
  /** Elements (and views) whose data step failed and were left out: such a page is not cached. */
  dataFailures: number;
  /** Widget instances rendered / seen, for coverage reports. */
  widgetCounts: { rendered: number; total: number };
}

/** The CSS selector of a document's wrapper (`.elementor-{id}`), which scopes its element rules. */
export function documentScope(documentId: number | string): string {
  return `.elementor-${cssIdent(String(documentId))}`;
}

const warnedTypes = new Set<string>();
const warnedGlobals = new Set<string>();

export function createPlan(css: CssSink, widgets: WidgetLookup): PagePlan {
  return {
    css,
    widgets,
    elements: new WeakMap(),
    modules: new Set(),
    moduleMedia: new Map(),
    inputModules: new Set(),
    visibleModules: new Set(),
    islands: new Set(),
    animations: new Set(),
    unsupportedTypes: new Map(),
    unsupportedSettings: new Map(),
    unknownGlobals: new Map(),
    customCss: [],
    unknownDynamicTags: new Map(),
    dataFailures: 0,
    widgetCounts: { rendered: 0, total: 0 },
  };
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Adds a document's elements to the page plan. `scope` is the document's wrapper selector
 * (`documentScope(id)`): every element rule is printed under it, so two documents on one page that
 * reuse an element id never share rules. Unit tests of a single element leave it out.
 * Never throws for bad element data.
 */
export function planElements(plan: PagePlan, elements: ElementNode[], ctx: RenderContext, scope = ''): void {
  for (const element of elements) {
    planElement(plan, element, ctx, scope);
    planElements(plan, element.elements, ctx, scope);
  }
}

/** What an element contributes to a page, derived from the element and the breakpoints alone. */
interface CompiledElement {
  breakpoints: Breakpoints;
  scope: string;
  kit: Kit;
  unknownGlobals: string[];
  customCss?: string;
  widgets: WidgetLookup;
  planned: PlannedElement;
  typeName: string;
  isWidget: boolean;
  isSupported: boolean;
  rules: RecordedRule[];
  unsupportedSettings: string[];
}

/**
 * Compiled elements by element object. Stored documents keep their parsed objects while unchanged
 * (src/db/repositories/posts.ts), so like Elementor's per-post CSS files this work is done once
 * per document version; React still renders every request.
 */
let compiledElements = new WeakMap<ElementNode, CompiledElement>();
registerCompileCache(() => (compiledElements = new WeakMap()));

/** The element compiled for this page's breakpoints, scope, kit and widgets; undefined if it cannot be. */
function compiledFor(element: ElementNode, plan: PagePlan, ctx: RenderContext, scope: string): CompiledElement | undefined {
  let compiled = compiledElements.get(element);
  if (
    !compiled ||
    compiled.breakpoints !== plan.css.breakpoints ||
    compiled.scope !== scope ||
    compiled.kit !== ctx.kit ||
    compiled.widgets !== plan.widgets
  ) {
    compiled = compileGuarded(element, plan, ctx, scope);
    if (compiled) compiledElements.set(element, compiled);
  }
  return compiled;
}

function compileGuarded(element: ElementNode, plan: PagePlan, ctx: RenderContext, scope: string): CompiledElement | undefined {
  try {
    return compileElement(element, plan.css.breakpoints, plan.widgets, ctx, scope);
  } catch (error) {
    // A widget's behaviours() or clientSettings() choked on its settings: the element is left
    // out (nothing planned renders nothing), the rest of the page goes on.
    ctx.log.warn({ documentId: ctx.documentId, id: element.id, err: String(error) }, 'element failed to plan: left out');
    return undefined;
  }
}

/**
 * Elements whose dynamic tags gave them other settings for a request, by resolved settings. A few
 * per element: a header template with the post's title is compiled once per post it shows, not
 * once per request, and alternating posts do not push each other out.
 */
const dynamicCompiled = new WeakMap<ElementNode, Map<string, CompiledElement>>();
const DYNAMIC_VARIANTS = 16;

function compiledWithSettings(
  element: ElementNode,
  settings: Record<string, unknown>,
  plan: PagePlan,
  ctx: RenderContext,
  scope: string,
): CompiledElement | undefined {
  const key = JSON.stringify(settings);
  let variants = dynamicCompiled.get(element);
  if (!variants) dynamicCompiled.set(element, (variants = new Map()));
  const known = variants.get(key);
  if (
    known &&
    known.breakpoints === plan.css.breakpoints &&
    known.scope === scope &&
    known.kit === ctx.kit &&
    known.widgets === plan.widgets
  )
    return known;
  const compiled = compileGuarded({ ...element, settings }, plan, ctx, scope);
  if (!compiled) return undefined;
  if (variants.size >= DYNAMIC_VARIANTS) variants.delete(variants.keys().next().value as string);
  variants.set(key, compiled);
  return compiled;
}

function planElement(plan: PagePlan, element: ElementNode, ctx: RenderContext, scope: string): void {
  const compiled = compiledFor(element, plan, ctx, scope);
  if (compiled) addToPlan(plan, element, compiled, ctx);
}

function addToPlan(plan: PagePlan, element: ElementNode, compiled: CompiledElement, ctx: RenderContext, data?: unknown): void {
  const { planned, typeName } = compiled;
  if (compiled.isWidget) plan.widgetCounts.total++;
  if (!compiled.isSupported) {
    bump(plan.unsupportedTypes, typeName);
    if (!warnedTypes.has(typeName)) {
      warnedTypes.add(typeName);
      ctx.log.warn({ type: typeName }, 'unsupported element type: rendered as nothing');
    }
  } else if (compiled.isWidget) plan.widgetCounts.rendered++;
  for (const key of compiled.unsupportedSettings) bump(plan.unsupportedSettings, key);
  for (const ref of compiled.unknownGlobals) bump(plan.unknownGlobals, ref);
  if (compiled.customCss) plan.customCss.push(compiled.customCss);
  for (const rule of compiled.rules) plan.css.add(rule.selector, rule.declarations, rule.device);
  const wait = behavioursWait(planned.behaviours, ctx, element.id);
  const modules = wait === 'input' ? plan.inputModules : wait === 'visible' ? plan.visibleModules : plan.modules;
  for (const b of renderedBehaviours(planned.behaviours, ctx, element.id)) modules.add(b);
  if (planned.widget?.island) plan.islands.add(planned.widget.island);
  for (const name of entranceAnimations(planned.settings)) plan.animations.add(name);
  // The compiled element is shared by every request: this request's data goes on a copy.
  plan.elements.set(element, data === undefined ? planned : { ...planned, data });
}

/** A document to plan: its elements and the scope its rules are printed under (`documentScope(id)`). */
export interface PlanDocument {
  id: number;
  elements: ElementNode[];
  scope: string;
}

interface Entry {
  element: ElementNode;
  compiled: CompiledElement;
  document: PlanDocument;
  /** The render context naming the entry's document, for the logs of what fails. */
  ctx: RenderContext;
  /** Index after the element's last descendant: where to continue when it is left out. */
  end: number;
}

function collect(entries: Entry[], elements: ElementNode[], document: PlanDocument, plan: PagePlan, ctx: RenderContext): void {
  for (const element of elements) {
    const compiled = compiledFor(element, plan, ctx, document.scope);
    // An element that cannot be compiled is left out, and with it its children (nothing renders them).
    if (!compiled) continue;
    const entry: Entry = { element, compiled, document, ctx, end: 0 };
    entries.push(entry);
    collect(entries, element.elements, document, plan, ctx);
    entry.end = entries.length;
  }
}

/**
 * Plans a page's documents with the data step: every element's loader and dynamic tags run in
 * parallel (their source reads batched), then the plan is filled in document order. An element
 * whose data step failed is left out with its children; the rest of the page renders.
 */
export async function planDocuments(plan: PagePlan, documents: PlanDocument[], ctx: RenderContext, data: DataContext): Promise<void> {
  const entries: Entry[] = [];
  for (const document of documents) collect(entries, document.elements, document, plan, { ...ctx, documentId: document.id });
  const outcomes = await runDataStep(
    entries.map((e) => ({ element: e.element, planned: e.compiled.planned, documentId: e.document.id })),
    ctx,
    data,
  );
  for (let i = 0; i < entries.length;) {
    const { element, compiled, document, end, ctx: docCtx } = entries[i];
    const outcome: DataOutcome | undefined = outcomes[i];
    for (const name of outcome?.unknownTags ?? []) bump(plan.unknownDynamicTags, name);
    if (outcome?.failed) {
      plan.dataFailures++;
      // Still counted as seen for coverage reports, never as rendered.
      for (let j = i; j < end; j++) if (entries[j].compiled.isWidget) plan.widgetCounts.total++;
      i = end;
      continue;
    }
    const own = outcome?.settings ? compiledWithSettings(element, outcome.settings, plan, docCtx, document.scope) : compiled;
    if (own) addToPlan(plan, element, own, docCtx, outcome?.data);
    i++;
  }
}

const globalIdsByKit = new WeakMap<Kit, ReturnType<typeof kitGlobalIds>>();

/** Drops references to globals the kit lacks (the setting's own value applies); reports each once. */
function checkGlobals(element: ElementNode, ctx: RenderContext): { settings: Record<string, unknown>; unknown: string[] } {
  let ids = globalIdsByKit.get(ctx.kit);
  if (!ids) globalIdsByKit.set(ctx.kit, (ids = kitGlobalIds(ctx.kit)));
  const resolved = resolveGlobals(element.settings, ids);
  for (const ref of resolved.unknown) {
    if (warnedGlobals.has(ref)) continue;
    warnedGlobals.add(ref);
    ctx.log.warn({ id: element.id, global: ref }, "reference to a global the kit does not have: the setting's own value is used");
  }
  return resolved;
}

function compileElement(
  element: ElementNode,
  breakpoints: Breakpoints,
  widgets: WidgetLookup,
  ctx: RenderContext,
  scope: string,
): CompiledElement {
  const isWidget = element.elType === 'widget';
  const def: WidgetDefinition | LayoutDefinition | undefined = isWidget
    ? widgets.get(element.widgetType ?? '')
    : layoutByElType.get(element.elType as LayoutDefinition['elType']);
  const typeName = isWidget ? (element.widgetType ?? '(none)') : element.elType;
  const base = {
    breakpoints,
    widgets,
    scope,
    kit: ctx.kit,
    typeName,
    isWidget,
    rules: [] as RecordedRule[],
    unsupportedSettings: [] as string[],
    unknownGlobals: [] as string[],
  };
  if (!def) return { ...base, isSupported: false, planned: { settings: element.settings, behaviours: [] } };

  const globals = checkGlobals(element, ctx);
  base.unknownGlobals = globals.unknown;
  const { settings, invalidKeys } = parseSettings(def.schema, globals.settings);
  if (invalidKeys.length) {
    ctx.log.warn({ id: element.id, type: typeName, keys: invalidKeys }, 'invalid settings replaced by defaults');
  }
  const shape = def.schema.shape as Record<string, unknown>;
  for (const key of Object.keys(element.settings)) {
    // hide_mobile is itself a setting, not `hide` for mobile: check the whole key first.
    if (key in shape || isCommonSetting(key)) continue;
    const baseKey = baseSettingKey(key);
    if (!(baseKey in shape) && !isCommonSetting(baseKey)) base.unsupportedSettings.push(`${typeName}.${baseKey}`);
  }

  const widget = isWidget ? (def as WidgetDefinition) : undefined;
  const layout = isWidget ? undefined : (def as LayoutDefinition);
  const own = `.elementor-element-${cssIdent(element.id)}`;
  const selector = scope ? `${scope} ${own}` : own;
  const css = createRecordingSink(breakpoints);
  try {
    commonCss({ settings, selector, css, element });
    widget?.css?.({ settings, selector, css });
    layout?.css?.({ settings, selector, css, element });
  } catch (error) {
    ctx.log.warn({ id: element.id, type: typeName, err: String(error) }, 'CSS generation failed for element');
  }
  const behaviours = [...commonBehaviours(settings), ...(widget?.behaviours?.(settings) ?? layout?.behaviours?.(settings, element) ?? [])];
  const ownClient = widget ? widget.clientSettings?.(settings) : layout?.clientSettings?.(settings);
  const common = commonClientSettings(settings);
  const clientSettings = ownClient || common ? { ...common, ...ownClient } : undefined;
  // Elementor Pro's `selector` for an element: its wrapper, with both classes for specificity.
  const custom = scopeCustomCss(
    element.settings.custom_css,
    `${scope} .elementor-element.elementor-element-${cssIdent(element.id)}`.trim(),
  );
  if (custom.refused) ctx.log.warn({ id: element.id, reason: custom.refused }, 'custom CSS refused');
  return {
    ...base,
    customCss: custom.css,
    rules: css.rules,
    isSupported: true,
    planned: { settings, widget, layout, behaviours, clientSettings },
  };
}

/** Element ids come from documents: keep only characters safe in a class selector. */
export function cssIdent(id: string): string {
  return id.replace(/[^\w-]/g, '_');
}
