import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { networkName, socialIcons } from './render.tsx';
import type { SocialIconsSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(socialIcons, raw);

describe('social-icons widget', () => {
  it('has Elementor defaults', () => {
    const s = socialIcons.schema.parse({}) as SocialIconsSettings;
    expect(s.social_icon_list).toHaveLength(3);
    expect(s.shape).toBe('rounded');
    expect(s.columns).toBe('0');
    expect(s.icon_color).toBe('default');
  });

  it('falls back to defaults for invalid settings', () => {
    const { invalidKeys, settings } = run({ shape: 'hexagon', columns: '12' });
    expect(invalidKeys.sort()).toEqual(['columns', 'shape']);
    expect(settings.shape).toBe('rounded');
  });

  it('names each link by its network and keeps Elementor classes', () => {
    const { html } = run({
      social_icon_list: [
        {
          _id: 'a1',
          social_icon: { value: 'fab fa-instagram', library: 'fa-brands' },
          link: { url: 'https://instagram.com/casaalba', is_external: 'on' },
        },
        { _id: 'b2', social_icon: { value: 'fab fa-facebook-f', library: 'fa-brands' }, link: { url: 'javascript:alert(1)' } },
        { _id: 'c3', social: 'fa fa-pinterest', link: { url: 'https://pinterest.com/x' } },
      ],
      shape: 'circle',
    });
    expect(html).toContain(
      '<div class="elementor-social-icons-wrapper elementor-grid elementor-grid-0 elementor-shape-circle" role="list">',
    );
    expect(html).toContain(
      '<a class="elementor-icon elementor-social-icon elementor-social-icon-instagram elementor-repeater-item-a1" href="https://instagram.com/casaalba" target="_blank" rel="noopener"><span class="elementor-screen-only">Instagram</span>',
    );
    // A link that is not safe is left out, the icon stays.
    expect(html).toContain(
      '<span class="elementor-icon elementor-social-icon elementor-social-icon-facebook-f elementor-repeater-item-b2"><span class="elementor-screen-only">Facebook</span>',
    );
    expect(html).toContain('elementor-social-icon-pinterest');
    expect(html).not.toContain('javascript');
  });

  it('turns icon names into network names', () => {
    expect(networkName('facebook-f')).toBe('Facebook');
    expect(networkName('linkedin-in')).toBe('Linkedin');
    expect(networkName('x-twitter')).toBe('X');
  });

  it('writes columns, sizes and per-item custom colours', () => {
    const { css } = run({
      columns: '3',
      icon_size: { unit: 'px', size: 18 },
      social_icon_list: [
        {
          _id: 'a1',
          social_icon: { value: 'fab fa-instagram', library: 'fa-brands' },
          item_icon_color: 'custom',
          item_icon_primary_color: '#c0a062',
        },
      ],
    });
    expect(css).toContain('--icon-size:18px');
    expect(css).toContain('--grid-template-columns:repeat(3, auto)');
    expect(css).toContain('.elementor-repeater-item-a1.elementor-social-icon{background-color:#c0a062}');
  });
});
