// The widgets page's sections for the contact buttons, floating bars and the basic content widgets widgets.
import type { ElementNode } from '../../model/element.ts';

export function widgetsContactSections(): ElementNode[] {
  return [];
}
