// Accordion in the browser: one item open at a time (shared/disclosure-behaviour.ts).
import type { Detach } from '../../runtime/behaviours.ts';
import { attachDisclosure } from '../shared/disclosure-behaviour.ts';

export function attach(element: HTMLElement): Detach {
  return attachDisclosure(element, 'accordion');
}
