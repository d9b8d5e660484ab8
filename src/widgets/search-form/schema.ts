// Search form widget declaration (Elementor Pro's search-form; names and defaults are Pro's). Style
// settings write custom properties or rules on the form's parts; the skin's layout is base CSS.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const CONTENT = 'search_content';
const INPUT = 'section_input_style';
const TOGGLE = 'section_toggle_style';
const FORM = '{{WRAPPER}} .elementor-search-form';
const BOX = `${FORM}:not(.elementor-search-form--skin-full_screen) .elementor-search-form__container`;
const FULL_SCREEN = { skin: 'full_screen' };
const NOT_FULL_SCREEN = { 'skin!': 'full_screen' };

export const searchFormDeclaration = declareWidget({
  type: 'search-form',
  title: 'Search Form',
  category: 'pro',
  icon: 'eicon-site-search',
  keywords: ['search', 'form'],
  sections: [
    { name: 'search_content', label: 'Search Form' },
    { name: 'section_input_style', label: 'Input', tab: 'style' },
    { name: 'section_button_style', label: 'Button', tab: 'style' },
    { name: 'section_toggle_style', label: 'Toggle', tab: 'style' },
  ],
  behaviours: ['search-form-full-screen'],
  controls: [
    {
      name: 'skin',
      kind: 'select',
      label: 'Skin',
      section: CONTENT,
      default: 'classic',
      options: { classic: 'Classic', minimal: 'Minimal', full_screen: 'Full Screen' },
    },
    { name: 'placeholder', kind: 'text', label: 'Placeholder', section: CONTENT, default: 'Search...' },
    {
      name: 'button_type',
      kind: 'select',
      label: 'Type',
      section: CONTENT,
      default: 'icon',
      options: { icon: 'Icon', text: 'Text' },
      condition: { skin: 'classic' },
    },
    {
      name: 'button_text',
      kind: 'text',
      label: 'Text',
      section: CONTENT,
      default: 'Search',
      condition: { button_type: 'text', skin: 'classic' },
    },
    {
      name: 'size',
      kind: 'slider',
      label: 'Size',
      section: CONTENT,
      units: ['px', 'em', 'rem', 'custom'],
      default: { unit: 'px', size: 50 },
      condition: NOT_FULL_SCREEN,
      selectors: { [FORM]: { '--e-search-form-size': '{{VALUE}}' } },
    },
    {
      name: 'toggle_align',
      kind: 'choose',
      label: 'Alignment',
      section: CONTENT,
      default: 'center',
      options: { left: 'Left', center: 'Center', right: 'Right' },
      condition: FULL_SCREEN,
      selectors: { [FORM]: { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'toggle_size',
      kind: 'slider',
      label: 'Size',
      section: CONTENT,
      units: ['px'],
      default: { unit: 'px', size: 33 },
      condition: FULL_SCREEN,
      selectors: { '{{WRAPPER}} .elementor-search-form__toggle': { '--e-search-form-toggle-size': '{{VALUE}}' } },
    },
    {
      name: 'input_text_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: INPUT,
      selectors: { '{{WRAPPER}} .elementor-search-form__input, {{WRAPPER}} .elementor-search-form__icon': { color: '{{VALUE}}' } },
    },
    {
      name: 'input_background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: INPUT,
      condition: NOT_FULL_SCREEN,
      selectors: { [BOX]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'border_radius',
      kind: 'slider',
      label: 'Border Radius',
      tab: 'style',
      section: INPUT,
      units: ['px', '%', 'em', 'rem', 'custom'],
      default: { unit: 'px', size: 3 },
      selectors: { [BOX]: { 'border-radius': '{{VALUE}}' } },
    },
    {
      name: 'button_background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: 'section_button_style',
      condition: { skin: 'classic' },
      selectors: { '{{WRAPPER}} .elementor-search-form__submit': { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'toggle_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: TOGGLE,
      condition: FULL_SCREEN,
      selectors: { '{{WRAPPER}} .elementor-search-form__toggle': { '--e-search-form-toggle-color': '{{VALUE}}' } },
    },
    {
      name: 'toggle_background_color',
      kind: 'color',
      label: 'Background Color',
      tab: 'style',
      section: TOGGLE,
      condition: FULL_SCREEN,
      selectors: { '{{WRAPPER}} .elementor-search-form__toggle': { '--e-search-form-toggle-background-color': '{{VALUE}}' } },
    },
  ],
});

export type SearchFormSettings = SettingsOf<typeof searchFormDeclaration.controls>;
