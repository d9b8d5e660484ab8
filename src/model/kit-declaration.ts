// The site kit declared like a widget: Elementor's Site Settings under Elementor's control names,
// sections and defaults (Design System, Theme Style, Settings). Plain data here, so the kit's own
// defaults (kit.ts) and import checks (kit-import.ts) read it inside the model layer; typed as a
// Declaration, and described as a form, by src/contracts/settings/kit.ts.
//
// Theme-style controls print only what a kit stores (theme/kit-styles.ts); where Elementor has a
// default for one (widget spacing), the layout CSS falls back to the same value.
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

const colourFields = [
  { name: 'title', kind: 'text', label: 'Name', default: '' },
  { name: 'color', kind: 'color', label: 'Color', default: '' },
] as const;
const typographyFields = [
  { name: 'title', kind: 'text', label: 'Name', default: '' },
  { name: 'typography', kind: 'typography', label: 'Typography' },
] as const;

/** Elementor's default kit: the globals a document made on a fresh Elementor site refers to. */
const SYSTEM_COLORS = [
  { _id: 'primary', title: 'Primary', color: '#6EC1E4' },
  { _id: 'secondary', title: 'Secondary', color: '#54595F' },
  { _id: 'text', title: 'Text', color: '#7A7A7A' },
  { _id: 'accent', title: 'Accent', color: '#61CE70' },
] as const;
const SYSTEM_TYPOGRAPHY = [
  { _id: 'primary', title: 'Primary', typography_font_family: 'Roboto', typography_font_weight: '600' },
  {
    _id: 'secondary',
    title: 'Secondary',

    typography_font_family: 'Roboto Slab',
    typography_font_weight: '400',
  },
  { _id: 'text', title: 'Text', typography_font_family: 'Roboto', typography_font_weight: '400' },
  { _id: 'accent', title: 'Accent', typography_font_family: 'Roboto', typography_font_weight: '500' },
] as const;

const typography = <P extends string>(prefix: P, label: string, section: string) =>
  ({ name: `${prefix}_typography`, kind: 'typography', label, tab: 'style', section }) as const;
const colour = <N extends string>(name: N, label: string, section: string) =>
  ({ name, kind: 'color', label, tab: 'style', section }) as const;

const viewport = <D extends keyof typeof DEFAULT_BREAKPOINTS>(device: D) =>
  ({
    name: `viewport_${device}`,
    kind: 'number',
    integer: true,
    min: 320,
    max: 5000,
    label: `${DEFAULT_BREAKPOINTS[device].label} Breakpoint (px)`,
    tab: 'advanced',
    section: 'section_breakpoints',
    default: DEFAULT_BREAKPOINTS[device].value,
  }) as const;
const switcher = <N extends string>(name: N, label: string) =>
  ({ name, kind: 'switcher', boolean: true, label, tab: 'advanced', section: 'section_settings-lightbox', default: true }) as const;

