// Mega menu panels of the theme header's menu: documents of their own, planned once the menu is
// known, shown in the header's menu items. The menu is the header's, read once in the page's batch.
import type { MenuItem } from '../../../contracts/render-context.ts';
import { megaMenuCss } from '../../../theme/mega-menu/base-css.ts';
import { MEGA_MENU_BEHAVIOUR, planMegaPanels } from '../../../theme/mega-menu/documents.ts';
import { megaPanelFor } from '../../../theme/mega-menu/panel.tsx';
import { definePart } from '../page-part.ts';
import { themeHeaderOf } from './theme-header.ts';

export const megaPanelsPart = definePart<MenuItem[] | undefined>({
  name: 'mega-panels',
  // The header part loads the same menu and logs its failure; the sources fetch it once.
  load({ input, data }) {
    const options = themeHeaderOf(input);
    return options ? data.sources.menu(options.menu).catch(() => undefined) : undefined;
  },
  async prepare({ plan, ctx, data }, items) {
    const documents = items ? await planMegaPanels(plan, items, ctx, data) : [];
    // Nav menu widgets with mega items need the panels' base CSS too.
    if (!plan.modules.has(MEGA_MENU_BEHAVIOUR)) return documents.length ? { plannedDocuments: documents } : undefined;
    return {
      themeCss: megaMenuCss,
      plannedDocuments: documents,
      headerSlots: (tree) => ({ panelFor: megaPanelFor(plan, ctx, tree.isGuarded) }),
    };
  },
});
