// Reads an Elementor kit (a kit export's site-settings.json, or a template kit's global-styles
// document) into Foyer's kit. Every value is checked as a setting would be: a colour must be a
// colour, a size a number with a known unit, a font family a plain name. What fails is left out
// and reported, never stored.
import { DEVICES, deviceSuffix } from './breakpoints.ts';
import { box, length, num } from './css-values.ts';
import type { Kit } from './kit.ts';
import { KIT_DECLARATION } from './kit-declaration.ts';
import { FONT_FAMILY_NAME } from './kit-typography.ts';
import { colour } from './values.ts';

type Settings = Record<string, unknown>;
type Check = (value: unknown) => boolean;

export interface KitImport {
  kit: Kit;
  /** `key: why` for every value left out. */
  refused: string[];
  counts: { colours: number; typography: number; styles: number };
}

const KIT_LISTS = ['system_colors', 'custom_colors', 'system_typography', 'custom_typography'] as const;
const KEYWORD = /^[a-z0-9-]{1,20}$/i;
const GLOBAL_REF = /^globals\/(colors|typography)\?id=[\w-]{1,64}$/;

const isColour: Check = (v) => colour(v) !== undefined;
const isSize: Check = (v) => length(v) !== undefined;
const isBox: Check = (v) => box(v) !== undefined;
const isKeyword: Check = (v) => typeof v === 'string' && KEYWORD.test(v);
const isFamily: Check = (v) => typeof v === 'string' && FONT_FAMILY_NAME.test(v.trim());
const isGap: Check = (v) => !!v && typeof v === 'object' && ['size', 'row', 'column'].some((k) => num((v as Settings)[k]) !== undefined);

/** The checks of one typography group's fields, under `{prefix}_…`. */
function typographyChecks(prefix: string): Record<string, Check> {
  return {
    [`${prefix}_typography`]: (v) => v === 'custom' || v === '',
    [`${prefix}_font_family`]: isFamily,
    [`${prefix}_font_weight`]: isKeyword,
    [`${prefix}_text_transform`]: isKeyword,
    [`${prefix}_font_style`]: isKeyword,
    [`${prefix}_text_decoration`]: isKeyword,
    [`${prefix}_font_size`]: isSize,
    [`${prefix}_line_height`]: isSize,
    [`${prefix}_letter_spacing`]: isSize,
    [`${prefix}_word_spacing`]: isSize,
  };
}

/** The kit declaration's sections whose settings theme/kit-styles.ts prints. */
const STYLE_SECTIONS: readonly string[] = [
  'section_typography',
  'section_buttons',
  'section_form_fields',
  'section_background',
  'section_settings-layout',
];

/** The checks of one declared style control by its kind (groups by the fields kit-styles.ts prints). */
function controlChecks(control: { name: string; kind: string }): Record<string, Check> {
  const n = control.name;
  switch (control.kind) {
    case 'color':
      return { [n]: isColour };
    case 'dimensions':
      return { [n]: isBox };
    case 'gaps':
      return { [n]: isGap };
    case 'typography':
      return typographyChecks(n);
    case 'border':
      return { [`${n}_border`]: isKeyword, [`${n}_width`]: isBox, [`${n}_color`]: isColour };
    case 'background':
      return { [`${n}_background`]: (v) => v === 'classic' || v === 'gradient' || v === '', [`${n}_color`]: isColour };
    default:
      // Other kinds there (the content width, the page title selector) are read on their own or not applied.
      return {};
  }
}

/** Every kit-level style Foyer applies (theme/kit-styles.ts), by Elementor's key, with its check: from the kit's declaration. */
export const STYLE_CHECKS: Readonly<Record<string, Check>> = Object.fromEntries(
  KIT_DECLARATION.controls.filter((c) => STYLE_SECTIONS.includes(c.section)).flatMap((c) => Object.entries(controlChecks(c))),
);

/** The style key a stored key belongs to: `h1_typography_font_size_mobile` -> `h1_typography_font_size`. */
function styleKey(key: string): string | undefined {
  if (key in STYLE_CHECKS) return key;
  for (const device of DEVICES) {
    const suffix = deviceSuffix(device);
    if (suffix && key.endsWith(suffix) && key.slice(0, -suffix.length) in STYLE_CHECKS) return key.slice(0, -suffix.length);
  }
  return undefined;
}

/** Empty values are what Elementor stores for controls left at their default: not worth a report. */
function isEmpty(v: unknown): boolean {
  if (v === '' || v === null || v === undefined) return true;
  if (typeof v !== 'object') return false;
  const o = v as Settings;
  return ['size', 'top', 'row'].every((k) => !(k in o) || o[k] === '' || o[k] === undefined);
}

/** The kit's settings object, or undefined when `json` is not a kit. */
export function kitSettingsOf(json: unknown): Settings | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const o = json as Settings;
  const settings = [o.settings, o.page_settings, o].find((s) => s && typeof s === 'object' && !Array.isArray(s)) as Settings | undefined;
  if (!settings) return undefined;
  return KIT_LISTS.some((k) => Array.isArray(settings[k])) ? settings : undefined;
}

