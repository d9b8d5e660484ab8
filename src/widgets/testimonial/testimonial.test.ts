import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { testimonial } from './render.tsx';
import type { TestimonialSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(testimonial, raw);

describe('testimonial widget', () => {
  it('has Elementor defaults', () => {
    const s = testimonial.schema.parse({}) as TestimonialSettings;
    expect(s.testimonial_name).toBe('John Doe');
    expect(s.testimonial_job).toBe('Designer');
    expect(s.testimonial_image_position).toBe('aside');
    expect(s.testimonial_alignment).toBe('center');
  });

  it('falls back to defaults for invalid settings', () => {
    const { settings, invalidKeys } = run({ testimonial_image_position: 'under', testimonial_name: 42 });
    expect(invalidKeys.sort()).toEqual(['testimonial_image_position', 'testimonial_name']);
    expect(settings.testimonial_image_position).toBe('aside');
  });

  it('renders the quote, a decorative picture and the attribution in Elementor classes', () => {
    const { html } = run({
      testimonial_content: 'The best <strong>breakfast</strong> we ever had.<script>alert(1)</script>',
      testimonial_image: { url: 'https://example.org/anna.jpg', id: 4, alt: 'Anna' },
      testimonial_name: 'Anna K.',
      testimonial_job: 'Stayed in May',
      testimonial_image_position: 'top',
    });
    expect(html).toContain(
      '<blockquote class="elementor-testimonial-content">The best <strong>breakfast</strong> we ever had.</blockquote>',
    );
    expect(html).not.toContain('script');
    expect(html).toContain('elementor-testimonial-meta elementor-has-image elementor-testimonial-image-position-top');
    expect(html).toMatch(/<img [^>]*alt=""/);
    expect(html).toContain('<cite class="elementor-testimonial-name">Anna K.</cite>');
    expect(html).toContain('<div class="elementor-testimonial-job">Stayed in May</div>');
  });

  it('links the name when a link is set, and renders nothing when everything is empty', () => {
    const { html } = run({ testimonial_name: 'Ben', link: { url: 'https://example.org/review' } });
    expect(html).toContain('<a class="elementor-testimonial-name" href="https://example.org/review">Ben</a>');
    expect(run({ testimonial_content: '', testimonial_name: '', testimonial_job: '' }).html).toBe('');
  });

  it('writes alignment and colours from settings', () => {
    const { css } = run({ testimonial_alignment: 'left', name_text_color: '#123456' });
    expect(css).toContain('.elementor-testimonial-wrapper{text-align:left}');
    expect(css).toContain('.elementor-testimonial-name{color:#123456}');
  });
});
