// Which popups a request carries: every published popup whose display conditions match it (popups,
// unlike headers, may show several at once), in the order staff ranked them.
import { type DisplayRequest, rankTemplates, type TemplateCandidate } from '../conditions/index.ts';
import type { ElementNode } from '../model/element.ts';

/** A published popup in the site snapshot; its document renders in its own scope. */
export interface SitePopup extends TemplateCandidate {
  location: 'popup';
  title: string;
  document: { id: number; type: 'popup'; elements: ElementNode[]; settings: Record<string, unknown> };
}

export function popupsFor(
  popups: readonly SitePopup[],
  request: DisplayRequest,
  warn?: (message: string, condition: string) => void,
): SitePopup[] {
  const byId = new Map(popups.map((p) => [p.id, p]));
  return rankTemplates(popups, request, 'popup', warn ? { warn } : {}).flatMap(({ id }) => byId.get(id) ?? []);
}
