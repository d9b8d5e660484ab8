import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeDeclaration } from '../contracts/declaration/form.ts';
import type { Declaration } from '../contracts/declaration/types.ts';
import { privacySettingsDeclaration } from '../contracts/settings/privacy.ts';
import { DEFAULT_BREAKPOINTS } from '../model/breakpoints.ts';
import { fromDraft, toDraft } from './settings-draft.ts';
import { SettingsFields } from './settings-fields.tsx';
import { checkPrivacyForm, PRIVACY_PAGE_DECLARATIONS } from './shared/privacy-form.ts';

function markup(declarations: readonly Declaration[], errors: Record<string, string> = {}): string {
  const forms = declarations.map((d) => describeDeclaration(d, DEFAULT_BREAKPOINTS));
  const controls = forms.flatMap((f) => f.controls);
  const defaults = Object.fromEntries(declarations.flatMap((d) => d.controls).map((c) => [c.name, 'default' in c ? c.default : undefined]));
  return renderToStaticMarkup(
    <SettingsFields forms={forms} idPrefix="privacy" draft={toDraft(controls, defaults)} errors={errors} onChange={() => {}} />,
  );
}

describe('the privacy page’s form', () => {
  it('shows every control of the statistics and privacy declarations, by section, with its label and help', () => {
    const html = markup(PRIVACY_PAGE_DECLARATIONS);
    for (const declaration of PRIVACY_PAGE_DECLARATIONS) {
      for (const section of declaration.sections ?? []) expect(html).toContain(`<legend>${section.label}</legend>`);
      for (const control of declaration.controls) {
        expect(html, control.name).toContain(`>${control.label}</`);
        expect(html, control.name).toContain(`data-field="${control.name}"`);
        if (control.description) expect(html).toContain(`id="privacy-${control.name}-help"`);
      }
    }
    expect(html).toContain('<option value="statistics-anonymous">Anonymous statistics</option>');
    expect(html).toContain('<label for="privacy-excludedRoles-subscriber">Subscribers (guests)</label>');
    expect(html).toMatch(/<input[^>]*type="number"[^>]*min="0"[^>]*max="3650"/);
  });

  it('shows a control added to the declaration, and its check comes along', () => {
    const extended = {
      ...privacySettingsDeclaration,
      controls: [
        ...privacySettingsDeclaration.controls,
        { name: 'maskPaths', kind: 'switcher', boolean: true, label: 'Hide page addresses', section: 'section_kept', default: false },
      ],
    } as Declaration;
    const html = markup([extended]);
    expect(html).toMatch(/<input id="privacy-maskPaths" data-field="maskPaths" type="checkbox"/);
    expect(html).toContain('<label for="privacy-maskPaths">Hide page addresses</label>');
    expect(markup(PRIVACY_PAGE_DECLARATIONS)).not.toContain('maskPaths');
  });

  it('links each message to its field', () => {
    const html = markup(PRIVACY_PAGE_DECLARATIONS, { retentionDays: 'Type a whole number.' });
    expect(html).toMatch(
      /id="privacy-retentionDays"[^>]*aria-describedby="privacy-retentionDays-help privacy-retentionDays-error" aria-invalid="true"/,
    );
    expect(html).toContain('<p id="privacy-retentionDays-error" class="admin-error admin-field__error">Type a whole number.</p>');
  });

  it('sends what it shows: the stored defaults pass the declaration’s check unchanged', () => {
    const controls = PRIVACY_PAGE_DECLARATIONS.map((d) => describeDeclaration(d, DEFAULT_BREAKPOINTS)).flatMap((f) => f.controls);
    const stored = { ...Object.fromEntries(controls.map((c) => [c.name, c.default])), excludedIpRanges: ['10.0.0.0/8', '2001:db8::/32'] };
    const draft = toDraft(controls, stored);
    expect(draft.excludedIpRanges).toBe('10.0.0.0/8\n2001:db8::/32');
    expect(checkPrivacyForm(fromDraft(controls, draft))).toEqual({ ok: true, settings: stored });
    const typed = checkPrivacyForm(fromDraft(controls, { ...draft, retentionDays: 'a week' }));
    expect(typed.ok ? undefined : typed.errors.retentionDays).toBe('Type a whole number of days from 0 (keep everything) to 3650.');
  });
});
