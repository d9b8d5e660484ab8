// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, createLoader } from './loader.ts';

afterEach(() => vi.useRealTimers());

describe('loader', () => {
  it('loads a module once and shares the promise', async () => {
    const importer = vi.fn(async () => ({ attach: () => {} }));
    const loader = createLoader({ registry: { sticky: importer } });
    const [a, b] = await Promise.all([loader.load('sticky'), loader.load('sticky')]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('rejects with ChunkLoadError naming the chunk after 120 s', async () => {
    vi.useFakeTimers();
    const loader = createLoader({ registry: { 'stay-planner': () => new Promise(() => {}) } });
    const result = loader.load('stay-planner');
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError', message: expect.stringContaining('stay-planner') });
  });

  it('uses an injected timeout, wraps import failures and retries after a failure', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const loader = createLoader({
      registry: {
        slow: () => new Promise(() => {}),
        flaky: () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ ok: true })),
      },
      timeoutMs: 50,
    });
    const slow = loader.load('slow');
    slow.catch(() => {});
    await vi.advanceTimersByTimeAsync(50);
    await expect(slow).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(loader.load('flaky')).rejects.toMatchObject({ name: 'ChunkLoadError', message: expect.stringContaining('flaky') });
    await expect(loader.load('flaky')).resolves.toEqual({ ok: true });
  });

  it('rejects unknown module names with a hint', async () => {
    const loader = createLoader({ registry: {} });
    await expect(loader.load('toString')).rejects.toThrow(/src\/runtime\/modules\.ts/);
  });
});

describe('loader with the page’s chunk URLs', () => {
  it('fetches the registry only for a name the page did not list, and only once', async () => {
    const registry = vi.fn(async () => ({ popup: async () => ({ from: 'registry' }) }));
    const loader = createLoader({ urls: { sticky: 'data:text/javascript,export const from = "url"' }, registry });
    // A data: URL is not the site's own: the loader refuses it and asks the registry, which lacks it.
    await expect(loader.load('sticky')).rejects.toThrow(/Unknown client module "sticky"/);
    await expect(loader.load('popup')).resolves.toEqual({ from: 'registry' });
    expect(registry).toHaveBeenCalledTimes(1);
  });

  it('asks for the registry again after it failed to arrive', async () => {
    let attempts = 0;
    const registry = vi.fn(() =>
      ++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ popup: async () => ({ ok: true }) }),
    );
    const loader = createLoader({ registry });
    await expect(loader.load('popup')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(loader.load('popup')).resolves.toEqual({ ok: true });
  });
});

describe('loader preloading', () => {
  it('preloads the chunks a listed module imports, before importing it', async () => {
    document.head.innerHTML = '';
    const loader = createLoader({ urls: { island: ['/assets/island-1.js', '/assets/react-2.js'] }, registry: {} });
    // Node cannot import a site path: the import fails, after the preload was put in place.
    await expect(loader.load('island')).rejects.toMatchObject({ name: 'ChunkLoadError' });
    const links = [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/react-2.js']);
  });

  it('refuses a list naming another site’s chunk', async () => {
    const loader = createLoader({ urls: { island: ['/assets/island-1.js', 'https://evil.example/x.js'] }, registry: {} });
    await expect(loader.load('island')).rejects.toThrow(/Unknown client module "island"/);
  });
});

describe('loader and the page’s URLs', () => {
  it('refuses URLs that leave the site, falling back on the registry', async () => {
    for (const url of ['//evil.example/x.js', '/\\evil.example/x.js', 'https://evil.example/x.js', 'javascript:alert(1)']) {
      const loader = createLoader({ urls: { x: url }, registry: { x: async () => ({ from: 'registry' }) } });
      await expect(loader.load('x'), url).resolves.toEqual({ from: 'registry' });
    }
  });
});
