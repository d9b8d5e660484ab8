// @vitest-environment happy-dom
import { act, createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeObserver } from '../../test/helpers/fake-intersection-observer.ts';
import { StayPlanner } from '../widgets/stay-planner/island.tsx';
import { runIslands, TRIGGERS } from './islands.ts';
import { createLoader } from './loader.ts';
import { Notes } from '../../test/helpers/test-island.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const plannerProps = {
  title: 'Plan',
  nightlyRate: 100,
  currency: 'EUR',
  maxGuests: 2,
  minNights: 1,
  maxNights: 3,
  ctaText: 'Go',
  ctaUrl: '/c/',
};

/** Server markup of an island, as render-element.tsx writes it. */
function island<P extends object>(name: string, component: ComponentType<P>, props: P, hydrate?: 'visible'): HTMLElement {
  const el = document.createElement('div');
  el.className = 'elementor-widget-container';
  el.setAttribute('data-island', name);
  el.setAttribute('data-props', JSON.stringify(props));
  if (hydrate) el.setAttribute('data-hydrate', hydrate);
  el.innerHTML = renderToString(createElement(component, props));
  document.body.append(el);
  return el;
}

/** A chunk that arrives when the test says so, as a slow network would deliver it. */
function gate<T>(value: T): { importer: () => Promise<T>; open(): Promise<void>; calls: () => number } {
  let release!: () => void;
  const arrived = new Promise<void>((r) => (release = r));
  let calls = 0;
  return {
    importer: async () => {
      calls++;
      await arrived;
      return value;
    },
    open: () => act(async () => release()),
    calls: () => calls,
  };
}

const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));
/**
 * Waits for hydration to finish (the first import of react-dom takes a while under Vitest). Short act()
 * scopes, since React's work queued inside one runs only when it closes.
 */
async function hydrated(el: HTMLElement): Promise<void> {
  for (let waited = 0; !el.hasAttribute('data-hydrated') && waited < 5_000; waited += 20) await settle();
  expect(el.hasAttribute('data-hydrated'), 'hydrated').toBe(true);
}
const button = (el: HTMLElement, label: string) => el.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const total = (el: HTMLElement) => el.querySelector('output')!.textContent;

/** The registry as the page has it: the islands given, and React's side under its module name. */
function start(modules: Record<string, () => Promise<unknown>>) {
  return runIslands({
    root: document,
    loader: createLoader({ registry: { 'island-hydrate': () => import('./island-hydrate.ts'), ...modules } }),
  });
}

