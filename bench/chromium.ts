// Where Chromium is and how it is started for the benchmark (Debian's package; no downloads at run time).
export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Quiet, deterministic Chromium: no background traffic that would show up in page weight. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's default mobile device (Moto G Power), used for page weight too. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
