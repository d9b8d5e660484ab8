// Testimonial widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import { TEXT_ALIGN } from '../../contracts/declaration/options.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { borderRadiusControl } from '../shared/controls.ts';

const WRAPPER = '{{WRAPPER}} .elementor-testimonial-wrapper';
const IMAGE = `${WRAPPER} .elementor-testimonial-image img`;

export const testimonialDeclaration = declareWidget({
  type: 'testimonial',
  title: 'Testimonial',
  category: 'general',
  icon: 'eicon-testimonial',
  keywords: ['testimonial', 'blockquote'],
  sections: [
    { name: 'section_testimonial', label: 'Testimonial' },
    { name: 'section_style_testimonial_content', label: 'Content', tab: 'style' },
    { name: 'section_style_testimonial_image', label: 'Image', tab: 'style' },
    { name: 'section_style_testimonial_name', label: 'Name', tab: 'style' },
    { name: 'section_style_testimonial_job', label: 'Title', tab: 'style' },
  ],
  controls: [
    {
      name: 'testimonial_content',
      kind: 'textarea',
      label: 'Content',
      section: 'section_testimonial',
      default: 'Click edit button to change this text. Lorem ipsum dolor sit amet consectetur adipiscing elit dolor',
      html: 'inline',
    },
    { name: 'testimonial_image', kind: 'media', label: 'Choose Image', section: 'section_testimonial' },
    { name: 'testimonial_image_size', kind: 'text', label: 'Image Resolution', section: 'section_testimonial', default: 'full' },
    {
      name: 'testimonial_image_custom_dimension',
      kind: 'hidden',
      label: 'Image Dimension',
      section: 'section_testimonial',
      value: 'object',
    },
    { name: 'testimonial_name', kind: 'text', label: 'Name', section: 'section_testimonial', default: 'John Doe', html: 'inline' },
    { name: 'testimonial_job', kind: 'text', label: 'Title', section: 'section_testimonial', default: 'Designer', html: 'inline' },
    { name: 'link', kind: 'url', label: 'Link', section: 'section_testimonial' },
    {
      name: 'testimonial_image_position',
      kind: 'choose',
      label: 'Image Position',
      section: 'section_testimonial',
      default: 'aside',
      options: { aside: 'Aside', top: 'Top' },
    },
    {
      name: 'testimonial_alignment',
      kind: 'choose',
      label: 'Alignment',
      section: 'section_testimonial',
      default: 'center',
      responsive: true,
      options: TEXT_ALIGN,
      selectors: { [WRAPPER]: { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'content_content_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: 'section_style_testimonial_content',
      selectors: { '{{WRAPPER}} .elementor-testimonial-content': { color: '{{VALUE}}' } },
    },
    {
      name: 'content_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: 'section_style_testimonial_content',
      selector: '{{WRAPPER}} .elementor-testimonial-content',
    },
    {
      name: 'content_gap',
      kind: 'slider',
      label: 'Gap',
      tab: 'style',
      section: 'section_style_testimonial_content',
      units: ['px', 'em', 'rem'],
      selectors: { '{{WRAPPER}} .elementor-testimonial-content': { 'margin-bottom': '{{VALUE}}' } },
    },
    {
      name: 'image_size',
      kind: 'slider',
      label: 'Image Size',
      tab: 'style',
      section: 'section_style_testimonial_image',
      responsive: true,
      units: ['px', 'em', 'rem'],
      selectors: { [IMAGE]: { width: '{{VALUE}}', height: '{{VALUE}}' } },
    },
    { name: 'image_border', kind: 'border', label: 'Border', tab: 'style', section: 'section_style_testimonial_image', selector: IMAGE },
    borderRadiusControl('image_border_radius', 'section_style_testimonial_image', IMAGE),
    {
      name: 'name_text_color',
      kind: 'color',
      label: 'Name Color',
      tab: 'style',
      section: 'section_style_testimonial_name',
      selectors: { '{{WRAPPER}} .elementor-testimonial-name': { color: '{{VALUE}}' } },
    },
    {
      name: 'name_typography',
      kind: 'typography',
      label: 'Name Typography',
      tab: 'style',
      section: 'section_style_testimonial_name',
      selector: '{{WRAPPER}} .elementor-testimonial-name',
    },
    {
      name: 'job_text_color',
      kind: 'color',
      label: 'Title Color',
      tab: 'style',
      section: 'section_style_testimonial_job',
      selectors: { '{{WRAPPER}} .elementor-testimonial-job': { color: '{{VALUE}}' } },
    },
    {
      name: 'job_typography',
      kind: 'typography',
      label: 'Title Typography',
      tab: 'style',
      section: 'section_style_testimonial_job',
      selector: '{{WRAPPER}} .elementor-testimonial-job',
    },
  ],
});

export type TestimonialSettings = SettingsOf<typeof testimonialDeclaration.controls>;
