// Toggle in the browser: items open and close independently (shared/disclosure-behaviour.ts).
import type { Detach } from '../../runtime/behaviours.ts';
import { attachDisclosure } from '../shared/disclosure-behaviour.ts';

export function attach(element: HTMLElement): Detach {
  return attachDisclosure(element, 'toggle');
}
