// The zod schema of a declaration (server only): defaults, and validation of what markup depends on.
// Values that only become CSS (sizes, colours, boxes) are checked for their shape here and for their
// content by their kind's converter where they are printed (css.ts).
import { z } from 'zod';
import { DEVICES, deviceSuffix } from '../../model/breakpoints.ts';
import { cssDimensions, cssSize, iconSchema, imageSchema, linkSchema } from './value-schemas.ts';
import { flatControls } from './flatten.ts';
import type { Control, NumberControl, RepeaterControl, SelectControl, TextControl } from './types.ts';

export type SettingsSchema = z.ZodObject<z.ZodRawShape>;

const RESPONSIVE_SUFFIXES = DEVICES.filter((d) => d !== 'desktop').map(deviceSuffix);

/** With the control's default, or optional when it has none. */
function withDefault(schema: z.ZodType, value: unknown): z.ZodType {
  return value === undefined ? schema.optional() : (schema as z.ZodType<unknown>).default(value as never);
}

function text(control: TextControl | { pattern?: undefined; maxLength?: undefined }): z.ZodType {
  let s = z.string();
  if (control.pattern) s = s.regex(new RegExp(`^(?:${control.pattern})$`));
  if (control.maxLength !== undefined) s = s.max(control.maxLength);
  return s;
}

function select(control: SelectControl): z.ZodType {
  if (control.multiple) return control.open ? z.array(z.string()) : z.array(z.enum(Object.keys(control.options) as [string, ...string[]]));
  if (control.open) return z.unknown();
  const values = Object.keys(control.options);
  return values.length ? z.enum(values as [string, ...string[]]) : z.string();
}

/**
 * Elementor number controls may store numbers as strings ("180"). Without a default, '' means unset;
 * with one, '' is reported as invalid and the default applies.
 */
function number(control: NumberControl, isVariant: boolean): z.ZodType {
  let n = z.number();
  if (control.min !== undefined) n = n.min(control.min);
  if (control.max !== undefined) n = n.max(control.max);
  if (control.integer) n = n.int();
  const inner = control.default === null ? n.nullable() : n;
  // A per-device key has no default: '' there means "inherit", as Elementor stores it.
  const unset = control.default === undefined || isVariant;
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return unset ? undefined : v;
      return Number(v);
    },
    unset ? inner.optional() : inner,
  );
}

/** A repeater item that does not validate is dropped; the others still render. */
function repeater(control: RepeaterControl): z.ZodType {
  const item = z.looseObject({ ...shapeOf(control.fields), _id: z.string().optional() });
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((raw) => {
      const parsed = item.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/** The value schema of one control, before its default. */
function valueSchema(control: Control, isVariant = false): z.ZodType {
  switch (control.kind) {
    case 'text':
    case 'textarea':
      return text(control);
    case 'wysiwyg':
      return z.string();
    case 'number':
      return number(control, isVariant);
    case 'select':
    case 'choose':
      return select(control);
    case 'switcher':
      if (control.boolean) return z.boolean();
      return control.open ? z.union([z.string(), z.boolean()]) : z.enum(['', control.returnValue ?? 'yes']);
    case 'url':
      return control.optional ? z.looseObject({ url: z.string().default('') }) : linkSchema.unwrap();
    case 'icons':
      return iconSchema.unwrap();
    case 'media':
      return imageSchema.unwrap();
    case 'gallery':
      return z.array(z.looseObject({ url: z.string().default('') }));
    case 'repeater':
      return repeater(control);
    case 'list': {
      const item = control.maxLength === undefined ? z.string() : z.string().max(control.maxLength);
      return control.maxItems === undefined ? z.array(item) : z.array(item).max(control.maxItems);
    }
    case 'hidden':
      return control.value === 'string' || control.value === undefined
        ? z.string()
        : control.value === 'object'
          ? z.looseObject({})
          : z.unknown();
    // Values that only become CSS: their shape here, their content where printed.
    case 'slider':
      return cssSize.unwrap();
    case 'dimensions':
      return cssDimensions.unwrap();
    case 'color':
      return z.string();
    case 'gaps':
      return z.unknown();
    default:
      return z.unknown();
  }
}

/** The default a control's settings take when stored documents leave it out. */
function defaultOf(control: Control): unknown {
  if (control.kind === 'url' && !control.optional) return linkSchema.parse(undefined);
  if (control.kind === 'icons') return control.default ?? iconSchema.parse(undefined);
  if (control.kind === 'media') return control.default ? imageSchema.parse(control.default) : imageSchema.parse(undefined);
  if (control.kind === 'repeater') return control.default ?? [];
  if (control.kind === 'list') return control.default ?? [];
  if (control.kind === 'gallery') return [];
  return 'default' in control ? control.default : undefined;
}

function shapeOf(controls: readonly Control[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const control of flatControls(controls)) {
    const value = valueSchema(control);
    shape[control.name] = withDefault(value, defaultOf(control));
    // Per-device values have no default of their own: a device without one inherits the larger one.
    if (!control.responsive) continue;
    const variant = valueSchema(control, true).optional();
    for (const suffix of RESPONSIVE_SUFFIXES) shape[`${control.name}${suffix}`] = variant;
  }
  return shape;
}

/** A loose object schema: unknown keys pass through, so a newer document never loses settings. */
export function declarationSchema(controls: readonly Control[]): SettingsSchema {
  return z.looseObject(shapeOf(controls));
}
