// Renders take turns: first come, first served, and the event loop runs other callbacks between them.
import { describe, expect, it } from 'vitest';
import { renderTurn } from './render-turns.ts';

/** Stands in for a render: synchronous work that blocks the event loop. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('renderTurn', () => {
  it('serves waiting renders in arrival order', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map(async (n) => (await renderTurn(), order.push(n))));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('lets timers run between renders that arrived together', async () => {
    const events: string[] = [];
    const ticker = setInterval(() => events.push('tick'), 1);
    await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        await renderTurn();
        busy(10);
        events.push(`render ${n}`);
      }),
    );
    clearInterval(ticker);
    const renders = events.flatMap((e, i) => (e.startsWith('render') ? [i] : []));
    expect(renders).toHaveLength(5);
    // Without turns all five would run back to back in one iteration, 50 ms with no timer in between.
    for (let i = 1; i < renders.length; i++) expect(events.slice(renders[i - 1] + 1, renders[i])).toContain('tick');
  });

  it('costs no more than one loop turn when nothing waits', async () => {
    const started = performance.now();
    await renderTurn();
    expect(performance.now() - started).toBeLessThan(50);
  });
});
