import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { alert } from './render.tsx';
import { alertDeclaration, type AlertSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(alert, raw);

describe('alert widget', () => {
  it('has Elementor defaults', () => {
    const s = alert.schema.parse({}) as AlertSettings;
    expect([s.alert_type, s.alert_title, s.show_dismiss]).toEqual(['info', 'This is an Alert', 'show']);
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ alert_type: 'error', show_dismiss: 'yes', alert_title: 7 });
    expect(invalidKeys.sort()).toEqual(['alert_title', 'alert_type', 'show_dismiss']);
    expect(settings.alert_type).toBe('info');
  });

  it('serialises its form with the Elementor control names', () => {
    const { names } = serialisedForm(alertDeclaration);
    for (const n of ['alert_type', 'alert_title', 'alert_description', 'show_dismiss', 'dismiss_icon', 'border_left-width'])
      expect(names).toContain(n);
  });

  it('renders a static notice without a live role, its type spoken, and a named dismiss button', () => {
    const { html } = run({ alert_type: 'warning', alert_title: 'Pool <b>closed</b>', alert_description: 'Until 3 pm<script>x</script>' });
    expect(html).toBe(
      '<div class="elementor-alert elementor-alert-warning"><span class="elementor-screen-only">Warning: </span>' +
        '<span class="elementor-alert-title">Pool <b>closed</b></span><span class="elementor-alert-description">Until 3 pm</span>' +
        '<button type="button" class="elementor-alert-dismiss" aria-label="Dismiss this alert"><span aria-hidden="true">×</span></button></div>',
    );
    expect(html).not.toContain('role=');
    expect(alert.behaviours?.(run({}).settings as AlertSettings)).toEqual(['alert-dismiss']);
  });

  it('sends no behaviour without a dismiss button and renders nothing when empty', () => {
    const { html, settings } = run({ show_dismiss: '' });
    expect(html).not.toContain('<button');
    expect(alert.behaviours?.(settings as AlertSettings)).toEqual([]);
    expect(run({ alert_title: '', alert_description: '' }).html).toBe('');
  });

  it('prints colours and the dismiss icon variables', () => {
    const { css } = run({
      background: '#ffeedd',
      'border_left-width': { unit: 'px', size: 8 },
      dismiss_icon_size: { unit: 'px', size: 24 },
    });
    expect(css).toContain('.elementor-element-abc123 .elementor-alert{background-color:#ffeedd;border-left-width:8px}');
    expect(css).toContain('.elementor-element-abc123{--dismiss-icon-size:24px}');
  });
});
