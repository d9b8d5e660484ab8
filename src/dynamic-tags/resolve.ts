// Resolves an element's `__dynamic__` settings for one request: each named tag's value replaces the
// setting's static value. Unknown tags keep the static value and are returned for the report.
import type { MediaValue } from '../contracts/data.ts';
import { dynamicTagByName } from './index.ts';
import { parseDynamicTag } from './parse.ts';
import type { DynamicTag, DynamicTagArgs, DynamicTagKind } from './types.ts';

export interface DynamicResolution {
  /** The element's settings with tag values in place; undefined when no tag changed anything. */
  settings?: Record<string, unknown>;
  /** Names of tags the registry does not have (`(unreadable)` for a value that is no tag). */
  unknown: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Whether an element names any dynamic tag: the data step only visits those. */
export function hasDynamicSettings(settings: Record<string, unknown>): boolean {
  const dynamic = settings.__dynamic__;
  return isRecord(dynamic) && Object.keys(dynamic).length > 0;
}

/** The setting's new value, or undefined to keep the static one. */
function applyValue(kind: DynamicTagKind, current: unknown, value: string | MediaValue | undefined, tag: Record<string, unknown>): unknown {
  if (kind === 'text') {
    // Elementor's advanced tag settings: text before and after, and a fallback for an empty value.
    const text = typeof value === 'string' && value !== '' ? value : str(tag.fallback);
    return text === '' ? undefined : `${str(tag.before)}${text}${str(tag.after)}`;
  }
  if (kind === 'url') {
    const url = typeof value === 'string' && value !== '' ? value : str(tag.fallback);
    if (!url) return undefined;
    return isRecord(current) ? { ...current, url } : { url };
  }
  const image = isRecord(value) && typeof value.url === 'string' ? value : isRecord(tag.fallback) ? tag.fallback : undefined;
  if (!image || !str(image.url)) return undefined;
  return { ...(isRecord(current) ? current : {}), ...image };
}

export async function resolveDynamicSettings(
  settings: Record<string, unknown>,
  args: Omit<DynamicTagArgs, 'settings'>,
  registry: ReadonlyMap<string, DynamicTag> = dynamicTagByName,
): Promise<DynamicResolution> {
  const dynamic = isRecord(settings.__dynamic__) ? settings.__dynamic__ : {};
  const unknown: string[] = [];
  const remaining: Record<string, unknown> = {};
  const pending: Array<Promise<[string, unknown]>> = [];
  for (const [key, raw] of Object.entries(dynamic)) {
    const parsed = parseDynamicTag(raw);
    const tag = parsed && registry.get(parsed.name);
    if (!parsed || !tag) {
      unknown.push(parsed?.name ?? '(unreadable)');
      remaining[key] = raw;
      continue;
    }
    pending.push(
      Promise.resolve(tag.resolve({ ...args, settings: parsed.settings })).then((value) => [
        key,
        applyValue(tag.kind, settings[key], value, parsed.settings),
      ]),
    );
  }
  const values = (await Promise.all(pending)).filter(([, v]) => v !== undefined);
  if (!values.length) return { unknown };
  return { settings: { ...settings, ...Object.fromEntries(values), __dynamic__: remaining }, unknown };
}
