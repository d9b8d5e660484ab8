// A declaration's controls with group controls expanded into their fields: what settings exist.
import { groupFields } from './groups.ts';
import { type Control, type GroupControl, GROUP_KINDS } from './types.ts';

export function isGroup(control: Control): control is GroupControl {
  return (GROUP_KINDS as readonly string[]).includes(control.kind);
}

/** Every setting control, groups expanded (`typography` -> `typography_font_size`, ...). */
export function flatControls(controls: readonly Control[]): Control[] {
  return controls.flatMap((c) => (isGroup(c) ? groupFields(c.kind, c.name).map((f) => inheritPlace(f, c)) : [c]));
}

/** A group's fields sit in the group's tab and section and share its condition. */
function inheritPlace(field: Control, group: GroupControl): Control {
  const condition = group.condition || field.condition ? { ...group.condition, ...field.condition } : undefined;
  return { ...field, tab: group.tab, section: group.section, ...(condition ? { condition } : {}) } as Control;
}
