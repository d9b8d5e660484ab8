// The theme options (Astra's customizer settings that Foyer keeps), stored as the `theme` site
// setting. Stored grouped by section, as they always were: `{header: {...}, scrollToTop: {...}}`
// (src/theme/options.ts reads them so).
import { declare } from '../declaration/declare.ts';
import type { Control } from '../declaration/types.ts';
import type { ControlValues } from './values.ts';

export const themeOptionsDeclaration = declare({
  type: 'theme',
  title: 'Theme options',
  sections: [
    { name: 'header', label: 'Header' },
    { name: 'scrollToTop', label: 'Scroll to top' },
  ],
  controls: [
    {
      name: 'menu',
      kind: 'text',
      label: 'Menu location',
      description: 'The theme location whose menu the header shows.',
      section: 'header',
      pattern: '[a-z0-9_-]{1,40}',
      default: 'primary',
    },
    {
      name: 'title',
      kind: 'text',
      label: 'Site title',
      description: 'Empty: the site name.',
      section: 'header',
      maxLength: 200,
      default: '',
    },
    {
      name: 'tagline',
      kind: 'text',
      label: 'Tagline',
      description: 'A smaller line under the title; empty shows none.',
      section: 'header',
      maxLength: 200,
      default: '',
    },
    { name: 'sticky', kind: 'switcher', boolean: true, label: 'Sticky header', section: 'header', default: false },
    {
      name: 'stickyThreshold',
      kind: 'number',
      integer: true,
      min: 0,
      max: 5000,
      label: 'Sticks after scrolling (px)',
      section: 'header',
      condition: { sticky: true },
      default: 100,
    },
    {
      name: 'mobileMenu',
      kind: 'select',
      label: 'Mobile menu',
      section: 'header',
      options: { dropdown: 'Dropdown', 'off-canvas': 'Off-canvas' },
      default: 'dropdown',
    },
    { name: 'search', kind: 'switcher', boolean: true, label: 'Search', section: 'header', default: true },
    { name: 'account', kind: 'switcher', boolean: true, label: 'Account link', section: 'header', default: true },
    {
      // Astra's header "cart" element: the shop's menu cart (a side cart), for a site that sells online.
      name: 'cart',
      kind: 'switcher',
      boolean: true,
      label: 'Cart',
      description: 'The shop’s cart: the item count and subtotal, opening a side cart.',
      section: 'header',
      default: false,
    },
    {
      // Astra's header "button" element: no label, no button.
      name: 'buttonLabel',
      kind: 'text',
      label: 'Button label',
      description: 'Empty: no button.',
      section: 'header',
      maxLength: 60,
      default: '',
    },
    { name: 'buttonUrl', kind: 'text', label: 'Button link', section: 'header', maxLength: 500, default: '' },
    {
      name: 'enabled',
      kind: 'switcher',
      boolean: true,
      label: 'Show a scroll-to-top button',
      section: 'scrollToTop',
      default: false,
    },
    {
      name: 'devices',
      kind: 'select',
      label: 'Show on',
      section: 'scrollToTop',
      options: { desktop: 'Desktop', mobile: 'Mobile', both: 'Desktop and mobile' },
      default: 'both',
      condition: { enabled: true },
    },
  ],
});

type ThemeControl = (typeof themeOptionsDeclaration.controls)[number];
type SectionOf<S extends string> = ControlValues<ReadonlyArray<Extract<ThemeControl, { section: S }>>>;

/** The options as read: every group with every field. */
export interface ThemeOptions {
  header: SectionOf<'header'>;
  scrollToTop: SectionOf<'scrollToTop'>;
}

/** The controls stored under one group (`header`, `scrollToTop`): the section's controls. */
export function themeOptionControls(group: keyof ThemeOptions): readonly Control[] {
  return themeOptionsDeclaration.controls.filter((c) => c.section === group);
}
