// Filling a form's fields from the page's address, in the browser, so a cached page stays one page for
// everyone: a link such as `/contact/?suite=sea-view&arrival=2026-06-01#enquiry` opens the form with
// those values chosen. A field is named by its custom id, as `form_fields[suite]=…` (the name its
// input posts under, so a GET form can link here too) or plainly `suite=…`; the first wins. A list
// (multiple select, checkboxes) takes repeated keys (`form_fields[extras][]=a&…`) or commas.
//
// What is never filled from an address: passwords, uploads, honeypots (a bot's link must not fill
// them for a person), acceptance boxes (consent is the visitor's own act) and a field the visitor has
// already changed (only a field still at its default value is filled). A value must fit the field: a
// choice must be one of its options (by value, or by label ignoring case), a date a real
// `YYYY-MM-DD` within its min and max, a number a number; anything else is ignored. Values are cut
// to 500 characters. Pure DOM: no module state, so it can run again after a re-attach harmlessly.

export const PREFILL_MAX_CHARS = 500;
const NEVER = new Set(['password', 'file', 'submit', 'button', 'image', 'reset']);

/** The custom id a control posts under: `form_fields[suite]` and `form_fields[suite][]` → `suite`. */
export function fieldIdOf(name: string): string | undefined {
  return /^form_fields\[([^\]]+)\](?:\[\])?$/.exec(name)?.[1];
}

/** The address's values for a field: its `form_fields[id]` keys first, else its plain key. */
export function valuesFor(params: URLSearchParams, id: string): string[] {
  for (const key of [`form_fields[${id}][]`, `form_fields[${id}]`, id]) {
    const values = params.getAll(key);
    if (values.length) return values.map((v) => v.slice(0, PREFILL_MAX_CHARS));
  }
  return [];
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function fits(input: HTMLInputElement | HTMLTextAreaElement, value: string): boolean {
  if (input instanceof HTMLTextAreaElement) return true;
  switch (input.type) {
    case 'date':
      return isRealDate(value) && (!input.min || value >= input.min) && (!input.max || value <= input.max);
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value));
    default:
      return !/[\r\n]/.test(value);
  }
}

/** The options matching the wanted values: by value first, else by label ignoring case. */
function matching<T extends { value: string; label: string }>(options: readonly T[], wanted: readonly string[]): T[] {
  const wantedValues = wanted
    .flatMap((w) => w.split(','))
    .map((w) => w.trim())
    .filter(Boolean);
  const out: T[] = [];
  for (const w of wantedValues) {
    const hit = options.find((o) => o.value === w) ?? options.find((o) => o.label.trim().toLowerCase() === w.toLowerCase());
    if (hit && !out.includes(hit)) out.push(hit);
  }
  return out;
}

/** Fills the form from `search` (location.search); returns the custom ids it filled. */
export function prefillForm(form: HTMLFormElement, search: string): string[] {
  const params = new URLSearchParams(search);
  if (![...params.keys()].length) return [];
  const filled: string[] = [];
  const groups = new Map<string, Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>>();
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    const id = fieldIdOf(control.name);
    if (!id) continue;
    groups.set(id, [...(groups.get(id) ?? []), control]);
  }
  for (const [id, controls] of groups) {
    const first = controls[0]!;
    // Acceptance boxes and honeypots (an input hidden by its own style) are never filled.
    if (first instanceof HTMLInputElement && (NEVER.has(first.type) || first.classList.contains('elementor-acceptance-field'))) continue;
    if (first instanceof HTMLInputElement && first.style.display === 'none') continue;
    const wanted = valuesFor(params, id);
    if (!wanted.length) continue;
    if (first instanceof HTMLSelectElement) {
      // Unchanged: as printed (a single select without a `selected` option shows its first).
      const options0 = [...first.options];
      const defaultIndex = options0.findIndex((o) => o.defaultSelected);
      const changed = first.multiple
        ? options0.some((o) => o.selected !== o.defaultSelected)
        : first.selectedIndex !== (defaultIndex < 0 ? 0 : defaultIndex);
      if (changed) continue;
      const options = [...first.options].map((o) => ({ value: o.value, label: o.text, option: o }));
      const hits = matching(options, first.multiple ? wanted : wanted.slice(0, 1));
      if (!hits.length) continue;
      for (const o of first.options) o.selected = hits.some((h) => h.option === o) && (first.multiple || o === hits[0]!.option);
      filled.push(id);
      continue;
    }
    if (first instanceof HTMLInputElement && (first.type === 'radio' || first.type === 'checkbox')) {
      const boxes = controls as HTMLInputElement[];
      if (boxes.some((b) => b.checked !== b.defaultChecked)) continue;
      const options = boxes.map((b) => ({
        value: b.value,
        label: form.querySelector(`label[for="${CSS.escape(b.id)}"]`)?.textContent ?? '',
        box: b,
      }));
      const hits = matching(options, first.type === 'radio' ? wanted.slice(0, 1) : wanted);
      if (!hits.length) continue;
      for (const b of boxes) b.checked = hits.some((h) => h.box === b);
      filled.push(id);
      continue;
    }
    const input = first as HTMLInputElement | HTMLTextAreaElement;
    if (input.value !== input.defaultValue) continue;
    const value = wanted[0]!;
    if (!fits(input, value)) continue;
    input.value = value;
    filled.push(id);
  }
  return filled;
}
