// The theme header (Astra's header builder, one row): brand, the site menu, the search and account
// slots, the header button and the mobile menu toggle. It renders on every page no Elementor header
// template is chosen for. Above the theme's header breakpoint (921 px) it is one bar; at and below it
// the menu moves behind the toggle, into a dropdown under the bar or an off-canvas drawer.
// The browser side is behaviours (mobile-menu, header-sticky), not an island: a few event handlers
// on this server HTML.
import type { ReactNode } from 'react';
import type { MenuItem, SiteData } from '../../contracts/render-context.ts';
import { safeUrl } from '../../model/safe-url.ts';
import type { ThemeOptions } from '../options.ts';
import type { MenuPanel } from '../site-menu/menu-item.tsx';
import { SiteMenu } from '../site-menu/site-menu.tsx';

/** Parts other features fill in: the search dropdown, the account forms, mega menu panels. */
export interface HeaderSlots {
  search?: ReactNode;
  account?: ReactNode;
  /** The shop's menu cart (src/server/ssr/parts/header-cart.tsx). */
  cart?: ReactNode;
  panelFor?: MenuPanel;
}

export interface ThemeHeaderProps {
  options: ThemeOptions['header'];
  site: SiteData;
  /** The header menu's items; undefined when the menu could not be loaded or none is assigned. */
  menu: MenuItem[] | undefined;
  /** The page's path, for the menu's current item; undefined on search results and the 404 page. */
  currentPath: string | undefined;
  slots?: HeaderSlots;
}

export const MOBILE_MENU_ID = 'ast-mobile-popup';
export const ACCOUNT_PANEL_ID = 'ast-account-panel';

/** The behaviours the header needs on this page, by its options and menu. */
export function headerBehaviours(options: ThemeOptions['header']): string[] {
  return ['mobile-menu', ...(options.sticky ? ['header-sticky'] : [])];
}

function Burger(): ReactNode {
  return (
    <span className="mobile-menu-toggle-icon" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

function AccountToggle({ account }: { account: ReactNode }): ReactNode {
  return (
    <div className="ast-header-account">
      <button type="button" className="ast-header-account-toggle" aria-expanded="false" aria-controls={ACCOUNT_PANEL_ID}>
        <svg className="ast-account-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        <span className="screen-reader-text">Account</span>
      </button>
      <div id={ACCOUNT_PANEL_ID} className="ast-header-account-panel" hidden>
        <button type="button" className="ast-header-account-close">
          <span aria-hidden="true">×</span>
          <span className="screen-reader-text">Close account panel</span>
        </button>
        {account}
      </div>
    </div>
  );
}

export function ThemeHeader({ options, site, menu, currentPath, slots }: ThemeHeaderProps): ReactNode {
  const title = options.title || site.name;
  const isOffCanvas = options.mobileMenu === 'off-canvas';
  const buttonUrl = options.buttonLabel ? safeUrl(options.buttonUrl) : undefined;
  const settings = { mobileMenu: options.mobileMenu, sticky: options.sticky, stickyThreshold: options.stickyThreshold };
  const hasMenu = Boolean(menu?.length);
  return (
    <header
      id="masthead"
      className={`site-header foyer-theme-header ast-mobile-menu-${options.mobileMenu}${options.sticky ? ' ast-sticky-header' : ''}`}
      data-behaviours={headerBehaviours(options).join(' ')}
      data-settings={JSON.stringify(settings)}
    >
      <div className="ast-primary-header-bar ast-primary-header main-header-bar">
        <div className="ast-container ast-builder-grid-row">
          <div className="site-branding ast-site-identity">
            <p className="site-title">
              <a href="/" rel="home">
                {title}
              </a>
            </p>
            {options.tagline ? <p className="site-description">{options.tagline}</p> : null}
          </div>
          {hasMenu ? (
            <button
              type="button"
              className="menu-toggle main-header-menu-toggle ast-mobile-menu-trigger-minimal"
              aria-expanded="false"
              aria-controls={MOBILE_MENU_ID}
            >
              <Burger />
              <span className="screen-reader-text">Menu</span>
            </button>
          ) : null}
          {hasMenu && menu ? (
            <div id={MOBILE_MENU_ID} className={`ast-mobile-popup-drawer ast-mobile-popup-right ast-mobile-${options.mobileMenu}`}>
              {isOffCanvas ? <div className="ast-mobile-popup-overlay" /> : null}
              <div className="ast-mobile-popup-inner">
                {isOffCanvas ? (
                  <div className="ast-mobile-popup-header">
                    <button type="button" id="menu-toggle-close" className="menu-toggle-close">
                      <span aria-hidden="true">×</span>
                      <span className="screen-reader-text">Close menu</span>
                    </button>
                  </div>
                ) : null}
                <div className="ast-mobile-popup-content">
                  <SiteMenu items={menu} currentPath={currentPath} panelFor={slots?.panelFor} />
                </div>
              </div>
            </div>
          ) : null}
          <div className="ast-header-actions">
            {options.search && slots?.search ? <div className="ast-header-search">{slots.search}</div> : null}
            {options.cart && slots?.cart ? <div className="ast-header-cart">{slots.cart}</div> : null}
            {buttonUrl ? (
              <a className="ast-header-button-1 ast-custom-button-link" href={buttonUrl}>
                <span className="ast-custom-button">{options.buttonLabel}</span>
              </a>
            ) : null}
            {options.account && slots?.account ? <AccountToggle account={slots.account} /> : null}
          </div>
        </div>
      </div>
    </header>
  );
}