export const NOT_A_KIT =
  'not an Elementor kit: expected the site-settings.json of a kit export, or a global-styles document, whose ' +
  '"settings" hold system_colors, custom_colors, system_typography or custom_typography';

/** Merges the kit in `json` into `current` (Foyer's own theme options are kept). Throws NOT_A_KIT. */
export function importKit(json: unknown, current: Kit): KitImport {
  const settings = kitSettingsOf(json);
  if (!settings) throw new Error(NOT_A_KIT);
  const refused: string[] = [];
  const colours = (list: unknown, name: string) =>
    (Array.isArray(list) ? list : []).flatMap((entry: Settings, i) => {
      const id = typeof entry?._id === 'string' && /^[\w-]{1,64}$/.test(entry._id) ? entry._id : undefined;
      if (!id || !isColour(entry.color)) {
        refused.push(`${name}[${i}]: needs an _id and a CSS colour, got ${JSON.stringify(entry?.color ?? null).slice(0, 60)}`);
        return [];
      }
      return [{ _id: id, title: typeof entry.title === 'string' ? entry.title : id, color: String(entry.color).trim() }];
    });
  const typographies = (list: unknown, name: string) =>
    (Array.isArray(list) ? list : []).flatMap((entry: Settings, i) => {
      const id = typeof entry?._id === 'string' && /^[\w-]{1,64}$/.test(entry._id) ? entry._id : undefined;
      if (!id) {
        refused.push(`${name}[${i}]: has no valid _id`);
        return [];
      }
      const checks = typographyChecks('typography');
      const kept: Settings = { _id: id, title: typeof entry.title === 'string' ? entry.title : id };
      for (const [key, value] of Object.entries(entry)) {
        const base = key.replace(/_(mobile|mobile_extra|tablet|tablet_extra|laptop|widescreen)$/, '');
        if (!(base in checks) || isEmpty(value)) continue;
        if (checks[base](value)) kept[key] = value;
        else refused.push(`${name}[${id}].${key}: ${JSON.stringify(value).slice(0, 60)}`);
      }
      return [kept as Kit['system_typography'][number]];
    });

  const styles: Settings = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key === '__globals__') continue;
    const base = styleKey(key);
    if (!base || isEmpty(value)) continue;
    if (STYLE_CHECKS[base](value)) styles[key] = value;
    else refused.push(`${key}: ${JSON.stringify(value).slice(0, 60)}`);
  }
  const globals = settings.__globals__;
  if (globals && typeof globals === 'object') {
    const kept = Object.fromEntries(
      Object.entries(globals as Settings).filter(([k, v]) => styleKey(k) && typeof v === 'string' && GLOBAL_REF.test(v)),
    );
    if (Object.keys(kept).length) styles.__globals__ = kept;
  }

  const kit: Kit = {
    ...current,
    system_colors: colours(settings.system_colors, 'system_colors'),
    custom_colors: colours(settings.custom_colors, 'custom_colors'),
    system_typography: typographies(settings.system_typography, 'system_typography'),
    custom_typography: typographies(settings.custom_typography, 'custom_typography'),
    styles,
    breakpoints: importedBreakpoints(settings, current.breakpoints),
  };
  const width = settings.container_width;
  const px = width && typeof width === 'object' && (width as Settings).unit === 'px' ? num((width as Settings).size) : num(width);
  if (px !== undefined && px >= 300 && px <= 3000) kit.container_width = Math.round(px);
  else if (!isEmpty(width)) refused.push(`container_width: ${JSON.stringify(width).slice(0, 60)} (a width in px from 300 to 3000)`);
  if (typeof settings.site_name === 'string' && settings.site_name.trim()) kit.site_name = settings.site_name.trim();
  if (typeof settings.site_description === 'string') kit.site_description = settings.site_description.trim();
  const count = (...lists: unknown[][]) => lists.reduce((n, l) => n + l.length, 0);
  return {
    kit,
    refused,
    counts: {
      colours: count(kit.system_colors, kit.custom_colors),
      typography: count(kit.system_typography, kit.custom_typography),
      styles: Object.keys(styles).length,
    },
  };
}

/**
 * Elementor's breakpoints: `viewport_mobile`/`viewport_tablet` hold the largest width of each
 * device; older kits hold `viewport_md`/`viewport_lg`, the first width of the next device.
 */
function importedBreakpoints(settings: Settings, current: Kit['breakpoints']): Kit['breakpoints'] {
  const mobile = num(settings.viewport_mobile) ?? minus1(num(settings.viewport_md));
  const tablet = num(settings.viewport_tablet) ?? minus1(num(settings.viewport_lg));
  const ok = (n: number | undefined) => n !== undefined && Number.isInteger(n) && n >= 320 && n <= 5000;
  const out = structuredClone(current);
  if (ok(mobile)) out.mobile.value = mobile!;
  if (ok(tablet) && tablet! > out.mobile.value) out.tablet.value = tablet!;
  return out;
}

function minus1(n: number | undefined): number | undefined {
  return n === undefined ? undefined : n - 1;
}
