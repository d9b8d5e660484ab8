import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from '../model/breakpoints.ts';
import type { ElementNode } from '../model/element.ts';
import { createCssSink } from '../model/css.ts';
import { backgroundPreloads as preloadsWithCss } from './background-preloads.ts';
import { decorationCss } from '../elements/layout-common.ts';

const el = (settings: Record<string, unknown>, elements: ElementNode[] = []): ElementNode => ({
  id: 'x',
  elType: 'container',
  settings,
  elements,
});
const img = (url: string) => ({ url, id: 1 });

/** Preloads against the CSS the elements' own backgrounds generate, as a page would print it. */
function backgroundPreloads(tree: ElementNode[], bps = DEFAULT_BREAKPOINTS, extraCss = ''): ReturnType<typeof preloadsWithCss> {
  const css = createCssSink(bps);
  const walk = (els: ElementNode[]) =>
    els.forEach((e) => {
      decorationCss({ css, settings: e.settings, surface: '.x', hover: '.x:hover' });
      walk(e.elements);
    });
  walk(tree);
  return preloadsWithCss(tree, bps, css.toString() + extraCss);
}

describe('backgroundPreloads', () => {
  it('preloads one image with no media query when no device overrides it', () => {
    const tree = [el({}, [el({ background_background: 'classic', background_image: img('/uploads/a.jpg') })])];
    expect(backgroundPreloads(tree, DEFAULT_BREAKPOINTS)).toEqual([{ href: '/uploads/a.jpg' }]);
  });

  it('gives each device variant the widths where it applies', () => {
    const tree = [
      el({
        background_background: 'classic',
        background_image: img('/d.jpg'),
        background_image_tablet: img('/t.jpg'),
        background_image_mobile: img('/m.jpg'),
      }),
    ];
    expect(backgroundPreloads(tree, DEFAULT_BREAKPOINTS)).toEqual([
      { href: '/d.jpg', media: '(min-width:1025px)' },
      { href: '/t.jpg', media: '(min-width:768px) and (max-width:1024px)' },
      { href: '/m.jpg', media: '(max-width:767px)' },
    ]);
  });

  it('merges a device that inherits into the larger device range', () => {
    const tree = [el({ background_background: 'classic', background_image: img('/d.jpg'), background_image_mobile: img('/m.jpg') })];
    expect(backgroundPreloads(tree, DEFAULT_BREAKPOINTS)).toEqual([
      { href: '/d.jpg', media: '(min-width:768px)' },
      { href: '/m.jpg', media: '(max-width:767px)' },
    ]);
  });

  it('ignores gradients, unsafe URLs and trees without backgrounds', () => {
    expect(backgroundPreloads([el({ background_background: 'gradient', background_image: img('/a.jpg') })], DEFAULT_BREAKPOINTS)).toEqual(
      [],
    );
    expect(
      backgroundPreloads([el({ background_background: 'classic', background_image: img('javascript:x') })], DEFAULT_BREAKPOINTS),
    ).toEqual([]);
    expect(backgroundPreloads([el({})], DEFAULT_BREAKPOINTS)).toEqual([]);
  });

  it('preloads exported images (size "") that the CSS prints', () => {
    const tree = [
      el({ background_background: 'classic', background_image: { url: '/uploads/a.jpg', id: 28, size: '', alt: '', source: 'library' } }),
    ];
    expect(backgroundPreloads(tree)).toEqual([{ href: '/uploads/a.jpg' }]);
  });

  it('never preloads an image the page CSS does not use', () => {
    const tree = [el({ background_background: 'classic', background_image: img('/uploads/a.jpg') })];
    expect(preloadsWithCss(tree, DEFAULT_BREAKPOINTS, '.y{color:red}')).toEqual([]);
    // A device variant the CSS leaves out inherits the larger image instead of being preloaded.
    const withMobile = [el({ background_background: 'classic', background_image: img('/d.jpg'), background_image_mobile: img('/m.jpg') })];
    expect(preloadsWithCss(withMobile, DEFAULT_BREAKPOINTS, '.x{background-image:url("/d.jpg")}')).toEqual([{ href: '/d.jpg' }]);
  });
});
