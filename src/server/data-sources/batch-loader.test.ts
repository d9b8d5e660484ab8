import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.ts';

function counting<K, V>(answer: (key: K) => V | undefined) {
  const calls: K[][] = [];
  const loader = createBatchLoader<K, V>(async (keys) => {
    calls.push(keys);
    const out = new Map<K, V>();
    for (const k of keys) {
      const v = answer(k);
      if (v !== undefined) out.set(k, v);
    }
    return out;
  });
  return { loader, calls };
}

describe('batch loader', () => {
  it('gathers the loads of one tick into one call, each distinct key once', async () => {
    const { loader, calls } = counting((k: string) => k.toUpperCase());
    const values = await Promise.all([loader.load('primary'), loader.load('footer'), loader.load('primary')]);
    expect(values).toEqual(['PRIMARY', 'FOOTER', 'PRIMARY']);
    expect(calls).toEqual([['primary', 'footer']]);
  });

  it('still batches loads made in promise callbacks queued before the batch runs', async () => {
    const { loader, calls } = counting((k: number) => k * 2);
    const later = Promise.resolve().then(() => loader.load(2));
    const values = await Promise.all([loader.load(1), later]);
    expect(values).toEqual([2, 4]);
    expect(calls).toEqual([[1, 2]]);
  });

  it('answers later loads of a known key without calling again, and new keys in a new batch', async () => {
    const { loader, calls } = counting((k: number) => k + 1);
    await loader.load(1);
    expect(await loader.load(1)).toBe(2);
    expect(await loader.load(5)).toBe(6);
    expect(calls).toEqual([[1], [5]]);
  });

  it('loads a key the batch did not find as undefined', async () => {
    const { loader } = counting((k: string) => (k === 'a' ? 1 : undefined));
    expect(await Promise.all([loader.load('a'), loader.load('b')])).toEqual([1, undefined]);
  });

  it('rejects every load of a failed batch, and retries the key next time', async () => {
    let fail = true;
    const loader = createBatchLoader<string, string>(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, 'ok']));
    });
    const results = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load('a')).toBe('ok');
  });
});
