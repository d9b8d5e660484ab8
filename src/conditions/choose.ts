// Chooses the theme templates (header, footer, single, archive) a request gets, by their display conditions.
import { buildCatalogue, type Catalogue, FOYER_VOCABULARY } from './catalogue.ts';
import { type CompiledCondition, compileConditions, matchConditions } from './compile.ts';
import type { ConditionWarn, DisplayRequest, Vocabulary } from './types.ts';

export interface TemplateCandidate {
  id: number;
  /** Where the template renders: header, footer, single, archive (popups will use `popup`). */
  location: string;
  /** Stored conditions, e.g. `include/general`, `exclude/singular/front_page`. */
  conditions: readonly string[];
}

/** Ids of the chosen templates; what a cached page was built from, so it can be tagged by them. */
export interface TemplateChoice {
  header?: number;
  footer?: number;
  single?: number;
  archive?: number;
}

export interface ChooseOptions {
  vocabulary?: Vocabulary;
  /** Called once per unknown or malformed condition of a template object. */
  warn?: ConditionWarn;
}

const catalogues = new WeakMap<Vocabulary, Catalogue>();
// Compiled once per template object: a site snapshot keeps its candidates, so each request only matches.
const compiled = new WeakMap<Catalogue, WeakMap<TemplateCandidate, CompiledCondition[]>>();

function catalogueFor(vocabulary: Vocabulary): Catalogue {
  let catalogue = catalogues.get(vocabulary);
  if (!catalogue) catalogues.set(vocabulary, (catalogue = buildCatalogue(vocabulary)));
  return catalogue;
}

function compiledFor(template: TemplateCandidate, catalogue: Catalogue, warn: ConditionWarn): CompiledCondition[] {
  let byTemplate = compiled.get(catalogue);
  if (!byTemplate) compiled.set(catalogue, (byTemplate = new WeakMap()));
  let conditions = byTemplate.get(template);
  if (!conditions) {
    conditions = compileConditions(template.conditions, catalogue, (message, source) =>
      warn(`template ${template.id}: ${message}`, source),
    );
    byTemplate.set(template, conditions);
  }
  return conditions;
}

/**
 * Templates of one location that apply to the request, most specific first (Elementor's
 * get_location_templates): an exclude that matches removes a template; equal priorities keep
 * the order the candidates were given in. Popups, which may show several, take the whole list.
 */
export function rankTemplates(
  templates: readonly TemplateCandidate[],
  request: DisplayRequest,
  location: string,
  options: ChooseOptions = {},
): Array<{ id: number; priority: number }> {
  const catalogue = catalogueFor(options.vocabulary ?? FOYER_VOCABULARY);
  const warn = options.warn ?? (() => {});
  const ranked: Array<{ id: number; priority: number }> = [];
  for (const template of templates) {
    if (template.location !== location) continue;
    const match = matchConditions(compiledFor(template, catalogue, warn), request);
    if (match.priority !== undefined && !match.isExcluded) ranked.push({ id: template.id, priority: match.priority });
  }
  // Array.prototype.sort is stable, so ties stay in the given order.
  return ranked.sort((a, b) => a.priority - b.priority);
}

/** Single templates serve posts, pages and the 404; archive templates serve archives and search results. */
function contentLocation(request: DisplayRequest): 'single' | 'archive' {
  return request.kind === 'singular' || request.kind === 'not-found' ? 'single' : 'archive';
}

export function chooseTemplates(
  templates: readonly TemplateCandidate[],
  request: DisplayRequest,
  options: ChooseOptions = {},
): TemplateChoice {
  const first = (location: string) => rankTemplates(templates, request, location, options)[0]?.id;
  const choice: TemplateChoice = {};
  const header = first('header');
  const footer = first('footer');
  const content = contentLocation(request);
  const main = first(content);
  if (header !== undefined) choice.header = header;
  if (footer !== undefined) choice.footer = footer;
  if (main !== undefined) choice[content] = main;
  return choice;
}
