// The site menu as Astra's primary navigation: `nav.main-header-bar-navigation` around
// `ul.main-header-menu`. One list serves every width: the header's CSS lays it out in the bar above
// the header breakpoint and in the mobile dropdown or off-canvas drawer at and below it.
import type { ReactNode } from 'react';
import type { MenuItem } from '../../contracts/render-context.ts';
import { itemKey, type MenuPanel, SiteMenuItem } from './menu-item.tsx';

export interface SiteMenuProps {
  items: MenuItem[];
  currentPath: string | undefined;
  /** The list's id, named by the menu toggle's aria-controls. */
  id?: string;
  label?: string;
  panelFor?: MenuPanel;
}

export function SiteMenu({ items, currentPath, id = 'ast-hf-menu-1', label = 'Main menu', panelFor }: SiteMenuProps): ReactNode {
  return (
    <nav id="site-navigation" className="site-navigation main-header-bar-navigation ast-main-header-nav" aria-label={label}>
      <ul id={id} className="main-header-menu ast-nav-menu ast-flex submenu-with-border">
        {items.map((item) => (
          <SiteMenuItem key={itemKey(item)} item={item} depth={0} idBase={id} currentPath={currentPath} panelFor={panelFor} />
        ))}
      </ul>
    </nav>
  );
}
