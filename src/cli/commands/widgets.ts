// `foyer widgets [--json]`: every registered widget and layout element with its controls, from
// their declarations. The JSON is the form description the visual editor renders.
import { describeDeclaration, type FormControl, type FormDescription } from '../../contracts/declaration/form.ts';
import { advancedDeclaration } from '../../elements/advanced-controls.ts';
import { layouts } from '../../elements/layouts.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { widgets } from '../../widgets/index.ts';
import { defineCommand } from '../command.ts';

export interface WidgetsListing {
  widgets: FormDescription[];
  elements: FormDescription[];
  /** Groups every element shares (the Advanced tab). */
  shared: FormDescription[];
}

/** The forms of everything registered, for the default kit's breakpoints. */
export function widgetsListing(): WidgetsListing {
  const describe = (d: Parameters<typeof describeDeclaration>[0]) => describeDeclaration(d, DEFAULT_BREAKPOINTS);
  return {
    widgets: widgets.map((w) => describe(w.declaration)),
    elements: layouts.map((l) => describe(l.declaration)),
    shared: [describe(advancedDeclaration)],
  };
}

function controlLine(c: FormControl, indent: string): string[] {
  const flags = [c.tab, c.section, c.devices ? 'responsive' : '', c.condition || c.conditions ? 'conditional' : ''].filter(Boolean);
  const line = `${indent}${c.name}  ${c.kind}  "${c.label}"  (${flags.join(', ')})`;
  return [line, ...(c.fields ?? []).flatMap((f) => controlLine(f, `${indent}    `))];
}

function formText(form: FormDescription): string[] {
  const client = [...form.behaviours.map((b) => `behaviour ${b}`), ...(form.island ? [`island ${form.island}`] : [])];
  return [
    `${form.type} — ${form.title}${client.length ? ` [${client.join(', ')}]` : ''}`,
    ...form.controls.flatMap((c) => controlLine(c, '  ')),
    '',
  ];
}

export function widgetsText(listing: WidgetsListing): string {
  const section = (title: string, forms: FormDescription[]) => [`# ${title} (${forms.length})`, '', ...forms.flatMap(formText)];
  return [
    ...section('Widgets', listing.widgets),
    ...section('Layout elements', listing.elements),
    ...section('Shared', listing.shared),
  ].join('\n');
}

export const widgetsCommand = defineCommand({
  name: 'widgets',
  options: {
    json: { type: 'boolean', description: 'print the form descriptions as JSON (what the editor consumes)' },
  },
  async run({ values }) {
    const listing = widgetsListing();
    process.stdout.write(values.json ? `${JSON.stringify(listing, null, 2)}\n` : widgetsText(listing));
    return 0;
  },
});
