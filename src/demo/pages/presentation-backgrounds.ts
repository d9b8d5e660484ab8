// The presentation page's sections showing background slideshows and videos, shape dividers and stretched sections.
import type { ElementNode } from '../../model/element.ts';

export function presentationBackgroundsSections(): ElementNode[] {
  return [];
}
