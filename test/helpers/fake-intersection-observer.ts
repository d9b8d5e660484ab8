// Test helper: a controllable IntersectionObserver stand-in (happy-dom has no layout to observe).
import { vi } from 'vitest';

export interface FakeObserver {
  options?: IntersectionObserverInit;
  targets: Set<Element>;
  disconnected: boolean;
  /** Reports the observed targets as intersecting (or not). */
  fire(isIntersecting: boolean): void;
}

export function installFakeObserver(): FakeObserver[] {
  const observers: FakeObserver[] = [];
  class Fake {
    private record: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const record: FakeObserver = {
        options,
        targets: new Set(),
        disconnected: false,
        fire: (isIntersecting) => {
          if (record.disconnected) return;
          const entries = [...record.targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
          callback(entries, this as unknown as IntersectionObserver);
        },
      };
      this.record = record;
      observers.push(record);
    }
    observe(el: Element) {
      this.record.targets.add(el);
    }
    unobserve(el: Element) {
      this.record.targets.delete(el);
    }
    disconnect() {
      this.record.disconnected = true;
      this.record.targets.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return observers;
}
