// What the editor's panel needs to list and search every widget before it loads any declaration:
// derived from the declarations (never restated), small enough to send with the editor's first answer.
// A widget's full declaration (sections, controls) is loaded when it is first shown or edited
// (widgets/declarations.ts gives each its own chunk).
import type { WidgetCategory, WidgetDeclaration } from './types.ts';

export interface PanelEntry {
  type: string;
  title: string;
  category: WidgetCategory;
  icon: string;
  keywords: readonly string[];
}

export function panelIndex(declarations: readonly WidgetDeclaration[]): PanelEntry[] {
  return declarations.map(({ type, title, category, icon, keywords }) => ({ type, title, category, icon, keywords }));
}
