// A declaration's controls with group controls expanded into their fields: what settings exist.
import { groupFields } from './groups.ts';
import { type Control, type GroupControl, GROUP_KINDS } from './types.ts';

export function isGroup(control: Control): control is GroupControl {
  return (GROUP_KINDS as readonly string[]).includes(control.kind);
}

/** Every setting control, groups expanded (`typography` -> `typography_font_size`, ...). */
export function flatControls(controls: readonly Control[]): Control[] {
  return controls.flatMap((c) =>
    isGroup(c) ? groupFields(c.kind, c.name).flatMap((f) => (isOffered(f, c) ? [inheritPlace(f, c)] : [])) : [c],
  );
}

/**
 * A background group offers only its `types`: the fields of another type (an overlay's slideshow
 * gallery) are no settings of it, as in Elementor.
 */
function isOffered(field: Control, group: GroupControl): boolean {
  if (group.kind !== 'background' || !group.types) return true;
  const type = field.condition?.[`${group.name}_background`];
  return typeof type !== 'string' || group.types.includes(type);
}

/** A group's fields sit in the group's tab and section and share its condition. */
function inheritPlace(field: Control, group: GroupControl): Control {
  const condition = group.condition || field.condition ? { ...group.condition, ...field.condition } : undefined;
  return { ...field, tab: group.tab, section: group.section, ...(condition ? { condition } : {}) } as Control;
}
