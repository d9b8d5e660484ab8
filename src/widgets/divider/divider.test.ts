import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { divider } from './render.tsx';
import type { DividerSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(divider, raw);

describe('divider widget', () => {
  it('has Elementor defaults', () => {
    const s = divider.schema.parse({}) as DividerSettings;
    expect(s.style).toBe('solid');
    expect(s.look).toBe('line');
    expect(s.text).toBe('Divider');
    expect(s.html_tag).toBe('span');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ look: 'sparkles', html_tag: 'script' });
    expect(invalidKeys.sort()).toEqual(['html_tag', 'look']);
    expect(settings.look).toBe('line');
  });

  it('renders a plain line, ignoring the text unless the look asks for it', () => {
    expect(run({ text: 'Divider' }).html).toBe('<div class="elementor-divider"><span class="elementor-divider-separator"></span></div>');
  });

  it('renders text or an icon between two half lines', () => {
    expect(run({ look: 'line_text', text: 'Why <b>us</b><script>x</script>', html_tag: 'h3' }).html).toBe(
      '<div class="elementor-divider elementor-divider--has-element"><span class="elementor-divider-separator">' +
        '<h3 class="elementor-divider__text elementor-divider__element">Why <b>us</b></h3></span></div>',
    );
    const icon = run({ look: 'line_icon', icon: { value: 'fas fa-star', library: 'fa-solid' } }).html;
    expect(icon).toContain(
      '<span class="elementor-icon elementor-divider__element"><svg aria-hidden="true" class="e-font-icon-svg e-fas-star"',
    );
  });

  it('emits only the CSS its settings set, per device', () => {
    expect(run({}).css).toBe('');
    const { css } = run({
      style: 'dashed',
      weight: { unit: 'px', size: 2 },
      __globals__: { color: 'globals/colors?id=accent' },
      width: { unit: 'px', size: 100 },
      width_tablet: { unit: 'px', size: '' },
      width_mobile: { unit: 'px', size: 70 },
      align: 'center',
      gap: { unit: 'px', size: 6 },
    });
    expect(css).toContain(
      '.elementor-element-abc123 .elementor-divider{--divider-border-style:dashed;--divider-border-width:2px;--divider-color:var(--e-global-color-accent);justify-content:center;padding-block:6px}',
    );
    expect(css).toContain('.elementor-element-abc123 .elementor-divider-separator{width:100px}');
    expect(css).toContain('@media(max-width:767px){.elementor-element-abc123 .elementor-divider-separator{width:70px}}');
    expect(css).not.toContain('1024px');
    expect(run({ style: 'zigzag' }).css).toBe('');
  });

  it('has no gap when the document cleared it, and keeps an icon font it cannot draw as an empty box', () => {
    // Elementor prints the 15 px default only for an absent setting; a cleared one prints nothing.
    expect(run({ gap: { unit: 'px', size: '' } }).css).toBe('.elementor-element-abc123 .elementor-divider{padding-block:0}');
    expect(run({ look: 'line_icon', icon: { value: 'icon icon-safety', library: 'ekiticons' } }).html).toContain(
      '<span class="elementor-icon elementor-divider__element"><i class="icon icon-safety" aria-hidden="true"></i></span>',
    );
  });
});
