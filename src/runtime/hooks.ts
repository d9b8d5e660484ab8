// Actions and filters (WordPress-style hooks) so browser modules and site code can extend each other.
// Exposed as `window.foyer.hooks`. Validation follows the spec (section 5): a bad registration is
// reported with console.error and ignored, never thrown, so one broken extension cannot stop a page.

// Callbacks take whatever the hook passes; `any` keeps site code free to type its own parameters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HookCallback = (...args: any[]) => unknown;

interface Handler {
  namespace: string;
  callback: HookCallback;
  priority: number;
}

export interface Hooks {
  addAction(hookName: string, namespace: string, callback: HookCallback, priority?: number): void;
  addFilter(hookName: string, namespace: string, callback: HookCallback, priority?: number): void;
  /** Removes every handler the namespace added to the hook; returns how many were removed. */
  removeAction(hookName: string, namespace: string): number;
  removeFilter(hookName: string, namespace: string): number;
  doAction(hookName: string, ...args: unknown[]): void;
  applyFilters<T>(hookName: string, value: T, ...args: unknown[]): T;
  /** With a namespace: whether that namespace has a handler on the hook. */
  hasAction(hookName: string, namespace?: string): boolean;
  hasFilter(hookName: string, namespace?: string): boolean;
  /** How many times the action has run. */
  didAction(hookName: string): number;
  didFilter(hookName: string): number;
}

export const DEFAULT_PRIORITY = 10;
const NAMESPACE_PATTERN = /^[a-zA-Z][a-zA-Z0-9_.\-/]*$/;

function isValidNamespace(namespace: unknown): namespace is string {
  if (typeof namespace !== 'string' || namespace === '') {
    console.error('The namespace must be a non-empty string.');
    return false;
  }
  if (!NAMESPACE_PATTERN.test(namespace)) {
    console.error('The namespace can only contain numbers, letters, dashes, periods, underscores and slashes.');
    return false;
  }
  return true;
}

function isValidHookName(hookName: unknown): hookName is string {
  if (typeof hookName !== 'string' || hookName === '') {
    console.error('The hook name must be a non-empty string.');
    return false;
  }
  if (hookName.startsWith('__')) {
    console.error('The hook name cannot begin with `__`.');
    return false;
  }
  return true;
}

/** One store of named hooks: actions and filters each get their own. */
function createStore(kind: 'action' | 'filter') {
  const handlers = new Map<string, Handler[]>();
  const runs = new Map<string, number>();

  function add(hookName: string, namespace: string, callback: HookCallback, priority: number = DEFAULT_PRIORITY): void {
    if (!isValidNamespace(namespace) || !isValidHookName(hookName)) return;
    if (typeof callback !== 'function') {
      console.error('The hook callback must be a function.');
      return;
    }
    if (typeof priority !== 'number' || Number.isNaN(priority)) {
      console.error('If specified, the hook priority must be a number.');
      return;
    }
    const list = handlers.get(hookName) ?? [];
    // Insert after every handler of equal or lower priority: ties keep insertion order.
    let index = list.length;
    while (index > 0 && list[index - 1].priority > priority) index--;
    list.splice(index, 0, { namespace, callback, priority });
    handlers.set(hookName, list);
  }

  function remove(hookName: string, namespace: string): number {
    if (!isValidNamespace(namespace) || !isValidHookName(hookName)) return 0;
    const list = handlers.get(hookName);
    if (!list) return 0;
    const kept = list.filter((h) => h.namespace !== namespace);
    handlers.set(hookName, kept);
    return list.length - kept.length;
  }

  function has(hookName: string, namespace?: string): boolean {
    const list = handlers.get(hookName) ?? [];
    return namespace === undefined ? list.length > 0 : list.some((h) => h.namespace === namespace);
  }

  /** Runs the handlers in priority order; a filter passes each one's result to the next. */
  function run(hookName: string, args: unknown[]): unknown {
    runs.set(hookName, (runs.get(hookName) ?? 0) + 1);
    // A snapshot: handlers added or removed while the hook runs take effect from its next run.
    const list = [...(handlers.get(hookName) ?? [])];
    let value = args[0];
    for (const handler of list) {
      try {
        const result = handler.callback(...(kind === 'filter' ? [value, ...args.slice(1)] : args));
        if (kind === 'filter') value = result;
      } catch (error) {
        // One failing extension must not stop the others or the page's own modules.
        console.error(`Hook "${hookName}" handler from "${handler.namespace}" failed:`, error);
      }
    }
    return value;
  }

  return { add, remove, has, run, count: (hookName: string) => runs.get(hookName) ?? 0 };
}

export function createHooks(): Hooks {
  const actions = createStore('action');
  const filters = createStore('filter');
  return {
    addAction: actions.add,
    addFilter: filters.add,
    removeAction: actions.remove,
    removeFilter: filters.remove,
    doAction: (hookName, ...args) => void actions.run(hookName, args),
    applyFilters: <T>(hookName: string, value: T, ...args: unknown[]) => filters.run(hookName, [value, ...args]) as T,
    hasAction: actions.has,
    hasFilter: filters.has,
    didAction: actions.count,
    didFilter: filters.count,
  };
}
