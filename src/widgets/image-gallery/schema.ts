// Basic gallery declaration (Elementor core's `image-gallery`, WordPress's gallery shortcode):
// control names and defaults.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { borderRadiusControl } from '../shared/controls.ts';

const CONTENT = 'section_gallery';
const IMAGES = 'section_gallery_images';
const CAPTION = 'section_caption';
const COLUMNS = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), String(i + 1)]));

export const imageGalleryDeclaration = declareWidget({
  type: 'image-gallery',
  title: 'Basic Gallery',
  category: 'basic',
  icon: 'eicon-gallery-grid',
  keywords: ['image', 'photo', 'visual', 'gallery'],
  sections: [
    { name: CONTENT, label: 'Basic Gallery' },
    { name: IMAGES, label: 'Images', tab: 'style' },
    { name: CAPTION, label: 'Caption', tab: 'style' },
  ],
  controls: [
    { name: 'wp_gallery', kind: 'gallery', label: 'Add Images', section: CONTENT },
    { name: 'thumbnail_size', kind: 'text', label: 'Image Resolution', section: CONTENT, default: 'thumbnail' },
    { name: 'gallery_columns', kind: 'select', label: 'Columns', section: CONTENT, default: '4', options: COLUMNS },
    {
      name: 'gallery_display_caption',
      kind: 'select',
      label: 'Caption',
      section: CONTENT,
      default: '',
      options: { none: 'None', '': 'Attachment Caption' },
    },
    {
      name: 'gallery_link',
      kind: 'select',
      label: 'Link',
      section: CONTENT,
      default: 'file',
      options: { file: 'Media File', attachment: 'Attachment Page', none: 'None' },
    },
    {
      name: 'open_lightbox',
      kind: 'select',
      label: 'Lightbox',
      section: CONTENT,
      default: 'default',
      options: { default: 'Default', yes: 'Yes', no: 'No' },
      condition: { gallery_link: 'file' },
    },
    { name: 'gallery_rand', kind: 'select', label: 'Order By', section: CONTENT, default: '', options: { '': 'Default', rand: 'Random' } },
    {
      name: 'image_spacing',
      kind: 'select',
      label: 'Spacing',
      tab: 'style',
      section: IMAGES,
      default: '',
      options: { '': 'Default', custom: 'Custom' },
    },
    {
      name: 'image_spacing_custom',
      kind: 'slider',
      label: 'Image Spacing',
      tab: 'style',
      section: IMAGES,
      responsive: true,
      units: ['px'],
      range: { px: { max: 100 } },
      default: { size: 15, unit: 'px' },
      condition: { image_spacing: 'custom' },
      selectors: { '{{WRAPPER}} .gallery': { '--gallery-gap': '{{VALUE}}' } },
    },
    { name: 'image_border', kind: 'border', label: 'Border', tab: 'style', section: IMAGES, selector: '{{WRAPPER}} .gallery-item img' },
    borderRadiusControl('image_border_radius', IMAGES, '{{WRAPPER}} .gallery-item img'),
    {
      name: 'gallery_caption_align',
      kind: 'choose',
      label: 'Alignment',
      tab: 'style',
      section: CAPTION,
      default: 'center',
      options: { left: 'Left', center: 'Center', right: 'Right', justify: 'Justified' },
      selectors: { '{{WRAPPER}} .gallery-item .gallery-caption': { 'text-align': '{{VALUE}}' } },
    },
    {
      name: 'gallery_caption_color',
      kind: 'color',
      label: 'Text Color',
      tab: 'style',
      section: CAPTION,
      selectors: { '{{WRAPPER}} .gallery-item .gallery-caption': { color: '{{VALUE}}' } },
    },
    {
      name: 'gallery_caption_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: CAPTION,
      selector: '{{WRAPPER}} .gallery-item .gallery-caption',
    },
  ],
});

export type ImageGallerySettings = SettingsOf<typeof imageGalleryDeclaration.controls>;
