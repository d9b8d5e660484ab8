import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { clampRating, starFills } from '../shared/star-fills.ts';
import { rating } from './render.tsx';
import type { RatingSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(rating, raw);

describe('rating widget', () => {
  it('has Elementor defaults', () => {
    const s = rating.schema.parse({}) as RatingSettings;
    expect(s.rating_scale).toMatchObject({ size: 5 });
    expect(s.rating_value).toBe(5);
    expect(s.rating_icon).toEqual({ value: 'eicon-star', library: 'eicons' });
  });

  it('falls back to defaults for invalid settings', () => {
    const { invalidKeys, settings } = run({ rating_value: 'lots', icon_alignment: 'middle' });
    expect(invalidKeys.sort()).toEqual(['icon_alignment', 'rating_value']);
    expect(settings.rating_value).toBe(5);
  });

  it('fills whole stars and cuts the last one at the tenth', () => {
    expect(starFills(4.5, 5)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(0, 3)).toEqual([0, 0, 0]);
    expect(starFills(2.3, 4)).toEqual([1, 1, 0.3, 0]);
    expect(clampRating(12, 5)).toBe(5);
    expect(clampRating(-1, 5)).toBe(0);
    expect(clampRating(3.14159, 5)).toBe(3.1);
  });

  it('names the rating for screen readers and marks it up as schema.org Rating', () => {
    const { html } = run({ rating_value: 4.5, rating_icon: { value: 'icon icon-star-1', library: 'ekiticons' } });
    expect(html).toContain('role="img" aria-label="Rated 4.5 out of 5"');
    // HTML attribute names are case-insensitive; React prints itemProp as written.
    expect(html).toMatch(/<meta itemprop="bestRating" content="5"\/>/i);
    expect(html.match(/e-icon-marked/g)).toHaveLength(5);
    expect(html).toContain('style="--e-rating-icon-marked-width:50%"');
    // An icon font Foyer lacks still shows stars (Font Awesome's).
    expect(html).toContain('e-fas-star');
  });

  it('writes size, gap and colours as Elementor variables', () => {
    const { css } = run({ icon_size: { unit: 'px', size: 15 }, icon_gap: { unit: 'px', size: 5 }, icon_color: '#FFBB24' });
    expect(css).toContain('--e-rating-icon-font-size:15px');
    expect(css).toContain('--e-rating-gap:5px');
    expect(css).toContain('--e-rating-icon-marked-color:#FFBB24');
  });

  it('wraps its icons in a narrow box, the gap after and below each one, as Elementor does', () => {
    expect(rating.baseCss).toContain('flex-wrap:wrap');
    expect(rating.baseCss).toContain('margin-block-end:var(--e-rating-gap,0px);margin-inline-end:var(--e-rating-gap,0px)');
    expect(rating.baseCss).toContain('margin-block-end:calc(0px - var(--e-rating-gap,0px))');
  });
});
