// Elementor's `condition` / `conditions`: whether a control applies for the given settings. The
// editor hides controls whose condition fails, and CSS is printed only for controls that apply.
import type { Condition, ConditionTerm, Conditions, Control } from './types.ts';

export function controlApplies(control: Pick<Control, 'condition' | 'conditions'>, settings: Record<string, unknown>): boolean {
  if (control.condition && !conditionHolds(control.condition, settings)) return false;
  if (control.conditions && !conditionsHold(control.conditions, settings)) return false;
  return true;
}

/** Every key holds; `key!` negates; a list means any of its values. */
export function conditionHolds(condition: Condition, settings: Record<string, unknown>): boolean {
  return Object.entries(condition).every(([rawKey, expected]) => {
    const negate = rawKey.endsWith('!');
    const value = read(settings, negate ? rawKey.slice(0, -1) : rawKey);
    const matches = Array.isArray(expected) ? expected.some((e) => same(value, e)) : same(value, expected);
    return negate ? !matches : matches;
  });
}

export function conditionsHold(conditions: Conditions, settings: Record<string, unknown>): boolean {
  const results = conditions.terms.map((term) => ('terms' in term ? conditionsHold(term, settings) : termHolds(term, settings)));
  return conditions.relation === 'or' ? results.some(Boolean) : results.every(Boolean);
}

function termHolds(term: ConditionTerm, settings: Record<string, unknown>): boolean {
  const value = read(settings, term.name);
  const list = Array.isArray(term.value) ? (term.value as unknown[]) : [];
  switch (term.operator) {
    case '==':
    case '===':
      return same(value, term.value);
    case '!=':
    case '!==':
      return !same(value, term.value);
    case 'in':
      return list.some((v) => same(value, v));
    case '!in':
      return !list.some((v) => same(value, v));
    case 'contains':
      return Array.isArray(value) ? value.some((v) => same(v, term.value)) : String(value).includes(String(term.value));
    case '!contains':
      return Array.isArray(value) ? !value.some((v) => same(v, term.value)) : !String(value).includes(String(term.value));
    default:
      return compare(value, term.value, term.operator);
  }
}

/** `image[url]` reads a field of an object value, as Elementor's conditions may. */
function read(settings: Record<string, unknown>, key: string): unknown {
  const m = /^(\w+)\[(\w+)\]$/.exec(key);
  const value = m ? (settings[m[1]] as Record<string, unknown> | undefined)?.[m[2]] : settings[key];
  return value ?? '';
}

function same(a: unknown, b: unknown): boolean {
  // Elementor compares loosely: a stored '5' matches 5, and an unset switcher matches ''.
  return a === b || String(a) === String(b);
}

function compare(a: unknown, b: unknown, operator: string): boolean {
  const x = Number(a);
  const y = Number(b);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  return operator === '<' ? x < y : operator === '>' ? x > y : operator === '<=' ? x <= y : x >= y;
}

/** Setting names a condition refers to (for checks that they exist). */
export function conditionNames(control: Pick<Control, 'condition' | 'conditions'>): string[] {
  const bare = (k: string) => k.replace(/!$/, '').replace(/\[\w+\]$/, '');
  const names = Object.keys(control.condition ?? {}).map(bare);
  const walk = (c: Conditions): string[] => c.terms.flatMap((t) => ('terms' in t ? walk(t) : [bare(t.name)]));
  return [...names, ...(control.conditions ? walk(control.conditions) : [])];
}
