// The widgets page's sections for the alert, counter, progress, text editor, audio, code highlight and progress tracker widgets.
import type { ElementNode } from '../../model/element.ts';

export function widgetsContentSections(): ElementNode[] {
  return [];
}
