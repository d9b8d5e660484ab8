import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { starRating } from './render.tsx';
import type { StarRatingSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(starRating, raw);

describe('star-rating widget', () => {
  it('has Elementor defaults', () => {
    const s = starRating.schema.parse({}) as StarRatingSettings;
    expect(s.rating_scale).toBe('5');
    expect(s.rating).toBe(5);
    expect(s.star_style).toBe('star_fontawesome');
    expect(s.unmarked_star_style).toBe('solid');
  });

  it('falls back to defaults for invalid settings', () => {
    const { invalidKeys, settings } = run({ rating_scale: '7', unmarked_star_style: 'dotted' });
    expect(invalidKeys.sort()).toEqual(['rating_scale', 'unmarked_star_style']);
    expect(settings.rating_scale).toBe('5');
  });

  it('renders full, partial and empty stars with the rating in words', () => {
    const { html } = run({ rating: 3.7, title: 'Guests say', unmarked_star_style: 'outline' });
    expect(html).toContain('<div class="elementor-star-rating__title">Guests say</div>');
    expect(html).toContain('title="3.7/5"');
    expect(html.match(/elementor-star-full/g)).toHaveLength(3);
    expect(html).toContain('<i class="elementor-star-7" aria-hidden="true">☆</i>');
    expect(html).toContain('<i class="elementor-star-empty" aria-hidden="true">☆</i>');
    expect(html).toContain('Rated 3.7 out of 5</span>');
  });

  it('uses the 10-star scale and clamps out-of-range ratings', () => {
    const { html } = run({ rating_scale: '10', rating: 10 });
    expect(html.match(/elementor-star-full/g)).toHaveLength(10);
    expect(run({ rating: 9 }).html).toContain('Rated 5 out of 5');
  });

  it('writes colours and sizes from settings', () => {
    const { css } = run({ stars_color: '#c0a062', icon_size: { unit: 'px', size: 20 }, align: 'center' });
    expect(css).toContain('.elementor-star-rating__wrapper{justify-content:center}');
    expect(css).toContain('.elementor-star-rating i:before{color:#c0a062}');
    expect(css).toContain('.elementor-star-rating{font-size:20px}');
  });
});
