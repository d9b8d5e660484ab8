// A settings form's values while staff type: numbers and lists are held as the text in their field
// until the form is checked, then turned back into what the declaration's check reads.
import type { FormControl } from '../contracts/declaration/form.ts';

export type DraftValue = string | boolean | string[];
export type Draft = Record<string, DraftValue>;

/** The form's values for stored settings. */
export function toDraft(controls: readonly FormControl[], settings: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const c of controls) {
    const value = settings[c.name];
    if (c.kind === 'number') draft[c.name] = typeof value === 'number' ? String(value) : '';
    else if (c.kind === 'list') draft[c.name] = Array.isArray(value) ? value.join('\n') : '';
    else draft[c.name] = value as DraftValue;
  }
  return draft;
}

/** What the form sends: typed numbers as numbers (NaN when not one, so the check names the field), lists split by line. */
export function fromDraft(controls: readonly FormControl[], draft: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of controls) {
    const value = draft[c.name];
    if (c.kind === 'number') {
      const text = String(value ?? '').trim();
      out[c.name] = text === '' ? undefined : Number(text);
    } else if (c.kind === 'list') out[c.name] = String(value ?? '').split(/[\n,]+/);
    else out[c.name] = value;
  }
  return out;
}
