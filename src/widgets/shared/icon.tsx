// Icons as inline SVG (no icon font): Elementor's `selected_icon` values and legacy `icon` class strings.
import type { ReactNode } from 'react';
import { type FaIcon, type FaStyle, findFaIcon } from './fa-lookup.ts';
import { fontIconCandidates } from './icon-font-names.ts';
import { safeUrl } from '../../model/safe-url.ts';

export type ResolvedIcon =
  | { kind: 'fa'; style: FaStyle; name: string; data: FaIcon }
  | { kind: 'svg'; url: string }
  /** A glyph of an icon font Foyer cannot draw: an empty `<i>` with the font's classes, as Elementor prints it. */
  | { kind: 'font'; classes: string };

const LIBRARY_STYLE: Record<string, FaStyle> = { 'fa-solid': 'fas', 'fa-regular': 'far', 'fa-brands': 'fab' };
const CLASS_STYLE: Record<string, FaStyle> = {
  fas: 'fas',
  far: 'far',
  fab: 'fab',
  'fa-solid': 'fas',
  'fa-regular': 'far',
  'fa-brands': 'fab',
};
const NOT_NAMES = new Set(['fa-solid', 'fa-regular', 'fa-brands', 'fa-fw', 'fa-lg', 'fa-2x', 'fa-3x', 'fa-spin', 'fa-pulse']);

/** The icon name in a class string: 'fas fa-star' -> 'star'. */
function faName(classes: string): string | undefined {
  const token = classes.split(/\s+/).find((t) => t.startsWith('fa-') && !NOT_NAMES.has(t));
  const name = token?.slice(3);
  return name && /^[a-z0-9-]{1,60}$/.test(name) ? name : undefined;
}

function classStyle(classes: string): FaStyle | undefined {
  for (const t of classes.split(/\s+/)) if (CLASS_STYLE[t]) return CLASS_STYLE[t];
  return undefined;
}

/** Font Awesome 4 class strings ('fa fa-envelope-o'): '-o' meant outline, which is now the regular style. */
function resolveLegacy(classes: string): ResolvedIcon | undefined {
  const name = faName(classes);
  if (!name) return undefined;
  const style = classStyle(classes);
  const tries: Array<[FaStyle, string]> = style ? [[style, name]] : [];
  if (name.endsWith('-o')) tries.push(['far', name.slice(0, -2)], ['fas', name.slice(0, -2)]);
  tries.push(['fas', name], ['fab', name], ['far', name]);
  for (const [s, n] of tries) {
    const data = findFaIcon(s, n);
    if (data) return { kind: 'fa', style: s, name: n, data };
  }
  return undefined;
}

/**
 * What an icon setting points at, or undefined for no icon. Icons from fonts Foyer has no SVGs of
 * (eicons, ekiticons, Line Awesome, ...) are drawn with Font Awesome's glyph of the same name when
 * there is one (icon-font-names.ts), and render nothing rather than an empty box when not.
 */
export function resolveIcon(value: unknown, legacy?: unknown): ResolvedIcon | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { value: v, library } = value as { value?: unknown; library?: unknown };
    if (library === 'svg') {
      const url = v && typeof v === 'object' ? safeUrl((v as { url?: unknown }).url, 'image') : undefined;
      if (url) return { kind: 'svg', url };
    } else if (typeof library === 'string' && LIBRARY_STYLE[library] && typeof v === 'string') {
      const name = faName(v);
      const style = classStyle(v) ?? LIBRARY_STYLE[library];
      const data = name ? findFaIcon(style, name) : undefined;
      if (name && data) return { kind: 'fa', style, name, data };
    }
  }
  if (typeof legacy === 'string' && legacy.trim()) return resolveLegacy(legacy);
  return fromIconFont(value);
}

