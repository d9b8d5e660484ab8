// How long a visitor waits between their first tap on an island and its visible answer, now that
// islands load React only on interaction. Measured in Chromium on this machine and with Lighthouse's
// mobile throttling, with the code fetched on the tap (cold) and already in the HTTP cache (what
// preloading it at idle would leave), and for a mouse that rests on the island before clicking
// (islands.ts fetches the code on that movement), to weigh preloading against its cost.
import type { Browser, Page } from '@playwright/test';
import { MOBILE } from './chromium.ts';
import { networkQuiet } from './network-quiet.ts';

export interface HydrationDelay {
  profile: string;
  /** First tap; React and the island's code are fetched then. Median of the rounds. */
  coldMs: number;
  /** First tap with the code in the HTTP cache (a second page view; what an idle preload would give). */
  cachedMs: number;
  /** A tap on the island once it is live: React's own answer, the floor. */
  liveMs: number;
  rounds: number;
}

interface Profile {
  profile: string;
  /** Lighthouse's default mobile throttling: 4× slower CPU, 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
  isThrottled?: boolean;
  /** A mouse instead of a finger: it moves over the island and rests this long before the click. */
  hoverMs?: number;
}

const PROFILES: Profile[] = [
  { profile: 'Phone tap, this machine, no throttling' },
  { profile: 'Phone tap, Lighthouse mobile throttling (4× CPU, 150 ms RTT, 1.6 Mbps)', isThrottled: true },
  { profile: 'Mouse over the island 300 ms before the click, same throttling', isThrottled: true, hoverMs: 300 },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Taps the island's first enabled control (and types a digit if it is a field) and returns the time
 * from the first input event to the frame after the island's content changed, as the page saw it.
 */
export async function useIsland(page: Page, index: number, hoverMs?: number): Promise<number> {
  const island = page.locator('[data-island]:visible').nth(index);
  await island.scrollIntoViewIfNeeded();
  // No named functions inside: tsx would wrap them in a helper that does not exist in the page.
  await island.evaluate((el) => {
    let start: number | undefined;
    // The first input event of the interaction; later calls add their own listeners, which only set their own start.
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      window.addEventListener(type, (event) => void (start ??= event.timeStamp), true);
    (window as unknown as { islandAnswered: Promise<number> }).islandAnswered = new Promise((resolve, reject) => {
      // An island that never answers is a failure of the measure, not a long delay.
      setTimeout(() => reject(new Error('The island did not answer a tap within 30 s.')), 30_000);
      const observer = new MutationObserver((records) => {
        // Hydration's own markers are not an answer the visitor sees.
        if (start === undefined || records.every((r) => r.type === 'attributes' && /^data-hydrat/.test(r.attributeName ?? ''))) return;
        observer.disconnect();
        const began = start;
        requestAnimationFrame(() => resolve(performance.now() - began));
      });
      observer.observe(el, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  });
  const control = island.locator('button:not([disabled]), input, textarea, select').first();
  if (!(await control.count())) throw new Error(`Island ${index} has no control to use.`);
  if (hoverMs === undefined) {
    await control.tap();
  } else {
    const area = (await island.boundingBox())!;
    const target = (await control.boundingBox())!;
    await page.mouse.move(area.x + 2, area.y + 2);
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 5 });
    await page.waitForTimeout(hoverMs);
    await page.mouse.down();
    await page.mouse.up();
  }
  if (await control.evaluate((el) => el.matches('input, textarea'))) await page.keyboard.type('2');
  return page.evaluate(() => (window as unknown as { islandAnswered: Promise<number> }).islandAnswered);
}

async function oneRound(browser: Browser, url: string, p: Profile): Promise<[number, number, number]> {
  const isMouse = p.hoverMs !== undefined;
  const context = await browser.newContext(
    isMouse ? { viewport: { width: 1280, height: 800 } } : { ...MOBILE, isMobile: true, hasTouch: true },
  );
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(page, 500);
    // Throttle only what the measure is about: the tap and the code it fetches, not the page load.
    if (p.isThrottled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const kbps = (k: number) => (k * 1024) / 8;
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: kbps(1638.4),
        uploadThroughput: kbps(750),
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const cold = await useIsland(page, 0, p.hoverMs);
    const live = await useIsland(page, 0, p.hoverMs);
    await page.reload({ waitUntil: 'load' });
    await networkQuiet(page, 500);
    const cached = await useIsland(page, 0, p.hoverMs);
    return [cold, cached, live];
  } finally {
    await context.close();
  }
}

export async function measureHydrationDelays(browser: Browser, url: string, rounds = 3): Promise<HydrationDelay[]> {
  const results: HydrationDelay[] = [];
  for (const p of PROFILES) {
    const runs: Array<[number, number, number]> = [];
    for (let i = 0; i < rounds; i++) runs.push(await oneRound(browser, url, p));
    results.push({
      profile: p.profile,
      coldMs: median(runs.map((r) => r[0])),
      cachedMs: median(runs.map((r) => r[1])),
      liveMs: median(runs.map((r) => r[2])),
      rounds,
    });
  }
  return results;
}
