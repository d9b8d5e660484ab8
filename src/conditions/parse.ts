// Reads Elementor's condition strings (`type/name/sub_name/sub_id`) and the object form site-kit manifests use.
import type { ParsedCondition } from './types.ts';

const WORD = /^[a-z0-9_-]+$/;

/** The parts of a stored condition, or undefined when the string is not one (the caller warns). */
export function parseCondition(source: string): ParsedCondition | undefined {
  const parts = source.split('/');
  if (parts.length < 2 || parts.length > 4) return undefined;
  const [type, name, subName = '', subId = ''] = parts;
  if (type !== 'include' && type !== 'exclude') return undefined;
  if (!WORD.test(name) || (subName !== '' && !WORD.test(subName))) return undefined;
  // Elementor casts the id with (int); anything but digits would silently become 0 there, so refuse it here.
  if (subId !== '' && !/^\d{1,10}$/.test(subId)) return undefined;
  if (subId !== '' && subName === '') return undefined;
  return { type, name, subName, subId: subId === '' ? 0 : Number(subId), source };
}

/**
 * Site-kit manifests list conditions as `{ type, name, sub_name, sub_id }`; Elementor saves them as
 * those parts joined by `/` with trailing slashes trimmed. Returns undefined for anything else.
 */
export function conditionFromExport(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const parts = [v.type, v.name, v.sub_name, v.sub_id].map((p) => (typeof p === 'number' ? String(p) : typeof p === 'string' ? p : ''));
  return parts.join('/').replace(/\/+$/, '');
}
