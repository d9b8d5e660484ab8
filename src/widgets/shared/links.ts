// Links from settings: safe URLs only, Elementor's new-tab / nofollow flags and a few custom attributes.
import { safeUrl } from '../../model/safe-url.ts';
import type { LinkValue } from '../../contracts/declaration/value-schemas.ts';

export interface LinkProps {
  href: string;
  target?: string;
  rel?: string;
  title?: string;
  'aria-label'?: string;
  [data: `data-${string}`]: string;
}

const isOn = (v: unknown) => v === true || v === 'on' || v === 'yes';

/** Custom attributes a document may add to a link: data-*, aria-label and title; nothing that runs code. */
function customAttributes(spec: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of spec.split(',')) {
    const [rawKey, ...rest] = pair.split('|');
    const key = rawKey?.trim().toLowerCase();
    if (!key || !/^(data-[a-z0-9-]{1,40}|aria-label|title)$/.test(key)) continue;
    out[key] = rest.join('|').trim();
  }
  return out;
}

/** Attributes of an `<a>` for a URL setting, or undefined when there is no usable URL. */
export function linkProps(link: LinkValue | undefined): LinkProps | undefined {
  const href = safeUrl(link?.url);
  if (!link || !href) return undefined;
  const rel: string[] = [];
  if (isOn(link.nofollow)) rel.push('nofollow');
  const external = isOn(link.is_external);
  if (external) rel.push('noopener');
  const props: LinkProps = { href, target: external ? '_blank' : undefined, rel: rel.length ? rel.join(' ') : undefined };
  if (typeof link.custom_attributes === 'string' && link.custom_attributes) Object.assign(props, customAttributes(link.custom_attributes));
  return props;
}

/** A readable label from a file name: `/uploads/deluxe-room_2-1024x683.jpg` -> `deluxe room 2`. */
export function labelFromUrl(url: string): string {
  const file = url.split(/[?#]/)[0].split('/').pop() ?? '';
  let name = file.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/-(\d+x\d+|\d{3,4})$/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep the raw name
  }
  return name
    .replace(/[-_+.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
