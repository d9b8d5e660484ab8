// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHooks } from './hooks.ts';

afterEach(() => vi.restoreAllMocks());

describe('hooks', () => {
  it('runs actions by priority, ties in insertion order, and counts runs', () => {
    const hooks = createHooks();
    const order: string[] = [];
    hooks.addAction('test.run', 'ns/a', () => order.push('a10'));
    hooks.addAction('test.run', 'ns/b', () => order.push('b5'), 5);
    hooks.addAction('test.run', 'ns/c', () => order.push('c10'));
    hooks.addAction('test.run', 'ns/d', () => order.push('d20'), 20);
    hooks.addAction('test.run', 'ns/e', () => order.push('e5'), 5);
    expect(hooks.didAction('test.run')).toBe(0);
    hooks.doAction('test.run');
    expect(order).toEqual(['b5', 'e5', 'a10', 'c10', 'd20']);
    expect(hooks.didAction('test.run')).toBe(1);
  });

  it('passes arguments to actions and threads values through filters', () => {
    const hooks = createHooks();
    const seen: unknown[] = [];
    hooks.addAction('greet', 'ns', (...args: unknown[]) => seen.push(args));
    hooks.doAction('greet', 1, 'two');
    expect(seen).toEqual([[1, 'two']]);

    hooks.addFilter('price', 'ns/tax', (v: number) => v * 2, 20);
    hooks.addFilter('price', 'ns/add', (v: number, extra: number) => v + extra);
    expect(hooks.applyFilters('price', 10, 5)).toBe(30); // (10 + 5) * 2
    expect(hooks.applyFilters('nothing-here', 'same')).toBe('same');
    expect(hooks.didFilter('price')).toBe(1);
  });

  it('removes every handler of a namespace and reports has*', () => {
    const hooks = createHooks();
    const calls: string[] = [];
    hooks.addAction('h', 'keep', () => calls.push('keep'));
    hooks.addAction('h', 'drop', () => calls.push('drop'));
    hooks.addAction('h', 'drop', () => calls.push('drop2'), 1);
    hooks.addFilter('f', 'drop', (v: number) => v + 1);
    expect(hooks.hasAction('h', 'drop')).toBe(true);
    expect(hooks.removeAction('h', 'drop')).toBe(2);
    expect(hooks.hasAction('h', 'drop')).toBe(false);
    expect(hooks.hasAction('h')).toBe(true);
    hooks.doAction('h');
    expect(calls).toEqual(['keep']);
    expect(hooks.hasFilter('f')).toBe(true);
    expect(hooks.removeFilter('f', 'drop')).toBe(1);
    expect(hooks.applyFilters('f', 1)).toBe(1);
    expect(hooks.hasFilter('f')).toBe(false);
  });

  it('keeps actions and filters apart', () => {
    const hooks = createHooks();
    hooks.addFilter('same', 'ns', (v: number) => v + 1);
    expect(hooks.hasAction('same')).toBe(false);
    expect(hooks.hasFilter('same')).toBe(true);
  });

  it('logs and skips a failing handler without stopping the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hooks = createHooks();
    const calls: string[] = [];
    hooks.addAction('h', 'bad', () => {
      throw new Error('boom');
    });
    hooks.addAction('h', 'good', () => calls.push('good'));
    hooks.doAction('h');
    expect(calls).toEqual(['good']);
    expect(error).toHaveBeenCalledTimes(1);
  });

  describe('validation: console.error and no registration', () => {
    const cases: [string, (h: ReturnType<typeof createHooks>) => void, string][] = [
      ['empty namespace', (h) => h.addAction('hook', '', () => {}), 'namespace must be a non-empty string'],
      ['non-string namespace', (h) => h.addFilter('hook', 42 as unknown as string, () => {}), 'namespace must be a non-empty string'],
      ['namespace with spaces', (h) => h.addAction('hook', 'my plugin', () => {}), 'namespace can only contain'],
      ['empty hook name', (h) => h.addAction('', 'ns', () => {}), 'hook name must be a non-empty string'],
      ['hook name starting with __', (h) => h.addAction('__hook', 'ns', () => {}), 'cannot begin with `__`'],
      ['callback not a function', (h) => h.addAction('hook', 'ns', 'nope' as unknown as () => void), 'callback must be a function'],
      ['priority not a number', (h) => h.addFilter('hook', 'ns', () => {}, '5' as unknown as number), 'priority must be a number'],
    ];
    for (const [label, register, message] of cases) {
      it(label, () => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => {});
        const hooks = createHooks();
        register(hooks);
        expect(error).toHaveBeenCalledTimes(1);
        expect(String(error.mock.calls[0][0])).toContain(message);
        expect(hooks.hasAction('hook') || hooks.hasFilter('hook') || hooks.hasAction('') || hooks.hasAction('__hook')).toBe(false);
      });
    }
  });
});
