// Browser storage with per-item expiry (popup impressions, page-view counters), tolerant of a
// browser that refuses storage: private modes, blocked cookies (SecurityError), a full quota.
//
// Every key is stored under the prefix `foyer:` (so `storage.set('popup_12_times', 3)` writes the
// localStorage key `foyer:popup_12_times`), keeping Foyer's entries apart from site scripts'.
// An entry is the JSON `{"value": ..., "expires": <epoch ms> | null}`.

export const STORAGE_PREFIX = 'foyer:';

export interface SetOptions {
  /** Lifetime in seconds; omitted = no expiry. */
  ttlSeconds?: number;
}

export interface Store {
  /** The stored value, or undefined when absent, expired (then also removed), unreadable or refused. */
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown, options?: SetOptions): void;
  remove(key: string): void;
}

interface Entry {
  value: unknown;
  expires: number | null;
}

/**
 * A store over the Storage that `area()` returns. `area` is called on every access because merely
 * reading `window.localStorage` throws in some browsers; any failure makes the call a no-op.
 */
export function createStore(area: () => Storage | null | undefined): Store {
  function withArea<T>(fallback: T, use: (s: Storage) => T): T {
    try {
      const s = area();
      return s ? use(s) : fallback;
    } catch {
      return fallback; // Storage refused: tolerated silently, as the spec requires.
    }
  }

  return {
    get<T>(key: string): T | undefined {
      return withArea(undefined, (s) => {
        const raw = s.getItem(STORAGE_PREFIX + key);
        if (raw === null) return undefined;
        let entry: Entry;
        try {
          entry = JSON.parse(raw) as Entry;
        } catch {
          return undefined;
        }
        if (!entry || typeof entry !== 'object') return undefined;
        if (typeof entry.expires === 'number' && entry.expires <= Date.now()) {
          s.removeItem(STORAGE_PREFIX + key);
          return undefined;
        }
        return entry.value as T;
      });
    },
    set(key, value, options = {}) {
      const ttl = options.ttlSeconds;
      const entry: Entry = { value, expires: typeof ttl === 'number' && Number.isFinite(ttl) ? Date.now() + ttl * 1000 : null };
      withArea(undefined, (s) => s.setItem(STORAGE_PREFIX + key, JSON.stringify(entry)));
    },
    remove(key) {
      withArea(undefined, (s) => s.removeItem(STORAGE_PREFIX + key));
    },
  };
}

export interface FoyerStorage extends Store {
  /** Same API over sessionStorage: values that end with the browser tab. */
  session: Store;
}

export function createStorage(win: Window = window): FoyerStorage {
  return { ...createStore(() => win.localStorage), session: createStore(() => win.sessionStorage) };
}