describe('islands', () => {
  it('loads nothing while the visitor only scrolls past an island', async () => {
    const observers = installFakeObserver();
    const importer = vi.fn(async () => ({ default: StayPlanner }));
    const hydrator = vi.fn(() => import('./island-hydrate.ts'));
    const el = island('stay-planner', StayPlanner, plannerProps);
    runIslands({ root: document, loader: createLoader({ registry: { 'stay-planner': importer } }), loadHydrator: hydrator });
    expect(observers, 'no viewport watching for an island that waits for interaction').toHaveLength(0);
    el.dispatchEvent(new Event('scroll'));
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(importer).not.toHaveBeenCalled();
    expect(hydrator).not.toHaveBeenCalled();
    expect(el.hasAttribute('data-hydrated')).toBe(false);
  });

  it.each(TRIGGERS)('wakes up on %s inside the island', async (type) => {
    const chunk = gate({ default: StayPlanner });
    const el = island('stay-planner', StayPlanner, plannerProps);
    start({ 'stay-planner': chunk.importer });
    button(el, 'More nights').dispatchEvent(new Event(type, { bubbles: true }));
    button(el, 'More nights').dispatchEvent(new Event(type, { bubbles: true }));
    expect(chunk.calls()).toBe(1);
    expect(el.hasAttribute('data-hydrating')).toBe(true);
    await chunk.open();
    await hydrated(el);
    expect(el.hasAttribute('data-hydrating')).toBe(false);
  });

  it('replays clicks made before React arrived, each exactly once', async () => {
    const chunk = gate({ default: StayPlanner });
    const el = island('stay-planner', StayPlanner, plannerProps);
    const pageListener = vi.fn();
    document.body.addEventListener('click', pageListener);
    start({ 'stay-planner': chunk.importer });
    const more = button(el, 'More nights');
    more.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    more.click();
    more.click();
    expect(total(el), 'nothing happens on the stale markup').toContain('1 night');
    expect(pageListener, 'held back from the rest of the page until it can take effect').not.toHaveBeenCalled();
    await chunk.open();
    await hydrated(el);
    expect(total(el)).toBe('3 nights, 2 guests: €300');
    expect(pageListener).toHaveBeenCalledTimes(2);
    // Live now: clicks are React's, not replays.
    await act(async () => button(el, 'Fewer nights').click());
    expect(total(el)).toBe('2 nights, 2 guests: €200');
  });

  it('keeps focus where the visitor put it and tells React about it', async () => {
    const chunk = gate({ default: Notes });
    const el = island('notes', Notes, { label: 'Note' });
    start({ notes: chunk.importer });
    const field = el.querySelector('input')!;
    field.focus();
    expect(chunk.calls()).toBe(1);
    await chunk.open();
    await hydrated(el);
    expect(document.activeElement).toBe(field);
    expect(el.querySelector('[data-focused]')!.textContent).toBe('focused');
  });

  it('keeps typed characters and hands them to the component state', async () => {
    const chunk = gate({ default: Notes });
    const el = island('notes', Notes, { label: 'Note' });
    start({ notes: chunk.importer });
    const field = el.querySelector('input')!;
    field.focus();
    // What the browser does for each key before React is there: the text lands in the field.
    for (const key of 'Hi!') {
      field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      field.value += key;
      field.dispatchEvent(new InputEvent('input', { bubbles: true, data: key, inputType: 'insertText' }));
      field.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
    }
    await chunk.open();
    await hydrated(el);
    expect(field.value).toBe('Hi!');
    expect(el.querySelector('[data-echo]')!.textContent).toBe('Hi! (3)');
    expect(el.querySelector('[data-keys]')!.textContent, 'React saw every key press').toBe('H i !');
    // Typing on works from the kept text, nothing is lost or doubled.
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(field, 'Hi!?');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(el.querySelector('[data-echo]')!.textContent).toBe('Hi!? (4)');
  });

  it('submits a form sent before hydration through the component', async () => {
    const chunk = gate({ default: Notes });
    const el = island('notes', Notes, { label: 'Note' });
    start({ notes: chunk.importer });
    const form = el.querySelector('form')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    document.addEventListener('submit', submitted);
    el.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    form.requestSubmit();
    expect(submitted, 'the native submission is held').not.toHaveBeenCalled();
    await chunk.open();
    await hydrated(el);
    expect(el.querySelector('[data-sent]')!.textContent).toBe('sent 1');
  });

  it('hydrates only on the click, not on a hover (the boot module fetches the code on a hover: islands-start.ts)', async () => {
    const importer = vi.fn(async () => ({ default: StayPlanner }));
    const el = island('stay-planner', StayPlanner, plannerProps);
    start({ 'stay-planner': importer });
    button(el, 'More nights').dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse', movementX: 2 }));
    await settle();
    expect(importer).not.toHaveBeenCalled();
    expect(el.hasAttribute('data-hydrated'), 'a hover is not a use').toBe(false);
    button(el, 'More nights').click();
    await hydrated(el);
    expect(total(el)).toBe('2 nights, 2 guests: €200');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('leaves clicks with a modifier to the browser', async () => {
    const chunk = gate({ default: StayPlanner });
    const el = island('stay-planner', StayPlanner, plannerProps);
    const seen = vi.fn();
    document.body.addEventListener('click', seen);
    start({ 'stay-planner': chunk.importer });
    el.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(seen).toHaveBeenCalledTimes(1);
    await chunk.open();
    await hydrated(el);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('hydrates an opt-in island within 200 px of the viewport without any interaction', async () => {
    const observers = installFakeObserver();
    const importer = vi.fn(async () => ({ default: StayPlanner }));
    const el = island('stay-planner', StayPlanner, plannerProps, 'visible');
    start({ 'stay-planner': importer });
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('200px');
    observers[0].fire(false);
    await settle();
    expect(importer).not.toHaveBeenCalled();
    observers[0].fire(true);
    await hydrated(el);
    expect(observers[0].disconnected).toBe(true);
  });

  it('hydrates at once an island the visitor focused before the boot script ran', async () => {
    const importer = vi.fn(async () => ({ default: StayPlanner }));
    const el = island('stay-planner', StayPlanner, plannerProps);
    button(el, 'More nights').focus();
    start({ 'stay-planner': importer });
    await hydrated(el);
    expect(document.activeElement).toBe(button(el, 'More nights'));
  });

  it('never hydrates the same island twice when scanned again', async () => {
    const importer = vi.fn(async () => ({ default: StayPlanner }));
    const hydrator = vi.fn(() => import('./island-hydrate.ts'));
    const el = island('stay-planner', StayPlanner, plannerProps);
    for (let i = 0; i < 2; i++)
      runIslands({ root: document, loader: createLoader({ registry: { 'stay-planner': importer } }), loadHydrator: hydrator });
    button(el, 'More nights').click();
    await hydrated(el);
    expect(hydrator).toHaveBeenCalledTimes(1);
    expect(total(el)).toBe('2 nights, 2 guests: €200');
  });

  it('gives held clicks back to the plain markup when the island cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = island('stay-planner', StayPlanner, plannerProps);
    const link = el.querySelector('a')!;
    const clicks = vi.fn((e: Event) => e.preventDefault());
    document.body.addEventListener('click', clicks);
    start({ 'stay-planner': () => Promise.reject(new Error('offline')) });
    link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    link.click();
    await settle();
    expect(error).toHaveBeenCalledWith('Island "stay-planner" failed:', expect.objectContaining({ name: 'ChunkLoadError' }));
    expect(clicks, 'the link click went through after all').toHaveBeenCalledTimes(1);
    expect(el.hasAttribute('data-hydrated')).toBe(false);
    expect(el.hasAttribute('data-hydrating')).toBe(false);
  });

  it('stops waiting for interaction when destroyed', async () => {
    const importer = vi.fn(async () => ({ default: StayPlanner }));
    const el = island('stay-planner', StayPlanner, plannerProps);
    start({ 'stay-planner': importer }).destroy();
    button(el, 'More nights').click();
    await settle();
    expect(importer).not.toHaveBeenCalled();
  });
});
