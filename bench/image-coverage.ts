// Image coverage: of the image URLs a document sets on layout elements and supported widgets, how
// many reach the rendered page (as an <img> src, a srcset candidate or a CSS url()). Shared by the
// corpus test (which asserts a floor) and `npm run bench` (which reports the share).
import { type Device, DEVICES, deviceSuffix } from '../src/model/breakpoints.ts';
import { mediaUrl } from '../src/model/css-values.ts';
import type { ElementNode } from '../src/model/element.ts';
import { layoutByElType } from '../src/elements/layouts.ts';
import { widgetByType } from '../src/widgets/index.ts';
import { baseSettingKey } from '../src/render/setting-keys.ts';

export interface ImageReference {
  elementId: string;
  /** `container`, `section`, `column` or the widget type. */
  type: string;
  /** Where the URL is set: `background_image_mobile`, `icon_list[2].selected_icon.value`, ... */
  setting: string;
  url: string;
}

/** Background layers of layout elements, each printed only when its type says `classic`. */
const LAYERS = ['background', 'background_hover', 'background_overlay', 'background_overlay_hover'];
const SUFFIXES = DEVICES.map((d: Device) => deviceSuffix(d));

/** Image URLs a layout element shows: classic background layers on every device, and slideshow slides. */
function layoutImages(el: ElementNode): ImageReference[] {
  const out: ImageReference[] = [];
  const add = (setting: string, url: string | undefined) => {
    if (url) out.push({ elementId: el.id, type: el.elType, setting, url });
  };
  for (const layer of LAYERS) {
    const type = el.settings[`${layer}_background`];
    if (type === 'classic') for (const s of SUFFIXES) add(`${layer}_image${s}`, mediaUrl(el.settings[`${layer}_image${s}`]));
    if (type === 'slideshow') {
      const gallery = el.settings[`${layer}_slideshow_gallery`];
      if (Array.isArray(gallery)) gallery.forEach((item, i) => add(`${layer}_slideshow_gallery[${i}]`, mediaUrl(item)));
    }
  }
  return out;
}

/**
 * A MEDIA value (Elementor stores `{url, id, ...}`, uploaded SVG icons `{url, id}` inside an icon's
 * `value`); links carry `is_external` and are not images.
 */
function isMediaValue(v: Record<string, unknown>): boolean {
  return typeof v.url === 'string' && ('id' in v || 'source' in v) && !('is_external' in v);
}

/** Image URLs set anywhere inside a supported widget's declared settings (repeaters included). */
function widgetImages(el: ElementNode, declared: Record<string, unknown>): ImageReference[] {
  const out: ImageReference[] = [];
  const visit = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}[${i}]`));
      return;
    }
    const v = value as Record<string, unknown>;
    if (isMediaValue(v)) {
      const url = mediaUrl(v);
      if (url) out.push({ elementId: el.id, type: el.widgetType ?? '', setting: path, url });
      return;
    }
    for (const [k, child] of Object.entries(v)) visit(child, `${path}.${k}`);
  };
  for (const [key, value] of Object.entries(el.settings)) {
    if (key in declared || baseSettingKey(key) in declared) visit(value, key);
  }
  return out;
}

/**
 * Every image URL a document sets where Foyer is expected to show it: on layout elements and on
 * widgets whose type Foyer renders. Children of elements Foyer does not render are not reached.
 */
export function imageReferences(elements: ElementNode[]): ImageReference[] {
  const out: ImageReference[] = [];
  const walk = (els: ElementNode[]) => {
    for (const el of els) {
      if (el.elType === 'widget') {
        const def = widgetByType.get(el.widgetType ?? '');
        if (def) out.push(...widgetImages(el, def.schema.shape as Record<string, unknown>));
        continue;
      }
      if (!layoutByElType.has(el.elType as never)) continue;
      out.push(...layoutImages(el));
      walk(el.elements);
    }
  };
  walk(elements);
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const unescapeHtml = (s: string) => s.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]);

/** Every image URL the page uses: `<img src>`, srcset candidates, and CSS `url()` (in <style> or style=""). */
export function usedImageUrls(html: string): Set<string> {
  const used = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) used.add(unescapeHtml(m[1]));
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/gi)) {
    for (const candidate of unescapeHtml(m[1]).split(/,\s+/)) used.add(candidate.trim().split(/\s+/)[0]);
  }
  for (const m of unescapeHtml(html).matchAll(/url\((["']?)([^"')]*)\1\)/g)) used.add(decodeURIComponent(m[2]));
  return used;
}

export interface ImageCoverage {
  references: number;
  rendered: number;
  /** The references that did not reach the page. */
  missing: ImageReference[];
}

/** Which of a document's image references appear in its rendered HTML. */
export function imageCoverage(elements: ElementNode[], html: string): ImageCoverage {
  const refs = imageReferences(elements);
  const used = usedImageUrls(html);
  const missing = refs.filter((r) => !used.has(r.url));
  return { references: refs.length, rendered: refs.length - missing.length, missing };
}
