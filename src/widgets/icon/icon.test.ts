import { describe, expect, it } from 'vitest';
import { resolveIcon } from '../shared/icon.tsx';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { icon } from './render.tsx';
import type { IconWidgetSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(icon, raw);

describe('icon widget', () => {
  it('has Elementor defaults', () => {
    const s = icon.schema.parse({}) as IconWidgetSettings;
    expect(s.selected_icon).toEqual({ value: 'fas fa-star', library: 'fa-solid' });
    expect(s.view).toBe('default');
    expect(s.shape).toBe('circle');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ view: 'exploded', shape: 7, selected_icon: 'fa fa-star' });
    expect(invalidKeys.sort()).toEqual(['selected_icon', 'shape', 'view']);
    expect(settings.view).toBe('default');
  });

  it('renders the default star as inline SVG, hidden from screen readers', () => {
    const { html } = run({});
    expect(html).toMatch(
      /^<div class="elementor-icon-wrapper elementor-view-default"><div class="elementor-icon"><svg aria-hidden="true" class="e-font-icon-svg e-fas-star" viewBox="0 0 576 512" xmlns="http:\/\/www.w3.org\/2000\/svg"><path d="M[^"]+"><\/path><\/svg><\/div><\/div>$/,
    );
  });

  it('names a linked icon after the icon and refuses javascript: links', () => {
    const { html } = run({
      selected_icon: { value: 'fab fa-instagram', library: 'fa-brands' },
      link: { url: 'https://instagram.com/hotel', is_external: 'on' },
      view: 'stacked',
      shape: 'square',
    });
    expect(html).toContain(
      '<div class="elementor-icon-wrapper elementor-view-stacked elementor-shape-square"><a class="elementor-icon" aria-label="instagram" href="https://instagram.com/hotel" target="_blank" rel="noopener">',
    );
    expect(run({ link: { url: 'javascript:alert(1)' } }).html).not.toContain('<a');
  });

  it('resolves Font Awesome 5 names, styles, legacy classes and uploaded SVGs; keeps the room of icon fonts it lacks', () => {
    expect(resolveIcon({ value: 'fas fa-map-marker-alt', library: 'fa-solid' })).toMatchObject({
      kind: 'fa',
      style: 'fas',
      name: 'map-marker-alt',
    });
    expect(resolveIcon({ value: 'far fa-clock', library: 'fa-regular' })).toMatchObject({ style: 'far' });
    expect(resolveIcon(undefined, 'fa fa-envelope-o')).toMatchObject({ style: 'far', name: 'envelope' });
    expect(resolveIcon({ value: '', library: '' }, 'fa fa-facebook')).toMatchObject({ style: 'fab', name: 'facebook' });
    expect(resolveIcon({ value: { url: 'https://x.org/rocket.svg', id: 3 }, library: 'svg' })).toEqual({
      kind: 'svg',
      url: 'https://x.org/rocket.svg',
    });
    expect(resolveIcon({ value: { url: 'javascript:alert(1)' }, library: 'svg' })).toBeUndefined();
    expect(resolveIcon({ value: 'icon icon-safety', library: 'ekiticons' })).toBeUndefined();
    expect(resolveIcon({ value: 'fas fa-no-such-icon', library: 'fa-solid' })).toBeUndefined();
    // As Elementor prints it without the font's plugin: an empty <i> that keeps the icon's 1em box.
    expect(run({ selected_icon: { value: 'icon icon-safety', library: 'ekiticons' } }).html).toBe(
      '<div class="elementor-icon-wrapper elementor-view-default"><div class="elementor-icon"><i class="icon icon-safety" aria-hidden="true"></i></div></div>',
    );
    // Only plain class names are kept.
    expect(run({ selected_icon: { value: 'icon" onclick="x() icon-safety', library: 'ekiticons' } }).html).toContain(
      '<i class="icon-safety" aria-hidden="true">',
    );
    expect(run({ selected_icon: { value: '', library: '' } }).html).toBe('');
    expect(run({ selected_icon: { value: { url: '/uploads/i.svg' }, library: 'svg' } }).html).toContain(
      '<img class="e-font-icon-svg e-svg-icon" src="/uploads/i.svg" alt="" aria-hidden="true"',
    );
  });

  it('emits only the CSS its settings set, per view and device', () => {
    expect(run({}).css).toBe('');
    const el = '.elementor-element-abc123 .elementor-icon';
    const stacked = run({
      view: 'stacked',
      primary_color: '#0D233E',
      secondary_color: '#fff',
      size: { unit: 'px', size: 32 },
      size_mobile: { unit: 'px', size: 20 },
      align: 'left',
    }).css;
    expect(stacked).toContain('.elementor-element-abc123 .elementor-icon-wrapper{text-align:left}');
    expect(stacked).toContain(`${el}{background-color:#0D233E;color:#fff;font-size:32px}`);
    expect(stacked).toContain(`@media(max-width:767px){${el}{font-size:20px}}`);
    const plain = run({ primary_color: '#163838', hover_primary_color: '#FFFFFF', rotate: { unit: 'deg', size: 45 } }).css;
    expect(plain).toContain(`${el}{color:#163838;border-color:#163838}`);
    expect(plain).toContain(`${el}:hover,${el}:focus{color:#FFFFFF;border-color:#FFFFFF}`);
    expect(plain).toContain(`${el} svg,${el} img{transform:rotate(45deg)}`);
  });
});

describe('legacy icon settings', () => {
  it('prefer the legacy class string until the document is migrated', () => {
    expect(runWidget(icon, { icon: 'fa fa-phone' }).html).toContain('e-fas-phone');
    expect(
      runWidget(icon, {
        icon: 'fa fa-phone',
        selected_icon: { value: 'fas fa-star', library: 'fa-solid' },
        __fa4_migrated: { selected_icon: true },
      }).html,
    ).toContain('e-fas-star');
  });
});
