// The theme header's CSS, printed only on pages that show the theme header (about 2 KB gzipped).
// Above the header breakpoint the menu sits in the bar and submenus drop down on hover or when their
// toggle is expanded; at and below it the menu lives behind the toggle, in a dropdown under the bar or
// an off-canvas drawer that slides in (transform only; reduced motion drops the slide).
import { HEADER_BREAKPOINT } from '../breakpoints.ts';

const DESKTOP = `@media (min-width:${HEADER_BREAKPOINT + 1}px)`;
const MOBILE = `@media (max-width:${HEADER_BREAKPOINT}px)`;

export function themeHeaderCss(options: { mobileMenu: 'dropdown' | 'off-canvas' }): string {
  const rules = [
    '.foyer-theme-header{position:relative;z-index:99}',
    '.main-header-bar{background:var(--foyer-bg);border-bottom:1px solid rgba(59,54,50,.12)}',
    '.ast-builder-grid-row{display:flex;align-items:center;gap:1.5rem;max-width:calc(var(--foyer-width,1200px) + 48px);min-height:78px;margin-inline:auto;padding:.75rem 24px}',
    '.site-branding{flex:none;margin-right:auto}',
    '.site-title{margin:0;font-family:var(--foyer-font-heading);font-size:1.875rem;line-height:1}',
    '.site-title a{color:var(--foyer-heading);text-decoration:none}',
    '.site-description{margin:.2rem 0 0;font-size:.6875rem;font-weight:600;letter-spacing:.27em;text-transform:uppercase;line-height:1.6;color:var(--foyer-link)}',
    '.main-header-menu{list-style:none;margin:0;padding:0}',
    '.main-header-menu .sub-menu{list-style:none;margin:0;padding:0}',
    '.main-header-menu .menu-link{display:block;color:var(--foyer-heading);text-decoration:none;font-size:.9375rem;font-weight:500;letter-spacing:.02em}',
    '.main-header-menu .menu-link:hover,.main-header-menu .menu-link[aria-current=page]{color:var(--foyer-link)}',
    '.ast-menu-toggle{display:inline-flex;align-items:center;justify-content:center;padding:0;border:0;background:none;color:inherit;cursor:pointer}',
    '.ast-menu-chevron{width:.45em;height:.45em;border:solid currentColor;border-width:0 1.5px 1.5px 0;transform:translateY(-25%) rotate(45deg);transition:transform .2s}',
    '.ast-menu-toggle[aria-expanded=true] .ast-menu-chevron{transform:translateY(15%) rotate(225deg)}',
    '.ast-header-actions{display:flex;align-items:center;gap:.75rem;flex:none}',
    '.ast-custom-button-link{display:inline-block;padding:.8rem 1.375rem;background:var(--foyer-accent);color:#fff;font-size:.8125rem;font-weight:600;letter-spacing:.11em;text-transform:uppercase;text-decoration:none;border-radius:2px;line-height:1.2}',
    '.ast-custom-button-link:hover,.ast-custom-button-link:focus-visible{color:#fff;filter:brightness(.9)}',
    '.menu-toggle,.menu-toggle-close,.ast-header-account-toggle,.ast-header-account-close{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0;border:0;background:none;color:var(--foyer-heading);cursor:pointer;font:inherit}',
    '.mobile-menu-toggle-icon{display:grid;gap:5px;width:24px}.mobile-menu-toggle-icon span{display:block;height:2px;background:currentColor;border-radius:1px}',
    '.ast-header-account{position:static}',
    '.ast-header-account-panel{position:absolute;top:100%;left:0;right:0;padding:1.25rem 24px 1.5rem;background:#fff;border-bottom:1px solid rgba(59,54,50,.12);box-shadow:0 18px 30px rgba(40,30,20,.1)}',
    '.ast-header-account-panel[hidden]{display:none}',
    '.ast-header-account-close{position:absolute;top:.25rem;right:.5rem;font-size:1.75rem}',
    // Sticky: the bar is fixed past the threshold while the header keeps its height (no shift).
    '.ast-sticky-active .main-header-bar{position:fixed;top:0;left:0;right:0;box-shadow:0 6px 18px rgba(40,30,20,.08)}',
    `${DESKTOP}{`,
    '.menu-toggle,.ast-mobile-popup-overlay,.ast-mobile-popup-header,.ast-header-account{display:none}',
    '.ast-mobile-popup-drawer,.ast-mobile-popup-inner,.ast-mobile-popup-content{display:contents}',
    '.main-header-bar-navigation{flex:1 1 auto;display:flex;justify-content:flex-end}',
    '.main-header-menu{display:flex;flex-wrap:wrap;align-items:center}',
    '.main-header-menu>.menu-item{position:relative;display:flex;align-items:center}',
    '.main-header-menu>.menu-item>.menu-link{padding:.875rem .9375rem;position:relative}',
    // The underline pointer, in the accent colour, as the old header's menu had.
    '.main-header-menu>.menu-item>.menu-link::after{content:"";position:absolute;left:.9375rem;right:.9375rem;bottom:.5rem;height:2px;background:var(--foyer-accent);opacity:0;transition:opacity .2s}',
    '.main-header-menu>.menu-item>.menu-link:hover::after,.main-header-menu>.menu-item>.menu-link[aria-current=page]::after{opacity:1}',
    '.main-header-menu>.menu-item-has-children>.menu-link{padding-right:.25rem}',
    '.main-header-menu>.menu-item>.ast-menu-toggle{width:1.5rem;height:2rem;margin-right:.5rem}',
    '.main-header-menu .sub-menu{position:absolute;top:100%;left:0;min-width:15rem;padding:.5rem 0;background:#fff;border-top:2px solid var(--foyer-accent);box-shadow:0 18px 36px rgba(40,30,20,.12);visibility:hidden;opacity:0;transition:opacity .2s,visibility 0s .2s}',
    '.main-header-menu .sub-menu .sub-menu{top:0;left:100%}',
    '.main-header-menu .menu-item:hover>.sub-menu,.main-header-menu .ast-menu-toggle[aria-expanded=true]+.sub-menu{visibility:visible;opacity:1;transition:opacity .2s}',
    '.main-header-menu .sub-menu .menu-item{position:relative;display:flex;align-items:center}',
    '.main-header-menu .sub-menu .menu-link{flex:1;padding:.55rem 1.25rem;color:var(--foyer-text);font-weight:400}',
    '.main-header-menu .sub-menu .menu-link:hover{background:#f4ece0;color:var(--foyer-heading)}',
    '.main-header-menu .sub-menu .ast-menu-toggle{width:2rem;height:2rem}',
    '}',
    `${MOBILE}{`,
    '.ast-builder-grid-row{min-height:64px;gap:.5rem;padding:.5rem 16px}',
    '.site-title{font-size:1.5625rem}.site-description{display:none}',
    // The toggle comes right after the brand in the page's order (Tab reaches it first), shown last.
    '.menu-toggle{order:3;margin-right:-10px}',
    '.ast-header-actions{gap:.25rem}',
    '.ast-custom-button-link{padding:.7rem .875rem;font-size:.75rem}',
    '.main-header-menu .menu-item{position:relative;display:flex;flex-wrap:wrap;align-items:center;border-top:1px solid rgba(59,54,50,.1)}',
    '.main-header-menu .menu-link{flex:1;padding:.875rem 24px;font-size:1.0625rem}',
    '.main-header-menu .ast-menu-toggle{width:48px;height:48px;margin-right:12px}',
    '.main-header-menu .sub-menu{flex-basis:100%;display:none;background:rgba(59,54,50,.04)}',
    '.main-header-menu .ast-menu-toggle[aria-expanded=true]+.sub-menu{display:block}',
    '.main-header-menu .sub-menu .menu-link{padding-left:40px;font-weight:400}',
  ];
  if (options.mobileMenu === 'off-canvas') {
    rules.push(
      '.ast-mobile-popup-drawer{position:fixed;inset:0;z-index:100;visibility:hidden;transition:visibility 0s .3s}',
      // The drawer lives in the header's stacking context (z-index 99): while it is open the header rises
      // above everything fixed on the page, or Elementor's floating bars (z-index 9980) and contact
      // buttons (9990) cover the menu's last items.
      'body.ast-popup-nav-open .site-header{z-index:99999}',
      '.ast-mobile-popup-drawer.active{visibility:visible;transition:none}',
      '.ast-mobile-popup-overlay{position:absolute;inset:0;background:rgba(31,28,25,.45);opacity:0;transition:opacity .3s}',
      '.ast-mobile-popup-drawer.active .ast-mobile-popup-overlay{opacity:1}',
      '.ast-mobile-popup-inner{position:absolute;top:0;right:0;bottom:0;width:min(86vw,360px);overflow-y:auto;background:var(--foyer-bg);box-shadow:-12px 0 30px rgba(40,30,20,.15);transform:translateX(100%);transition:transform .3s ease}',
      '.ast-mobile-popup-drawer.active .ast-mobile-popup-inner{transform:none}',
      '.ast-mobile-popup-header{display:flex;justify-content:flex-end;padding:.5rem}',
      '.menu-toggle-close{font-size:2rem}',
    );
  } else {
    rules.push(
      '.ast-mobile-popup-drawer{position:absolute;top:100%;left:0;right:0;max-height:calc(100vh - 64px);overflow-y:auto;background:var(--foyer-bg);box-shadow:0 18px 30px rgba(40,30,20,.12);display:none}',
      '.ast-mobile-popup-drawer.active{display:block}',
      // As the off-canvas drawer: the open dropdown rises above the page's fixed bars with its header.
      'body.ast-main-header-nav-open .site-header{z-index:99999}',
    );
  }
  rules.push('}');
  // Narrow phones: brand, search, button, account and toggle share 375 px without overflowing.
  rules.push(
    '@media (max-width:420px){.ast-builder-grid-row{gap:.25rem;padding-inline:12px}.site-title{font-size:1.375rem}' +
      '.menu-toggle,.ast-header-account-toggle,.foyer-header-search .foyer-header-search__toggle{min-width:40px}' +
      '.ast-custom-button-link{padding:.65rem .625rem;letter-spacing:.06em}}',
  );
  return rules.join('');
}
