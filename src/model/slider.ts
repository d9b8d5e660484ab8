// Elementor's slider values read as numbers: `{unit, size}` (or a bare number) and range sliders'
// `{sizes: {start, end}}`. Plain code, shared by the server and the browser.

/** A range slider's two handles, in percent. */
export interface Range {
  start: number;
  end: number;
}

/** A slider's number (`{size: 4}`, `4`, `"4"`), else the fallback. */
export function sliderSize(value: unknown, fallback: number): number {
  const raw = value && typeof value === 'object' ? (value as { size?: unknown }).size : value;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** A range slider's handles (`{sizes: {start, end}}`) clamped to 0–100 and ordered, else the fallback. */
export function sliderRange(value: unknown, fallback: Range): Range {
  const sizes = value && typeof value === 'object' ? (value as { sizes?: unknown }).sizes : undefined;
  if (!sizes || typeof sizes !== 'object' || Array.isArray(sizes)) return fallback;
  const { start, end } = sizes as { start?: unknown; end?: unknown };
  const s = sliderSize(start, fallback.start);
  const e = sliderSize(end, fallback.end);
  const clamp = (n: number) => Math.min(100, Math.max(0, n));
  return { start: clamp(Math.min(s, e)), end: clamp(Math.max(s, e)) };
}
