// The form's fields as plain typed data, read from its settings the way Elementor Pro reads them:
// one model for the widget's markup (render.tsx), the browser (behaviour.ts reads what the markup
// says) and the submission endpoint's validation (src/forms/), so both sides agree on every id,
// option, limit and step. Pure: no zod, no DOM; settings may be parsed or raw (stored) values.

export const KNOWN_FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'url',
  'tel',
  'radio',
  'select',
  'checkbox',
  'acceptance',
  'number',
  'date',
  'time',
  'upload',
  'password',
  'html',
  'hidden',
  'step',
  'recaptcha',
  'recaptcha_v3',
  'honeypot',
] as const;
export type KnownFieldType = (typeof KNOWN_FIELD_TYPES)[number];

/** Types that send no value: layout (html, step) and the reCAPTCHA widgets (no keys on this site). */
export const VALUELESS_TYPES: ReadonlySet<string> = new Set(['html', 'step', 'recaptcha', 'recaptcha_v3']);

export interface FieldOption {
  label: string;
  value: string;
}

export interface FieldWidths {
  desktop: string;
  tablet: string;
  mobile: string;
}

export interface FormField {
  /** Position in the repeater. */
  index: number;
  /** The custom id: the key in `form_fields[…]`, in `[field id="…"]` and in the markup's ids. */
  id: string;
  /** The type as stored; an unknown type (another plugin's) renders nothing and sends nothing. */
  type: string;
  known: boolean;
  label: string;
  placeholder: string;
  required: boolean;
  /** The default value (`field_value`); for a multiple select, a comma-separated list. */
  defaultValue: string;
  /** select, radio, checkbox: `label|value` lines, or the line as both. */
  options: FieldOption[];
  /** The value is a list: checkbox with more than one option, select with multiple, upload with multiple. */
  multiValue: boolean;
  /** select: several may be chosen. */
  allowMultiple: boolean;
  selectSize?: number;
  /** checkbox and radio: options on one line (`elementor-subgroup-inline`). */
  inline: boolean;
  /** number. */
  min?: number;
  max?: number;
  /** date: `YYYY-MM-DD` bounds. */
  minDate?: string;
  maxDate?: string;
  /** textarea rows (Elementor's default 4). */
  rows: number;
  /** upload: size limit in MB, allowed extensions (lower case, no dot), multiple files and how many. */
  maxSizeMb?: number;
  fileTypes: string[];
  multipleUpload: boolean;
  maxFiles?: number;
  attachmentType: 'attach' | 'link' | 'both';
  /** acceptance. */
  acceptanceText: string;
  checkedByDefault: boolean;
  /** html: the stored markup (sanitised where it is printed). */
  html: string;
  /** step: its own button texts (empty: the form's). */
  previousButton: string;
  nextButton: string;
  stepIcon: { value: unknown; library: string };
  width: FieldWidths;
  cssClasses: string;
  /** The step this field belongs to (0 without steps); a step field opens its own. */
  step: number;
  /** It sends a value (every type but html, step and reCAPTCHA). */
  sendsValue: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const on = (v: unknown): boolean => v === true || (typeof v === 'string' && v !== '' && v !== 'no' && v !== 'false');

/** A number from a NUMBER control (Elementor stores 5 or "5"; '' is unset). */
export function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** A custom id as Elementor allows it (A-z, 0-9, underscore; a dash is kept, as real forms use it). */
export function cleanId(value: string): string {
  return value.trim().replace(/[^A-Za-z0-9_-]+/g, '_');
}

/** `label|value` lines (any line break); a line without a pipe is both; the first pipe splits. */
export function parseOptions(text: unknown): FieldOption[] {
  const raw = str(text);
  if (raw === '') return [];
  return raw.split(/\r\n|\r|\n/).map((line) => {
    const pipe = line.indexOf('|');
    if (pipe < 0) return { label: line, value: line };
    const rest = line.slice(pipe + 1);
    // Elementor's explode+list keeps only the text up to a second pipe.
    const second = rest.indexOf('|');
    return { label: line.slice(0, pipe), value: second < 0 ? rest : rest.slice(0, second) };
  });
}

/** Allowed upload extensions from `file_types` ("jpg, .PDF ,png"): lower case, no dots, no blanks. */
export function parseFileTypes(text: unknown): string[] {
  return str(text)
    .split(',')
    .map((t) => t.trim().replace(/^\./, '').toLowerCase())
    .filter((t) => /^[a-z0-9]+$/.test(t));
}

function widths(item: Readonly<Record<string, unknown>>): FieldWidths {
  return { desktop: str(item.width) || '100', tablet: str(item.width_tablet), mobile: str(item.width_mobile) };
}

function attachmentType(v: unknown): FormField['attachmentType'] {
  return v === 'attach' || v === 'both' ? v : 'link';
}

/**
 * The typed field list. Ids: the custom id, else the repeater item's `_id`, else `field_{n}`; a
 * repeated id gets `_{n}` after it (Elementor would let the second overwrite the first). Steps: each
 * step field opens a step; fields before the first step field belong to the first step.
 */
export function formFields(settings: Readonly<Record<string, unknown>>): FormField[] {
  const items = Array.isArray(settings.form_fields) ? settings.form_fields : [];
  const seen = new Set<string>();
  const fields: FormField[] = [];
  let step = -1;
  items.forEach((raw, index) => {
    if (!raw || typeof raw !== 'object') return;
    const item = raw as Record<string, unknown>;
    const type = str(item.field_type) || 'text';
    let id = cleanId(str(item.custom_id)) || cleanId(str(item._id)) || `field_${index + 1}`;
    if (seen.has(id)) id = `${id}_${index + 1}`;
    seen.add(id);
    if (type === 'step') step += 1;
    const options = parseOptions(item.field_options);
    const allowMultiple = type === 'select' && on(item.allow_multiple);
    const multipleUpload = type === 'upload' && on(item.allow_multiple_upload);
    const sizeMb = numberOf(item.file_sizes);
    const selectSize = numberOf(item.select_size);
    const rows = numberOf(item.rows);
    const maxFiles = numberOf(item.max_files);
    const icon = item.selected_icon && typeof item.selected_icon === 'object' ? (item.selected_icon as Record<string, unknown>) : {};
    fields.push({
      index,
      id,
      type,
      known: (KNOWN_FIELD_TYPES as readonly string[]).includes(type),
      label: str(item.field_label),
      placeholder: str(item.placeholder),
      required: on(item.required) && !['checkbox', 'hidden', 'html', 'step', 'recaptcha', 'recaptcha_v3', 'honeypot'].includes(type),
      defaultValue: type === 'acceptance' ? '' : str(item.field_value),
      options: type === 'select' || type === 'radio' || type === 'checkbox' ? options : [],
      multiValue: (type === 'checkbox' && options.length > 1) || allowMultiple || multipleUpload,
      allowMultiple,
      selectSize: allowMultiple && selectSize !== undefined && selectSize > 0 ? Math.floor(selectSize) : undefined,
      inline: (type === 'checkbox' || type === 'radio') && on(item.inline_list),
      min: type === 'number' ? numberOf(item.field_min) : undefined,
      max: type === 'number' ? numberOf(item.field_max) : undefined,
      minDate: type === 'date' ? str(item.min_date).slice(0, 10) || undefined : undefined,
      maxDate: type === 'date' ? str(item.max_date).slice(0, 10) || undefined : undefined,
      rows: rows !== undefined && rows >= 1 ? Math.floor(rows) : 4,
      maxSizeMb: type === 'upload' && sizeMb !== undefined && sizeMb > 0 ? sizeMb : undefined,
      fileTypes: type === 'upload' ? parseFileTypes(item.file_types) : [],
      multipleUpload,
      maxFiles: multipleUpload && maxFiles !== undefined && maxFiles >= 1 ? Math.floor(maxFiles) : undefined,
      attachmentType: attachmentType(item.attachment_type),
      acceptanceText: str(item.acceptance_text),
      checkedByDefault: type === 'acceptance' && on(item.checked_by_default),
      html: type === 'html' ? str(item.field_html) : '',
      previousButton: str(item.previous_button),
      nextButton: str(item.next_button),
      stepIcon: { value: icon.value ?? '', library: str(icon.library) },
      width: widths(item),
      cssClasses: str(item.css_classes),
      step: Math.max(step, 0),
      sendsValue: !VALUELESS_TYPES.has(type) && (KNOWN_FIELD_TYPES as readonly string[]).includes(type),
    });
  });
  return fields;
}

/** How many steps the form has: its step fields (0 or 1 mean a plain form). */
export function stepCount(fields: readonly FormField[]): number {
  return fields.filter((f) => f.type === 'step').length;
}

/** The POST name Elementor gives a field's input: `form_fields[id]`, with `[]` for a list. */
export function fieldName(field: Pick<FormField, 'id' | 'multiValue'>): string {
  return `form_fields[${field.id}]${field.multiValue ? '[]' : ''}`;
}

/** The input's DOM id (Elementor's `form-field-{id}`). */
export function fieldDomId(field: Pick<FormField, 'id'>): string {
  return `form-field-${field.id}`;
}

/** The fields that carry a value (what the server validates and stores), honeypots included. */
export function valueFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((f) => f.sendsValue);
}
