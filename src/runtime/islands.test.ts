// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeObserver } from '../../test/helpers/fake-intersection-observer.ts';
import { StayPlanner } from '../widgets/stay-planner/island.tsx';
import { runIslands } from './islands.ts';
import { createLoader } from './loader.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const props = { title: 'Plan', nightlyRate: 100, currency: 'EUR', maxGuests: 2, minNights: 1, maxNights: 3, ctaText: 'Go', ctaUrl: '/c/' };

function page(): HTMLElement {
  document.body.innerHTML = `<div class="elementor-widget-container" data-island="stay-planner"></div>`;
  const el = document.querySelector<HTMLElement>('[data-island]')!;
  el.setAttribute('data-props', JSON.stringify(props));
  el.innerHTML = renderToString(createElement(StayPlanner, props));
  return el;
}

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));
// The first dynamic import of react-dom/client can take longer than one settle on a busy machine.
const hydrated = (el: HTMLElement) => act(() => vi.waitFor(() => expect(el.hasAttribute('data-hydrated')).toBe(true), { timeout: 5000 }));

describe('islands', () => {
  it('hydrates when the island comes within 200 px of the viewport, not before', async () => {
    const observers = installFakeObserver();
    const importer = vi.fn(async () => ({ default: StayPlanner }));
    const el = page();
    runIslands({ root: document, loader: createLoader({ registry: { 'stay-planner': importer } }) });
    expect(observers[0].options?.rootMargin).toBe('200px');
    await settle();
    expect(importer).not.toHaveBeenCalled();
    observers[0].fire(true);
    await hydrated(el);
    await act(async () => el.querySelector<HTMLButtonElement>('[aria-label="More nights"]')!.click());
    expect(el.querySelector('output')!.textContent).toContain('€200');
  });

  it('hydrates on the first interaction inside the island', async () => {
    installFakeObserver();
    const importer = vi.fn(async () => ({ default: StayPlanner }));
    const el = page();
    runIslands({ root: document, loader: createLoader({ registry: { 'stay-planner': importer } }) });
    el.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    el.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await hydrated(el);
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
