// `declare`: keeps a declaration's literal type (names, options, defaults) so settings types follow it.
import type { Declaration, WidgetDeclaration } from './types.ts';

export function declare<const D extends Declaration>(declaration: D): D {
  return declaration;
}

/** A widget's declaration: as `declare`, and the panel's category, icon, keywords and sections are required. */
export function declareWidget<const D extends WidgetDeclaration>(declaration: D): D {
  return declaration;
}
