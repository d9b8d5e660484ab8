// `foyer widgets [--json]`: every widget and layout element as the editor's panel shows it, from the
// registries' declarations (the same objects the browser loads): category, icon, keywords, tabs and
// sections in order, and each control with its label, help text and placeholder.
import { describeDeclaration, type FormControl, type FormDescription } from '../../contracts/declaration/form.ts';
import { CATEGORY_LABELS, type Declaration, WIDGET_CATEGORIES, type WidgetCategory } from '../../contracts/declaration/types.ts';
import { layoutDeclarations, sharedDeclarations } from '../../elements/declarations.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { widgets } from '../../widgets/index.ts';
import { defineCommand } from '../command.ts';

export interface WidgetsListing {
  /** The panel's categories in order, with how many widgets each holds. */
  categories: Array<{ name: WidgetCategory; label: string; widgets: number }>;
  widgets: FormDescription[];
  elements: FormDescription[];
  /** Groups every element shares (the Advanced tab). */
  shared: FormDescription[];
}

/** The forms of everything declared, for the default kit's breakpoints. */
export function widgetsListing(): WidgetsListing {
  const widgetDeclarations = widgets.map((w) => w.declaration);
  const describe = (d: Declaration) => describeDeclaration(d, DEFAULT_BREAKPOINTS);
  return {
    categories: WIDGET_CATEGORIES.map((name) => ({
      name,
      label: CATEGORY_LABELS[name],
      widgets: widgetDeclarations.filter((d) => d.category === name).length,
    })),
    widgets: widgetDeclarations.map(describe),
    elements: layoutDeclarations.map(describe),
    shared: sharedDeclarations.map(describe),
  };
}

function controlLines(c: FormControl, indent: string): string[] {
  const flags = [c.devices ? 'responsive' : '', c.condition || c.conditions ? 'conditional' : ''].filter(Boolean);
  const hints = [
    typeof c.placeholder === 'string' ? `placeholder "${c.placeholder}"` : '',
    typeof c.description === 'string' ? `help: ${c.description}` : '',
  ].filter(Boolean);
  const line = `${indent}${c.name}  ${c.kind}  "${c.label}"${flags.length ? `  (${flags.join(', ')})` : ''}`;
  return [
    line,
    ...hints.map((h) => `${indent}    ${h}`),
    ...(c.fields ?? []).flatMap((f) => controlLines({ ...f, fields: undefined }, `${indent}    `)),
  ];
}

/** A form as the panel shows it: tabs, their sections in order, the controls of each. */
function formText(form: FormDescription): string[] {
  const client = [...form.behaviours.map((b) => `behaviour ${b}`), ...(form.island ? [`island ${form.island}`] : [])];
  const meta = [form.icon, form.keywords?.length ? `keywords: ${form.keywords.join(', ')}` : ''].filter(Boolean);
  const lines = [
    `${form.type} — ${form.title}${client.length ? ` [${client.join(', ')}]` : ''}`,
    ...(meta.length ? [`  ${meta.join('  ')}`] : []),
  ];
  for (const tab of form.tabs) {
    lines.push(`  ${tab.label}`);
    for (const section of tab.sections) {
      lines.push(`    ${section.label} (${section.name})${section.condition ? ' (conditional)' : ''}`);
      const controls = form.controls.filter((c) => c.tab === tab.name && c.section === section.name);
      lines.push(...controls.flatMap((c) => controlLines(c, '      ')));
    }
  }
  return [...lines, ''];
}

export function widgetsText(listing: WidgetsListing): string {
  const group = (title: string, forms: FormDescription[]) => [`# ${title} (${forms.length})`, '', ...forms.flatMap(formText)];
  return [
    ...listing.categories
      .filter((c) => c.widgets > 0)
      .flatMap((c) =>
        group(
          `${c.label} widgets`,
          listing.widgets.filter((w) => w.category === c.name),
        ),
      ),
    ...group('Layout elements', listing.elements),
    ...group('Shared', listing.shared),
  ].join('\n');
}

export const widgetsCommand = defineCommand({
  name: 'widgets',
  options: {
    json: { type: 'boolean', description: 'print the registry as JSON: categories, then each form as the editor panel renders it' },
  },
  async run({ values }) {
    const listing = widgetsListing();
    process.stdout.write(values.json ? `${JSON.stringify(listing, null, 2)}\n` : widgetsText(listing));
    return 0;
  },
});
