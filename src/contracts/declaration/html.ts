// Which settings hold stored HTML, read from the declaration: wysiwyg controls are rich text,
// text controls marked `html: 'inline'` are titles and labels, `html: 'unfiltered'` staff-authored markup. `list[].field` names a repeater's field.
import type { Control } from './types.ts';

export type HtmlKind = 'rich' | 'inline' | 'unfiltered';

export function htmlSettings(controls: readonly Control[], prefix = ''): Record<string, HtmlKind> {
  const out: Record<string, HtmlKind> = {};
  for (const control of controls) {
    if (control.kind === 'wysiwyg') out[`${prefix}${control.name}`] = 'rich';
    else if ((control.kind === 'text' || control.kind === 'textarea') && control.html) out[`${prefix}${control.name}`] = control.html;
    else if (control.kind === 'repeater' && !prefix) Object.assign(out, htmlSettings(control.fields, `${control.name}[].`));
  }
  return out;
}
