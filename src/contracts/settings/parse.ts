// Reading stored site settings through their declaration's zod schema (server side only): each
// field that is missing or invalid takes its default on its own, so one bad value never throws the
// others away; undeclared keys are dropped.
import { z } from 'zod';
import { declarationSchema } from '../declaration/zod.ts';
import type { Control } from '../declaration/types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The schema of stored values of `controls`: each field valid, or its default alone; anything but
 * an object reads as nothing stored.
 */
export function storedSettingsSchema<T>(controls: readonly Control[]): z.ZodType<T> {
  const shape = declarationSchema(controls).shape as Record<string, z.ZodType>;
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.catch(() => field.parse(undefined))]));
  return z.preprocess((v) => (isObject(v) ? v : {}), z.object(fields)) as unknown as z.ZodType<T>;
}

/**
 * The given fields of `input`, each checked as stored (a wrong value is refused, not replaced);
 * undeclared keys are dropped. For writes of part of a setting.
 */
export function checkStoredFields(
  controls: readonly Control[],
  input: unknown,
): { ok: true; values: Record<string, unknown> } | { ok: false; message: string } {
  if (!isObject(input)) return { ok: false, message: 'settings: expected an object' };
  const shape = declarationSchema(controls).shape as Record<string, z.ZodType>;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!Object.hasOwn(shape, key) || value === undefined) continue;
    const parsed = shape[key]!.safeParse(value);
    if (!parsed.success) return { ok: false, message: `${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
    values[key] = parsed.data;
  }
  return { ok: true, values };
}
