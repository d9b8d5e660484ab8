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

  it('walks a stored tree once per version', () => {
    const tree = [el({ image: { url: '/uploads/a.jpg' } })];
    expect(mediaPaths(tree)).toBe(mediaPaths(tree));
  });
});
