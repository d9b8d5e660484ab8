// The presentation page's sections showing motion effects, sticky elements and entrance animations.
import type { ElementNode } from '../../model/element.ts';

export function presentationMotionSections(): ElementNode[] {
  return [];
}
