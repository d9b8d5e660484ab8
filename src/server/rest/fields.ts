// `_fields` filtering (rest_filter_response_fields): keep only the named fields of each item,
// with dotted names reaching into nested objects (`_links.self`, `meta.colour`).
import { parseList } from './param-checks.ts';

type FieldTree = { [key: string]: FieldTree | true };

/** The requested field names, or undefined when the request does not limit fields. */
export function requestedFields(raw: unknown): string[] | undefined {
  const list = parseList(raw)
    ?.filter((f): f is string => typeof f === 'string')
    .map((f) => f.trim())
    .filter(Boolean);
  return list && list.length ? list : undefined;
}

function fieldTree(fields: string[]): FieldTree {
  const tree: FieldTree = {};
  for (const field of fields) {
    const parts = field.split('.');
    let node = tree;
    let covered = false;
    while (parts.length > 1) {
      const part = parts.shift() as string;
      const next = node[part];
      if (next === true) {
        covered = true; // the parent is already included whole
        break;
      }
      node = node[part] = next ?? {};
    }
    if (!covered) node[parts[0]] = true;
  }
  return tree;
}

function pick(value: unknown, tree: FieldTree): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  // The item's own key order is kept, as array_intersect_key does.
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const rule = Object.hasOwn(tree, key) ? tree[key] : undefined;
    if (rule !== undefined) out[key] = rule === true ? v : pick(v, rule);
  }
  return out;
}

/** Applies `_fields` to an item or to each item of a list. */
export function filterFields(data: unknown, fields: string[] | undefined): unknown {
  if (!fields) return data;
  const tree = fieldTree(fields);
  return Array.isArray(data) ? data.map((item) => pick(item, tree)) : pick(data, tree);
}

/** Whether a top-level field is wanted (rest_is_field_included): so work for it can be skipped. */
export function isFieldIncluded(field: string, fields: string[] | undefined): boolean {
  if (!fields) return true;
  return fields.some((f) => f === field || f.startsWith(`${field}.`) || field.startsWith(`${f}.`));
}
