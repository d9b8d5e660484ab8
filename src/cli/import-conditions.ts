// The display conditions an imported template or popup is stored with: from --conditions, else
// from the export, else the default of its kind. Every condition must be one Foyer understands.
import { compileConditions, conditionFromExport, buildCatalogue, FOYER_VOCABULARY } from '../conditions/index.ts';

/**
 * Kinds shown without conditions of their own. Headers and footers were shown everywhere before
 * templates had conditions; an exported 404 page means exactly the 404.
 */
const DEFAULTS: Record<string, string[]> = {
  header: ['include/general'],
  footer: ['include/general'],
  'error-404': ['include/singular/not_found404'],
};

export type ImportConditions = { ok: true; conditions: string[]; isDefault: boolean } | { ok: false; message: string };

export function importConditions(input: {
  /** The --conditions flag: comma-separated, e.g. "include/general,exclude/singular/front_page". */
  flag?: string;
  /** Conditions the export carries (strings or site-kit manifest objects). */
  exported?: unknown[];
  /** The export's own type (error-404, header, ...) and the template type it is stored as. */
  docType?: string;
  templateType: string | null;
}): ImportConditions {
  const given =
    input.flag !== undefined
      ? input.flag
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : input.exported?.map((c) => conditionFromExport(c) ?? JSON.stringify(c));
  if (given?.length) {
    const problems: string[] = [];
    compileConditions(given, buildCatalogue(FOYER_VOCABULARY), (message, source) => problems.push(`"${source}": ${message}`));
    if (problems.length) {
      return {
        ok: false,
        message: `Display conditions must look like include/general, include/singular/page/12 or exclude/archive/area; ${problems.join('; ')}.`,
      };
    }
    return { ok: true, conditions: given, isDefault: false };
  }
  const fallback = (input.docType && DEFAULTS[input.docType]) || (input.templateType && DEFAULTS[input.templateType]) || [];
  return { ok: true, conditions: fallback, isDefault: true };
}
