// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHooks } from './hooks.ts';
import { initUrlActions, parseActionHash, type UrlActions } from './url-actions.ts';

const b64 = (v: unknown) => btoa(JSON.stringify(v));

describe('parseActionHash', () => {
  it("reads Elementor's encoded form and the plain form, with base64 or JSON settings", () => {
    const elementor = `#${encodeURIComponent(`elementor-action:action=popup:open&settings=${b64({ id: 7, toggle: false })}`)}`;
    expect(parseActionHash(elementor)).toEqual({ name: 'popup:open', settings: { id: 7, toggle: false } });
    expect(parseActionHash(`#action=off_canvas:toggle&settings=${encodeURIComponent('{"id":"a1"}')}`)).toEqual({
      name: 'off_canvas:toggle',
      settings: { id: 'a1' },
    });
    expect(parseActionHash('#action=reload-page')).toEqual({ name: 'reload-page', settings: {} });
  });
  it('ignores anchors and warns on malformed settings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseActionHash('#areas')).toBeUndefined();
    expect(parseActionHash('#action=lightbox&settings=@@@')).toBeUndefined();
    expect(parseActionHash(`#action=lightbox&settings=${b64([1, 2])}`)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('initUrlActions', () => {
  let actions: UrlActions | undefined;
  afterEach(() => actions?.stop());

  it('loads the module of an action the page has not loaded yet, once, and runs its action', async () => {
    const open = vi.fn();
    const load = vi.fn(async () => ({ urlActions: { 'popup:open': open } }));
    actions = initUrlActions({ hooks: createHooks(), loader: { load } as never });
    expect(await actions.run(`#action=popup:open&settings=${b64({ id: 3 })}`)).toBe(true);
    expect(load).toHaveBeenCalledWith('popup');
    expect(open).toHaveBeenCalledWith({ id: 3 }, undefined);
  });

  it('prefers actions registered through the hooks filter, and warns on unknown ones', async () => {
    const hooks = createHooks();
    const mine = vi.fn();
    hooks.addFilter('foyer/url_actions', 'test', (all: Record<string, unknown>) => ({ ...all, 'popup:close': mine }));
    const load = vi.fn();
    actions = initUrlActions({ hooks, loader: { load } as never });
    expect(await actions.run('#action=popup:close')).toBe(true);
    expect(mine).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await actions.run('#action=teleport')).toBe(false);
    expect(warn.mock.calls[0][0]).toContain('unknown URL action "teleport"');
    warn.mockRestore();
  });
});
