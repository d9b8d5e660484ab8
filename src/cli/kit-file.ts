// Reads an Elementor kit's site-settings.json (from a kit export) for `foyer render --kit`, so the
// document's `__globals__` colours and fonts resolve to the site's own instead of nothing.
import { readFileSync } from 'node:fs';
import { DEFAULT_KIT, type Kit, kitSchema } from '../model/kit.ts';
import { UsageError } from './command.ts';

const SIZE_KEYS = ['typography_font_size', 'typography_line_height', 'typography_letter_spacing'];

/** Elementor stores slider sizes as strings ("44") as often as numbers; Foyer's kit wants numbers. */
function numericSizes(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object') return entry;
  const out: Record<string, unknown> = { ...entry };
  for (const key of SIZE_KEYS) {
    const value = out[key] as { unit?: unknown; size?: unknown } | undefined;
    const size = Number(value?.size);
    if (value?.size === '' || !Number.isFinite(size)) delete out[key];
    else out[key] = { unit: typeof value?.unit === 'string' ? value.unit : 'px', size };
  }
  return out;
}

/** Foyer's kit from Elementor's settings object; a field that does not validate keeps its default. */
export function kitFromElementorSettings(settings: Record<string, unknown>): Kit {
  const width = settings.container_width as { size?: unknown } | number | undefined;
  const candidate: Record<string, unknown> = {
    system_colors: settings.system_colors,
    custom_colors: settings.custom_colors,
    system_typography: Array.isArray(settings.system_typography) ? settings.system_typography.map(numericSizes) : undefined,
    custom_typography: Array.isArray(settings.custom_typography) ? settings.custom_typography.map(numericSizes) : undefined,
    container_width: typeof width === 'number' ? width : Number(width?.size) || undefined,
  };
  const kit: Record<string, unknown> = { ...DEFAULT_KIT };
  for (const [key, value] of Object.entries(candidate)) {
    if (value === undefined) continue;
    const field = kitSchema.shape[key as keyof typeof kitSchema.shape].safeParse(value);
    if (field.success) kit[key] = field.data;
  }
  return kitSchema.parse(kit);
}

export function readKitFile(path: string): Kit {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(code === 'ENOENT' ? `No such kit file: ${path}` : `Cannot read the kit ${path}: ${(error as Error).message}`);
  }
  // A kit export's site-settings.json wraps the settings; accept the bare settings object too.
  const root = json as { settings?: unknown } | null;
  const settings = root && typeof root === 'object' && root.settings && typeof root.settings === 'object' ? root.settings : root;
  if (!settings || typeof settings !== 'object' || Array.isArray(settings)) {
    throw new UsageError(`${path} is not an Elementor kit: expected site-settings.json with a "settings" object.`);
  }
  return kitFromElementorSettings(settings as Record<string, unknown>);
}
