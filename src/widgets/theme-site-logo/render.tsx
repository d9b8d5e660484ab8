// Site logo widget (Elementor Pro's theme-site-logo): the image widget showing the site logo (the
// `site-logo` dynamic tag), or Pro's logo placeholder while the site has none. Pro's wrapper also
// carries the image widget's class, so it shares the image widget's CSS.
import { defineWidget } from '../../contracts/widget.ts';
import { linkProps } from '../shared/links.ts';
import { image } from '../image/render.tsx';
import type { ImageWidgetSettings } from '../image/schema.ts';
import { siteLogoBaseCss } from './base-css.ts';
import { siteLogoDeclaration } from './schema.ts';

/** Pro's placeholder is a 400×174 image; an SVG of that size keeps the same box without a file. */
export const LOGO_PLACEHOLDER = {
  url:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="174" viewBox="0 0 400 174">' +
        '<rect x="1" y="1" width="398" height="172" rx="8" fill="none" stroke="#c2cbd2" stroke-width="2"/>' +
        '<circle cx="87" cy="87" r="40" fill="none" stroke="#c2cbd2" stroke-width="4"/>' +
        '<rect x="150" y="70" width="200" height="14" rx="7" fill="#c2cbd2"/><rect x="150" y="96" width="140" height="10" rx="5" fill="#c2cbd2"/>' +
        '</svg>',
    ),
  alt: 'Site logo',
  width: 400,
  height: 174,
};

export const siteLogo = defineWidget({
  declaration: siteLogoDeclaration,
  baseCss: siteLogoBaseCss,
  Render: (props) => {
    const s = props.settings as unknown as ImageWidgetSettings;
    if (s.image.url) return image.Render({ ...props, settings: s });
    // The placeholder is a constant of ours (a data: URL, which the image widget refuses from documents).
    const { url, ...size } = LOGO_PLACEHOLDER;
    const img = <img src={url} {...size} className="attachment-full size-full" decoding="async" />;
    const link = s.link_to === 'custom' ? linkProps(s.link) : undefined;
    return link?.href ? <a {...link}>{img}</a> : img;
  },
});
