// `foyer settings [--json]`: the site settings (the kit, the theme options, statistics and privacy)
// as the back office's forms show them, from their declarations (src/contracts/settings/). The JSON
// is the form descriptions the back office renders, as `foyer widgets --json` is for widgets.
import { describeDeclaration, type FormControl, type FormDescription } from '../../contracts/declaration/form.ts';
import { siteSettings } from '../../contracts/settings/index.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { defineCommand } from '../command.ts';

export interface SettingsListing {
  /** Each form with the site setting it is stored under. */
  settings: Array<FormDescription & { setting: string }>;
}

export function settingsListing(): SettingsListing {
  return {
    settings: siteSettings.map(({ setting, declaration }) => ({ setting, ...describeDeclaration(declaration, DEFAULT_BREAKPOINTS) })),
  };
}

function controlLines(c: FormControl, indent: string): string[] {
  const value = c.default === undefined ? '' : `  default ${JSON.stringify(c.default).slice(0, 60)}`;
  return [`${indent}${c.name}  ${c.kind}  "${c.label}"${value}`, ...(c.fields ?? []).flatMap((f) => controlLines(f, `${indent}    `))];
}

export function settingsText(listing: SettingsListing): string {
  const lines: string[] = [];
  for (const form of listing.settings) {
    lines.push(`${form.type} — ${form.title} (stored as the "${form.setting}" setting)`);
    for (const tab of form.tabs) {
      lines.push(`  ${tab.label}`);
      for (const section of tab.sections) {
        lines.push(`    ${section.label} (${section.name})`);
        const controls = form.controls.filter((c) => c.tab === tab.name && c.section === section.name);
        lines.push(...controls.flatMap((c) => controlLines(c, '      ')));
      }
    }
    lines.push('');
  }
  return lines.join('\n');
}

export const settingsCommand = defineCommand({
  name: 'settings',
  options: {
    json: { type: 'boolean', description: 'print the site settings forms as JSON (what the back office renders)' },
  },
  async run({ values }) {
    const listing = settingsListing();
    process.stdout.write(values.json ? `${JSON.stringify(listing, null, 2)}\n` : settingsText(listing));
    return 0;
  },
});
