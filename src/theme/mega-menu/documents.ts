// A mega item's panels are element trees rendered like documents: each gets its own scope
// (`.elementor-mega-{item}` or `-{item}-{tab}`), so its element rules are generated and printed for
// it alone, as for the header and footer. These are planned with the page (planMegaPanels).
import type { DataContext } from '../../contracts/data.ts';
import type { MenuItem, RenderContext } from '../../contracts/render-context.ts';
import { documentScope, type PagePlan, type PlanDocument, planDocuments } from '../../render/plan.ts';
import { DESKTOP_HEADER_MEDIA } from '../breakpoints.ts';

/** The behaviours a menu with mega items needs in the browser. */
export const MEGA_MENU_BEHAVIOUR = 'mega-menu';
export const CAROUSEL_BEHAVIOUR = 'carousel';

/** The id in a panel's document wrapper class (`elementor-{id}`) and scope. */
export function megaDocumentId(itemId: number, tab?: number): string {
  return tab === undefined ? `mega-${itemId}` : `mega-${itemId}-${tab}`;
}

/** Every element tree the top-level items show (panels are for top-level items), one document each. */
export function megaDocuments(items: readonly MenuItem[]): PlanDocument[] {
  return items.flatMap((item): PlanDocument[] => {
    const mega = item.mega;
    if (mega?.type === 'panel') return [{ id: item.id, elements: mega.elements, scope: documentScope(megaDocumentId(item.id)) }];
    if (mega?.type === 'tabs') {
      return mega.tabs.map((tab, i) => ({ id: item.id, elements: tab.elements, scope: documentScope(megaDocumentId(item.id, i)) }));
    }
    return [];
  });
}

/** True when a top-level item has mega settings. */
export function hasMegaItems(items: readonly MenuItem[]): boolean {
  return items.some((i) => i.mega !== undefined);
}

/**
 * Adds a menu's panels to the page plan, after the page's own documents were planned (the menu was
 * read in that data step): their CSS, their widgets' data step and client modules, and the menu's
 * own behaviours. Call it for each menu the page shows, before rendering. Returns the panels'
 * documents (for their widgets' base CSS).
 */
export async function planMegaPanels(
  plan: PagePlan,
  items: readonly MenuItem[],
  ctx: RenderContext,
  data: DataContext,
): Promise<PlanDocument[]> {
  if (!hasMegaItems(items)) return [];
  plan.modules.add(MEGA_MENU_BEHAVIOUR);
  // The desktop bar's behaviour: a phone neither preloads nor attaches it (panel.tsx).
  plan.moduleMedia.set(MEGA_MENU_BEHAVIOUR, DESKTOP_HEADER_MEDIA);
  // A panel shows only when the visitor opens it, so what it holds waits for the first input.
  if (items.some((i) => i.mega?.type === 'carousel')) plan.inputModules.add(CAROUSEL_BEHAVIOUR);
  // The areas list inside a panel is refreshed in the browser as the plain submenu would be.
  if (items.some((i) => i.mega && i.taxonomy === 'area' && i.children.length)) plan.inputModules.add('areas-menu');
  const documents = megaDocuments(items);
  if (documents.length) await planDocuments(plan, documents, ctx, data);
  return documents;
}
