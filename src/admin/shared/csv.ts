// CSV as RFC 4180 writes it, safe to open in a spreadsheet: the exported tables hold what visitors
// sent (page addresses, referrers, event names), so a cell that a spreadsheet would run as a formula
// is prefixed with an apostrophe (OWASP's advice against CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF-terminated as the RFC asks. */
export function csvLine(cells: Array<string | number>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A file name with only safe characters, for Content-Disposition. */
export function csvFileName(parts: string[]): string {
  const name = parts
    .map((p) =>
      p
        .replace(/[^\w.-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${name || 'export'}.csv`;
}
