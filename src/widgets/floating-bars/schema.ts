// Floating bars declarations (Elementor Pro's `floating-bars-var-2` and `floating-bars-var-3`): an
// announcement with a call to action, fixed at the top or bottom of the window, that visitors may
// dismiss. One control list for both; a variant only changes the layout (a class).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import type { Control, Section } from '../../contracts/declaration/types.ts';
import { colorVarControl } from '../shared/controls.ts';

const ROOT = '{{WRAPPER}} .e-floating-bars';

const colorVar = <N extends string>(name: N, label: string, section: string, property: string) =>
  colorVarControl(name, label, section, ROOT, property);

export const FLOATING_BAR_CONTROLS = [
  // The bar's landmark name.
  { name: 'accessible_name', kind: 'text', label: 'Accessible Name', section: 'announcement_section', default: 'Banner', maxLength: 80 },
  {
    name: 'announcement_text',
    kind: 'text',
    label: 'Text',
    section: 'announcement_section',
    default: 'Just in! Cool summer collection',
    html: 'inline',
    maxLength: 300,
  },
  {
    name: 'announcement_icon',
    kind: 'icons',
    label: 'Icon',
    section: 'announcement_section',
    default: { value: 'fas fa-calendar-alt', library: 'fa-solid' },
  },
  { name: 'cta_text', kind: 'text', label: 'Text', section: 'cta_section', default: 'Shop now', maxLength: 80 },
  { name: 'cta_link', kind: 'url', label: 'Link', section: 'cta_section' },
  { name: 'cta_icon', kind: 'icons', label: 'Icon', section: 'cta_section' },
  { name: 'floating_bar_close_switch', kind: 'switcher', label: 'Close Button', section: 'floating_bar_section', default: 'yes' },
  // Foyer: how long a dismissal is remembered on this browser; 0 = until the tab closes.
  {
    name: 'dismiss_days',
    kind: 'number',
    label: 'Remember Dismissal (days)',
    description: 'How long this browser keeps the bar closed after a visitor dismisses it; 0 = until the tab closes.',
    section: 'floating_bar_section',
    default: 7,
    min: 0,
    max: 365,
    integer: true,
  },
  {
    name: 'advanced_vertical_position',
    kind: 'choose',
    label: 'Vertical Position',
    tab: 'advanced',
    section: 'advanced_layout_section',
    default: 'top',
    options: { top: 'Top', bottom: 'Bottom' },
  },
  {
    name: 'style_announcement_text_align',
    kind: 'choose',
    label: 'Alignment',
    tab: 'style',
    section: 'style_announcement',
    default: 'center',
    options: { start: 'Start', center: 'Center', end: 'End' },
  },
  colorVar('style_floating_bar_background_color', 'Background Color', 'style_floating_bar', '--e-floating-bars-background-color'),
  colorVar('style_announcement_text_color', 'Text Color', 'style_announcement', '--e-floating-bars-announcement-text-color'),
  colorVar('style_announcement_icon_color', 'Icon Color', 'style_announcement', '--e-floating-bars-announcement-icon-color'),
  colorVar('style_cta_button_text_color', 'Text Color', 'style_cta_button', '--e-floating-bars-cta-button-text-color'),
  colorVar('style_cta_button_bg_color', 'Background Color', 'style_cta_button', '--e-floating-bars-cta-button-background-color'),
  colorVar('style_close_button_color', 'Close Button Color', 'style_floating_bar', '--e-floating-bars-close-icon-color'),
] as const satisfies readonly Control[];

const FLOATING_BAR_SECTIONS = [
  { name: 'announcement_section', label: 'Announcement' },
  { name: 'cta_section', label: 'Call to Action' },
  { name: 'floating_bar_section', label: 'Floating Bar' },
  { name: 'style_announcement', label: 'Announcement', tab: 'style' },
  { name: 'style_cta_button', label: 'Call to Action', tab: 'style' },
  { name: 'style_floating_bar', label: 'Floating Bar', tab: 'style' },
  { name: 'advanced_layout_section', label: 'Layout', tab: 'advanced' },
] as const satisfies readonly Section[];

export function floatingBarsDeclaration(variant: 2 | 3) {
  // Elementor lists these in the floating elements library, not the panel (its category is general).
  return declareWidget({
    type: `floating-bars-var-${variant}`,
    title: `Floating Bar ${variant}`,
    category: 'general',
    icon: 'eicon-banner',
    keywords: ['floating', 'bar', 'banner', 'announcement'],
    sections: FLOATING_BAR_SECTIONS,
    behaviours: ['floating-bars'],
    controls: FLOATING_BAR_CONTROLS,
  });
}

export type FloatingBarsSettings = SettingsOf<typeof FLOATING_BAR_CONTROLS>;
