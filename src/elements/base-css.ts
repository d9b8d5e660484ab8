// Static layout CSS (placeholder until the layout styles land).
import type { Breakpoints } from '../model/breakpoints.ts';

export function baseLayoutCss(_breakpoints: Breakpoints): string {
  return '.e-con{display:flex;flex-direction:column}';
}
