import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { iconBox } from './render.tsx';
import type { IconBoxSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(iconBox, raw);

describe('icon box widget', () => {
  it('has Elementor defaults', () => {
    const s = iconBox.schema.parse({}) as IconBoxSettings;
    expect(s.title_text).toBe('This is the heading');
    expect(s.title_size).toBe('h3');
    expect(s.position).toBe('top');
    expect(s.view).toBe('default');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ position: 'under', title_size: 'h7', view: 1 });
    expect(invalidKeys.sort()).toEqual(['position', 'title_size', 'view']);
    expect(settings.position).toBe('top');
  });

  it('renders icon, title and description', () => {
    const { html } = run({
      title_text: 'Spa<br>&amp; wellness',
      description_text: 'Open <em>daily</em><script>x</script>',
      title_size: 'h4',
      view: 'stacked',
      shape: 'square',
      position: 'left',
    });
    expect(html).toMatch(
      /^<div class="elementor-icon-box-wrapper elementor-position-left elementor-view-stacked elementor-shape-square"><div class="elementor-icon-box-icon"><span class="elementor-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-star"/,
    );
    expect(html).toContain(
      '<div class="elementor-icon-box-content"><h4 class="elementor-icon-box-title"><span>Spa<br />&amp; wellness</span></h4><p class="elementor-icon-box-description">Open <em>daily</em></p></div></div>',
    );
  });

  it('links title and icon once for keyboards and screen readers', () => {
    const { html } = run({ title_text: 'Rooms', link: { url: '/rooms' } });
    expect(html).toContain('<a class="elementor-icon" tabindex="-1" aria-hidden="true" href="/rooms">');
    expect(html).toContain('<h3 class="elementor-icon-box-title"><a href="/rooms">Rooms</a></h3>');
    const iconOnly = run({ title_text: '', description_text: '', link: { url: '/rooms' } }).html;
    expect(iconOnly).toContain('<a class="elementor-icon" aria-label="star" href="/rooms">');
    expect(run({ title_text: 'X', link: { url: 'javascript:alert(1)' } }).html).not.toContain('href');
  });

  it('keeps the room of icon fonts it has no SVGs for, and the text', () => {
    const { html } = run({ selected_icon: { value: 'icon icon-safety', library: 'ekiticons' }, title_text: 'Safe' });
    expect(html).toContain(
      '<div class="elementor-icon-box-icon"><span class="elementor-icon"><i class="icon icon-safety" aria-hidden="true"></i></span></div>',
    );
    expect(html).toContain('Safe');
  });

  it('emits only the CSS its settings set, per device', () => {
    expect(run({}).css).toBe('');
    const sel = '.elementor-element-abc123';
    const { css } = run({
      position: 'left',
      position_mobile: 'top',
      content_vertical_alignment: 'middle',
      icon_space: { unit: 'px', size: 20 },
      icon_size: { unit: 'px', size: 30 },
      icon_size_tablet: { unit: 'px', size: 27 },
      view: 'stacked',
      primary_color: '#FF720F',
      secondary_color: '#FFFFFF',
      title_color: '#000000',
      title_bottom_space: { unit: 'px', size: 10 },
      text_align_mobile: 'center',
    });
    expect(css).toContain(`${sel} .elementor-icon-box-wrapper{align-items:center;gap:20px}`);
    expect(css).toContain(`${sel} .elementor-icon{background-color:#FF720F;color:#FFFFFF;font-size:30px}`);
    expect(css).toContain(`${sel} .elementor-icon-box-title{margin-block-end:10px;color:#000000}`);
    expect(css).toContain(`@media(max-width:1024px){${sel} .elementor-icon{font-size:27px}}`);
    expect(css).toContain(
      `@media(max-width:767px){${sel} .elementor-icon-box-wrapper{flex-direction:column;align-items:stretch;text-align:center}}`,
    );
  });
});
