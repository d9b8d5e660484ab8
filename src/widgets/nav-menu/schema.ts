// Nav menu widget declaration (Elementor Pro's names and defaults, the subset Foyer renders).
// Style settings become custom properties on `.foyer-nav-menu`, which the base CSS routes.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import type { Control } from '../../contracts/declaration/types.ts';

const NAV = '{{WRAPPER}} .foyer-nav-menu';
const MAIN = 'section_style_main-menu';
const DROPDOWN = 'section_style_dropdown';
const TOGGLE = 'style_toggle';
const JUSTIFY = { start: 'flex-start', left: 'flex-start', center: 'center', end: 'flex-end', right: 'flex-end', justify: 'space-between' };

/** A control that writes one custom property on the menu. */
function navVar<N extends string, K extends 'color' | 'slider' | 'dimensions'>(
  name: N,
  kind: K,
  label: string,
  section: string,
  property: string,
  responsive = false,
) {
  return {
    name,
    kind,
    label,
    tab: 'style',
    section,
    responsive,
    selectors: { [NAV]: { [property]: '{{VALUE}}' } },
  } as const satisfies Control;
}

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const navMenuDeclaration = declareWidget({
  type: 'nav-menu',
  title: 'Nav Menu',
  category: 'pro',
  icon: 'eicon-nav-menu',
  keywords: ['menu', 'nav', 'button'],
  sections: [
    { name: 'section_layout', label: 'Layout' },
    { name: 'section_style_main-menu', label: 'Main Menu', tab: 'style' },
    { name: 'section_style_dropdown', label: 'Dropdown', tab: 'style' },
    { name: 'style_toggle', label: 'Toggle Button', tab: 'style' },
  ],
  // Always: besides the toggle it drives the submenu buttons and marks the current page's link.
  behaviours: ['nav-menu-toggle'],
  controls: [
    // Which menu: a theme location ('primary', 'footer'), as Foyer's menus are keyed by location.
    { name: 'menu', kind: 'text', label: 'Menu', section: 'section_layout', default: 'primary', pattern: '[\\w-]{1,60}' },
    // Accessible name of the navigation landmark.
    { name: 'menu_name', kind: 'text', label: 'Menu Name', section: 'section_layout', default: 'Menu', maxLength: 80 },
    {
      name: 'layout',
      kind: 'select',
      label: 'Layout',
      section: 'section_layout',
      default: 'horizontal',
      options: { horizontal: 'Horizontal', vertical: 'Vertical', dropdown: 'Dropdown' },
    },
    {
      name: 'pointer',
      kind: 'select',
      label: 'Pointer',
      section: 'section_layout',
      default: 'underline',
      options: {
        none: 'None',
        underline: 'Underline',
        overline: 'Overline',
        'double-line': 'Double Line',
        framed: 'Framed',
        background: 'Background',
        text: 'Text',
      },
    },
    // The device from which the menu collapses behind the toggle button; 'none' never collapses.
    {
      name: 'dropdown',
      kind: 'select',
      label: 'Breakpoint',
      section: 'section_layout',
      default: 'tablet',
      options: { mobile: 'Mobile', tablet: 'Tablet', none: 'None' },
    },
    {
      name: 'toggle',
      kind: 'select',
      label: 'Toggle Button',
      section: 'section_layout',
      default: 'burger',
      options: { '': 'None', burger: 'Hamburger' },
    },
    {
      name: 'text_align',
      kind: 'select',
      label: 'Text Align',
      section: 'section_layout',
      default: 'aside',
      options: { aside: 'Aside', center: 'Center' },
    },
    navVar('color_menu_item', 'color', 'Text Color', MAIN, '--nav-color'),
    navVar('color_menu_item_hover', 'color', 'Hover Text Color', MAIN, '--nav-color-hover'),
    navVar('color_menu_item_active', 'color', 'Active Text Color', MAIN, '--nav-color-active'),
    navVar('pointer_color_menu_item_hover', 'color', 'Pointer Color', MAIN, '--nav-pointer'),
    navVar('pointer_width', 'slider', 'Pointer Width', MAIN, '--nav-pointer-width'),
    navVar('color_dropdown_item', 'color', 'Dropdown Text Color', DROPDOWN, '--nav-dd-color'),
    navVar('background_color_dropdown_item', 'color', 'Dropdown Background', DROPDOWN, '--nav-dd-bg'),
    navVar('color_dropdown_item_hover', 'color', 'Dropdown Hover Text Color', DROPDOWN, '--nav-dd-color-hover'),
    navVar('background_color_dropdown_item_hover', 'color', 'Dropdown Hover Background', DROPDOWN, '--nav-dd-bg-hover'),
    navVar('dropdown_border_radius', 'dimensions', 'Dropdown Border Radius', DROPDOWN, '--nav-dd-radius'),
    navVar('toggle_color', 'color', 'Toggle Color', TOGGLE, '--nav-toggle-color'),
    navVar('toggle_background_color', 'color', 'Toggle Background', TOGGLE, '--nav-toggle-bg'),
    navVar('toggle_border_radius', 'slider', 'Toggle Border Radius', TOGGLE, '--nav-toggle-radius'),
    navVar('padding_horizontal_menu_item', 'slider', 'Horizontal Padding', MAIN, '--nav-pad-x', true),
    navVar('padding_vertical_menu_item', 'slider', 'Vertical Padding', MAIN, '--nav-pad-y', true),
    navVar('menu_space_between', 'slider', 'Space Between', MAIN, '--nav-gap', true),
    navVar('padding_horizontal_dropdown_item', 'slider', 'Dropdown Horizontal Padding', DROPDOWN, '--nav-dd-pad-x', true),
    navVar('padding_vertical_dropdown_item', 'slider', 'Dropdown Vertical Padding', DROPDOWN, '--nav-dd-pad-y', true),
    navVar('dropdown_top_distance', 'slider', 'Dropdown Distance', DROPDOWN, '--nav-dd-top', true),
    navVar('toggle_size', 'slider', 'Toggle Size', TOGGLE, '--nav-toggle-size', true),
    {
      name: 'align_items',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_layout',
      responsive: true,
      default: '',
      options: { '': 'Default', start: 'Start', center: 'Center', end: 'End', justify: 'Stretch' },
      open: true,
      dictionary: JUSTIFY,
      selectors: { [NAV]: { '--nav-justify': '{{VALUE}}' } },
    },
    {
      name: 'toggle_align',
      kind: 'choose',
      label: 'Toggle Align',
      section: 'section_layout',
      responsive: true,
      default: '',
      options: { '': 'Default', left: 'Left', center: 'Center', right: 'Right' },
      open: true,
      dictionary: JUSTIFY,
      selectors: { [NAV]: { '--nav-toggle-justify': '{{VALUE}}' } },
    },
    { name: 'menu_typography', kind: 'typography', label: 'Typography', tab: 'style', section: MAIN, selector: `${NAV} .elementor-item` },
    {
      name: 'dropdown_typography',
      kind: 'typography',
      label: 'Dropdown Typography',
      tab: 'style',
      section: DROPDOWN,
      selector: `${NAV} .elementor-sub-item`,
    },
  ],
});

export type NavMenuSettings = SettingsOf<typeof navMenuDeclaration.controls>;
