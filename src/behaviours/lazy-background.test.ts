// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attach } from './lazy-background.ts';
import { installFakeObserver } from '../../test/helpers/fake-intersection-observer.ts';

afterEach(() => vi.unstubAllGlobals());

describe('lazy-background', () => {
  it('marks the element e-lazyloaded once it comes within 200 px of the viewport', () => {
    const observers = installFakeObserver();
    const el = document.createElement('div');
    el.className = 'e-lazy-bg';
    attach(el);
    expect(observers[0].options?.rootMargin).toBe('200px 0px');
    observers[0].fire(false);
    expect(el.classList.contains('e-lazyloaded')).toBe(false);
    observers[0].fire(true);
    expect(el.classList.contains('e-lazyloaded')).toBe(true);
    expect(observers[0].disconnected).toBe(true);
  });

  it('stops observing on detach and does nothing for an element already loaded', () => {
    const observers = installFakeObserver();
    const el = document.createElement('div');
    attach(el)();
    expect(observers[0].disconnected).toBe(true);
    el.classList.add('e-lazyloaded');
    attach(el);
    expect(observers).toHaveLength(1);
  });
});
