// The page's header: the chosen header template in Elementor's location wrapper, or the theme header
// with its menu (loaded in the page's data batch) and what other parts put in its slots.
import type { DataSources } from '../../../contracts/data.ts';
import type { MenuItem, RenderLogger } from '../../../contracts/render-context.ts';
import { contentTags } from '../../../db/content-tags.ts';
import { themeHeaderCss } from '../../../theme/header/css.ts';
import { headerBehaviours, ThemeHeader } from '../../../theme/header/theme-header.tsx';
import { definePart } from '../page-part.ts';
import { themeHeaderOf } from './theme-header.ts';

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

export const headerPart = definePart<{ items: MenuItem[] | undefined } | undefined>({
  name: 'header',
  region: 'header',
  documents: (input) => (input.header ? [input.header] : []),
  load({ input, data, ctx }) {
    const options = themeHeaderOf(input);
    return options ? loadHeaderMenu(options.menu, data.sources, ctx.log) : undefined;
  },
  prepare({ input, plan, data }, menu) {
    const template = input.header;
    if (template) return { render: (tree) => tree.location('header', template), tags: [contentTags.post(template.id)] };
    const options = themeHeaderOf(input);
    if (!options) return undefined;
    if (!menu) plan.dataFailures++;
    for (const name of headerBehaviours(options)) plan.modules.add(name);
    // Refreshing the areas list answers the visitor: it waits for input.
    if (menu?.items?.some((item) => item.taxonomy === 'area' && item.children.length)) plan.inputModules.add('areas-menu');
    return {
      themeCss: themeHeaderCss(options),
      render: (tree) => (
        <ThemeHeader
          options={options}
          site={input.site}
          menu={menu?.items}
          // Search results and the 404 page are no menu item's page (their request says path '/').
          currentPath={input.request && data.request.search === undefined ? data.request.path : undefined}
          slots={tree.headerSlots}
        />
      ),
    };
  },
});
