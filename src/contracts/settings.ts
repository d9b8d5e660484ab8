// Parsing stored settings through a widget's schema without ever failing a render.
import { registerCompileCache } from '../model/compile-caches.ts';
import type { SettingsSchema, TypedSchema } from './widget.ts';

export interface ParseOutcome<T> {
  settings: T;
  /** Top-level keys whose values were invalid and fell back to the schema's defaults. */
  invalidKeys: string[];
}

/**
 * Parses `raw` with `schema`. A key whose value does not validate is dropped (so its default applies)
 * and reported; the parse is retried until it succeeds. Unknown keys pass through untouched.
 */
export function parseSettings<S = Record<string, unknown>>(schema: TypedSchema<S>, raw: Record<string, unknown>): ParseOutcome<S> {
  // The same stored settings object (a cached template, a cached parsed document) parses the same
  // way every time: remember the outcome per schema. Callers must not mutate either object.
  let bySchema = memo.get(raw);
  if (!bySchema) memo.set(raw, (bySchema = new WeakMap()));
  const known = bySchema.get(schema);
  if (known) return known as ParseOutcome<S>;
  const outcome = parseUncached(schema, raw);
  bySchema.set(schema, outcome);
  return outcome;
}

let memo = new WeakMap<Record<string, unknown>, WeakMap<SettingsSchema, ParseOutcome<unknown>>>();
registerCompileCache(() => (memo = new WeakMap()));

function parseUncached<S>(schema: TypedSchema<S>, raw: Record<string, unknown>): ParseOutcome<S> {
  const input: Record<string, unknown> = { ...raw };
  const invalidKeys: string[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return { settings: result.data as S, invalidKeys };
    const keys = new Set(result.error.issues.map((i) => String(i.path[0] ?? '')));
    let removed = false;
    for (const key of keys) {
      if (key && key in input) {
        delete input[key];
        invalidKeys.push(key);
        removed = true;
      }
    }
    if (!removed) break;
  }
  // The schema rejects even its own defaults for what is left: fall back to defaults alone.
  return { settings: schema.parse({}) as S, invalidKeys: invalidKeys.length ? invalidKeys : Object.keys(raw) };
}
