// A mega item's panels are element trees rendered like documents: each gets its own scope
// (`.elementor-mega-{item}` or `-{item}-{tab}`), so its element rules are generated and printed for
// it alone, as for the header and footer. These are planned with the page (planMegaPanels).
import type { DataContext } from '../../contracts/data.ts';
import type { MenuItem, RenderContext } from '../../contracts/render-context.ts';
import { documentScope, type PagePlan, type PlanDocument, planDocuments } from '../../elements/plan.ts';

/** The behaviours a menu with mega items needs in the browser. */
export const MEGA_MENU_BEHAVIOUR = 'mega-menu';
export const CAROUSEL_BEHAVIOUR = 'carousel';

/** The id in a panel's document wrapper class (`elementor-{id}`) and scope. */
export function megaDocumentId(itemId: number, tab?: number): string {
  return tab === undefined ? `mega-${itemId}` : `mega-${itemId}-${tab}`;
}

/** The panel's element id (aria-controls of the item's button). */
export function megaPanelId(itemId: number): string {
  return `foyer-mega-panel-${itemId}`;
}

/** Every element tree the items (and their children) show, one document each. */
export function megaDocuments(items: readonly MenuItem[]): PlanDocument[] {
  const out: PlanDocument[] = [];
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const mega = item.mega;
      if (mega?.type === 'panel') out.push({ id: item.id, elements: mega.elements, scope: documentScope(megaDocumentId(item.id)) });
      if (mega?.type === 'tabs') {
        mega.tabs.forEach((tab, i) => out.push({ id: item.id, elements: tab.elements, scope: documentScope(megaDocumentId(item.id, i)) }));
      }
      visit(item.children);
    }
  };
  visit(items);
  return out;
}

/** True when any item (at any depth) has mega settings. */
export function hasMegaItems(items: readonly MenuItem[]): boolean {
  return items.some((i) => i.mega !== undefined || hasMegaItems(i.children));
}

function hasCarousel(items: readonly MenuItem[]): boolean {
  return items.some((i) => i.mega?.type === 'carousel' || hasCarousel(i.children));
}

/**
 * Adds a menu's panels to the page plan, after the page's own documents were planned (the menu was
 * read in that data step): their CSS, their widgets' data step and client modules, and the menu's
 * own behaviours. Call it for each menu the page shows, before rendering.
 */
export async function planMegaPanels(plan: PagePlan, items: readonly MenuItem[], ctx: RenderContext, data: DataContext): Promise<void> {
  if (!hasMegaItems(items)) return;
  plan.modules.add(MEGA_MENU_BEHAVIOUR);
  if (hasCarousel(items)) plan.modules.add(CAROUSEL_BEHAVIOUR);
  const documents = megaDocuments(items);
  if (documents.length) await planDocuments(plan, documents, ctx, data);
}
