// Lighthouse mobile (its default: Moto G Power, simulated slow 4G and CPU throttling) on one page.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_ARGS, chromePath } from './chromium.ts';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's canonical audit (SEO): a valid, absolute canonical link; null when it does not apply. */
  canonical: boolean | null;
}

export type LighthouseResult = ({ ok: true; runs: number } & LighthouseScores) | { ok: false; error: string };

/** A page's Lighthouse result, named as the report names it. */
export type LighthousePage = { page: string; url: string; result: LighthouseResult };

async function once(url: string, port: number): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    canonical: lhr.audits.canonical?.score == null ? null : lhr.audits.canonical.score === 1,
  };
}

/**
 * Lighthouse varies from run to run (more so on a busy machine), so it runs `runs` times and reports
 * the run with the median performance score, as Lighthouse's own guidance suggests.
 */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseResult> {
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    chrome = await launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', ...CHROME_ARGS], logLevel: 'silent' });
    const results: LighthouseScores[] = [];
    for (let i = 0; i < runs; i++) results.push(await once(url, chrome.port));
    results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    return { ok: true, runs, ...results[Math.floor(results.length / 2)] };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await chrome?.kill();
  }
}
