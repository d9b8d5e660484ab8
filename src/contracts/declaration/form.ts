// The JSON form description the editor renders: the panel's tabs and sections in order with their
// labels, every control as plain data (no functions) with its label, help text and placeholder,
// groups with their fields, responsive controls with the setting key of each active device.
import { type Breakpoints, activeDevices, deviceSuffix } from '../../model/breakpoints.ts';
import { flatControls, isGroup } from './flatten.ts';
import { type Condition, type Control, type Declaration, TAB_LABELS, type Tab, type WidgetCategory } from './types.ts';

export interface FormControl {
  name: string;
  kind: string;
  label: string;
  tab: string;
  section?: string;
  /** Per device, the setting key that holds its value (`{desktop:'align', tablet:'align_tablet'}`). */
  devices?: Record<string, string>;
  fields?: FormControl[];
  [option: string]: unknown;
}

export interface FormSection {
  name: string;
  label: string;
  condition?: Condition;
}

/** A tab of the panel with its sections in order; only tabs that hold a section are listed. */
export interface FormTab {
  name: Tab;
  label: string;
  sections: FormSection[];
}

export interface FormDescription {
  type: string;
  title: string;
  category?: WidgetCategory;
  icon?: string;
  keywords?: string[];
  tabs: FormTab[];
  behaviours: string[];
  island?: string;
  controls: FormControl[];
}

/** Keys that are behaviour, not description. */
const OMIT = new Set(['css', 'name', 'kind', 'label', 'tab', 'section', 'responsive', 'fields']);

function describeControl(control: Control, breakpoints: Breakpoints, inheritedTab: string): FormControl {
  const tab = control.tab ?? inheritedTab;
  const out: FormControl = {
    name: control.name,
    kind: control.kind,
    label: control.label,
    tab,
    ...(control.section ? { section: control.section } : {}),
  };
  for (const [key, value] of Object.entries(control)) if (!OMIT.has(key) && value !== undefined) out[key] = value;
  if (control.responsive) {
    out.devices = Object.fromEntries(activeDevices(breakpoints).map((d) => [d, `${control.name}${deviceSuffix(d)}`]));
  }
  if (isGroup(control)) out.fields = flatControls([control]).map((f) => describeControl(f, breakpoints, tab));
  if (control.kind === 'repeater') out.fields = control.fields.map((f) => describeControl(f, breakpoints, tab));
  return out;
}

function describeTabs(declaration: Declaration): FormTab[] {
  const tabs = (['content', 'style', 'advanced'] as const).map((name) => ({
    name,
    label: declaration.tabLabels?.[name] ?? TAB_LABELS[name],
    sections: (declaration.sections ?? [])
      .filter((s) => (s.tab ?? 'content') === name)
      .map((s) => ({ name: s.name, label: s.label, ...(s.condition ? { condition: s.condition } : {}) })),
  }));
  return tabs.filter((t) => t.sections.length > 0);
}

/** The form of a declaration for a kit's breakpoints. Serialises to JSON as it is. */
export function describeDeclaration(declaration: Declaration, breakpoints: Breakpoints): FormDescription {
  return {
    type: declaration.type,
    title: declaration.title,
    ...(declaration.category ? { category: declaration.category } : {}),
    ...(declaration.icon ? { icon: declaration.icon } : {}),
    ...(declaration.keywords ? { keywords: [...declaration.keywords] } : {}),
    tabs: describeTabs(declaration),
    behaviours: [...(declaration.behaviours ?? [])],
    ...(declaration.island ? { island: declaration.island } : {}),
    controls: declaration.controls.map((c) => describeControl(c, breakpoints, 'content')),
  };
}
