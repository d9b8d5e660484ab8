// `foyer settings` as a developer or the back office's build runs it: the site settings' forms from
// their declarations, as text or as the JSON the back office renders.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { privacySettingsDeclaration } from '../../src/contracts/settings/privacy.ts';
import { STATS_SETTING_KEY } from '../../src/stats/settings.ts';
import { PROJECT_ROOT } from './fixtures.ts';

function foyer(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/foyer.js', ...args], { cwd: PROJECT_ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

type Form = { setting: string; type: string; tabs: Array<{ name: string; label: string; sections: Array<{ name: string }> }> };
type Control = { name: string; kind: string; label: string; section?: string; default?: unknown; fields?: Control[] };

describe('foyer settings', () => {
  it('prints the forms of the kit, the theme options, statistics, privacy and payments as JSON, with the setting each is stored in', () => {
    const r = foyer(['settings', '--json']);
    expect(r.status).toBe(0);
    const forms = JSON.parse(r.out).settings as Array<Form & { controls: Control[] }>;
    expect(forms.map((f) => [f.setting, f.type])).toEqual([
      ['kit', 'kit'],
      ['theme', 'theme'],
      [STATS_SETTING_KEY, 'statistics'],
      [STATS_SETTING_KEY, 'privacy'],
      ['payments', 'payments'],
      ['payments', 'payment-secrets'],
    ]);
    const kit = forms[0]!;
    expect(kit.tabs.map((t) => t.label)).toEqual(['Design System', 'Theme Style', 'Settings']);
    const control = (form: { controls: Control[] }, name: string) => form.controls.find((c) => c.name === name)!;
    expect(control(kit, 'system_colors')).toMatchObject({
      kind: 'repeater',
      default: [{ _id: 'primary', title: 'Primary', color: '#6EC1E4' }, {}, {}, {}],
    });
    expect(control(kit, 'system_colors').fields!.map((f) => f.name)).toEqual(['title', 'color']);
    expect(control(kit, 'container_width')).toMatchObject({ kind: 'slider', default: { unit: 'px', size: 1140 } });
    expect(control(kit, 'viewport_tablet')).toMatchObject({ kind: 'number', default: 1024, section: 'section_breakpoints' });
    expect(control(kit, 'h2_typography').fields!.map((f) => f.name)).toContain('h2_typography_font_size');
    for (const name of ['global_image_lightbox', 'lightbox_color', 'custom_css', 'page_title_selector', 'space_between_widgets'])
      expect(control(kit, name), name).toBeDefined();
    expect(control(forms[1]!, 'mobileMenu')).toMatchObject({ kind: 'select', section: 'header', default: 'dropdown' });
    // The privacy form as the back office draws it: the declaration's controls, labels and choices.
    const privacy = forms[3]!;
    expect(privacy.controls.map((c) => c.name)).toEqual(privacySettingsDeclaration.controls.map((c) => c.name));
    expect(control(privacy, 'excludedIpRanges')).toMatchObject({ kind: 'list', format: 'ip-range', maxItems: 200 });
    expect(control(privacy, 'consentLevel')).toMatchObject({ options: { disabled: 'No consent needed' } });
  });

  it('prints them as text: each tab, section and control with its default', () => {
    const r = foyer(['settings']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('kit — Site Settings (stored as the "kit" setting)');
    expect(r.out).toContain('    Lightbox (section_settings-lightbox)');
    expect(r.out).toContain('      retentionDays  number  "Keep details for (days)"  default 0');
  });
});
