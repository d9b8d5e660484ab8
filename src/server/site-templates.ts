// The theme templates one request gets: header, footer and, for the 404, a single template, chosen by display conditions.
import type { FastifyBaseLogger } from 'fastify';
import { chooseTemplates, type DisplayRequest, type TemplateChoice } from '../conditions/index.ts';
import type { ElementNode } from '../model/element.ts';
import type { SiteSnapshot } from './site-data.ts';

export interface RequestTemplates {
  /** Ids of the chosen templates: part of what the page was built from (cache tags). */
  choice: TemplateChoice;
  header?: ElementNode[];
  footer?: ElementNode[];
  single?: ElementNode[];
  archive?: ElementNode[];
}

export function templatesFor(site: SiteSnapshot, request: DisplayRequest, log: FastifyBaseLogger): RequestTemplates {
  const choice = chooseTemplates(site.templates, request, { warn: (message, condition) => log.warn({ condition }, message) });
  const elements = (id: number | undefined) => (id === undefined ? undefined : site.templates.find((t) => t.id === id)?.elements);
  return {
    choice,
    header: elements(choice.header),
    footer: elements(choice.footer),
    single: elements(choice.single),
    archive: elements(choice.archive),
  };
}

/** Conditions such as `include/singular/in_area/12` need the post's terms; most sites have none, and skip the query. */
export function needsPostTerms(site: SiteSnapshot): boolean {
  return site.templates.some((t) => t.conditions.some((c) => c.split('/')[2]?.startsWith('in_')));
}
