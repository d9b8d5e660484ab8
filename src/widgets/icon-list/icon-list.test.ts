import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { iconList } from './render.tsx';
import type { IconListSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(iconList, raw);
const item = (text: string, extra: Record<string, unknown> = {}) => ({
  _id: text,
  text,
  selected_icon: { value: 'fas fa-check', library: 'fa-solid' },
  ...extra,
});

describe('icon list widget', () => {
  it('has Elementor defaults', () => {
    const s = iconList.schema.parse({}) as IconListSettings;
    expect(s.icon_list.map((i) => i.text)).toEqual(['List Item #1', 'List Item #2', 'List Item #3']);
    expect(s.view).toBe('traditional');
    expect(s.divider).toBe('');
  });

  it('falls back to defaults for invalid settings and drops only invalid items', () => {
    const { settings, invalidKeys } = run({ view: 'grid', icon_list: [item('Pool'), { text: 5 }, 'junk'] });
    expect(invalidKeys).toEqual(['view']);
    expect(settings.view).toBe('traditional');
    expect((settings.icon_list as unknown[]).length).toBe(1);
    expect(run({ icon_list: 'nope' }).invalidKeys).toEqual(['icon_list']);
  });

  it('renders rows with SVG icons, links and sanitised text', () => {
    const { html } = run({
      icon_list: [
        item('Free <b>Wi-Fi</b><script>x</script>'),
        item('Call us', { link: { url: 'tel:+3612345' }, selected_icon: { value: 'fas fa-phone-alt', library: 'fa-solid' } }),
        item('No icon', { selected_icon: { value: 'icon icon-checked1', library: 'ekiticons' }, link: { url: 'javascript:alert(1)' } }),
      ],
    });
    expect(html).toMatch(
      /^<ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-check"/,
    );
    expect(html).toContain('<span class="elementor-icon-list-text">Free <b>Wi-Fi</b></span></li>');
    expect(html).toMatch(
      /<li class="elementor-icon-list-item"><a href="tel:\+3612345"><span class="elementor-icon-list-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-phone-alt"/,
    );
    // An icon font Foyer lacks keeps its slot (an empty <i>, as Elementor prints it).
    expect(html).toContain(
      '<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i class="icon icon-checked1" aria-hidden="true"></i></span><span class="elementor-icon-list-text">No icon</span></li></ul>',
    );
  });

  it('renders inline lists and labels icon-only links', () => {
    const { html } = run({
      view: 'inline',
      icon_list: [item('', { selected_icon: { value: 'fab fa-twitter', library: 'fa-brands' }, link: { url: 'https://x.com/h' } })],
    });
    expect(html).toMatch(
      /^<ul class="elementor-icon-list-items elementor-inline-items"><li class="elementor-icon-list-item elementor-inline-item"><a aria-label="twitter" href="https:\/\/x.com\/h">/,
    );
    expect(run({ icon_list: [] }).html).toBe('');
  });

  it('emits only the CSS its settings set, per device', () => {
    expect(run({}).css).toBe('');
    const sel = '.elementor-element-abc123';
    const { css } = run({
      space_between: { unit: 'px', size: 10 },
      space_between_tablet: { unit: 'px', size: 20 },
      icon_align: 'center',
      icon_color: '#FCBC45',
      text_color: '#6F747E',
      icon_size: { unit: 'px', size: 20 },
      text_indent: { unit: 'px', size: 10 },
      divider: 'yes',
      divider_style: 'dotted',
    });
    expect(css).toContain(`${sel} .elementor-icon-list-items{--icon-list-space:10px}`);
    expect(css).toContain(`@media(max-width:1024px){${sel} .elementor-icon-list-items{--icon-list-space:20px}}`);
    expect(css).toContain(
      `${sel} .elementor-icon-list-items,${sel} .elementor-icon-list-item,${sel} .elementor-icon-list-item>a{justify-content:center;text-align:center}`,
    );
    expect(css).toContain(
      `${sel} .elementor-icon-list-item:not(:last-child)::after{content:"";position:absolute;left:0;bottom:calc(var(--icon-list-space,0px) / -2);width:100%;border-block-start:1px dotted #ddd}`,
    );
    expect(css).toContain(`${sel}{--e-icon-list-icon-size:20px}`);
    expect(css).toContain(`${sel} .elementor-icon-list-icon{color:#FCBC45}`);
    expect(css).toContain(`${sel} .elementor-icon-list-text{color:#6F747E;padding-inline-start:10px}`);
  });
});
