import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { button } from './render.tsx';
import type { ButtonSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(button, raw);
const star = { value: 'fas fa-star', library: 'fa-solid' };

describe('button widget', () => {
  it('has Elementor defaults', () => {
    const s = button.schema.parse({}) as ButtonSettings;
    expect(s.text).toBe('Click here');
    expect(s.size).toBe('sm');
    expect(s.icon_align).toBe('left');
    expect(s.button_type).toBe('');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ size: 'huge', icon_align: 'above', button_css_id: 'a b"' });
    expect(invalidKeys.sort()).toEqual(['button_css_id', 'icon_align', 'size']);
    expect(settings.size).toBe('sm');
  });

  it('renders a link styled as a button when linked', () => {
    const { html } = run({ text: 'Book now', link: { url: '/book', nofollow: 'on' }, size: 'lg', hover_animation: 'grow' });
    expect(html).toBe(
      '<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-lg elementor-animation-grow" href="/book" rel="nofollow">' +
        '<span class="elementor-button-content-wrapper"><span class="elementor-button-text">Book now</span></span></a></div>',
    );
  });

  it('renders a real button when there is no link, keeping its CSS id', () => {
    const { html } = run({ text: 'Open', button_css_id: 'open-offer', button_type: 'success' });
    expect(html).toBe(
      '<div class="elementor-button-wrapper elementor-button-success"><button type="button" class="elementor-button elementor-size-sm" id="open-offer">' +
        '<span class="elementor-button-content-wrapper"><span class="elementor-button-text">Open</span></span></button></div>',
    );
  });

  it('puts the icon before or after the text as inline SVG', () => {
    const before = run({ text: 'Go', selected_icon: star }).html;
    expect(before).toMatch(
      /content-wrapper"><span class="elementor-button-icon elementor-align-icon-left"><svg aria-hidden="true" class="e-font-icon-svg e-fas-star" viewBox="0 0 576 512"/,
    );
    const after = run({ text: 'Go', selected_icon: star, icon_align: 'row-reverse' }).html;
    expect(after).toMatch(/Go<\/span><span class="elementor-button-icon elementor-align-icon-right"><svg/);
    // An icon font Foyer lacks: its arrow is drawn with Font Awesome's; a glyph with no match keeps its
    // (empty) slot, as in Elementor, so the content wrapper's gap still counts.
    expect(run({ text: 'Go', selected_icon: { value: 'icon icon-right-arrow', library: 'ekiticons' } }).html).toContain(
      'e-fas-arrow-right',
    );
    expect(run({ text: 'Go', selected_icon: { value: 'icon icon-safety', library: 'ekiticons' } }).html).toContain(
      '<span class="elementor-button-icon elementor-align-icon-left"><i class="icon icon-safety" aria-hidden="true"></i></span>',
    );
  });

  it('labels an icon-only button and drops unsafe links and markup', () => {
    const { html } = run({
      text: '',
      selected_icon: { value: 'fab fa-facebook-f', library: 'fa-brands' },
      link: { url: 'javascript:alert(1)' },
    });
    expect(html).toContain('<button type="button" class="elementor-button elementor-size-sm" aria-label="facebook">');
    expect(run({ text: 'Hi<img src=x onerror=alert(1)>' }).html).toContain('<span class="elementor-button-text">Hi</span>');
    expect(run({ text: '' }).html).toBe('');
  });

  it('emits only the CSS its settings set, per device', () => {
    expect(run({}).css).toBe('');
    const { css } = run({
      align: 'justify',
      align_mobile: 'center',
      background_color: '#FCBC45',
      button_text_color: '#FFFFFF',
      button_background_hover_color: '#000',
      text_padding: { unit: 'px', top: '20', right: '30', bottom: '20', left: '30' },
      text_padding_mobile: { unit: 'px', top: '15', right: '25', bottom: '15', left: '25' },
      border_border: 'solid',
      border_width: { unit: 'px', top: '1', right: '1', bottom: '1', left: '1' },
      border_color: '#fff',
      icon_indent: { unit: 'px', size: 10 },
    });
    const btn = '.elementor-element-abc123 .elementor-button';
    expect(css).toContain(
      `${btn}{width:100%;color:#FFFFFF;background-color:#FCBC45;border-style:solid;border-width:1px;border-color:#fff;padding:20px 30px}`,
    );
    expect(css).toContain(`${btn}:hover,${btn}:focus{background-color:#000}`);
    expect(css).toContain('.elementor-element-abc123 .elementor-button-content-wrapper{gap:10px}');
    expect(css).toContain(
      `@media(max-width:767px){.elementor-element-abc123 .elementor-button-wrapper{text-align:center}${btn}{width:auto;padding:15px 25px}}`,
    );
  });
});
