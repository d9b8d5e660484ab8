// Test helper: a declaration's editor form as `npx foyer widgets --json` prints it (JSON round trip).
import { describeDeclaration } from '../../src/contracts/declaration/form.ts';
import type { Declaration } from '../../src/contracts/declaration/types.ts';
import { DEFAULT_BREAKPOINTS } from '../../src/model/breakpoints.ts';

export function serialisedForm(declaration: Declaration): { json: string; names: string[] } {
  const json = JSON.stringify(describeDeclaration(declaration, DEFAULT_BREAKPOINTS));
  const names = [...json.matchAll(/"name":"([^"]+)"/g)].map((m) => m[1]);
  return { json, names };
}
