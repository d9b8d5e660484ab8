// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, lightboxKind, opensInLightbox, optionsFrom, slideshowOf } from './rules.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('which links open the lightbox', () => {
  it('knows images by their extension and videos by their provider or file', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'JPG']) expect(lightboxKind(`/uploads/a.${ext}`)).toBe('image');
    expect(lightboxKind('/uploads/a.jpg?ver=2')).toBe('image');
    expect(lightboxKind('https://www.youtube.com/watch?v=abcdefghijk')).toBe('video');
    expect(lightboxKind('https://vimeo.com/123456')).toBe('video');
    expect(lightboxKind('/uploads/film.mp4')).toBe('video');
    for (const other of [
      '/uploads/directions.pdf',
      '/about/',
      'data:image/png;base64,AAA',
      'javascript:alert(1)',
      'https://example.com/x.jpg.html',
    ])
      expect(lightboxKind(other), other).toBeUndefined();
  });

  it('opens for yes, or with the global lightbox unless the link says no; never for a download', () => {
    const link = (open: string | null, isDownload = false) => ({ href: '/uploads/a.jpg', open, isDownload });
    expect(opensInLightbox(link('yes'), { global: false })).toBe(true);
    expect(opensInLightbox(link(null), { global: false })).toBe(false);
    expect(opensInLightbox(link('default'), { global: false })).toBe(false);
    expect(opensInLightbox(link(null), { global: true })).toBe(true);
    expect(opensInLightbox(link('default'), { global: true })).toBe(true);
    expect(opensInLightbox(link('no'), { global: true })).toBe(false);
    expect(opensInLightbox(link('yes', true), { global: true })).toBe(false);
    expect(opensInLightbox({ href: '/contact/', open: 'yes', isDownload: false }, { global: true })).toBe(false);
  });

  it('makes one slideshow of a group’s shown links, in page order, with their alt text as description', () => {
    document.body.innerHTML = `
      <a id="a" href="/uploads/a.jpg" data-elementor-lightbox-slideshow="g1"><img alt="First"></a>
      <a id="x" href="/uploads/x.jpg" data-elementor-lightbox-slideshow="other"><img alt=""></a>
      <div hidden><a id="h" href="/uploads/h.jpg" data-elementor-lightbox-slideshow="g1"></a></div>
      <a id="n" href="/uploads/n.jpg" data-elementor-lightbox-slideshow="g1" data-elementor-open-lightbox="no"></a>
      <a id="b" href="/uploads/b.jpg" data-elementor-lightbox-slideshow="g1" data-elementor-lightbox-title="Second"><img alt="The pool"></a>`;
    const b = document.getElementById('b') as HTMLAnchorElement;
    const { slides, index } = slideshowOf(b, DEFAULT_OPTIONS);
    expect(slides.map((s) => s.url.replace(/^.*\/uploads/, ''))).toEqual(['/a.jpg', '/b.jpg']);
    expect(index).toBe(1);
    expect(slides[1]).toMatchObject({ kind: 'image', title: 'Second', description: 'The pool', alt: 'The pool' });
    const lone = document.createElement('a');
    lone.href = 'https://youtu.be/abcdefghijk';
    document.body.append(lone);
    expect(slideshowOf(lone, DEFAULT_OPTIONS).slides[0]).toMatchObject({ kind: 'video', aspect: 'landscape' });
    expect(slideshowOf(lone, DEFAULT_OPTIONS).slides[0].embed).toContain('youtube-nocookie.com/embed/abcdefghijk');
  });

  it('reads the kit’s switches, keeping Elementor’s defaults (on) for what is missing or malformed', () => {
    expect(optionsFrom({})).toEqual(DEFAULT_OPTIONS);
    expect(optionsFrom({ global: false, counter: false, zoom: 'no' })).toEqual({ ...DEFAULT_OPTIONS, global: false, counter: false });
  });
});
