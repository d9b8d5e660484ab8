import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { serialisedForm } from '../../../test/helpers/declaration-form.ts';
import { elementProgress, pageProgress } from './progress.ts';
import { progressTracker } from './render.tsx';
import { progressTrackerDeclaration, type ProgressTrackerSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(progressTracker, raw);

describe('reading progress', () => {
  it('of the page is the scrolled share of what can scroll', () => {
    expect(pageProgress(0, 3000, 1000)).toBe(0);
    expect(pageProgress(1000, 3000, 1000)).toBe(0.5);
    expect(pageProgress(2500, 3000, 1000)).toBe(1);
    expect(pageProgress(0, 800, 1000)).toBe(1);
  });

  it('of an element runs from its top at the top of the window to its bottom at the bottom', () => {
    expect(elementProgress(400, 3000, 1000)).toBe(0);
    expect(elementProgress(0, 3000, 1000)).toBe(0);
    expect(elementProgress(-1000, 3000, 1000)).toBe(0.5);
    expect(elementProgress(-2000, 3000, 1000)).toBe(1);
    expect(elementProgress(100, 0, 1000)).toBe(0);
  });

  it('of an element shorter than the window fills as it comes into view', () => {
    expect(elementProgress(1000, 500, 1000)).toBe(0);
    expect(elementProgress(750, 500, 1000)).toBe(0.5);
    expect(elementProgress(200, 500, 1000)).toBe(1);
  });
});

describe('progress tracker widget', () => {
  it('has Elementor Pro defaults', () => {
    const s = progressTracker.schema.parse({}) as ProgressTrackerSettings;
    expect([s.type, s.relative_to, s.direction, s.percentage]).toEqual(['horizontal', 'entire_page', 'ltr', '']);
  });

  it('falls back to defaults for invalid settings', () => {
    const { invalidKeys, settings } = run({ type: 'spiral', relative_to: 'window', percentage: 1 });
    expect(invalidKeys.sort()).toEqual(['percentage', 'relative_to', 'type']);
    expect(settings.type).toBe('horizontal');
  });

  it('serialises its form with the Elementor control names', () => {
    const { names } = serialisedForm(progressTrackerDeclaration);
    for (const n of ['type', 'relative_to', 'selector', 'percentage', 'progress_color']) expect(names).toContain(n);
  });

  it('renders a named progressbar bar at 0 %, with the target for the browser', () => {
    const { html, settings } = run({ percentage: 'yes', relative_to: 'selector', selector: '.guide' });
    expect(html).toBe(
      '<div class="elementor-scrolling-tracker elementor-scrolling-tracker-horizontal elementor-scrolling-tracker-ltr elementor-scrolling-tracker-percentage-ltr" ' +
        'role="progressbar" aria-label="Reading progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0">' +
        '<div class="current-progress"></div><div class="current-progress-percentage">0%</div></div>',
    );
    expect(progressTracker.clientSettings?.(settings as ProgressTrackerSettings)).toEqual({ target: '.guide' });
  });

  it('renders the circle with a hidden SVG', () => {
    const { html } = run({ type: 'circular' });
    expect(html).toContain(
      'class="elementor-scrolling-tracker elementor-scrolling-tracker-circular" role="progressbar" aria-label="Reading progress of the page"',
    );
    expect(html).toContain('<svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">');
  });
});
