// Nav menu widget (Elementor Pro's nav-menu): the site menu as nested lists, server-rendered.
// Submenus open on hover and focus-within in pure CSS; below the `dropdown` breakpoint the list
// collapses behind a toggle button. The browser side is a small behaviour (nav-menu-toggle:
// aria-expanded, Escape, anchor clicks), not an island: it is a few event handlers on server HTML,
// so it must not pull React onto every page.
import type { ReactNode } from 'react';
import { ANY_MENU } from '../../contracts/data.ts';
import type { MenuItem, RenderContext } from '../../contracts/render-context.ts';
import { cx } from '../shared/css-parts.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { navMenuBaseCss } from './base-css.ts';
import { collapsedCss } from './css.ts';
import { navMenuDeclaration } from './schema.ts';

const warnedMenus = new Set<string>();

function warnMissing(ctx: RenderContext, name: string): void {
  if (warnedMenus.has(name)) return;
  warnedMenus.add(name);
  ctx.log.warn({ menu: name }, 'nav-menu: no menu at this location; rendered as nothing');
}

function Entry({ item, idBase, depth }: { item: MenuItem; idBase: string; depth: number }): ReactNode {
  const href = safeUrl(item.url) ?? '#';
  const hasChildren = item.children.length > 0;
  // Items listed from a taxonomy carry the term id, negated: keep them apart from menu item ids.
  const key = item.id < 0 ? `term-${-item.id}` : String(item.id);
  const subId = `${idBase}-${key}`;
  return (
    <li className={cx('menu-item', `menu-item-${key}`, hasChildren && 'menu-item-has-children')}>
      <a className={depth === 0 ? 'elementor-item' : 'elementor-sub-item'} href={href}>
        {item.title}
      </a>
      {hasChildren ? (
        <>
          <button
            type="button"
            className="foyer-nav-menu__sub-toggle"
            aria-expanded="false"
            aria-controls={subId}
            aria-label={`${item.title}: show submenu`}
          >
            <span className="foyer-nav-menu__chevron" aria-hidden="true" />
          </button>
          <ul id={subId} className="sub-menu elementor-nav-menu--dropdown">
            {item.children.map((child) => (
              <Entry key={child.id} item={child} idBase={idBase} depth={depth + 1} />
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

export const navMenu = defineWidget({
  declaration: navMenuDeclaration,
  baseCss: navMenuBaseCss,
  css: collapsedCss,
  // Always: besides the toggle it drives the submenu buttons and marks the current page's link.
  behaviours: () => ['nav-menu-toggle'],
  // The menu comes from the data step: every nav menu on a page is loaded by one batched read.
  // A menu the site does not have falls back to its first menu with items, as wp_nav_menu does.
  data: async ({ settings, sources }) => (await sources.menu(settings.menu)) ?? sources.menu(ANY_MENU),
  Render: ({ settings: s, element, ctx, data: items }) => {
    if (!items) warnMissing(ctx, s.menu);
    if (!items?.length) return ctx.isEditor ? <p className="foyer-nav-menu__empty">Choose a menu with items for this widget.</p> : null;
    const listId = `menu-${element.id.replace(/[^\w-]/g, '_')}`;
    const hasToggle = s.toggle === 'burger' && (s.dropdown !== 'none' || s.layout === 'dropdown');
    return (
      <nav
        className={cx(
          'foyer-nav-menu',
          'elementor-nav-menu__container',
          `foyer-nav-menu--layout-${s.layout}`,
          `foyer-nav-menu--text-${s.text_align}`,
          s.pointer !== 'none' && `e--pointer-${s.pointer}`,
        )}
        aria-label={s.menu_name || 'Menu'}
      >
        {hasToggle ? (
          <button type="button" className="foyer-nav-menu__toggle elementor-menu-toggle" aria-controls={listId} aria-expanded="false">
            <span className="foyer-nav-menu__burger" aria-hidden="true" />
            <span className="foyer-nav-menu__toggle-label">Menu</span>
          </button>
        ) : null}
        <ul id={listId} className="elementor-nav-menu foyer-nav-menu__list">
          {items.map((item) => (
            <Entry key={item.id} item={item} idBase={listId} depth={0} />
          ))}
        </ul>
      </nav>
    );
  },
});
