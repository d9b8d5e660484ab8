// Preload hints for background images in the first screenful: a CSS background is found only
// after the stylesheet is parsed, and the hero image is usually the page's largest paint.
import { type Breakpoints, type Device, activeDevices, deviceSuffix } from '../model/breakpoints.ts';
import type { ElementNode } from '../model/element.ts';
import { mediaUrl } from '../model/css-values.ts';
import { cssUrl } from '../model/values.ts';
import { firstSlideImage } from '../elements/background-layers/slideshow.tsx';

export interface ImagePreload {
  href: string;
  /** Media query so each device fetches only the variant it shows. */
  media?: string;
}

/** The width range each active device covers, as a media query (max-width devices, desktop above them). */
function deviceRanges(bps: Breakpoints): Map<Device, string> {
  const devices = activeDevices(bps).filter((d) => d !== 'widescreen');
  const ranges = new Map<Device, string>();
  devices.forEach((device, i) => {
    const upper = device === 'desktop' ? undefined : bps[device].value;
    const next = devices[i + 1];
    const lower = next && next !== 'desktop' ? bps[next].value + 1 : undefined;
    const parts = [lower !== undefined ? `(min-width:${lower}px)` : '', upper !== undefined ? `(max-width:${upper}px)` : ''].filter(
      Boolean,
    );
    ranges.set(device, parts.join(' and '));
  });
  return ranges;
}

/**
 * Preloads for the first element with a classic background image among `elements` (depth first),
 * one per device variant it sets, each limited to the widths where that variant applies.
 * `pageCss` is the page's generated stylesheet: an image it does not use is never preloaded (a
 * variant the CSS does not print is treated as unset, so its device inherits the larger image),
 * as a preload the page then ignores is a download for nothing.
 */
export function backgroundPreloads(elements: ElementNode[], bps: Breakpoints, pageCss: string): ImagePreload[] {
  const usedUrl = (value: unknown) => {
    const url = mediaUrl(value);
    return url && pageCss.includes(cssUrl(url)) ? url : undefined;
  };
  let found: ElementNode | undefined;
  let slide: string | undefined;
  const visit = (els: ElementNode[]) => {
    for (const el of els) {
      if (found) return;
      const first = el.settings.background_background === 'slideshow' ? firstSlideImage(el.settings) : undefined;
      if (el.settings.background_background === 'classic' && usedUrl(el.settings.background_image)) found = el;
      // A slideshow shows its first slide at once, on every device.
      else if (first && pageCss.includes(cssUrl(first))) [found, slide] = [el, first];
      else visit(el.elements);
    }
  };
  visit(elements);
  if (!found) return [];
  if (slide) return [{ href: slide }];
  const settings = found.settings;
  const ranges = deviceRanges(bps);
  const out: ImagePreload[] = [];
  let inherited: string | undefined;
  let start: string | undefined;
  // Walk desktop -> mobile; a device without its own image inherits the larger one's, so merge ranges.
  for (const [device, range] of ranges) {
    const url = usedUrl(settings[`background_image${deviceSuffix(device)}`]) ?? inherited;
    if (!url) continue;
    if (url === inherited && out.length) {
      const last = out[out.length - 1];
      last.media = mergeRanges(start, range);
    } else {
      out.push({ href: url, media: range || undefined });
      start = range;
    }
    inherited = url;
  }
  if (out.length === 1) delete out[0].media;
  return out;
}

/** The union of two adjacent ranges: the lower bound of the smaller one, the upper of the larger. */
function mergeRanges(larger: string | undefined, smaller: string): string | undefined {
  const upper = /\(max-width:\d+px\)/.exec(larger ?? '')?.[0];
  const lower = /\(min-width:\d+px\)/.exec(smaller)?.[0];
  const parts = [lower, upper].filter(Boolean);
  return parts.length ? parts.join(' and ') : undefined;
}
