// The nav menu's collapsed layout: below the `dropdown` breakpoint (the kit's own media query) the
// list becomes a panel behind the toggle. Style settings map to custom properties in schema.ts.
import type { Device } from '../../model/breakpoints.ts';
import type { CssSink, Declarations } from '../../model/css.ts';
import type { NavMenuSettings } from './schema.ts';

/** Rules that turn the bar into a dropdown panel; `n` is the element's `.foyer-nav-menu`. */
function collapsedRules(n: string): Array<[string, Declarations]> {
  return [
    [n, { 'justify-content': 'var(--nav-toggle-justify,center)' }],
    [`${n} .foyer-nav-menu__toggle`, { display: 'inline-flex' }],
    [
      `${n} .foyer-nav-menu__list`,
      {
        display: 'none',
        position: 'absolute',
        top: '100%',
        right: '0',
        'z-index': '100',
        'flex-direction': 'column',
        'flex-wrap': 'nowrap',
        'align-items': 'stretch',
        gap: '0',
        width: 'min(22rem,calc(100vw - 2rem))',
        'max-height': 'calc(100vh - 6rem)',
        'overflow-y': 'auto',
        padding: '.5rem 0',
        'margin-top': 'var(--nav-dd-top,.5rem)',
        background: 'var(--nav-dd-bg,#fff)',
        'border-radius': 'var(--nav-dd-radius,4px)',
        'box-shadow': '0 14px 36px rgba(30,25,20,.16)',
      },
    ],
    [`${n} .foyer-nav-menu__toggle[aria-expanded=true]+.foyer-nav-menu__list`, { display: 'flex' }],
    [`${n} .menu-item`, { 'flex-wrap': 'wrap' }],
    [
      `${n} .elementor-item,${n} .menu-item-has-children>.elementor-item`,
      { flex: '1', padding: 'var(--nav-dd-pad-y,.75rem) var(--nav-dd-pad-x,1.25rem)', color: 'var(--nav-dd-color,inherit)' },
    ],
    [
      `${n} .elementor-item:hover,${n} .elementor-item[aria-current=page]`,
      { color: 'var(--nav-dd-color-hover,var(--nav-dd-color,inherit))', background: 'var(--nav-dd-bg-hover,rgba(0,0,0,.05))' },
    ],
    [`${n} .elementor-item::after,${n} .elementor-item::before`, { display: 'none' }],
    [`${n} .foyer-nav-menu__sub-toggle`, { width: '3rem', height: 'auto', 'align-self': 'stretch', color: 'var(--nav-dd-color,inherit)' }],
    [
      `${n} .sub-menu`,
      {
        position: 'static',
        display: 'none',
        width: '100%',
        'min-width': '0',
        margin: '0',
        padding: '0 0 .5rem',
        'box-shadow': 'none',
        background: 'transparent',
        visibility: 'visible',
        opacity: '1',
        transform: 'none',
        transition: 'none',
      },
    ],
    [`${n} .foyer-nav-menu__sub-toggle[aria-expanded=true]+.sub-menu`, { display: 'block' }],
    [`${n} .elementor-sub-item`, { 'padding-left': 'calc(var(--nav-dd-pad-x,1.25rem) + 1rem)', 'white-space': 'normal' }],
  ];
}

/** Below the `dropdown` breakpoint (or always, for the dropdown layout) the bar becomes a panel. */
export function collapsedCss({ settings: s, selector, css }: { settings: NavMenuSettings; selector: string; css: CssSink }): void {
  const device: Device | undefined = s.layout === 'dropdown' ? 'desktop' : s.dropdown === 'none' ? undefined : s.dropdown;
  if (device) for (const [sel, decls] of collapsedRules(`${selector} .foyer-nav-menu`)) css.add(sel, decls, device);
}
