// The number in a slider value (`{unit, size}`), or a fallback when it holds none.
export function sliderNumber(value: unknown, fallback: number): number {
  const n = Number((value as { size?: unknown } | undefined)?.size);
  return value && typeof value === 'object' && Number.isFinite(n) && (value as { size?: unknown }).size !== '' ? n : fallback;
}
