// Checks a settings form's values against its declaration, field by field, so each message can be
// shown beside its field: the browser runs it before sending, the server again before storing. No
// zod here, so the back office's bundle can import it. Messages come from the control's `invalid`
// or from its kind and limits.
import type { Control } from '../declaration/types.ts';

export type FieldErrors = Record<string, string>;
export type SettingsCheck = { ok: true; settings: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** The check of a list entry by its `format`: a message saying what is wrong, or undefined. */
export type EntryFormats = Readonly<Record<string, (entry: string) => string | undefined>>;

type Result = { value: unknown } | { error: string };

function switcher(control: Extract<Control, { kind: 'switcher' }>, value: unknown): Result {
  if (control.boolean) return typeof value === 'boolean' ? { value } : { error: 'Choose on or off.' };
  return value === '' || value === (control.returnValue ?? 'yes') ? { value } : { error: 'Choose on or off.' };
}

function select(control: Extract<Control, { kind: 'select' | 'choose' }>, value: unknown): Result {
  const keys = Object.keys(control.options);
  const known = (v: unknown) => typeof v === 'string' && (control.open || keys.includes(v));
  if (!control.multiple) return known(value) ? { value } : { error: `Choose one of: ${keys.join(', ')}.` };
  return Array.isArray(value) && value.every(known) ? { value: [...new Set(value)] } : { error: `Choose from: ${keys.join(', ')}.` };
}

function number(control: Extract<Control, { kind: 'number' }>, value: unknown): Result {
  const ok =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (!control.integer || Number.isInteger(value)) &&
    (control.min === undefined || value >= control.min) &&
    (control.max === undefined || value <= control.max);
  if (ok) return { value };
  const range = [control.min !== undefined ? `from ${control.min}` : '', control.max !== undefined ? `to ${control.max}` : '']
    .filter(Boolean)
    .join(' ');
  return { error: `Type a ${control.integer ? 'whole ' : ''}number${range ? ` ${range}` : ''}.` };
}

function text(control: Extract<Control, { kind: 'text' | 'textarea' }>, value: unknown): Result {
  if (typeof value !== 'string') return { error: 'Type some text.' };
  if (control.maxLength !== undefined && value.length > control.maxLength)
    return { error: `At most ${control.maxLength} characters, please.` };
  if (control.pattern && !new RegExp(`^(?:${control.pattern})$`).test(value)) return { error: 'This is not in the expected form.' };
  return { value };
}

/** Entries are trimmed; empty and repeated ones are dropped. */
function list(control: Extract<Control, { kind: 'list' }>, value: unknown, formats: EntryFormats): Result {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return { error: 'Give a list, one entry per line.' };
  const entries = [...new Set((value as string[]).map((v) => v.trim()).filter(Boolean))];
  if (control.maxItems !== undefined && entries.length > control.maxItems) return { error: `At most ${control.maxItems} entries, please.` };
  const tooLong = control.maxLength === undefined ? undefined : entries.find((e) => e.length > control.maxLength!);
  if (tooLong !== undefined)
    return { error: `“${tooLong.length > 24 ? `${tooLong.slice(0, 20)}…` : tooLong}” is longer than ${control.maxLength} characters.` };
  const format = control.format ? formats[control.format] : undefined;
  if (control.format && !format) throw new Error(`no check given for list entries of format ${control.format}`);
  const problem = format ? entries.map(format).find(Boolean) : undefined;
  return problem ? { error: problem } : { value: entries };
}

function checkControl(control: Control, value: unknown, formats: EntryFormats): Result {
  switch (control.kind) {
    case 'switcher':
      return switcher(control, value);
    case 'select':
    case 'choose':
      return select(control, value);
    case 'number':
      return number(control, value);
    case 'text':
    case 'textarea':
      return text(control, value);
    case 'list':
      return list(control, value, formats);
    default:
      // A settings form offers only the kinds above; another kind here is a declaration mistake.
      throw new Error(`a settings form cannot check ${control.kind} controls (${control.name})`);
  }
}

/**
 * Checks every control's value (all are needed: a settings form always sends the whole form).
 * Problems carry the control's own message when it has one. Keys not declared are left out.
 */
export function checkSettings(controls: readonly Control[], input: unknown, formats: EntryFormats = {}): SettingsCheck {
  const given = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const control of controls) {
    const result = checkControl(control, given[control.name], formats);
    if ('value' in result) settings[control.name] = result.value;
    else errors[control.name] = control.invalid ?? result.error;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, settings };
}
