// Per-element CSS of the image widget: size, fit, border, filters, hover and caption, only what is set.
import type { CssSink } from '../../model/css.ts';
import { dimensions, size, sizeNumber, typography } from '../../model/values.ts';
import { border, boxShadow, colourOf, cssFilters, oneOf, textAlign, textShadow } from '../shared/css-parts.ts';
import type { ImageWidgetSettings } from './schema.ts';

const FITS = ['fill', 'cover', 'contain', 'none', 'scale-down'] as const;

const opacity = (v: unknown) => {
  const n = sizeNumber(v);
  return n === undefined ? undefined : String(Math.min(1, Math.max(0, n)));
};

export function imageCss({ settings: s, selector, css }: { settings: ImageWidgetSettings; selector: string; css: CssSink }): void {
  const img = `${selector} img`;
  css.responsive(selector, s, 'align', (v) => ({ 'text-align': textAlign(v) }));
  css.responsive(img, s, 'width', (v) => ({ width: size(v) }));
  css.responsive(img, s, 'space', (v) => ({ 'max-width': size(v) }));
  css.responsive(img, s, 'height', (v) => ({ height: size(v) }));
  css.responsive(img, s, 'object-fit', (v) => ({ 'object-fit': oneOf(v, FITS) }));
  css.responsive(img, s, 'object-position', (v) => ({
    'object-position': typeof v === 'string' && /^[a-z ]{1,30}$/.test(v) ? v : undefined,
  }));
  if (s.image_size === 'custom') {
    // Elementor crops a custom size on upload; we show the original cropped to the same shape.
    const w = Number(s.image_custom_dimension?.width);
    const h = Number(s.image_custom_dimension?.height);
    if (w > 0 && h > 0) css.add(img, { 'aspect-ratio': `${w}/${h}`, 'object-fit': oneOf(s['object-fit'], FITS) ?? 'cover' });
  }
  css.add(img, { opacity: opacity(s.opacity), filter: cssFilters(s, 'css_filters') });
  const transition = sizeNumber(s.background_hover_transition);
  if (transition !== undefined) css.add(img, { 'transition-duration': `${transition}s` });
  css.add(`${selector}:hover img`, { opacity: opacity(s.opacity_hover), filter: cssFilters(s, 'css_filters_hover') });
  border(css, img, s, 'image_border');
  css.responsive(img, s, 'image_border_radius', (v) => ({ 'border-radius': dimensions(v) }));
  boxShadow(css, img, s, 'image_box_shadow');

  const caption = `${selector} .widget-image-caption`;
  css.responsive(caption, s, 'caption_align', (v) => ({ 'text-align': textAlign(v) }));
  css.add(caption, { color: colourOf(s, 'text_color'), 'background-color': colourOf(s, 'caption_background_color') });
  css.responsive(caption, s, 'caption_space', (v) => ({ 'margin-block-start': size(v) }));
  typography(css, caption, s, 'caption_typography');
  textShadow(css, caption, s, 'caption_text_shadow');
}
