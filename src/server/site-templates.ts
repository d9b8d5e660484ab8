// The theme templates one request gets: header, footer and, for the 404, a single template, chosen by display conditions.
import type { FastifyBaseLogger } from 'fastify';
import { chooseTemplates, type DisplayRequest, type TemplateChoice } from '../conditions/index.ts';
import { contentTags } from '../db/content-tags.ts';
import { popupsFor, type SitePopup } from '../popups/documents.ts';
import type { SiteSnapshot } from './site-data.ts';
import type { RenderDocument } from '../model/render-document.ts';

export interface RequestTemplates {
  /** Ids of the chosen templates: part of what the page was built from. */
  choice: TemplateChoice;
  /** The chosen templates' content tags, for the page cache. */
  tags: string[];
  header?: RenderDocument;
  footer?: RenderDocument;
  single?: RenderDocument;
  archive?: RenderDocument;
  /** Popups whose display conditions match: rendered hidden into the page. */
  popups: SitePopup[];
}

export function templatesFor(site: SiteSnapshot, request: DisplayRequest, log: FastifyBaseLogger): RequestTemplates {
  const choice = chooseTemplates(site.templates, request, { warn: (message, condition) => log.warn({ condition }, message) });
  const document = (id: number | undefined) => (id === undefined ? undefined : site.templates.find((t) => t.id === id)?.document);
  const popups = popupsFor(site.popupTemplates, request, (message, condition) => log.warn({ condition }, message));
  const ids = [choice.header, choice.footer, choice.single, choice.archive].filter((id): id is number => id !== undefined);
  return {
    choice,
    // A popup's own changes reach the pages that carry it by its post tag (and `templates:popup`).
    tags: [...ids, ...popups.map((p) => p.id)].map(contentTags.post),
    popups,
    header: document(choice.header),
    footer: document(choice.footer),
    single: document(choice.single),
    archive: document(choice.archive),
  };
}

/** Conditions such as `include/singular/in_area/12` need the post's terms; most sites have none, and skip the query. */
export function needsPostTerms(site: SiteSnapshot): boolean {
  return [...site.templates, ...site.popupTemplates].some((t) => t.conditions.some((c) => c.split('/')[2]?.startsWith('in_')));
}
