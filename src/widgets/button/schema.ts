// Button widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { ControlCssArgs } from '../../contracts/declaration/types.ts';
import { textAlign } from '../shared/css-parts.ts';
import { borderRadiusControl, hoverAnimationControl, legacyIconControls } from '../shared/controls.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const BTN = '{{WRAPPER}} .elementor-button';
const HOVER = `${BTN}:hover,${BTN}:focus`;
const STYLE = 'section_style';

/** Justify means full width; a smaller device that is not justified goes back to its own width. */
function alignCss({ settings: s, selector, css }: ControlCssArgs): void {
  const anyJustify = Object.entries(s).some(([k, v]) => /^align(_|$)/.test(k) && v === 'justify');
  css.responsive(`${selector} .elementor-button-wrapper`, s, 'align', (v) => ({
    'text-align': v === 'justify' ? undefined : textAlign(v),
  }));
  if (anyJustify) css.responsive(`${selector} .elementor-button`, s, 'align', (v) => ({ width: v === 'justify' ? '100%' : 'auto' }));
}

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const buttonDeclaration = declareWidget({
  type: 'button',
  title: 'Button',
  category: 'basic',
  icon: 'eicon-button',
  keywords: ['button'],
  sections: [
    { name: 'section_button', label: 'Button' },
    { name: 'section_style', label: 'Button', tab: 'style' },
  ],
  controls: [
    {
      name: 'button_type',
      kind: 'select',
      label: 'Type',
      section: 'section_button',
      default: '',
      options: { '': 'Default', info: 'Info', success: 'Success', warning: 'Warning', danger: 'Danger' },
    },
    {
      name: 'text',
      kind: 'text',
      label: 'Text',
      placeholder: 'Click here',
      section: 'section_button',
      default: 'Click here',
      html: 'inline',
    },
    { name: 'link', kind: 'url', label: 'Link', placeholder: 'https://your-link.com', section: 'section_button' },
    {
      name: 'align',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_button',
      responsive: true,
      default: '',
      options: { '': 'Default', left: 'Left', center: 'Center', right: 'Right', justify: 'Justified', start: 'Start', end: 'End' },
      open: true,
      css: alignCss,
    },
    {
      name: 'size',
      kind: 'select',
      label: 'Size',
      section: 'section_button',
      default: 'sm',
      options: { xs: 'Extra Small', sm: 'Small', md: 'Medium', lg: 'Large', xl: 'Extra Large' },
    },
    { name: 'selected_icon', kind: 'icons', label: 'Icon', section: 'section_button' },
    ...legacyIconControls,
    // Icon before the text ('left', Elementor 3.20+: 'row') or after it ('right' / 'row-reverse').
    {
      name: 'icon_align',
      kind: 'choose',
      label: 'Icon Position',
      section: 'section_button',
      default: 'left',
      options: { left: 'Before', right: 'After', row: 'Start', 'row-reverse': 'End' },
    },
    {
      name: 'button_css_id',
      kind: 'text',
      label: 'Button ID',
      description:
        'Please make sure the ID is unique and not used elsewhere on the page this form is displayed. This field allows A-z 0-9 & underscore chars without spaces.',
      section: 'section_button',
      default: '',
      pattern: '[\\w-]*',
    },
    {
      name: 'button_text_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: STYLE,
      selectors: { [BTN]: { color: '{{VALUE}}' } },
    },
    {
      name: 'background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: STYLE,
      selectors: { [BTN]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'hover_color',
      kind: 'color',
      label: 'Hover Text Color',
      tab: 'style',
      section: STYLE,
      selectors: { [HOVER]: { color: '{{VALUE}}' } },
    },
    {
      name: 'button_background_hover_color',
      kind: 'color',
      label: 'Hover Background Color',
      tab: 'style',
      section: STYLE,
      selectors: { [HOVER]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'button_hover_border_color',
      kind: 'color',
      label: 'Hover Border Color',
      tab: 'style',
      section: STYLE,
      selectors: { [HOVER]: { 'border-color': '{{VALUE}}' } },
    },
    { name: 'typography', kind: 'typography', label: 'Typography', tab: 'style', section: STYLE, selector: BTN },
    { name: 'text_shadow', kind: 'text-shadow', label: 'Text Shadow', tab: 'style', section: STYLE, selector: BTN },
    { name: 'border', kind: 'border', label: 'Border', tab: 'style', section: STYLE, selector: BTN },
    borderRadiusControl('border_radius', STYLE, BTN),
    {
      name: 'text_padding',
      kind: 'dimensions',
      label: 'Padding',
      tab: 'style',
      section: STYLE,
      responsive: true,
      units: ['px', '%', 'em', 'rem', 'vw', 'custom'],
      selectors: { [BTN]: { padding: '{{VALUE}}' } },
    },
    { name: 'button_box_shadow', kind: 'box-shadow', label: 'Box Shadow', tab: 'style', section: STYLE, selector: BTN },
    { name: 'button_hover_box_shadow', kind: 'box-shadow', label: 'Hover Box Shadow', tab: 'style', section: STYLE, selector: HOVER },
    {
      name: 'icon_indent',
      kind: 'slider',
      label: 'Icon Spacing',
      section: 'section_button',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-button-content-wrapper': { gap: '{{VALUE}}' } },
    },
    hoverAnimationControl(STYLE),
  ],
});

export type ButtonSettings = SettingsOf<typeof buttonDeclaration.controls>;
