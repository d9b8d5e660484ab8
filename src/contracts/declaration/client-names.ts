// Start-up check that every behaviour and island a declaration names is registered in
// src/runtime/modules.ts: a typo would otherwise ship a page that asks for a module that is not there.
import type { Declaration } from './types.ts';

export function checkClientNames(declarations: readonly Declaration[], registered: ReadonlySet<string>): void {
  for (const d of declarations) {
    for (const name of d.behaviours ?? []) {
      if (!registered.has(name)) {
        throw new Error(`Widget "${d.type}" names behaviour "${name}", which src/runtime/modules.ts does not register.`);
      }
    }
    if (d.island !== undefined && !registered.has(d.island)) {
      throw new Error(`Widget "${d.type}" names island "${d.island}", which src/runtime/modules.ts does not register.`);
    }
  }
}
