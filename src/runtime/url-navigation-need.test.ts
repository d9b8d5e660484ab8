// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UrlActions } from './url-actions.ts';
import { startUrlNavigationWhenNeeded, urlNavigationNeed } from './url-navigation-need.ts';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

const actions = (): UrlActions => ({ run: vi.fn(async () => true), stop: vi.fn() });

describe('urlNavigationNeed', () => {
  it('is now for a hash or theme_template_id, input for a hash link, never otherwise', () => {
    document.body.innerHTML = '<a class="skip-link" href="#content">Skip</a><a href="/rooms/">Rooms</a>';
    expect(urlNavigationNeed(document, { hash: '', search: '' })).toBe('never');
    expect(urlNavigationNeed(document, { hash: '#rooms', search: '' })).toBe('now');
    expect(urlNavigationNeed(document, { hash: '', search: '?theme_template_id=12' })).toBe('now');
    document.body.insertAdjacentHTML('beforeend', '<a href="#elementor-action:action=popup:open">Offer</a>');
    expect(urlNavigationNeed(document, { hash: '', search: '' })).toBe('input');
  });
});

describe('startUrlNavigationWhenNeeded', () => {
  it('loads nothing on a page without hash links', () => {
    const start = vi.fn(async () => actions());
    expect(startUrlNavigationWhenNeeded(start)).toBeUndefined();
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
  });

  it('waits for the first input, holds a click that comes first and makes it again once loaded', async () => {
    document.body.innerHTML = '<a id="to-rooms" href="#rooms">Rooms</a><div id="rooms"></div>';
    let loaded!: (a: UrlActions) => void;
    const start = vi.fn(() => new Promise<UrlActions>((resolve) => (loaded = resolve)));
    startUrlNavigationWhenNeeded(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);

    const link = document.getElementById('to-rooms')!;
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    link.click();
    // Held: no other listener saw the click, and the browser did not follow it.
    expect(seen).toEqual([]);
    expect(location.hash).toBe('');

    loaded(actions());
    await vi.waitFor(() => expect(seen).toEqual([false]));
  });

  it('holds every click that comes first and makes them again in order', async () => {
    document.body.innerHTML = '<a id="one" href="#one">One</a><a id="two" href="#two">Two</a>';
    let loaded!: (a: UrlActions) => void;
    startUrlNavigationWhenNeeded(() => new Promise<UrlActions>((resolve) => (loaded = resolve)));
    window.dispatchEvent(new Event('pointerdown'));
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    document.getElementById('one')!.click();
    document.getElementById('two')!.click();
    expect(seen).toEqual([]);
    loaded(actions());
    await vi.waitFor(() => expect(seen).toEqual(['one', 'two']));
  });

  it('lets a click with a modifier through (a new tab is the browser’s business)', () => {
    document.body.innerHTML = '<a id="l" href="#rooms">Rooms</a>';
    startUrlNavigationWhenNeeded(() => new Promise<UrlActions>(() => {}));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById('l')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('run() loads the module and runs the action', async () => {
    document.body.innerHTML = '<a href="#elementor-action:action=popup:open">Offer</a>';
    const loadedActions = actions();
    const start = vi.fn(async () => loadedActions);
    const urlActions = startUrlNavigationWhenNeeded(start)!;
    await expect(urlActions.run('#elementor-action:action=popup:open')).resolves.toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(loadedActions.run).toHaveBeenCalledWith('#elementor-action:action=popup:open', undefined);
  });
});
