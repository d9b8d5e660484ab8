// Parsing stored settings through a widget's schema without ever failing a render.
import { registerCompileCache } from '../model/compile-caches.ts';
import type { z } from 'zod';
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
  const plan = objectPlan(schema);
  const outcome: ParseOutcome<S> = plan ? parseByKey<S>(plan, raw) : parseUncached(schema, raw);
  bySchema.set(schema, outcome);
  return outcome;
}

/**
 * What parsing key by key needs of a plain object schema: its keys in order, and what zod gives for
 * an empty object (every default). Null for a schema whose keys are not independent (object-level
 * checks) or whose unknown keys are not simply kept or dropped: those take zod's own parse.
 */
interface ObjectPlan {
  keys: string[];
  /** Each key's place in the schema. */
  order: Map<string, number>;
  shape: Readonly<Record<string, z.ZodType>>;
  defaults: Record<string, unknown>;
  keepsUnknown: boolean;
}

const plans = new WeakMap<SettingsSchema, ObjectPlan | null>();

function objectPlan(schema: SettingsSchema): ObjectPlan | null {
  const known = plans.get(schema);
  if (known !== undefined) return known;
  let plan: ObjectPlan | null = null;
  const def = schema._zod.def;
  const catchall = def.catchall?._zod.def.type;
  const empty = schema.safeParse({});
  if (def.type === 'object' && !def.checks?.length && (catchall === undefined || catchall === 'unknown') && empty.success) {
    const keys = Object.keys(def.shape);
    plan = {
      keys,
      order: new Map(keys.map((key, i) => [key, i])),
      shape: def.shape as Readonly<Record<string, z.ZodType>>,
      defaults: empty.data,
      keepsUnknown: catchall === 'unknown',
    };
  }
  plans.set(schema, plan);
  return plan;
}

/**
 * zod's parse of a widget schema walks every key of the schema (hundreds, with their responsive
 * variants) for the dozen an element sets: in a cold render (compile caches empty) it was a third
 * of the CPU. The keys of a plain object schema are independent, so this parses only the keys that
 * are set and takes the rest from the schema's defaults, building the object in zod's key order
 * (the schema's keys, then unknown ones as they came) with zod's values; a key whose value does not
 * validate takes its default and is reported, as parseUncached does. test/render/parse-settings.test.ts holds the
 * two to the same results.
 */
function parseByKey<S>(plan: ObjectPlan, raw: Record<string, unknown>): ParseOutcome<S> {
  const invalidKeys: string[] = [];
  // Usually every key set has a default: a copy of the defaults already has each in its place.
  const setKeys = Object.keys(raw).filter((key) => Object.hasOwn(plan.shape, key));
  if (setKeys.every((key) => Object.hasOwn(plan.defaults, key))) {
    const settings: Record<string, unknown> = { ...plan.defaults };
    for (const key of setKeys) {
      const result = plan.shape[key]!.safeParse(raw[key]);
      if (result.success) settings[key] = result.data;
      else invalidKeys.push(key);
    }
    if (plan.keepsUnknown) for (const key of Object.keys(raw)) if (!Object.hasOwn(plan.shape, key)) settings[key] = raw[key];
    // Reported in the schema's order, as zod reports them.
    invalidKeys.sort((a, b) => plan.order.get(a)! - plan.order.get(b)!);
    return { settings: settings as S, invalidKeys };
  }
  const settings: Record<string, unknown> = {};
  for (const key of plan.keys) {
    if (Object.hasOwn(raw, key)) {
      const result = plan.shape[key]!.safeParse(raw[key]);
      if (result.success) {
        settings[key] = result.data;
        continue;
      }
      invalidKeys.push(key);
    }
    if (Object.hasOwn(plan.defaults, key)) settings[key] = plan.defaults[key];
  }
  if (plan.keepsUnknown) for (const key of Object.keys(raw)) if (!Object.hasOwn(plan.shape, key)) settings[key] = raw[key];
  return { settings: settings as S, invalidKeys };
}

/** zod's own parse of the whole object: the reference parseByKey is tested against. */
export function parseSettingsWithZod<S>(schema: TypedSchema<S>, raw: Record<string, unknown>): ParseOutcome<S> {
  return parseUncached(schema, raw);
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
