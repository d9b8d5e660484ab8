// Site code uses window.foyer.hooks and window.foyer.storage on a real page, including a browser that refuses storage.
import { expect, test, type Page } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => Boolean(window.foyer?.hooks && window.foyer?.storage));
}

test('actions and filters run in priority order', async ({ page }) => {
  await openHome(page);
  const result = await page.evaluate(() => {
    const { hooks } = window.foyer!;
    const ran: string[] = [];
    hooks.addAction('e2e.greet', 'e2e/late', () => ran.push('late'), 20);
    hooks.addAction('e2e.greet', 'e2e/default', () => ran.push('default'));
    hooks.addAction('e2e.greet', 'e2e/early', () => ran.push('early'), 5);
    hooks.addAction('e2e.greet', 'e2e/default-too', () => ran.push('default-too'), 10);
    hooks.doAction('e2e.greet');

    hooks.addFilter('e2e.price', 'e2e/tax', (n: number) => n * 1.1, 20);
    hooks.addFilter('e2e.price', 'e2e/discount', (n: number) => n - 10, 5);
    const price = hooks.applyFilters('e2e.price', 100);
    return { ran, price, didAction: hooks.didAction('e2e.greet') };
  });
  expect(result.ran).toEqual(['early', 'default', 'default-too', 'late']);
  expect(result.price).toBeCloseTo(99); // (100 - 10) * 1.1: the discount (priority 5) runs first
  expect(result.didAction).toBe(1);
});

test('invalid hook registrations are reported and ignored', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await openHome(page);
  const cases = [
    { rule: 'namespace must be a non-empty string', hook: 'e2e.a', namespace: '', callback: true, priority: 10 },
    { rule: 'hook name must not begin with __', hook: '__e2e.b', namespace: 'e2e/b', callback: true, priority: 10 },
    { rule: 'callback must be a function', hook: 'e2e.c', namespace: 'e2e/c', callback: false, priority: 10 },
    { rule: 'priority must be a number', hook: 'e2e.d', namespace: 'e2e/d', callback: true, priority: 'soon' },
  ];
  for (const c of cases) {
    const errorsBefore = errors.length;
    const outcome = await page.evaluate((c) => {
      const { hooks } = window.foyer!;
      let ran = false;
      const callback = c.callback ? () => (ran = true) : 'not a function';
      // Deliberately wrong types: this is what careless site code does.
      const add = hooks.addAction as (...args: unknown[]) => void;
      const addFilter = hooks.addFilter as (...args: unknown[]) => void;
      let threw = false;
      try {
        add(c.hook, c.namespace, callback, c.priority);
        addFilter(c.hook, c.namespace, callback, c.priority);
      } catch {
        threw = true;
      }
      hooks.doAction(c.hook);
      const filtered = hooks.applyFilters(c.hook, 'unchanged');
      return { threw, ran, filtered, registered: hooks.hasAction(c.hook) || hooks.hasFilter(c.hook) };
    }, c);
    expect(outcome, c.rule).toEqual({ threw: false, ran: false, filtered: 'unchanged', registered: false });
    expect(errors.length - errorsBefore, `${c.rule}: one console.error per bad call`).toBe(2);
  }
});

test('stored values expire', async ({ page }) => {
  // Playwright's clock: the second passes in the page's time, whatever the machine's speed.
  await page.clock.install();
  await openHome(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.evaluate(() => {
    window.foyer!.storage.set('e2e-short', 'soon gone', { ttlSeconds: 1 });
    window.foyer!.storage.set('e2e-kept', { n: 1 });
  });
  await page.clock.fastForward(999);
  expect(await page.evaluate(() => window.foyer!.storage.get('e2e-short')), 'still there just before its second is up').toBe('soon gone');

  await page.clock.fastForward(1);
  const after = await page.evaluate(() => ({
    short: window.foyer!.storage.get('e2e-short') ?? 'undefined',
    kept: window.foyer!.storage.get('e2e-kept'),
  }));
  expect(after).toEqual({ short: 'undefined', kept: { n: 1 } });

  // Values without expiry outlive the page.
  await openHome(page);
  expect(await page.evaluate(() => window.foyer!.storage.get('e2e-kept'))).toEqual({ n: 1 });
});

test('a browser that refuses storage still gets a working page', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const problems = watchPageProblems(page);
  await openHome(page);
  await expect(page.locator('h1').first()).toBeVisible();
  const outcome = await page.evaluate(() => {
    const { storage } = window.foyer!;
    storage.set('e2e-refused', 'x', { ttlSeconds: 60 });
    storage.session.set('e2e-refused', 'x');
    return { local: storage.get('e2e-refused') ?? 'undefined', session: storage.session.get('e2e-refused') ?? 'undefined' };
  });
  expect(outcome).toEqual({ local: 'undefined', session: 'undefined' });
  await page.waitForLoadState('networkidle');
  expect(problems.list).toEqual([]);
});
