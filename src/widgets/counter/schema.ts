// Counter widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const HAS_TITLE = { 'title!': '' } as const;
const POSITION = { '': 'Default', start: 'Start', center: 'Center', end: 'End' } as const;

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const counterDeclaration = declareWidget({
  type: 'counter',
  title: 'Counter',
  category: 'general',
  icon: 'eicon-counter',
  keywords: ['counter'],
  sections: [
    { name: 'section_counter', label: 'Counter' },
    { name: 'section_counter_style', label: 'Counter', tab: 'style' },
    { name: 'section_number', label: 'Number', tab: 'style' },
    { name: 'section_title', label: 'Title', tab: 'style' },
  ],
  behaviours: ['counter-animation'],
  controls: [
    { name: 'starting_number', kind: 'number', label: 'Starting Number', section: 'section_counter', default: 0 },
    { name: 'ending_number', kind: 'number', label: 'Ending Number', section: 'section_counter', default: 100 },
    { name: 'prefix', kind: 'text', label: 'Number Prefix', placeholder: '1', section: 'section_counter', default: '', maxLength: 40 },
    { name: 'suffix', kind: 'text', label: 'Number Suffix', placeholder: 'Plus', section: 'section_counter', default: '', maxLength: 40 },
    // Milliseconds; Elementor's editor starts at 100.
    { name: 'duration', kind: 'number', label: 'Animation Duration', section: 'section_counter', default: 2000, min: 0, max: 60000 },
    { name: 'thousand_separator', kind: 'switcher', label: 'Thousand Separator', section: 'section_counter', default: 'yes' },
    {
      name: 'thousand_separator_char',
      kind: 'select',
      label: 'Separator',
      section: 'section_counter',
      default: '',
      options: { '': 'Default', '.': 'Dot', ' ': 'Space', _: 'Underline', "'": 'Apostrophe' },
      condition: { thousand_separator: 'yes' },
    },
    {
      name: 'title',
      kind: 'text',
      label: 'Title',
      placeholder: 'Cool Number',
      section: 'section_counter',
      default: 'Cool Number',
      html: 'inline',
    },
    {
      name: 'title_tag',
      kind: 'select',
      label: 'Title HTML Tag',
      section: 'section_counter',
      default: 'div',
      options: { h1: 'H1', h2: 'H2', h3: 'H3', h4: 'H4', h5: 'H5', h6: 'H6', div: 'div', span: 'span', p: 'p' },
      condition: HAS_TITLE,
    },
    {
      name: 'title_position',
      kind: 'choose',
      label: 'Title Position',
      tab: 'style',
      section: 'section_counter_style',
      responsive: true,
      default: '',
      options: { '': 'Default', before: 'Before', after: 'After', start: 'Start', end: 'End' },
      dictionary: { before: 'column', after: 'column-reverse', start: 'row', end: 'row-reverse' },
      selectors: { '{{WRAPPER}} .elementor-counter': { 'flex-direction': '{{VALUE}}' } },
      condition: HAS_TITLE,
    },
    {
      name: 'title_horizontal_alignment',
      kind: 'choose',
      label: 'Title Horizontal Alignment',
      tab: 'style',
      section: 'section_counter_style',
      responsive: true,
      default: '',
      options: POSITION,
      selectors: { '{{WRAPPER}} .elementor-counter-title': { 'justify-content': '{{VALUE}}' } },
      condition: HAS_TITLE,
    },
    {
      name: 'title_vertical_alignment',
      kind: 'choose',
      label: 'Title Vertical Alignment',
      tab: 'style',
      section: 'section_counter_style',
      responsive: true,
      default: '',
      options: POSITION,
      selectors: { '{{WRAPPER}} .elementor-counter-title': { 'align-items': '{{VALUE}}' } },
      condition: { ...HAS_TITLE, title_position: ['start', 'end'] },
    },
    {
      name: 'title_gap',
      kind: 'slider',
      label: 'Title Gap',
      tab: 'style',
      section: 'section_counter_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-counter': { gap: '{{VALUE}}' } },
      condition: { ...HAS_TITLE, title_position: ['', 'before', 'after'] },
    },
    {
      name: 'number_position',
      kind: 'choose',
      label: 'Number Position',
      tab: 'style',
      section: 'section_counter_style',
      responsive: true,
      default: '',
      options: { ...POSITION, stretch: 'Stretch' },
      // The grow factors decide where the number sits between its prefix and suffix.
      css: ({ settings, selector, css }) => {
        for (const [device, key] of [
          [undefined, 'number_position'],
          ['tablet', 'number_position_tablet'],
          ['mobile', 'number_position_mobile'],
        ] as const) {
          const grow = NUMBER_GROW[String(settings[key])];
          if (grow) css.add(`${selector} .elementor-counter-number-wrapper`, grow, device);
        }
      },
    },
    {
      name: 'number_alignment',
      kind: 'choose',
      label: 'Number Alignment',
      tab: 'style',
      section: 'section_counter_style',
      responsive: true,
      default: '',
      options: POSITION,
      selectors: { '{{WRAPPER}} .elementor-counter-number': { 'text-align': '{{VALUE}}' } },
      condition: { number_position: 'stretch' },
    },
    {
      name: 'number_gap',
      kind: 'slider',
      label: 'Number Gap',
      tab: 'style',
      section: 'section_counter_style',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      selectors: { '{{WRAPPER}} .elementor-counter-number-wrapper': { gap: '{{VALUE}}' } },
      condition: { 'number_position!': 'stretch' },
    },
    {
      name: 'number_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_number',
      selectors: { '{{WRAPPER}} .elementor-counter-number-wrapper': { color: '{{VALUE}}' } },
    },
    {
      name: 'typography_number',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_number',
      selector: '{{WRAPPER}} .elementor-counter-number-wrapper',
    },
    {
      name: 'number_shadow',
      kind: 'text-shadow',
      label: 'Text Shadow',
      tab: 'style',
      section: 'section_number',
      selector: '{{WRAPPER}} .elementor-counter-number-wrapper',
    },
    {
      name: 'title_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_title',
      selectors: { '{{WRAPPER}} .elementor-counter-title': { color: '{{VALUE}}' } },
      condition: HAS_TITLE,
    },
    {
      name: 'typography_title',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_title',
      selector: '{{WRAPPER}} .elementor-counter-title',
      condition: HAS_TITLE,
    },
    {
      name: 'title_shadow',
      kind: 'text-shadow',
      label: 'Text Shadow',
      tab: 'style',
      section: 'section_title',
      selector: '{{WRAPPER}} .elementor-counter-title',
      condition: HAS_TITLE,
    },
  ],
});

/** Elementor's `number_position` dictionary: text alignment and the grow factors of prefix, number, suffix. */
const NUMBER_GROW: Record<string, Record<string, string>> = {
  start: { 'text-align': 'start', '--counter-prefix-grow': '0', '--counter-suffix-grow': '1', '--counter-number-grow': '0' },
  center: { 'text-align': 'center', '--counter-prefix-grow': '1', '--counter-suffix-grow': '1', '--counter-number-grow': '0' },
  end: { 'text-align': 'end', '--counter-prefix-grow': '1', '--counter-suffix-grow': '0', '--counter-number-grow': '0' },
  stretch: { '--counter-prefix-grow': '0', '--counter-suffix-grow': '0', '--counter-number-grow': '1' },
};

export type CounterSettings = SettingsOf<typeof counterDeclaration.controls>;
