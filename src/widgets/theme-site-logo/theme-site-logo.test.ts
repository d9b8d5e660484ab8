import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { siteLogo } from './render.tsx';
import { siteLogoBaseCss } from './base-css.ts';

const run = (raw: Record<string, unknown>) => runWidget(siteLogo, raw);

describe('site logo widget', () => {
  it('links to the given URL by default, as Pro does (link_to custom)', () => {
    const { html, settings } = run({ image: { url: '/uploads/logo.png', alt: 'Hotel' }, link: { url: '/' } });
    expect(settings.link_to).toBe('custom');
    expect(html).toMatch(/^<a href="\/"[^>]*><img src="\/uploads\/logo.png" alt="Hotel"/);
  });

  it("shows Pro's 400×174 placeholder while the site has no logo", () => {
    const { html } = run({ link: { url: '/' } });
    expect(html).toMatch(/^<a href="\/"><img src="data:image\/svg\+xml,[^"]+" alt="Site logo" width="400" height="174"/);
    expect(run({ link_to: 'none' }).html).toMatch(/^<img src="data:image\/svg\+xml,/);
  });

  it("uses the image widget's CSS under its own class", () => {
    expect(siteLogoBaseCss).toContain('.elementor-widget-theme-site-logo img{');
    expect(siteLogoBaseCss).not.toContain('.elementor-widget-image');
  });
});
