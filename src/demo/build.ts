// Small builders for the demo's Elementor element trees: stable ids, and the setting shapes
// Elementor stores (sizes, boxes, typography groups, media) so the content reads like real exports.
import type { ElementNode } from '../model/element.ts';
import { DEMO_IMAGES, DEMO_IMAGE_SIZE, demoImage } from './images/index.ts';

type Settings = Record<string, unknown>;

/** FNV-1a with a final mix, as 7 hex digits: Elementor-looking ids that are the same on every seed. */
function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // Avalanche the bits so that similar keys do not share a prefix.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return (h >>> 0).toString(16).padStart(8, '0').slice(0, 7);
}

export interface DocBuilder {
  /** A top-level (or any outer) container. */
  section(settings: Settings, children: ElementNode[]): ElementNode;
  /** A container nested in another one. */
  inner(settings: Settings, children: ElementNode[]): ElementNode;
  widget(type: string, settings: Settings): ElementNode;
}

/** Element builders whose ids derive from the document key and creation order. */
export function docBuilder(key: string): DocBuilder {
  let n = 0;
  const id = () => shortHash(`${key}:${n++}`);
  return {
    section: (settings, children) => ({ id: id(), elType: 'container', settings, elements: children }),
    inner: (settings, children) => ({ id: id(), elType: 'container', isInner: true, settings, elements: children }),
    widget: (type, settings) => ({ id: id(), elType: 'widget', widgetType: type, settings, elements: [] }),
  };
}

export const px = (size: number, unit = 'px') => ({ unit, size, sizes: [] });

/** Elementor's DIMENSIONS value; CSS order (top, right, bottom, left). */
export function box(top: number, right = top, bottom = top, left = right, unit = 'px') {
  return {
    unit,
    top: String(top),
    right: String(right),
    bottom: String(bottom),
    left: String(left),
    isLinked: top === right && right === bottom && bottom === left,
  };
}

export const gap = (size: number) => ({ unit: 'px', size, column: String(size), row: String(size) });

/** The image's MEDIA value, with Foyer's intrinsic size so pages get a srcset and no layout shift. */
export function media(name: string, variant?: 480 | 768 | 1280) {
  const img = demoImage(name);
  const file = variant ? `${name}-${variant}` : name;
  const width = variant ?? DEMO_IMAGE_SIZE.width;
  const height = Math.round((DEMO_IMAGE_SIZE.height * width) / DEMO_IMAGE_SIZE.width);
  return { url: `/uploads/demo/${file}.jpg`, id: 101 + DEMO_IMAGES.indexOf(img), alt: img.alt, width, height, source: 'library' };
}

/** A CSS colour without its transparency: `rgba(22,38,47,0.45)` → `rgb(22,38,47)`; other colours as they are. */
export function opaque(color: string): string {
  const rgba = /^rgba\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*,[^)]*\)$/.exec(color);
  return rgba ? `rgb(${rgba[1]},${rgba[2]},${rgba[3]})` : color;
}

/**
 * A cover background image, with smaller files on tablet and mobile (Elementor's responsive
 * background image), and optionally a dark overlay so text on it stays readable. With an overlay,
 * the section is also painted in the overlay's colour (opaque) under the image: light text on it is
 * readable before the photo arrives (a lazy or parallax background loads late), and contrast
 * checkers, which cannot see into a photo, measure it against that colour and not the page's cream.
 */
export function coverBackground(
  name: string,
  overlay?: { color: string; opacity: number } | { gradient: [string, string]; angle: number },
): Settings {
  const out: Settings = {
    background_background: 'classic',
    ...(overlay ? { background_color: opaque('color' in overlay ? overlay.color : overlay.gradient[0]) } : {}),
    background_image: media(name),
    background_image_tablet: media(name, 1280),
    background_image_mobile: media(name, 768),
    background_position: 'center center',
    background_repeat: 'no-repeat',
    background_size: 'cover',
  };
  if (overlay && 'color' in overlay) {
    Object.assign(out, {
      background_overlay_background: 'classic',
      background_overlay_color: overlay.color,
      background_overlay_opacity: px(overlay.opacity),
    });
  } else if (overlay) {
    Object.assign(out, {
      background_overlay_background: 'gradient',
      background_overlay_color: overlay.gradient[0],
      background_overlay_color_b: overlay.gradient[1],
      background_overlay_gradient_angle: { unit: 'deg', size: overlay.angle },
      background_overlay_opacity: px(1),
    });
  }
  return out;
}

interface TypographyInput {
  size?: number;
  tablet?: number;
  mobile?: number;
  weight?: string;
  lineHeight?: number;
  letterSpacing?: number;
  transform?: 'uppercase' | 'none';
  style?: 'italic';
}

/** A custom typography group under `prefix` (Elementor's `{prefix}_typography: 'custom'`). */
export function typo(prefix: string, t: TypographyInput): Settings {
  const out: Settings = { [`${prefix}_typography`]: 'custom' };
  if (t.size) out[`${prefix}_font_size`] = px(t.size);
  if (t.tablet) out[`${prefix}_font_size_tablet`] = px(t.tablet);
  if (t.mobile) out[`${prefix}_font_size_mobile`] = px(t.mobile);
  if (t.weight) out[`${prefix}_font_weight`] = t.weight;
  if (t.lineHeight) out[`${prefix}_line_height`] = px(t.lineHeight, 'em');
  if (t.letterSpacing !== undefined) out[`${prefix}_letter_spacing`] = px(t.letterSpacing);
  if (t.transform) out[`${prefix}_text_transform`] = t.transform;
  if (t.style) out[`${prefix}_font_style`] = t.style;
  return out;
}

/** A reference to a kit colour, as Elementor stores it under `__globals__`. */
export const globalColour = (id: string) => `globals/colors?id=${id}`;

export const fa = (name: string, library: 'fa-solid' | 'fa-regular' | 'fa-brands' = 'fa-solid') => ({
  value: `${library === 'fa-solid' ? 'fas' : library === 'fa-regular' ? 'far' : 'fab'} fa-${name}`,
  library,
});

export const link = (url: string) => ({ url, is_external: '', nofollow: '', custom_attributes: '' });
