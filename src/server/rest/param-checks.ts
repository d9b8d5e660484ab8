// WordPress's REST argument checks (rest_validate_value_from_schema and friends) on raw
// query-string values, with its error codes and messages. `{param}` in a message is replaced by
// the parameter's name once it is known.

export interface ParamIssue {
  isParamIssue: true;
  code: 'rest_invalid_type' | 'rest_out_of_bounds' | 'rest_not_in_enum' | 'rest_too_many_items';
  template: string;
  /** Set when WordPress attaches `data: { param }` (type errors); `[n]` for an array item. */
  paramSuffix?: string;
}

export function isParamIssue(value: unknown): value is ParamIssue {
  return typeof value === 'object' && value !== null && (value as Partial<ParamIssue>).isParamIssue === true;
}

const typeIssue = (type: string, suffix = ''): ParamIssue => ({
  isParamIssue: true,
  code: 'rest_invalid_type',
  template: `{param}${suffix} is not of type ${type}.`,
  paramSuffix: suffix,
});

// PHP's is_numeric(): optional surrounding whitespace, sign, decimal or exponent notation.
const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

export function isNumeric(raw: unknown): raw is string | number {
  if (typeof raw === 'number') return Number.isFinite(raw);
  return typeof raw === 'string' && NUMERIC.test(raw);
}

export function checkInteger(raw: unknown, bounds: { minimum?: number; maximum?: number } = {}, suffix = ''): number | ParamIssue {
  if (!isNumeric(raw)) return typeIssue('integer', suffix);
  const value = Number(raw);
  const { minimum: min, maximum: max } = bounds;
  if (min !== undefined && max !== undefined && (value < min || value > max)) {
    return outOfBounds(`{param}${suffix} must be between ${min} (inclusive) and ${max} (inclusive)`);
  }
  if (min !== undefined && max === undefined && value < min) return outOfBounds(`{param}${suffix} must be greater than or equal to ${min}`);
  if (max !== undefined && min === undefined && value > max) return outOfBounds(`{param}${suffix} must be less than or equal to ${max}`);
  if (!Number.isInteger(value)) return typeIssue('integer', suffix);
  return value;
}

const outOfBounds = (template: string): ParamIssue => ({ isParamIssue: true, code: 'rest_out_of_bounds', template });

/** rest_is_boolean(): true/false/1/0 in any letter case. */
export function checkBoolean(raw: unknown): boolean | ParamIssue {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw !== 'string') return typeIssue('boolean');
  const v = raw.toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return typeIssue('boolean');
}

export function checkString(raw: unknown): string | ParamIssue {
  return typeof raw === 'string' ? raw : typeIssue('string');
}

export function checkEnum<V extends string>(raw: unknown, values: readonly V[]): V | ParamIssue {
  if (typeof raw !== 'string') return typeIssue('string');
  if ((values as readonly string[]).includes(raw)) return raw as V;
  const template = values.length === 1 ? `{param} is not ${values[0]}.` : `{param} is not one of ${listOf(values)}.`;
  return { isParamIssue: true, code: 'rest_not_in_enum', template };
}

/** wp_sprintf's %l: "a and b", "a, b, and c". */
export function listOf(values: readonly string[]): string {
  if (values.length <= 2) return values.join(' and ');
  return `${values.slice(0, -1).join(', ')}, and ${values[values.length - 1]}`;
}

/** wp_parse_list(): a comma- or space-separated string, or a list as given. */
export function parseList(raw: unknown): unknown[] | undefined {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw.split(/[\s,]+/).filter(Boolean);
  if (typeof raw === 'number' || typeof raw === 'boolean') return [String(raw)];
  return undefined;
}

/**
 * rest_validate_array_value_from_schema(): the list form, then each item, then `maxItems`. The
 * bound keeps one request from asking the database for thousands of ids or slugs.
 */
export function checkArray(raw: unknown, itemType: 'integer' | 'string', maxItems?: number): Array<number | string> | ParamIssue {
  const list = parseList(raw);
  if (!list) return typeIssue('array');
  const out: Array<number | string> = [];
  for (const [index, item] of list.entries()) {
    if (itemType === 'string') {
      if (typeof item !== 'string') return typeIssue('string', `[${index}]`);
      out.push(item);
    } else {
      const n = checkInteger(item, {}, `[${index}]`);
      if (typeof n !== 'number') return n;
      out.push(n);
    }
  }
  if (maxItems !== undefined && out.length > maxItems) {
    const template = `{param} must contain at most ${maxItems} ${maxItems === 1 ? 'item' : 'items'}.`;
    return { isParamIssue: true, code: 'rest_too_many_items', template };
  }
  return out;
}

/** sanitize_text_field(): no tags, no line breaks or tabs, single spaces, trimmed. */
export function sanitizeTextField(value: string): string {
  return value
    .replace(/<[^>]*>?/g, '')
    .replace(/%[a-fA-F0-9]{2}/g, '')
    .replace(/[\r\n\t ]+/g, ' ')
    .trim();
}
