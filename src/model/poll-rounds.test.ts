import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollRounds } from './poll-rounds.ts';

describe('pollRounds', () => {
  afterEach(() => vi.useRealTimers());

  it('polls, runs one round at a time, and runs once more when kicked during a round', async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    let rounds = 0;
    let release: () => void = () => undefined;
    const loop = pollRounds(
      async () => {
        rounds++;
        active++;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => (release = resolve));
        active--;
      },
      { pollMs: 1000, onError: () => undefined },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(rounds).toBe(1);
    loop.kick();
    loop.kick();
    expect(rounds).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    // The kicks during the round asked for exactly one more.
    expect(rounds).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toBe(2);
    expect(most).toBe(1);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(5000);
    loop.kick();
    expect(rounds).toBe(2);
  });

  it('reports a failed round and keeps polling', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const loop = pollRounds(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
      { pollMs: 500, onError: (error) => errors.push(error) },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(String(errors[0])).toContain('database away');
    await loop.stop();
  });
});
