// A top-level menu item with a mega panel: the item's link, a disclosure button that names the panel
// (aria-expanded / aria-controls, driven by the mega-menu behaviour) and the panel itself. A site
// menu renders this for items whose `mega` is set, and its own markup for the rest.
import type { ReactNode } from 'react';
import type { MenuItem, RenderContext } from '../../contracts/render-context.ts';
import type { PagePlan } from '../../elements/plan.ts';
import type { MegaSettings } from '../../model/menu-item-meta.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { megaPanelId } from './documents.ts';
import { MegaPanel } from './panel.tsx';

interface Props {
  item: MenuItem & { mega: MegaSettings };
  plan: PagePlan;
  ctx: RenderContext;
  /** The menu's own classes for a top-level link (e.g. `menu-link`, `elementor-item`). */
  linkClassName?: string;
  /** Placed first in the panel: the menu's own list under this item (e.g. the areas). */
  children?: ReactNode;
}

export function MegaMenuItem({ item, plan, ctx, linkClassName = 'menu-link', children }: Props): ReactNode {
  const panelId = megaPanelId(item.id);
  return (
    <li className={`menu-item menu-item-${item.id} menu-item-has-children foyer-mega__item foyer-mega__item--${item.mega.type}`}>
      <a className={`${linkClassName} foyer-mega__link`} href={safeUrl(item.url) ?? '#'}>
        {item.title}
      </a>
      <button
        type="button"
        className="foyer-mega__toggle"
        aria-expanded="false"
        aria-controls={panelId}
        aria-label={`${item.title}: show menu`}
      >
        <span className="foyer-mega__chevron" aria-hidden="true" />
      </button>
      <MegaPanel item={item} plan={plan} ctx={ctx}>
        {children}
      </MegaPanel>
    </li>
  );
}

/** Narrows an item to one with mega settings. */
export function isMegaItem(item: MenuItem): item is MenuItem & { mega: MegaSettings } {
  return item.mega !== undefined;
}
