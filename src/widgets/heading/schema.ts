// Heading widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import { BLEND_MODE_OPTIONS, TEXT_ALIGN, TITLE_TAGS } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const TITLE = '{{WRAPPER}} .elementor-heading-title';

export const headingDeclaration = declareWidget({
  type: 'heading',
  title: 'Heading',
  category: 'basic',
  icon: 'eicon-t-letter',
  keywords: ['heading', 'title', 'text'],
  sections: [
    { name: 'section_title', label: 'Title' },
    { name: 'section_title_style', label: 'Title', tab: 'style' },
  ],
  controls: [
    // May hold inline HTML (<br>, <span>, <strong>): sanitised to an inline allow-list.
    {
      name: 'title',
      kind: 'textarea',
      label: 'Title',
      placeholder: 'Enter your title',
      section: 'section_title',
      default: 'Add Your Heading Text Here',
      html: 'inline',
    },
    { name: 'link', kind: 'url', label: 'Link', section: 'section_title' },
    {
      name: 'size',
      kind: 'select',
      label: 'Size',
      section: 'section_title',
      default: 'default',
      options: { default: 'Default', small: 'Small', medium: 'Medium', large: 'Large', xl: 'XL', xxl: 'XXL' },
    },
    { name: 'header_size', kind: 'select', label: 'HTML Tag', section: 'section_title', default: 'h2', options: TITLE_TAGS },
    {
      name: 'align',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_title',
      responsive: true,
      default: '',
      options: TEXT_ALIGN,
      selectors: { '{{WRAPPER}}': { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'title_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_title_style',
      selectors: { [TITLE]: { color: '{{VALUE}}' } },
    },
    {
      name: 'blend_mode',
      kind: 'select',
      label: 'Blend Mode',
      tab: 'style',
      section: 'section_title_style',
      default: '',
      options: BLEND_MODE_OPTIONS,
      selectors: { [TITLE]: { 'mix-blend-mode': '{{VALUE}}' } },
    },
    {
      name: 'title_hover_color',
      kind: 'color',
      label: 'Link Hover Color',
      tab: 'style',
      section: 'section_title_style',
      selectors: { [`${TITLE} a:hover,${TITLE} a:focus`]: { color: '{{VALUE}}' } },
    },
    { name: 'typography', kind: 'typography', label: 'Typography', tab: 'style', section: 'section_title_style', selector: TITLE },
    { name: 'text_shadow', kind: 'text-shadow', label: 'Text Shadow', tab: 'style', section: 'section_title_style', selector: TITLE },
  ],
});

export type HeadingSettings = SettingsOf<typeof headingDeclaration.controls>;
