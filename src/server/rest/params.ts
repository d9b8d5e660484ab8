// REST query parameters declared once: each builder returns a zod schema that validates and
// sanitises the raw query value with WordPress's rules and messages, and carries the WordPress
// argument description (type, default, enum, bounds) that the REST index publishes.
import { z } from 'zod';
import { restError, type RestError } from './errors.ts';
import { checkArray, checkBoolean, checkEnum, checkInteger, checkString, isParamIssue, type ParamIssue } from './param-checks.ts';

/** A route argument as WordPress describes it in the REST index (JSON Schema keywords). */
export interface WpArg {
  description?: string;
  type?: 'integer' | 'string' | 'boolean' | 'array';
  enum?: readonly string[];
  default?: unknown;
  items?: { type: 'integer' | 'string' };
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

export type Param<T> = z.ZodType<T>;
type Shape = Record<string, z.ZodType>;

function param<T>(arg: WpArg, check: (raw: unknown) => T | ParamIssue, fallback: T): Param<T> {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): T => {
      if (raw === undefined) return fallback;
      const result = check(raw);
      if (isParamIssue(result)) {
        ctx.addIssue({ code: 'custom', message: result.template, params: { wp: result } });
        return z.NEVER;
      }
      return result;
    })
    .meta({ wp: arg }) as unknown as Param<T>;
}

interface IntegerOptions {
  description: string;
  minimum?: number;
  maximum?: number;
  /** WordPress's `absint` sanitiser (page, per_page): the absolute integer value. */
  absolute?: boolean;
}

export function integerParam(opts: IntegerOptions & { default: number }): Param<number>;
export function integerParam(opts: IntegerOptions & { default: null }): Param<number | null>;
export function integerParam(opts: IntegerOptions): Param<number | undefined>;
export function integerParam(opts: IntegerOptions & { default?: number | null }): Param<number | null | undefined> {
  const arg: WpArg = { description: opts.description, type: 'integer' };
  if ('default' in opts) arg.default = opts.default;
  if (opts.minimum !== undefined) arg.minimum = opts.minimum;
  if (opts.maximum !== undefined) arg.maximum = opts.maximum;
  return param(
    arg,
    (raw) => {
      const n = checkInteger(raw, arg);
      return typeof n === 'number' && opts.absolute ? Math.abs(n) : n;
    },
    opts.default,
  );
}

export function booleanParam(opts: { description: string; default: boolean }): Param<boolean> {
  return param({ description: opts.description, type: 'boolean', default: opts.default }, checkBoolean, opts.default);
}

export function stringParam(opts: { description: string; sanitize?: (value: string) => string }): Param<string | undefined> {
  const sanitize = opts.sanitize ?? ((v: string) => v);
  return param<string | undefined>(
    { description: opts.description, type: 'string' },
    (raw) => {
      const s = checkString(raw);
      return typeof s === 'string' ? sanitize(s) : s;
    },
    undefined,
  );
}

export function enumParam<const V extends string>(opts: { description: string; values: readonly V[]; default: V }): Param<V> {
  const arg: WpArg = { description: opts.description, type: 'string', default: opts.default, enum: opts.values };
  return param(arg, (raw) => checkEnum(raw, opts.values), opts.default);
}

/** WordPress's `context` argument: its keys come in a different order (enum before default). */
export function contextParam<const V extends string>(values: readonly V[], fallback: V): Param<V> {
  const arg: WpArg = {
    description: 'Scope under which the request is made; determines fields present in response.',
    type: 'string',
    enum: values,
    default: fallback,
  };
  return param(arg, (raw) => checkEnum(raw, values), fallback);
}

/** Most items a list parameter takes (`include`, `exclude`, `slug`): WordPress's per_page maximum. */
export const LIST_PARAM_MAX_ITEMS = 100;

export function integerListParam(opts: { description: string }): Param<number[]> {
  const arg: WpArg = {
    description: opts.description,
    type: 'array',
    items: { type: 'integer' },
    maxItems: LIST_PARAM_MAX_ITEMS,
    default: [],
  };
  return param(arg, (raw) => checkArray(raw, 'integer', LIST_PARAM_MAX_ITEMS) as number[] | ParamIssue, []);
}

export function stringListParam(opts: { description: string }): Param<string[] | undefined> {
  const arg: WpArg = { description: opts.description, type: 'array', items: { type: 'string' }, maxItems: LIST_PARAM_MAX_ITEMS };
  return param<string[] | undefined>(arg, (raw) => checkArray(raw, 'string', LIST_PARAM_MAX_ITEMS) as string[] | ParamIssue, undefined);
}

/** An argument WordPress lists without a type (the index routes' `context`): taken as given. */
export function plainParam(arg: { default: string }): Param<unknown> {
  return param<unknown>({ default: arg.default }, (raw) => raw, arg.default);
}

/** A path parameter the route pattern already constrains; listed in the index, not re-validated. */
export function pathIdParam(description: string): Param<number | undefined> {
  return integerParam({ description });
}

export type ParamsOf<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: RestError };

// Built once per shape: zod compiles an object schema on its first use, too slow to redo per request.
const objectSchemas = new WeakMap<Shape, z.ZodObject>();

/**
 * Validates a parsed query string against a parameter shape. Every invalid parameter is
 * reported, in declaration order, as WordPress's `rest_invalid_param` error.
 */
export function parseParams<S extends Shape>(shape: S, query: unknown): ParseResult<ParamsOf<S>> {
  const input = query && typeof query === 'object' ? query : {};
  let schema = objectSchemas.get(shape);
  if (!schema) objectSchemas.set(shape, (schema = z.object(shape)));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data as ParamsOf<S> };
  const params: Record<string, string> = {};
  const details: Record<string, { code: string; message: string; data: { param: string } | null }> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    if (name in params) continue;
    const wp = (issue as { params?: { wp?: ParamIssue } }).params?.wp;
    const message = (wp?.template ?? '{param} is invalid.').replaceAll('{param}', name);
    params[name] = message;
    const dataParam = wp?.paramSuffix !== undefined ? `${name}${wp.paramSuffix}` : undefined;
    details[name] = { code: wp?.code ?? 'rest_invalid_param', message, data: dataParam !== undefined ? { param: dataParam } : null };
  }
  return {
    ok: false,
    error: restError('rest_invalid_param', `Invalid parameter(s): ${Object.keys(params).join(', ')}`, 400, { params, details }),
  };
}

/** The index description of each parameter, as WordPress lists a route's `args`. */
export function describeArgs(shape: Shape): Record<string, WpArg & { required: boolean }> {
  const out: Record<string, WpArg & { required: boolean }> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const arg = (schema.meta() as { wp?: WpArg } | undefined)?.wp ?? {};
    out[name] = { ...arg, required: false };
  }
  return out;
}
