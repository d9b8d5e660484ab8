// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX, createStorage, createStore } from './storage.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('storage', () => {
  it('stores values as JSON under the foyer: prefix', () => {
    const storage = createStorage(window);
    storage.set('popup_12_times', { count: 3 });
    expect(storage.get('popup_12_times')).toEqual({ count: 3 });
    expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}popup_12_times`)!)).toEqual({ value: { count: 3 }, expires: null });
    storage.remove('popup_12_times');
    expect(storage.get('popup_12_times')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('expires entries after their lifetime and removes them on read', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
    const storage = createStorage(window);
    storage.set('impressions', 1, { ttlSeconds: 86400 });
    vi.advanceTimersByTime(86399_000);
    expect(storage.get('impressions')).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(storage.get('impressions')).toBeUndefined();
    expect(localStorage.getItem(`${STORAGE_PREFIX}impressions`)).toBeNull();
  });

  it('has a session variant over sessionStorage', () => {
    const storage = createStorage(window);
    storage.session.set('activeSession', true);
    expect(storage.session.get('activeSession')).toBe(true);
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}activeSession`)).not.toBeNull();
    expect(storage.get('activeSession')).toBeUndefined();
  });

  it('treats entries that are not its JSON as absent', () => {
    localStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(createStorage(window).get('broken')).toBeUndefined();
  });

  it('tolerates a browser that refuses storage (the getter throws)', () => {
    const refusing = {} as Window;
    Object.defineProperty(refusing, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    Object.defineProperty(refusing, 'sessionStorage', { get: () => undefined });
    const storage = createStorage(refusing);
    expect(() => storage.set('k', 1)).not.toThrow();
    expect(storage.get('k')).toBeUndefined();
    expect(() => storage.remove('k')).not.toThrow();
    expect(() => storage.session.set('k', 1)).not.toThrow();
    expect(storage.session.get('k')).toBeUndefined();
  });

  it('tolerates a full quota', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const store = createStore(() => full);
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBeUndefined();
  });
});
