// What the site menu shows in place of a mega item's submenu (src/theme/site-menu/menu-item.tsx puts
// it in `div.sub-menu.ast-mega-panel`, after the item's `button.ast-menu-toggle`): a rich panel (an
// element tree), vertical tabs, or a carousel. Element trees render inside Elementor's document
// wrapper with their own scope (documents.ts). The root carries the mega-menu behaviour.
import type { ReactNode } from 'react';
import type { MenuItem, RenderContext } from '../../contracts/render-context.ts';
import type { PagePlan } from '../../render/plan.ts';
import { Elements } from '../../render/render-element.tsx';
import { renderElementsGuarded } from '../../render/render-guarded.tsx';
import type { ElementNode } from '../../model/element.ts';
import type { MegaSettings } from '../../model/menu-item-meta.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { DESKTOP_HEADER_MEDIA } from '../breakpoints.ts';
import { MegaCarousel } from './carousel.tsx';
import { MEGA_MENU_BEHAVIOUR, megaDocumentId } from './documents.ts';

type MegaItem = MenuItem & { mega: MegaSettings };

interface RenderArgs {
  plan: PagePlan;
  ctx: RenderContext;
  /** The page's second, guarded render (render-page.tsx): each element on its own, failures left out. */
  isGuarded?: boolean;
}

function PanelDocument({ id, elements, plan, ctx, isGuarded }: RenderArgs & { id: string; elements: ElementNode[] }): ReactNode {
  const wrapper = { className: `elementor elementor-${id}`, 'data-elementor-type': 'mega-menu', 'data-elementor-id': id };
  return isGuarded ? (
    <div {...wrapper} dangerouslySetInnerHTML={{ __html: renderElementsGuarded(elements, plan, ctx) }} />
  ) : (
    <div {...wrapper}>
      <Elements elements={elements} plan={plan} ctx={ctx} />
    </div>
  );
}

function Tabs({ item, ...args }: RenderArgs & { item: MegaItem }): ReactNode {
  if (item.mega.type !== 'tabs') return null;
  const base = `foyer-mega-${item.id}-tab`;
  return (
    <div className="foyer-mega__tabs">
      <div className="foyer-mega__tablist" role="tablist" aria-orientation="vertical" aria-label={item.title}>
        {item.mega.tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${base}-${i}`}
            className="foyer-mega__tab"
            aria-selected={i === 0}
            aria-controls={`${base}panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {item.mega.tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}panel-${i}`}
          className="foyer-mega__tabpanel"
          aria-labelledby={`${base}-${i}`}
          tabIndex={0}
          hidden={i !== 0}
        >
          <PanelDocument id={megaDocumentId(item.id, i)} elements={tab.elements} {...args} />
        </div>
      ))}
    </div>
  );
}

/**
 * The areas a taxonomy item lists, kept inside its panel in the site menu's own markup, so the
 * header's areas-menu behaviour refreshes them from `GET /wp-json/wp/v2/area` as it does a submenu.
 */
function TermList({ item }: { item: MegaItem }): ReactNode {
  if (!item.taxonomy || !item.children.length) return null;
  return (
    <div
      className="foyer-mega__terms"
      data-behaviours="areas-menu"
      data-behaviours-defer="input"
      data-settings={JSON.stringify({ taxonomy: item.taxonomy })}
    >
      <ul className="sub-menu foyer-mega__term-list" aria-label={item.title}>
        {item.children.map((child) => (
          <li key={child.id} className={`menu-item menu-item-term-${-child.id}`}>
            <a className="menu-link ast-sub-menu-link" href={safeUrl(child.url) ?? '#'}>
              {child.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MegaPanel({ item, ...args }: RenderArgs & { item: MegaItem }): ReactNode {
  const { mega } = item;
  return (
    <div
      className={`foyer-mega foyer-mega--${mega.type}`}
      data-behaviours={MEGA_MENU_BEHAVIOUR}
      data-behaviours-media={DESKTOP_HEADER_MEDIA}
      style={mega.width ? { maxWidth: `${mega.width}px` } : undefined}
    >
      <TermList item={item} />
      {mega.type === 'panel' ? <PanelDocument id={megaDocumentId(item.id)} elements={mega.elements} {...args} /> : null}
      {mega.type === 'tabs' ? <Tabs item={item} {...args} /> : null}
      {mega.type === 'carousel' ? (
        <MegaCarousel
          items={mega.carousel.items}
          count={mega.carousel.count}
          label={item.title}
          ctx={args.ctx}
          idBase={`mega-${item.id}`}
        />
      ) : null}
    </div>
  );
}

/** Narrows an item to one with mega settings. */
export function isMegaItem(item: MenuItem): item is MegaItem {
  return item.mega !== undefined;
}

/** The site menu's `panelFor`: top-level items with mega settings get their panel, the rest their submenu. */
export function megaPanelFor(
  plan: PagePlan,
  ctx: RenderContext,
  isGuarded = false,
): (item: MenuItem, depth: number) => ReactNode | undefined {
  return (item, depth) =>
    depth === 0 && isMegaItem(item) ? <MegaPanel item={item} plan={plan} ctx={ctx} isGuarded={isGuarded} /> : undefined;
}
