// Image box widget declaration (Elementor's control names and defaults).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import { resolveResponsive } from '../../model/responsive.ts';
import { size, sizeNumber } from '../../model/values.ts';
import type { ControlCssArgs } from '../../contracts/declaration/types.ts';
import { boxControls, hoverAnimationControl } from '../shared/controls.ts';

const box = boxControls('image-box');
const IMG = '{{WRAPPER}} .elementor-image-box-img img';

function imageSpaceCss({ css, selector, settings }: ControlCssArgs): void {
  // Elementor prints the rule of every position; the wrapper only ever has the (desktop) position's
  // class (render.tsx), so only that one's rule can match.
  const side = { top: 'margin-bottom', left: 'margin-inline-end', right: 'margin-inline-start' }[String(settings.position)];
  const figure = `${selector} .elementor-image-box-wrapper.elementor-position-${String(settings.position)} .elementor-image-box-img`;
  if (side) css.responsive(figure, settings, 'image_space', (v) => ({ [side]: size(v) }));
  if (!css.breakpoints.mobile.isEnabled) return;
  const mobile = resolveResponsive(settings, 'image_space', 'mobile', css.breakpoints);
  css.add(`${selector} .elementor-image-box-img`, { 'margin-bottom': size(mobile) }, 'mobile');
}

// Controls are in CSS order (rules print in declaration order); the editor groups them by section.
export const imageBoxDeclaration = declareWidget({
  type: 'image-box',
  title: 'Image Box',
  category: 'general',
  icon: 'eicon-image-box',
  keywords: ['image', 'photo', 'visual', 'box'],
  sections: [
    { name: 'section_image', label: 'Image' },
    { name: 'section_content', label: 'Content' },
    { name: 'section_style_box', label: 'Box', tab: 'style' },
    { name: 'section_style_image', label: 'Image', tab: 'style' },
    { name: 'section_style_content', label: 'Content', tab: 'style' },
  ],
  controls: [
    // `{url, id, alt}`; Foyer adds `width`/`height` (see src/contracts/declaration/value-schemas.ts imageSchema).
    { name: 'image', kind: 'media', label: 'Choose Image', section: 'section_image' },
    // Elementor's image-size group control (`thumbnail`): a size name ('full', 'medium', ...) or custom.
    { name: 'thumbnail_size', kind: 'text', label: 'Image Resolution', section: 'section_image', default: 'full' },
    { name: 'thumbnail_custom_dimension', kind: 'hidden', label: 'Image Dimension', section: 'section_image', value: 'object' },
    ...box.content,
    {
      name: 'image_space',
      kind: 'slider',
      label: 'Spacing',
      tab: 'style',
      section: 'section_style_image',
      responsive: true,
      units: ['px', 'em', 'rem', 'custom'],
      // Elementor's spacing is the figure's margin on the side of the text, and below it on phones
      // (where every position stacks): the 15px default lives in the base CSS.
      css: imageSpaceCss,
    },
    ...box.style,
    {
      name: 'image_size',
      kind: 'slider',
      label: 'Width',
      tab: 'style',
      section: 'section_style_image',
      description: 'Width of the image part, in % of the box (Elementor’s default 30%).',
      responsive: true,
      units: ['%'],
      defaultUnit: '%',
      selectors: { '{{WRAPPER}} .elementor-image-box-img': { width: '{{VALUE}}' } },
    },
    // A slider here (one radius), unlike the image widget's dimensions.
    {
      name: 'image_border_radius',
      kind: 'slider',
      label: 'Border Radius',
      tab: 'style',
      section: 'section_style_image',
      units: ['%', 'px'],
      defaultUnit: '%',
      selectors: { [IMG]: { 'border-radius': '{{VALUE}}' } },
    },
    { name: 'image_border', kind: 'border', label: 'Image Border', tab: 'style', section: 'section_style_image', selector: IMG },
    {
      name: 'image_opacity',
      kind: 'slider',
      label: 'Opacity',
      tab: 'style',
      section: 'section_style_image',
      range: { px: { min: 0, max: 1, step: 0.01 } },
      // Clamped to 0..1: Elementor's slider allows no more, stored documents might.
      css: ({ css, selector, settings }) => {
        const opacity = sizeNumber(settings.image_opacity);
        if (opacity !== undefined)
          css.add(`${selector} .elementor-image-box-img img`, { opacity: String(Math.min(1, Math.max(0, opacity))) });
      },
    },
    hoverAnimationControl('section_style_image'),
  ],
});

export type ImageBoxSettings = SettingsOf<typeof imageBoxDeclaration.controls>;
