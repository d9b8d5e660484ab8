// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHooks } from '../../runtime/hooks.ts';
import { createStorage } from '../../runtime/storage.ts';

type PopupModule = typeof import('./popup.ts');

function markup(id: number, settings: Record<string, unknown>): string {
  const json = JSON.stringify({ id, a11y_navigation: true, ...settings }).replaceAll('"', '&quot;');
  return `<div id="elementor-popup-modal-${id}" class="elementor-popup-modal foyer-popup" hidden data-popup-id="${id}" data-settings="${json}">
    <div class="dialog-widget-content" role="dialog" aria-modal="true" aria-label="Popup ${id}" tabindex="-1">
      <button type="button" class="dialog-close-button" aria-label="Close">x</button>
      <div class="dialog-message"><div class="elementor elementor-${id}"><a href="/suites/" id="inner-${id}">Suites</a></div></div>
    </div>
  </div>`;
}

let popup: PopupModule;
let events: Array<Record<string, unknown>>;

async function setup(popups: Record<number, Record<string, unknown>>, config: Record<string, unknown> = {}): Promise<void> {
  document.body.innerHTML = `<a href="#x" id="opener">Open</a>${Object.entries(popups)
    .map(([id, s]) => markup(Number(id), s))
    .join('')}`;
  const hooks = createHooks();
  events = [];
  for (const action of ['show', 'hide'])
    hooks.addAction(`foyer/popup/${action}`, 'test', (e: Record<string, unknown>) => events.push({ action, ...e }));
  window.foyer = {
    hooks,
    storage: createStorage(window),
    config,
    deviceMode: { current: 'desktop', onChange: () => () => {}, destroy: () => {} },
    loader: { load: () => Promise.reject(new Error('not in tests')) },
  };
  popup = await import('./popup.ts');
}

const modal = (id: number) => document.getElementById(`elementor-popup-modal-${id}`) as HTMLElement;
const closeButton = (id: number) => modal(id).querySelector('.dialog-close-button') as HTMLElement;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.className = '';
  delete window.foyer;
});

describe('popup module', () => {
  it('opens a popup on the page and reports it on the hooks bus; refuses one that is not there', async () => {
    await setup({ 7: {} });
    expect(popup.open(99)).toBe(false);
    expect(popup.open(7, { trigger: 'page_load' })).toBe(true);
    expect(modal(7).hidden).toBe(false);
    expect(popup.open(7)).toBe(true); // already open: nothing happens twice
    popup.close(7);
    expect(modal(7).hidden).toBe(true);
    expect(events).toEqual([
      { action: 'show', id: 7, trigger: 'page_load' },
      { action: 'hide', id: 7, trigger: 'page_load' },
    ]);
  });

  it('stores "don\'t show again" and then never opens the popup', async () => {
    await setup({ 7: {} });
    popup.open(7);
    popup.close(7, { dontShowAgain: true });
    expect(window.foyer?.storage.get('popup_7_disable')).toBe(true);
    expect(popup.open(7)).toBe(false);
    expect(modal(7).hidden).toBe(true);
  });

  it('shows a disabled popup in the editor preview, and ignores avoid_multiple_popups there', async () => {
    await setup({ 7: {}, 8: { avoid_multiple_popups: true } }, { popups: { isEditor: true } });
    window.foyer?.storage.set('popup_7_disable', true);
    expect(popup.open(7, { trigger: 'preview' })).toBe(true);
    expect(popup.open(8, { trigger: 'preview' })).toBe(true);
  });

  it('with avoid_multiple_popups, refuses a trigger-opened popup once another has shown, but not an asked-for one', async () => {
    await setup({ 7: {}, 8: { avoid_multiple_popups: true } });
    popup.open(7);
    popup.close(7);
    expect(popup.open(8, { trigger: 'exit_intent' })).toBe(false);
    expect(popup.open(8)).toBe(true);
  });

  it('shows the close button after close_button_delay and closes by itself after close_automatically', async () => {
    await setup({ 7: { close_button_delay: 2, close_automatically: 5 } });
    popup.open(7);
    expect(closeButton(7).hidden).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(closeButton(7).hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(closeButton(7).hidden).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(modal(7).hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(modal(7).hidden).toBe(true);
  });

  it('closes on the close button, Escape and a click outside, unless prevented', async () => {
    await setup({ 7: {}, 8: { prevent_close_on_esc_key: true, prevent_close_on_background_click: true } });
    popup.open(7);
    closeButton(7).click();
    expect(modal(7).hidden).toBe(true);
    popup.open(7);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(modal(7).hidden).toBe(true);
    popup.open(7);
    modal(7)
      .querySelector<HTMLElement>('#inner-7')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(modal(7).hidden).toBe(false);
    modal(7).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(modal(7).hidden).toBe(true);

    popup.open(8);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    modal(8).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(modal(8).hidden).toBe(false);
  });

  it('closes only the popup on top with Escape', async () => {
    await setup({ 7: {}, 8: {} });
    popup.open(7);
    popup.open(8);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(modal(8).hidden).toBe(true);
    expect(modal(7).hidden).toBe(false);
  });

  it('locks page scrolling while a prevent_scroll popup is open', async () => {
    await setup({ 7: { prevent_scroll: true } });
    popup.open(7);
    expect(document.documentElement.classList.contains('foyer-popup-no-scroll')).toBe(true);
    popup.close(7);
    expect(document.documentElement.classList.contains('foyer-popup-no-scroll')).toBe(false);
  });

  it('moves focus in after 250 ms and gives it back on close', async () => {
    await setup({ 7: {} });
    const opener = document.getElementById('opener') as HTMLElement;
    opener.focus();
    popup.open(7);
    vi.advanceTimersByTime(249);
    expect(document.activeElement).toBe(opener);
    vi.advanceTimersByTime(1);
    expect(modal(7).contains(document.activeElement)).toBe(true);
    popup.close(7);
    expect(document.activeElement).toBe(opener);
  });

  it('runs the popup:open (with toggle) and popup:close URL actions', async () => {
    await setup({ 7: {} });
    popup.urlActions['popup:open']({ id: 7 });
    expect(modal(7).hidden).toBe(false);
    popup.urlActions['popup:open']({ id: '7', toggle: true });
    expect(modal(7).hidden).toBe(true);
    popup.urlActions['popup:open']({ id: 7, toggle: true });
    expect(modal(7).hidden).toBe(false);
    // Without an id: the popup the clicked link is in.
    const click = new MouseEvent('click');
    Object.defineProperty(click, 'target', { value: modal(7).querySelector('#inner-7') });
    popup.urlActions['popup:close']({ do_not_show_again: 'yes' }, click);
    expect(modal(7).hidden).toBe(true);
    expect(window.foyer?.storage.get('popup_7_disable')).toBe(true);
  });

  it('warns about an open action for a popup the page does not have', async () => {
    await setup({ 7: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    popup.urlActions['popup:open']({ id: 12 });
    expect(warn).toHaveBeenCalledWith('popup:open: there is no popup 12 on this page.');
    warn.mockRestore();
  });
});
