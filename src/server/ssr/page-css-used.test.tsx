// A page prints the entrance keyframes and call-to-action hover animations its elements (and its
// popups) use, and none of the others (DESIGN.md: CSS generated for what the page uses).
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../contracts/render-context.ts';
import type { ElementNode } from '../../model/element.ts';
import { kitSchema } from '../../model/kit.ts';
import type { SitePopup } from '../../popups/documents.ts';
import { renderPageToString } from './render-page.tsx';

const assets = { bootImports: [], moduleUrl: () => undefined, modulePreloads: () => [] };
const kit = kitSchema.parse({ id: 5 });

const widget = (id: string, widgetType: string, settings: Record<string, unknown>): ElementNode => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});

async function pageCss(elements: ElementNode[], popups: SitePopup[] = []): Promise<string> {
  const { html } = await renderPageToString({
    content: { title: 'Test', document: { id: 20, type: 'wp-page', elements } },
    kit,
    site: EMPTY_SITE,
    assets,
    popups,
    log: { warn: () => {} },
  });
  // The <noscript> style (which shows hidden elements without scripts) is not the page's CSS.
  return [...html.replace(/<noscript>.*?<\/noscript>/gs, '').matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]).join('');
}

describe('page CSS for what the page uses', () => {
  it('prints the keyframes of the entrance animations its elements and popups play, and only those', async () => {
    const popup: SitePopup = {
      id: 90,
      location: 'popup',
      title: 'Offer',
      conditions: ['include/general'],
      document: { id: 90, type: 'popup', elements: [], settings: { entrance_animation: 'slideInUp', exit_animation: 'fadeIn' } },
    };
    const css = await pageCss(
      [
        widget('a1', 'heading', { title: 'One', _animation: 'fadeInUp' }),
        widget('a2', 'heading', { title: 'Two', _animation: 'none', _animation_mobile: 'zoomIn' }),
      ],
      [popup],
    );
    for (const name of ['fadeInUp', 'zoomIn', 'slideInUp', 'fadeIn']) expect(css).toContain(`@keyframes ${name}{`);
    for (const name of ['fadeInDown', 'fadeInLeft', 'fadeInRight', 'slideInLeft', 'slideInRight', 'slideInDown']) {
      expect(css).not.toContain(name);
    }
    expect(css).toContain('.elementor-invisible{visibility:hidden;animation:e-reveal 0s 3s forwards}');
  });

  it('prints no entrance animation CSS on a page that plays none', async () => {
    const css = await pageCss([widget('a1', 'heading', { title: 'Still' })]);
    expect(css).not.toMatch(/@keyframes|elementor-invisible|\.animated/);
  });

  it('prints each call-to-action hover animation its boxes use once, and no other', async () => {
    const cover = { skin: 'cover', transformation: 'zoom-out', content_animation: 'fade-in' };
    const css = await pageCss([widget('c1', 'call-to-action', cover), widget('c2', 'call-to-action', cover)]);
    const hover =
      '.elementor-bg-transform-zoom-out:hover .elementor-bg,.elementor-bg-transform-zoom-out:focus-within .elementor-bg{transform:scale(1)}';
    expect(css.split(hover)).toHaveLength(2);
    expect(css).toContain('.elementor-animated-content .elementor-animated-item--fade-in{opacity:0}');
    expect(css).not.toMatch(/elementor-bg-transform-(zoom-in|move-)|animated-item--(grow|shrink|enter-|exit-|move-)/);
  });
});
