// Where the visitor opt-out is kept and which controls set it; shared by the tracker, which reads it
// on every page, and opt-out.ts, loaded only on pages that show a control.

/** Stored as `foyer:stats_optout` (src/runtime/storage.ts adds the prefix). */
export const OPT_OUT_KEY = 'stats_optout';
export const OPT_OUT_HASH = '#foyer-stats-optout';
export const OPT_OUT_SELECTOR = `a[href="${OPT_OUT_HASH}"]`;
