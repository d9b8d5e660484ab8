// One item of the site menu, as Astra prints a WordPress menu item: `li.menu-item` with `a.menu-link`,
// and for an item with children a submenu toggle (`button.ast-menu-toggle`, aria-expanded) before its
// `ul.sub-menu`. The per-item rendering lives here alone so the mega menu can put a panel in place
// of an item's submenu (`panelFor`) without touching the rest of the header.
import type { ReactNode } from 'react';
import type { MenuItem } from '../../contracts/render-context.ts';
import { safeUrl } from '../../model/safe-url.ts';

/** A rich panel to show instead of an item's plain submenu; undefined keeps the submenu. */
export type MenuPanel = (item: MenuItem, depth: number) => ReactNode | undefined;

export interface MenuItemProps {
  item: MenuItem;
  depth: number;
  /** Prefix of the submenus' ids (unique on the page). */
  idBase: string;
  /** The page's path: its item is the current one. Undefined on pages no menu item leads to (search, 404). */
  currentPath: string | undefined;
  panelFor?: MenuPanel;
}

/** Taxonomy-listed items carry the term id negated: keep their keys apart from menu item ids. */
export function itemKey(item: MenuItem): string {
  return item.id < 0 ? `term-${-item.id}` : String(item.id);
}

function isCurrent(url: string, currentPath: string | undefined): boolean {
  return currentPath !== undefined && !url.includes('#') && url.replace(/\/+$/, '') === currentPath.replace(/\/+$/, '');
}

export function SiteMenuItem({ item, depth, idBase, currentPath, panelFor }: MenuItemProps): ReactNode {
  const href = safeUrl(item.url) ?? '#';
  const key = itemKey(item);
  const panel = panelFor?.(item, depth);
  const hasSub = panel !== undefined || item.children.length > 0;
  const current = isCurrent(href, currentPath);
  const subId = `${idBase}-sub-${key}`;
  // The area list is refreshed in the browser from the REST API (src/behaviours/areas-menu.ts).
  const refresh =
    item.taxonomy === 'area' && !panel
      ? { 'data-behaviours': 'areas-menu', 'data-behaviours-defer': 'input', 'data-settings': '{"taxonomy":"area"}' }
      : {};
  const className = [
    'menu-item',
    `menu-item-${key}`,
    item.taxonomy && 'menu-item-type-taxonomy',
    hasSub && 'menu-item-has-children',
    current && 'current-menu-item',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className} {...refresh}>
      <a className={depth === 0 ? 'menu-link' : 'menu-link ast-sub-menu-link'} href={href} aria-current={current ? 'page' : undefined}>
        {item.title}
      </a>
      {hasSub ? (
        <>
          <button type="button" className="ast-menu-toggle" aria-expanded="false" aria-controls={subId}>
            <span className="screen-reader-text">{`${item.title} submenu`}</span>
            <span className="ast-menu-chevron" aria-hidden="true" />
          </button>
          {panel !== undefined ? (
            <div id={subId} className="sub-menu ast-mega-panel">
              {panel}
            </div>
          ) : (
            <ul id={subId} className="sub-menu">
              {item.children.map((child) => (
                <SiteMenuItem
                  key={itemKey(child)}
                  item={child}
                  depth={depth + 1}
                  idBase={idBase}
                  currentPath={currentPath}
                  panelFor={panelFor}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </li>
  );
}
