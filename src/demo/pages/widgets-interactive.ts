// The widgets page's sections for the accordion, toggle, tabs, nested tabs and nested accordion widgets.
import type { ElementNode } from '../../model/element.ts';

export function widgetsInteractiveSections(): ElementNode[] {
  return [];
}
