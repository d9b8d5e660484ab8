import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { heading } from './render.tsx';
import type { HeadingSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(heading, raw);

describe('heading widget', () => {
  it('has Elementor defaults', () => {
    const s = heading.schema.parse({}) as HeadingSettings;
    expect(s.title).toBe('Add Your Heading Text Here');
    expect(s.header_size).toBe('h2');
    expect(s.size).toBe('default');
    expect(s.link.url).toBe('');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ header_size: 'h9', title: 42, size: 'huge' });
    expect(invalidKeys.sort()).toEqual(['header_size', 'size', 'title']);
    expect(settings.header_size).toBe('h2');
  });

  it('renders the title in its tag with inline HTML kept and unsafe HTML removed', () => {
    const { html } = run({
      title: 'Stay <br>with <strong>us</strong><script>alert(1)</script><img src=x onerror=alert(1)>',
      header_size: 'h1',
      size: 'xl',
    });
    expect(html).toBe('<h1 class="elementor-heading-title elementor-size-xl">Stay <br />with <strong>us</strong></h1>');
  });

  it('links the title and drops nested links and javascript: URLs', () => {
    const { html } = run({ title: 'Book <a href="/x">now</a>', link: { url: '/book', is_external: 'on', nofollow: 'on' } });
    expect(html).toBe(
      '<h2 class="elementor-heading-title elementor-size-default"><a href="/book" target="_blank" rel="nofollow noopener">Book now</a></h2>',
    );
    expect(run({ title: 'X', link: { url: 'javascript:alert(1)' } }).html).not.toContain('href');
    expect(run({ title: '<span onmouseover="x()">Hi</span>' }).html).toContain('<span>Hi</span>');
  });

  it('renders nothing for an empty title', () => {
    expect(run({ title: '' }).html).toBe('');
  });

  it('emits only the CSS its settings set, per device', () => {
    expect(run({}).css).toBe('');
    const { css } = run({
      align: 'center',
      align_mobile: 'left',
      title_color: '#112233',
      __globals__: { typography_typography: 'globals/typography?id=primary' },
      typography_font_size_tablet: { unit: 'px', size: 30 },
    });
    expect(css).toContain('.elementor-element-abc123{text-align:center}');
    expect(css).toContain('.elementor-element-abc123 .elementor-heading-title{color:#112233');
    expect(css).toContain('font-family:var(--e-global-typography-primary-font-family)');
    expect(css).toContain('@media(max-width:767px){.elementor-element-abc123{text-align:left}}');
  });

  it('applies global colours over local ones and refuses unsafe CSS values', () => {
    expect(run({ title_color: '#000', __globals__: { title_color: 'globals/colors?id=accent' } }).css).toContain(
      'color:var(--e-global-color-accent)',
    );
    expect(run({ title_color: 'red;background:url(x)' }).css).toBe('');
  });
});
