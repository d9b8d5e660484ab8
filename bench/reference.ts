// The old stack's figures (WordPress + Elementor Pro on this kind of machine) and Foyer's budgets, from DESIGN.md.
export const OLD_STACK = {
  /** Where these figures come from: not measured by the bench unless OLD_STACK_URL is set. */
  source: 'DESIGN.md as of 2026-11-21',
  uncachedRequestsPerSecond: 23.5, // measured 22–25
  ttfbMs: 75,
  staticRequestsPerSecond: 31_500,
  js: { kb: 179, files: 30 },
  css: { kb: 80, files: 24 },
  lighthouse: { performance: '69–75', accessibility: '87', lcp: '5.7 s' },
};

export const BUDGET = {
  jsOnLoadKb: 15,
  /** A fully used page: at most a fifth of what the old stack ships. */
  jsFullKb: OLD_STACK.js.kb / 5,
  cssKb: 20,
  /** Uncached renders against the old stack's (issue 20, part 8): warm 20×, cold (compile caches emptied) 10×. */
  uncachedWarmTimesOld: 20,
  uncachedColdTimesOld: 10,
  /** One visitor's first byte of an uncached render. */
  uncachedPageMs: 10,
  /** A cached page against nginx serving the same bytes, gzip and uncompressed. */
  cachedShareOfStatic: 0.75,
  performance: 98,
  accessibility: 100,
  lcpMs: 1500,
  tbtMs: 20,
  cls: 0.02,
};
