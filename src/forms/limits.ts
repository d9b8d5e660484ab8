// The figures that keep the form endpoint cheap to run and hard to abuse. Each is a constant here, so
// the tests, the README and the code name the same numbers.

/**
 * A form sent sooner than this after its code attached (`foyer_fill_ms`) is refused as "Invalid Form.",
 * like a filled honeypot, and nothing is stored. People take longer than three seconds to read a form
 * and type even a name and an address (autofill included: the field still has to be reached and the
 * button pressed); scripts that post the moment the page loads do not. A request without the figure
 * did not come from the form's own code (Foyer's form posts only through it), so it is refused too.
 */
export const MIN_FILL_MS = 3_000;

/** Submissions per client address in a window; past it, 429 with Retry-After (counted in the shared rate_limits table). */
export const FORM_RATE_LIMIT = { name: 'form-ip', max: 10, windowMs: 10 * 60_000 } as const;

/** Characters a single-line field may hold (text, email, url, tel, number, date, time, select, radio…). */
export const MAX_LINE_CHARS = 1_000;
/** Characters a textarea may hold (about six printed pages). */
export const MAX_TEXTAREA_CHARS = 20_000;
/** Values a multi-value field (checkboxes, a multiple select) may send. */
export const MAX_VALUES_PER_FIELD = 100;

/** Bytes of one multipart text part; a longer one is refused with 413 (bigger than any field may be once decoded). */
export const MAX_PART_BYTES = 100 * 1024;
/** Text parts in one request. */
export const MAX_PARTS = 200;
/** Files in one request. */
export const MAX_FILES = 10;
/** Bytes of one uploaded file whatever its field allows (Elementor's per-field `file_sizes` is at most 100 MB; ours stops at this). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Bytes of the whole request: a larger Content-Length, or a body that grows past it, gets 413. */
export const MAX_REQUEST_BYTES = 50 * 1024 * 1024;

/** The webhook call: how long to wait for the receiver, and how often to try before giving up. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: twelve attempts span about seven hours. */
export const WEBHOOK_MAX_ATTEMPTS = 12;

/** Extensions never accepted whatever a field allows (Elementor Pro's own blacklist: scripts, executables, markup). */
export const BLOCKED_EXTENSIONS = new Set([
  'php',
  'php3',
  'php4',
  'php5',
  'php6',
  'php7',
  'phps',
  'pht',
  'phtml',
  'phar',
  'shtml',
  'swf',
  'html',
  'htm',
  'xhtml',
  'hta',
  'asp',
  'aspx',
  'cmd',
  'csh',
  'bat',
  'jar',
  'exe',
  'com',
  'js',
  'mjs',
  'lnk',
  'htaccess',
  'htpasswd',
  'ps1',
  'ps2',
  'py',
  'rb',
  'pl',
  'cgi',
  'sh',
  'tmp',
  'svg',
  'svgz',
  'msi',
  'dll',
  'vbs',
  'wsf',
  'scr',
]);
