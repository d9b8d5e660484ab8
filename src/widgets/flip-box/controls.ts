// Control makers the flip box and call-to-action declarations share: both are Elementor Pro landing
// widgets with the same graphic element (icon views) and many one-selector style controls. Made by
// functions rather than written out, the two declarations weigh less in the editor's bundle.
import type { Condition, Selectors } from '../../contracts/declaration/types.ts';

export const SPACING_UNITS = ['px', 'em', 'rem', 'custom'] as const;
export const RADIUS_UNITS = ['px', '%', 'em', 'rem', 'custom'] as const;
export const PADDING_UNITS = ['px', '%', 'em', 'rem', 'vw', 'custom'] as const;
export const BUTTON_SIZES = { xs: 'Extra Small', sm: 'Small', md: 'Medium', lg: 'Large', xl: 'Extra Large' } as const;

/** A style-tab colour setting one CSS property of one selector. */
export function color<N extends string>(name: N, label: string, section: string, selector: string, property = 'color') {
  return { name, kind: 'color', label, tab: 'style', section, selectors: { [selector]: { [property]: '{{VALUE}}' } } } as const;
}

/** A style-tab size setting one CSS property of one selector. */
export function slider<N extends string>(
  name: N,
  label: string,
  section: string,
  selector: string,
  property: string,
  units: readonly string[] = SPACING_UNITS,
) {
  return { name, kind: 'slider', label, tab: 'style', section, units, selectors: { [selector]: { [property]: '{{VALUE}}' } } } as const;
}

/** A style-tab box (padding, radius) setting one CSS property of one selector. */
export function dimensions<N extends string>(name: N, label: string, section: string, selector: string, property: string) {
  return {
    name,
    kind: 'dimensions',
    label,
    tab: 'style',
    section,
    units: PADDING_UNITS,
    selectors: { [selector]: { [property]: '{{VALUE}}' } },
  } as const;
}

const ICON = '{{WRAPPER}} .elementor-icon';
const VIEW = (view: string, tail = '') => `{{WRAPPER}} .elementor-view-${view} .elementor-icon${tail}`;

/** Elementor Pro's icon graphic style (view, shape, spacing, colours, size, padding, border), shown while the graphic is an icon. */
export function iconGraphicControls(section: string) {
  const icon: Condition = { graphic_element: 'icon' };
  const framedOrStacked: Condition = { graphic_element: 'icon', 'icon_view!': 'default' };
  const primary: Selectors = {
    [VIEW('stacked')]: { 'background-color': '{{VALUE}}' },
    [`${VIEW('framed')}, ${VIEW('default')}`]: { color: '{{VALUE}}', 'border-color': '{{VALUE}}' },
    [`${VIEW('framed', ' svg')}, ${VIEW('default', ' svg')}`]: { fill: '{{VALUE}}' },
  };
  const secondary: Selectors = {
    [VIEW('framed')]: { 'background-color': '{{VALUE}}' },
    [VIEW('stacked')]: { color: '{{VALUE}}' },
    [VIEW('stacked', ' svg')]: { fill: '{{VALUE}}' },
  };
  return [
    {
      name: 'icon_view',
      kind: 'select',
      label: 'View',
      tab: 'style',
      section,
      default: 'default',
      options: { default: 'Default', stacked: 'Stacked', framed: 'Framed' },
      condition: icon,
    },
    {
      name: 'icon_shape',
      kind: 'select',
      label: 'Shape',
      tab: 'style',
      section,
      default: 'circle',
      options: { circle: 'Circle', square: 'Square' },
      condition: framedOrStacked,
    },
    { ...slider('icon_spacing', 'Spacing', section, '{{WRAPPER}} .elementor-icon-wrapper', 'margin-bottom'), condition: icon },
    {
      name: 'icon_primary_color',
      kind: 'color',
      label: 'Primary Color',
      tab: 'style',
      section,
      selectors: primary,
      condition: icon,
    },
    {
      name: 'icon_secondary_color',
      kind: 'color',
      label: 'Secondary Color',
      tab: 'style',
      section,
      selectors: secondary,
      condition: framedOrStacked,
    },
    { ...slider('icon_size', 'Icon Size', section, ICON, 'font-size'), condition: icon },
    { ...slider('icon_padding', 'Icon Padding', section, ICON, 'padding'), condition: framedOrStacked },
    {
      ...slider('icon_border_width', 'Border Width', section, ICON, 'border-width'),
      condition: { graphic_element: 'icon', icon_view: 'framed' },
    },
    { ...dimensions('icon_border_radius', 'Border Radius', section, ICON, 'border-radius'), condition: framedOrStacked },
  ] as const;
}
