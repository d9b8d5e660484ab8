// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHooks } from '../../runtime/hooks.ts';
import type { Loader } from '../../runtime/loader.ts';
import { fakeStorage } from '../../../test/helpers/popup-rules.ts';
import { attach } from './watch.ts';

let nextId = 100;
let opened: Array<{ id: number; options?: { trigger?: string } }>;
let loads: string[];

function setup(settings: Record<string, unknown>, popups: Record<string, unknown> = {}) {
  const id = nextId++;
  const element = document.createElement('div');
  element.className = 'elementor-popup-modal';
  element.dataset.popupId = String(id);
  document.body.append(element);
  const loader: Loader = {
    load: <M>(name: string) => {
      loads.push(name);
      return Promise.resolve({ open: (popupId: number, options?: { trigger?: string }) => opened.push({ id: popupId, options }) } as M);
    },
  };
  const context = {
    hooks: createHooks(),
    storage: fakeStorage(),
    deviceMode: { current: 'desktop' as const, onChange: () => () => {}, destroy: () => {} },
    loader,
    config: { popups },
  };
  const detach = () => attach(element, { id, ...settings }, context);
  return { id, element, context, start: detach };
}

/** Lets deferred opens and the popup module's promise run. */
async function settle(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  opened = [];
  loads = [];
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('popup-watch', () => {
  it('loads nothing until a trigger fires, then opens the popup with the trigger’s name', async () => {
    const { id, start, context } = setup({ triggers: { page_load: 'yes', page_load_delay: 10 }, timing: [] });
    const reports: unknown[] = [];
    context.hooks.addAction('foyer/popup/trigger', 'test', (report: unknown) => reports.push(report));
    start();
    await settle(9999);
    expect(loads).toEqual([]);
    await settle(2); // the delay, then the task the opening waits for
    expect(loads).toEqual(['popup']);
    expect(opened).toEqual([{ id, options: { trigger: 'page_load' } }]);
    expect(reports).toEqual([{ id, trigger: 'page_load' }]);
  });

  it('starts no trigger when a timing rule fails, and says which', async () => {
    const { id, start, context } = setup({ triggers: { page_load: 'yes' }, timing: { devices: 'yes', devices_devices: ['mobile'] } });
    const reports: unknown[] = [];
    context.hooks.addAction('foyer/popup/timing', 'test', (report: unknown) => reports.push(report));
    start();
    await vi.waitFor(() => expect(reports).toEqual([{ id, failed: ['devices'] }]));
    await settle(60_000);
    expect(loads).toEqual([]);
  });

  it('skips a popup the visitor asked not to see again', async () => {
    const { id, start, context } = setup({ triggers: { page_load: 'yes' } });
    context.storage.set(`popup_${id}_disable`, true);
    start();
    await settle(1000);
    expect(opened).toEqual([]);
  });

  it('does not start the triggers again when re-attached after firing (a device change)', async () => {
    const { start } = setup({ triggers: { page_load: 'yes', page_load_delay: 1 } });
    const detach = start();
    await settle(1000);
    if (detach) detach();
    start();
    await settle(5000);
    expect(opened).toHaveLength(1);
  });

  it('detaching stops the triggers', async () => {
    const { start } = setup({ triggers: { click: 'yes' } });
    const detach = start();
    if (detach) detach();
    document.body.click();
    await settle();
    expect(opened).toEqual([]);
  });

  it('opens on clicks on open_selector, with no trigger, whatever the timing', async () => {
    const { id, start } = setup({ open_selector: '.book-help', timing: { devices: 'yes', devices_devices: [] } });
    document.body.insertAdjacentHTML('beforeend', '<div class="book-help"><a href="#help"><span>Need help?</span></a></div>');
    start();
    document.body.click();
    await settle();
    expect(opened).toEqual([]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.book-help span')!.dispatchEvent(click);
    expect(click.defaultPrevented, 'the link inside the matching widget does not jump').toBe(true);
    await settle();
    expect(opened).toEqual([{ id, options: undefined }]);
  });

  it('ignores an invalid open_selector with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { start } = setup({ open_selector: 'a[href' });
    expect(() => start()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('a[href'));
    warn.mockRestore();
  });

  it('counts impressions on show, or on hide with times_count close', async () => {
    await import('../rules/times.ts'); // loaded by the popup's own check on a real page
    const onOpen = setup({ timing: { times: 'yes', times_times: 2, times_period: 'day' } });
    onOpen.start();
    const onClose = setup({ timing: { times: 'yes', times_count: 'close' } });
    onClose.start();
    const noTimes = setup({ timing: { page_views: 'yes' } });
    noTimes.start();
    // On a real page every popup shares one hooks bus; here each has its own.
    onOpen.context.hooks.doAction('foyer/popup/show', { id: onOpen.id, trigger: 'page_load' });
    await settle();
    expect(onOpen.context.storage.get(`popup_${onOpen.id}_times_day`)).toMatchObject({ count: 1 });
    onOpen.context.hooks.doAction('foyer/popup/hide', { id: onOpen.id });
    await settle();
    expect(onOpen.context.storage.get(`popup_${onOpen.id}_times_day`), 'not again on close').toMatchObject({ count: 1 });
    onOpen.context.hooks.doAction('foyer/popup/show', { id: onClose.id });
    onClose.context.hooks.doAction('foyer/popup/show', { id: onClose.id });
    await settle();
    expect(onClose.context.storage.get(`popup_${onClose.id}_times`), 'not on open').toBeUndefined();
    onClose.context.hooks.doAction('foyer/popup/hide', { id: onClose.id });
    await settle();
    expect(onClose.context.storage.get(`popup_${onClose.id}_times`)).toBe(1);
    noTimes.context.hooks.doAction('foyer/popup/show', { id: noTimes.id });
    await settle();
    expect(noTimes.context.storage.get(`popup_${noTimes.id}_times`), 'no times rule, nothing counted').toBeUndefined();
  });

  it('in the editor, opens the popup at once and counts nothing', async () => {
    const { id, start, context } = setup({ triggers: { page_load: 'yes', page_load_delay: 30 } }, { isEditor: true });
    start();
    await settle();
    expect(opened).toEqual([{ id, options: { trigger: 'preview' } }]);
    expect(context.hooks.hasAction('foyer/popup/show')).toBe(false);
  });
});
