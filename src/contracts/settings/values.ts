// The values of a site-settings declaration as stored and read: every control by its name and kind
// (site settings have no groups, per-device values or extra keys, unlike a widget's SettingsOf).
import type { ControlValue } from '../declaration/settings-type.ts';
import type { Control, Declaration } from '../declaration/types.ts';

export type ControlValues<Cs extends readonly Control[]> = { [C in Cs[number] as C['name']]: ControlValue<C> };

export type SettingsValues<D extends Declaration> = ControlValues<D['controls']>;

/** The control of `declaration` named `name` (a programming error when there is none). */
export function controlNamed(declaration: Declaration, name: string): Control {
  const control = declaration.controls.find((c) => c.name === name);
  if (!control) throw new Error(`${declaration.type} declares no control ${name}`);
  return control;
}

/** The option values of a select control, in order. */
export function optionValues(declaration: Declaration, name: string): string[] {
  const control = controlNamed(declaration, name);
  return 'options' in control ? Object.keys(control.options) : [];
}
