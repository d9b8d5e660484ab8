// For the rules' and triggers' unit tests only: storage over in-memory areas (expiry follows the
// faked Date.now of vi.useFakeTimers) and a timing context with a visitor that tests adjust.
import { createStore } from '../../src/runtime/storage.ts';
import type { RuleStorage, TimingContext } from '../../src/popups/rules/context.ts';

export function memoryArea(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export function fakeStorage(): RuleStorage & { local: Storage; tab: Storage } {
  const local = memoryArea();
  const tab = memoryArea();
  return { ...createStore(() => local), session: createStore(() => tab), local, tab };
}

/** A storage that refuses every access, as a browser with storage blocked does. */
export function refusingStorage(): RuleStorage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { ...createStore(refuse), session: createStore(refuse) };
}

export function fakeContext(overrides: Partial<TimingContext> = {}): TimingContext {
  return {
    popupId: 12,
    storage: fakeStorage(),
    now: () => Date.now(),
    referrer: '',
    host: 'hotel.example',
    device: 'desktop',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    loggedIn: false,
    roles: [],
    ...overrides,
  };
}
