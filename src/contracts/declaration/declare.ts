// `declare`: keeps a declaration's literal type (names, options, defaults) so settings types follow it.
import type { Declaration } from './types.ts';

export function declare<const D extends Declaration>(declaration: D): D {
  return declaration;
}