/** An icon from a font Foyer does not ship, drawn with Font Awesome's glyph of the same name. */
function fromIconFont(value: unknown): ResolvedIcon | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { value: v, library } = value as { value?: unknown; library?: unknown };
  if (typeof v !== 'string' || typeof library !== 'string' || library === 'svg' || LIBRARY_STYLE[library]) return undefined;
  for (const name of fontIconCandidates(v)) {
    for (const style of ['fas', 'far'] as const) {
      const data = findFaIcon(style, name);
      if (data) return { kind: 'fa', style, name, data };
    }
  }
  return undefined;
}

const CLASS_TOKEN = /^[A-Za-z_][\w-]{0,59}$/;

/**
 * The classes of an icon-font value Foyer has no picture for ('icon icon-safety'), or undefined when the
 * value is not a class string. Elementor still prints `<i class="…">` for such an icon when the font's
 * plugin is missing, and that empty box takes the icon's room (1em square in an icon widget), so a page
 * keeps its layout.
 */
function fontPlaceholder(value: unknown, legacy: unknown): ResolvedIcon | undefined {
  let classes: unknown = legacy;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { value: v, library } = value as { value?: unknown; library?: unknown };
    if (library === 'svg' || typeof v !== 'string') return undefined;
    classes = v;
  }
  if (typeof classes !== 'string') return undefined;
  const tokens = classes
    .trim()
    .split(/\s+/)
    .filter((t) => CLASS_TOKEN.test(t))
    .slice(0, 6);
  return tokens.length ? { kind: 'font', classes: tokens.join(' ') } : undefined;
}

/**
 * The icon of a widget with both an ICONS setting and a legacy class-string setting: as in Elementor,
 * a legacy value wins until the document records its migration in `__fa4_migrated`. A font icon Foyer
 * cannot draw keeps its place as an empty `<i>` (see fontPlaceholder).
 */
export function widgetIcon(settings: Record<string, unknown>, key = 'selected_icon', legacyKey = 'icon'): ResolvedIcon | undefined {
  const legacy = settings[legacyKey];
  const migrated = settings.__fa4_migrated;
  const isMigrated = !!migrated && typeof migrated === 'object' && key in migrated;
  if (typeof legacy === 'string' && legacy.trim() && !isMigrated)
    return resolveIcon(undefined, legacy) ?? fontPlaceholder(undefined, legacy);
  return resolveIcon(settings[key]) ?? fontPlaceholder(settings[key], undefined);
}

/** A readable name for an icon used as the only content of a link: 'fab fa-facebook-f' -> 'facebook'. */
export function iconLabel(icon: ResolvedIcon | undefined): string | undefined {
  if (!icon || icon.kind !== 'fa') return undefined;
  return icon.name.replace(/-(f|square|alt|circle|solid)$/, '').replace(/-/g, ' ');
}

interface IconProps {
  /** Elementor's `selected_icon` value. */
  value?: unknown;
  /** The legacy `icon` class-string setting, used when `value` holds no icon. */
  legacy?: unknown;
  /** Already resolved (saves resolving twice when the caller needed to know whether there is one). */
  resolved?: ResolvedIcon;
}

/** The icon as inline SVG (Font Awesome) or an image (uploaded SVG); decorative, hidden from screen readers. */
export function Icon({ value, legacy, resolved }: IconProps): ReactNode {
  const icon = resolved ?? resolveIcon(value, legacy);
  if (!icon) return null;
  if (icon.kind === 'font') return <i className={icon.classes} aria-hidden="true" />;
  if (icon.kind === 'svg') {
    return <img className="e-font-icon-svg e-svg-icon" src={icon.url} alt="" aria-hidden="true" decoding="async" />;
  }
  const { data, style, name } = icon;
  return (
    <svg
      aria-hidden="true"
      className={`e-font-icon-svg e-${style}-${name}`}
      viewBox={`0 0 ${data.width} ${data.height}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      {data.paths.map((d, i) => (
        <path key={i} d={d} />
      ))}
    </svg>
  );
}

/** Icons are 1em squares in the text colour; widgets size them with font-size. */
export const ICON_BASE_CSS =
  '.e-font-icon-svg{width:1em;height:1em;fill:currentColor;display:inline-block;vertical-align:middle}.e-svg-icon{object-fit:contain}';
