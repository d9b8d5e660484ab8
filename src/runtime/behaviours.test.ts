// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Device } from '../model/breakpoints.ts';
import { runBehaviours, type BehaviourContext, type BehaviourModule } from './behaviours.ts';
import type { DeviceMode } from './device-mode.ts';
import { createHooks } from './hooks.ts';
import { createLoader } from './loader.ts';
import { createStorage } from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function fakeDeviceMode() {
  const listeners = new Set<(d: Device, p: Device) => void>();
  let current: Device = 'desktop';
  const mode: DeviceMode = {
    get current() {
      return current;
    },
    onChange: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    destroy: () => listeners.clear(),
  };
  const change = (d: Device) => {
    const previous = current;
    current = d;
    for (const fn of listeners) fn(d, previous);
  };
  return { mode, change };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(modules: Record<string, BehaviourModule>) {
  const importers = Object.fromEntries(Object.entries(modules).map(([name, mod]) => [name, vi.fn(async () => mod)]));
  const device = fakeDeviceMode();
  const context: BehaviourContext = { deviceMode: device.mode, hooks: createHooks(), storage: createStorage(window) };
  return { importers, device, context, loader: createLoader({ registry: importers }) };
}

describe('behaviour runner', () => {
  it('attaches each named behaviour with parsed settings and the context, loading modules once', async () => {
    document.body.innerHTML = `
      <div id="a" data-behaviours="one two" data-settings='{"speed":3}'></div>
      <div id="b" data-behaviours="one"></div>`;
    const one = { attach: vi.fn(() => () => {}) };
    const two = { attach: vi.fn() };
    const { importers, context, loader } = setup({ one, two });
    runBehaviours({ root: document, loader, context });
    await flush();
    expect(importers.one).toHaveBeenCalledTimes(1);
    expect(one.attach).toHaveBeenCalledTimes(2);
    expect(one.attach).toHaveBeenCalledWith(document.getElementById('a'), { speed: 3 }, context);
    expect(two.attach).toHaveBeenCalledWith(document.getElementById('a'), { speed: 3 }, context);
    expect(one.attach).toHaveBeenCalledWith(document.getElementById('b'), {}, context);
  });

  it('tolerates bad data-settings JSON with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div data-behaviours="one" data-settings="{oops"></div><div data-behaviours="one" data-settings="[1]"></div>`;
    const one = { attach: vi.fn() };
    const { context, loader } = setup({ one });
    runBehaviours({ root: document, loader, context });
    await flush();
    expect(one.attach).toHaveBeenCalledTimes(2);
    expect(one.attach.mock.calls.map((c) => c[1])).toEqual([{}, {}]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('detaches and re-attaches everything when the device changes', async () => {
    document.body.innerHTML = `<div data-behaviours="one"></div>`;
    const detach = vi.fn();
    const one = { attach: vi.fn(() => detach) };
    const { device, context, loader } = setup({ one });
    runBehaviours({ root: document, loader, context });
    await flush();
    device.change('mobile');
    expect(detach).toHaveBeenCalledTimes(1);
    await flush();
    expect(one.attach).toHaveBeenCalledTimes(2);
  });

  it('survives a behaviour that fails to load or attach, and scans new markup once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div data-behaviours="missing broken good"></div>`;
    const good = { attach: vi.fn() };
    const broken = {
      attach: () => {
        throw new Error('boom');
      },
    };
    const { context, loader } = setup({ good, broken });
    const runner = runBehaviours({ root: document, loader, context });
    await flush();
    expect(good.attach).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(2);
    const added = document.createElement('section');
    added.innerHTML = '<p data-behaviours="good"></p>';
    document.body.append(added);
    runner.scan(added);
    runner.scan(document);
    await flush();
    expect(good.attach).toHaveBeenCalledTimes(2);
  });

  it('lets site code filter settings before a behaviour attaches', async () => {
    document.body.innerHTML = `<div data-behaviours="one" data-settings='{"offset":0}'></div>`;
    const one = { attach: vi.fn() };
    const { context, loader } = setup({ one });
    context.hooks.addFilter('foyer/behaviour/settings', 'site', (s: Record<string, unknown>, name: string) =>
      name === 'one' ? { ...s, offset: 80 } : s,
    );
    runBehaviours({ root: document, loader, context });
    await flush();
    expect(one.attach.mock.calls[0][1]).toEqual({ offset: 80 });
  });
  it('holds data-behaviours-defer="input" elements back until the first input, then attaches them once', async () => {
    document.body.innerHTML = `<div id="now" data-behaviours="one"></div><div id="later" data-behaviours="two" data-behaviours-defer="input"></div>`;
    const one = { attach: vi.fn() };
    const two = { attach: vi.fn() };
    const { importers, context, loader } = setup({ one, two });
    const runner = runBehaviours({ root: document, loader, context });
    await flush();
    expect(one.attach).toHaveBeenCalledTimes(1);
    expect(importers.two).not.toHaveBeenCalled();
    runner.scan();
    window.dispatchEvent(new Event('resize'));
    await flush();
    expect(importers.two).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    await flush();
    expect(two.attach).toHaveBeenCalledTimes(1);
    expect(two.attach).toHaveBeenCalledWith(document.getElementById('later'), {}, context);
    runner.destroy();
  });

  it('stops waiting for input when destroyed', async () => {
    document.body.innerHTML = `<div data-behaviours="two" data-behaviours-defer="input"></div>`;
    const two = { attach: vi.fn() };
    const { importers, context, loader } = setup({ two });
    runBehaviours({ root: document, loader, context }).destroy();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    await flush();
    expect(importers.two).not.toHaveBeenCalled();
  });

  it('loads and attaches an element with data-behaviours-media only while its query matches', async () => {
    let matches = false;
    const listeners = new Set<() => void>();
    const query = {
      get matches() {
        return matches;
      },
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    };
    vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
    document.body.innerHTML = `<div id="mega" data-behaviours="mega" data-behaviours-media="(min-width: 922px)"></div>`;
    const mega = { attach: vi.fn() };
    const { importers, context, loader } = setup({ mega });
    const runner = runBehaviours({ root: document, loader, context });
    await flush();
    // A phone: nothing downloaded.
    expect(importers.mega).not.toHaveBeenCalled();
    expect(listeners.size).toBe(1);
    // The window grows past the breakpoint.
    matches = true;
    for (const fn of [...listeners]) fn();
    await flush();
    expect(mega.attach).toHaveBeenCalledWith(document.getElementById('mega'), {}, context);
    expect(listeners.size).toBe(0);
    runner.destroy();
  });

  it('stops listening for an unmatched media query when destroyed', async () => {
    const listeners = new Set<() => void>();
    const query = {
      matches: false,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    };
    vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
    document.body.innerHTML = `<div data-behaviours="mega" data-behaviours-media="(min-width: 922px)"></div>`;
    const { context, loader } = setup({ mega: { attach: vi.fn() } });
    runBehaviours({ root: document, loader, context }).destroy();
    expect(listeners.size).toBe(0);
  });
});