export const KIT_DECLARATION = {
  type: 'kit',
  title: 'Site Settings',
  tabLabels: { content: 'Design System', style: 'Theme Style', advanced: 'Settings' },
  sections: [
    { name: 'section_global_colors', label: 'Global Colors' },
    { name: 'section_text_style', label: 'Global Fonts' },
    { name: 'section_typography', label: 'Typography', tab: 'style' },
    { name: 'section_buttons', label: 'Buttons', tab: 'style' },
    { name: 'section_form_fields', label: 'Form Fields', tab: 'style' },
    { name: 'section_settings-site-identity', label: 'Site Identity', tab: 'advanced' },
    { name: 'section_background', label: 'Background', tab: 'advanced' },
    { name: 'section_settings-layout', label: 'Layout', tab: 'advanced' },
    { name: 'section_breakpoints', label: 'Breakpoints', tab: 'advanced' },
    { name: 'section_settings-lightbox', label: 'Lightbox', tab: 'advanced' },
    { name: 'section_custom_css', label: 'Custom CSS', tab: 'advanced' },
  ],
  controls: [
    // Design System: the globals documents refer to as `globals/colors?id=…` and `globals/typography?id=…`.
    {
      name: 'system_colors',
      kind: 'repeater',
      label: 'System Colors',
      section: 'section_global_colors',
      fields: colourFields,
      titleField: 'title',
      default: SYSTEM_COLORS,
    },
    {
      name: 'custom_colors',
      kind: 'repeater',
      label: 'Custom Colors',
      section: 'section_global_colors',
      fields: colourFields,
      titleField: 'title',
      default: [],
    },
    {
      name: 'system_typography',
      kind: 'repeater',
      label: 'System Fonts',
      section: 'section_text_style',
      fields: typographyFields,
      titleField: 'title',
      default: SYSTEM_TYPOGRAPHY,
    },
    {
      name: 'custom_typography',
      kind: 'repeater',
      label: 'Custom Fonts',
      section: 'section_text_style',
      fields: typographyFields,
      titleField: 'title',
      default: [],
    },

    // Theme Style: body, links and headings; buttons; form fields.
    colour('body_color', 'Text Color', 'section_typography'),
    typography('body', 'Typography', 'section_typography'),
    colour('link_normal_color', 'Link Color', 'section_typography'),
    typography('link_normal', 'Link Typography', 'section_typography'),
    colour('link_hover_color', 'Link Hover Color', 'section_typography'),
    typography('link_hover', 'Link Hover Typography', 'section_typography'),
    ...HEADINGS.flatMap((h) => [
      colour(`${h}_color`, `${h.toUpperCase()} Color`, 'section_typography'),
      typography(h, `${h.toUpperCase()} Typography`, 'section_typography'),
    ]),
    typography('button', 'Typography', 'section_buttons'),
    colour('button_text_color', 'Text Color', 'section_buttons'),
    colour('button_background_color', 'Background Color', 'section_buttons'),
    { name: 'button_border', kind: 'border', label: 'Border', tab: 'style', section: 'section_buttons' },
    {
      name: 'button_border_radius',
      kind: 'dimensions',
      label: 'Border Radius',
      tab: 'style',
      section: 'section_buttons',
      responsive: true,
    },
    { name: 'button_padding', kind: 'dimensions', label: 'Padding', tab: 'style', section: 'section_buttons', responsive: true },
    colour('button_hover_text_color', 'Hover Text Color', 'section_buttons'),
    colour('button_hover_background_color', 'Hover Background Color', 'section_buttons'),
    colour('button_hover_border_color', 'Hover Border Color', 'section_buttons'),
    colour('form_label_color', 'Label Color', 'section_form_fields'),
    typography('form_label', 'Label Typography', 'section_form_fields'),
    typography('form_field', 'Field Typography', 'section_form_fields'),
    colour('form_field_text_color', 'Field Text Color', 'section_form_fields'),
    colour('form_field_background_color', 'Field Background Color', 'section_form_fields'),
    { name: 'form_field_border', kind: 'border', label: 'Field Border', tab: 'style', section: 'section_form_fields' },
    {
      name: 'form_field_border_radius',
      kind: 'dimensions',
      label: 'Field Border Radius',
      tab: 'style',
      section: 'section_form_fields',
      responsive: true,
    },
    {
      name: 'form_field_padding',
      kind: 'dimensions',
      label: 'Field Padding',
      tab: 'style',
      section: 'section_form_fields',
      responsive: true,
    },

    // Settings: identity, background, layout, breakpoints, lightbox, custom CSS.
    { name: 'site_name', kind: 'text', label: 'Site Name', tab: 'advanced', section: 'section_settings-site-identity', default: 'Foyer' },
    {
      name: 'site_description',
      kind: 'text',
      label: 'Site Description',
      tab: 'advanced',
      section: 'section_settings-site-identity',
      default: '',
    },
    { name: 'site_logo', kind: 'media', label: 'Site Logo', tab: 'advanced', section: 'section_settings-site-identity' },
    {
      name: 'body_background',
      kind: 'background',
      label: 'Background',
      tab: 'advanced',
      section: 'section_background',
      types: ['classic', 'gradient'],
    },
    {
      name: 'container_width',
      kind: 'slider',
      label: 'Content Width',
      tab: 'advanced',
      section: 'section_settings-layout',
      units: ['px'],
      range: { px: { min: 300, max: 3000 } },
      default: { unit: 'px', size: 1140 },
    },
    {
      name: 'container_padding',
      kind: 'dimensions',
      label: 'Container Padding',
      tab: 'advanced',
      section: 'section_settings-layout',
      responsive: true,
    },
    {
      name: 'space_between_widgets',
      kind: 'gaps',
      label: 'Widgets Space',
      tab: 'advanced',
      section: 'section_settings-layout',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
    },
    {
      name: 'page_title_selector',
      kind: 'text',
      label: 'Page Title Selector',
      description: 'Elementor lets you hide the page title; this is the selector of the title it hides.',
      tab: 'advanced',
      section: 'section_settings-layout',
      placeholder: 'h1.entry-title',
      default: 'h1.entry-title',
    },
    {
      name: 'active_breakpoints',
      kind: 'select',
      multiple: true,
      label: 'Active Breakpoints',
      tab: 'advanced',
      section: 'section_breakpoints',
      options: {
        viewport_mobile: 'Mobile Portrait',
        viewport_mobile_extra: 'Mobile Landscape',
        viewport_tablet: 'Tablet Portrait',
        viewport_tablet_extra: 'Tablet Landscape',
        viewport_laptop: 'Laptop',
        viewport_widescreen: 'Widescreen',
      },
      default: ['viewport_mobile', 'viewport_tablet'],
    },
    viewport('mobile'),
    viewport('mobile_extra'),
    viewport('tablet'),
    viewport('tablet_extra'),
    viewport('laptop'),
    viewport('widescreen'),
    switcher('global_image_lightbox', 'Image Lightbox'),
    switcher('lightbox_enable_counter', 'Counter'),
    switcher('lightbox_enable_fullscreen', 'Fullscreen'),
    switcher('lightbox_enable_zoom', 'Zoom'),
    switcher('lightbox_enable_share', 'Share'),
    {
      name: 'lightbox_title_src',
      kind: 'select',
      label: 'Title',
      tab: 'advanced',
      section: 'section_settings-lightbox',
      options: { '': 'None', title: 'Title', caption: 'Caption', alt: 'Alt', description: 'Description' },
      default: 'title',
    },
    {
      name: 'lightbox_description_src',
      kind: 'select',
      label: 'Description',
      tab: 'advanced',
      section: 'section_settings-lightbox',
      options: { '': 'None', title: 'Title', caption: 'Caption', alt: 'Alt', description: 'Description' },
      default: 'description',
    },
    { name: 'lightbox_color', kind: 'color', label: 'Background Color', tab: 'advanced', section: 'section_settings-lightbox' },
    { name: 'lightbox_ui_color', kind: 'color', label: 'UI Color', tab: 'advanced', section: 'section_settings-lightbox' },
    { name: 'lightbox_ui_color_hover', kind: 'color', label: 'UI Hover Color', tab: 'advanced', section: 'section_settings-lightbox' },
    { name: 'lightbox_text_color', kind: 'color', label: 'Text Color', tab: 'advanced', section: 'section_settings-lightbox' },
    {
      name: 'custom_css',
      kind: 'textarea',
      label: 'Custom CSS',
      tab: 'advanced',
      section: 'section_custom_css',
      default: '',
    },
  ],
} as const;

type KitControl = (typeof KIT_DECLARATION.controls)[number];

/** The kit control named `name`. */
export function kitControl<N extends KitControl['name']>(name: N): Extract<KitControl, { name: N }> {
  const control = KIT_DECLARATION.controls.find((c) => c.name === name);
  if (!control) throw new Error(`the kit declares no ${name}`);
  return control as Extract<KitControl, { name: N }>;
}
