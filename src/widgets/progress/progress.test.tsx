import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { progress } from './render.tsx';
import { progressDeclaration, type ProgressSettings } from './schema.ts';

const run = (raw: Record<string, unknown>, id?: string) => runWidget(progress, raw, { id });

describe('progress widget', () => {
  it('has Elementor defaults', () => {
    const s = progress.schema.parse({}) as ProgressSettings;
    expect([s.title, s.progress_type, s.percent, s.display_percentage, s.inner_text]).toEqual([
      'My Skill',
      '',
      { unit: '%', size: 50 },
      'show',
      'Web Designer',
    ]);
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ progress_type: 'error', display_percentage: 'yes', title_tag: 'marquee' });
    expect(invalidKeys.sort()).toEqual(['display_percentage', 'progress_type', 'title_tag']);
    expect(settings.progress_type).toBe('');
  });

  it('serialises its form with the Elementor control names', () => {
    const { names } = serialisedForm(progressDeclaration);
    for (const n of ['percent', 'progress_type', 'display_percentage', 'inner_text', 'bar_color', 'bar_height']) expect(names).toContain(n);
  });

  it('renders a named progressbar at its value, clamped to 0..100', () => {
    const { html } = run({ title: 'Summer', percent: { unit: '%', size: 92 }, progress_type: 'success', inner_text: 'July' }, 'p1');
    expect(html).toBe(
      '<span id="progress-title-p1" class="elementor-title">Summer</span>' +
        '<div class="elementor-progress-wrapper progress-success" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="92" aria-valuetext="92% (July)" aria-labelledby="progress-title-p1">' +
        '<div class="elementor-progress-bar" data-max="92" style="width:92%"><span class="elementor-progress-text">July</span>' +
        '<span class="elementor-progress-percentage">92%</span></div></div>',
    );
    expect(run({ percent: { unit: '%', size: 180 } }).html).toContain('aria-valuenow="100"');
    expect(run({ title: '', inner_text: '', display_percentage: '' }).html).toMatch(/aria-label="Progress"[^]*<\/span><\/div><\/div>$/);
  });

  it('prints bar colours and height', () => {
    const { css } = run({ bar_color: '#aa0000', bar_height: { unit: 'px', size: 12 } });
    expect(css).toContain('.elementor-element-abc123 .elementor-progress-wrapper .elementor-progress-bar{background-color:#aa0000}');
    expect(css).toContain('.elementor-element-abc123 .elementor-progress-bar{height:12px;line-height:12px}');
  });
});
