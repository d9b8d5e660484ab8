// Per-element CSS of the nav menu: settings become custom properties, and below the `dropdown`
// breakpoint (the kit's own media query) the list collapses into a panel behind the toggle.
import type { Device } from '../../model/breakpoints.ts';
import type { CssSink, Declarations } from '../../model/css.ts';
import { dimensions, size, typography } from '../../model/values.ts';
import { colourOf } from '../shared/css-parts.ts';
import type { NavMenuSettings } from './schema.ts';

const JUSTIFY: Record<string, string> = {
  start: 'flex-start',
  left: 'flex-start',
  center: 'center',
  end: 'flex-end',
  right: 'flex-end',
  justify: 'space-between',
};

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

export function navMenuCss({ settings: s, selector, css }: { settings: NavMenuSettings; selector: string; css: CssSink }): void {
  const n = `${selector} .foyer-nav-menu`;
  const vars: Declarations = {
    '--nav-color': colourOf(s, 'color_menu_item'),
    '--nav-color-hover': colourOf(s, 'color_menu_item_hover'),
    '--nav-color-active': colourOf(s, 'color_menu_item_active'),
    '--nav-pointer': colourOf(s, 'pointer_color_menu_item_hover'),
    '--nav-pointer-width': size(s.pointer_width),
    '--nav-dd-color': colourOf(s, 'color_dropdown_item'),
    '--nav-dd-bg': colourOf(s, 'background_color_dropdown_item'),
    '--nav-dd-color-hover': colourOf(s, 'color_dropdown_item_hover'),
    '--nav-dd-bg-hover': colourOf(s, 'background_color_dropdown_item_hover'),
    '--nav-dd-radius': dimensions(s.dropdown_border_radius),
    '--nav-toggle-color': colourOf(s, 'toggle_color'),
    '--nav-toggle-bg': colourOf(s, 'toggle_background_color'),
    '--nav-toggle-radius': size(s.toggle_border_radius),
  };
  css.add(n, vars);
  const responsiveVar = (key: string, prop: string) => css.responsive(n, s, key, (v) => ({ [prop]: size(v) }));
  responsiveVar('padding_horizontal_menu_item', '--nav-pad-x');
  responsiveVar('padding_vertical_menu_item', '--nav-pad-y');
  responsiveVar('menu_space_between', '--nav-gap');
  responsiveVar('padding_horizontal_dropdown_item', '--nav-dd-pad-x');
  responsiveVar('padding_vertical_dropdown_item', '--nav-dd-pad-y');
  responsiveVar('dropdown_top_distance', '--nav-dd-top');
  responsiveVar('toggle_size', '--nav-toggle-size');
  css.responsive(n, s, 'align_items', (v) => ({ '--nav-justify': typeof v === 'string' ? JUSTIFY[v] : undefined }));
  css.responsive(n, s, 'toggle_align', (v) => ({ '--nav-toggle-justify': typeof v === 'string' ? JUSTIFY[v] : undefined }));
  typography(css, `${n} .elementor-item`, s, 'menu_typography');
  typography(css, `${n} .elementor-sub-item`, s, 'dropdown_typography');

  const device: Device | undefined = s.layout === 'dropdown' ? 'desktop' : s.dropdown === 'none' ? undefined : s.dropdown;
  if (device) for (const [sel, decls] of collapsedRules(n)) css.add(sel, decls, device);
}
