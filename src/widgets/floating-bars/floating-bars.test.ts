import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { describeDeclaration } from '../../contracts/declaration/form.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { floatingBarsWidgets } from './render.tsx';
import type { FloatingBarsSettings } from './schema.ts';

const [var2, var3] = floatingBarsWidgets;
const booking = {
  announcement_text: 'Summer at Casa Alba: <strong>10% off</strong> 5+ nights',
  cta_text: 'Book now',
  cta_link: { url: '/book/' },
};

describe('floating bars widgets', () => {
  it('registers variants 2 and 3', () => {
    expect(floatingBarsWidgets.map((w) => w.type)).toEqual(['floating-bars-var-2', 'floating-bars-var-3']);
  });

  it('has defaults and falls back on bad values', () => {
    const { settings, invalidKeys } = runWidget(var2, { advanced_vertical_position: 'left', dismiss_days: -3 });
    expect(invalidKeys.sort()).toEqual(['advanced_vertical_position', 'dismiss_days']);
    expect(settings.advanced_vertical_position).toBe('top');
    expect(settings.dismiss_days).toBe(7);
    expect(settings.floating_bar_close_switch).toBe('yes');
  });

  it('serialises its form', () => {
    expect(JSON.stringify(describeDeclaration(var3.declaration, DEFAULT_BREAKPOINTS))).toContain('announcement_text');
  });

  it('renders a named bar, a spacer reserving its space and a named close button', () => {
    const { html } = runWidget(var2, { ...booking, advanced_vertical_position: 'bottom' });
    expect(html).toMatch(
      /^<div class="e-floating-bars e-floating-bars-var-2 has-vertical-position-bottom has-align-center" data-state="shown" data-dismiss-key="floating-bar-abc123">/,
    );
    expect(html).toContain('<div class="e-floating-bars__spacer" aria-hidden="true">');
    expect(html).toContain('<section class="e-floating-bars__bar" aria-label="Banner">');
    expect(html).toContain(
      '<p class="e-floating-bars__announcement-text-content">Summer at Casa Alba: <strong>10% off</strong> 5+ nights</p>',
    );
    // One real link (in the bar); the spacer's copy is inert text.
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a class="e-floating-bars__cta-button" href="/book/">');
    expect(html).toContain('<button type="button" class="e-floating-bars__close-button" aria-label="Close banner">');
  });

  it('needs its behaviour only with a close button, and sends only the dismissal length', () => {
    const on = runWidget(var3, booking).settings as FloatingBarsSettings;
    expect(var3.behaviours?.(on)).toEqual(['floating-bars']);
    expect(var3.clientSettings?.(on)).toEqual({ dismiss_days: 7 });
    const off = runWidget(var3, { ...booking, floating_bar_close_switch: '' });
    expect(var3.behaviours?.(off.settings as FloatingBarsSettings)).toEqual([]);
    expect(off.html).not.toContain('close-button');
  });

  it('drops unsafe links and scripts', () => {
    const { html } = runWidget(var2, {
      announcement_text: 'Hi<script>x</script>',
      cta_text: 'Go',
      cta_link: { url: 'javascript:alert(1)' },
    });
    expect(html).not.toContain('script');
    expect(html).not.toContain('cta-button');
  });

  it('prints colours as custom properties', () => {
    const { css } = runWidget(var2, { style_floating_bar_background_color: '#1d4e5f' });
    expect(css).toBe('.elementor-element-abc123 .e-floating-bars{--e-floating-bars-background-color:#1d4e5f}');
  });
});
