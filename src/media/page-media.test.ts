import { describe, expect, it } from 'vitest';
import type { ElementNode } from '../model/element.ts';
import { mediaPaths } from './page-media.ts';

const el = (settings: Record<string, unknown>, elements: ElementNode[] = []): ElementNode => ({
  id: 'x',
  elType: 'container',
  settings,
  elements,
});

describe('mediaPaths', () => {
  it('finds stored files in MEDIA values, repeaters and SVG icons at any depth', () => {
    const tree = [
      el({ background_image_mobile: { url: '/uploads/hero-m.jpg', id: 1, size: '' } }, [
        el({ icon_list: [{ selected_icon: { value: { url: '/uploads/icon.svg', id: 2 }, library: 'svg' } }] }),
        el({ image: { url: '/uploads/a.jpg' }, gallery: [{ url: '/uploads/b.jpg', id: 3 }] }),
      ]),
    ];
    expect(mediaPaths(tree).sort()).toEqual(['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/hero-m.jpg', '/uploads/icon.svg']);
  });

  it('leaves out external files, links and odd values', () => {
    const tree = [el({ image: { url: 'https://cdn.example/a.jpg' }, link: { url: '/about/' }, odd: { url: 5 }, list: [null, 'x'] })];
    expect(mediaPaths(tree)).toEqual([]);
  });

  it('adds the stored thumbnail a video poster may show: provider videos without an image overlay', () => {
    const video = (settings: Record<string, unknown>): ElementNode => ({
      id: 'v',
      elType: 'widget',
      widgetType: 'video',
      settings,
      elements: [],
    });
    const tree = [
      el({}, [
        video({ youtube_url: 'https://youtu.be/bayFilm0001' }),
        video({
          video_type: 'vimeo',
          vimeo_url: 'https://vimeo.com/42',
          show_image_overlay: 'yes',
          image_overlay: { url: '/uploads/p.jpg' },
        }),
        video({ video_type: 'hosted', hosted_url: { url: 'https://cdn.example/film.mp4' } }),
      ]),
    ];
    expect(mediaPaths(tree).sort()).toEqual(['/uploads/p.jpg', '/uploads/video-thumbnails/youtube-bayFilm0001.jpg']);
  });

  it('walks a stored tree once per version', () => {
    const tree = [el({ image: { url: '/uploads/a.jpg' } })];
    expect(mediaPaths(tree)).toBe(mediaPaths(tree));
  });
});
