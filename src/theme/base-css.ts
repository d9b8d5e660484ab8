// Theme base CSS: the site's typography, colours, links, focus outlines and skip link, drawn from the
// kit (global colours as CSS variables, font stacks). System fonts only: nothing is downloaded.
import { safeColour } from '../model/colour.ts';
import type { Kit } from '../model/kit.ts';
import { themePagesCss } from './pages-css.ts';

const SAFE_STACK = /^[\w\s"',-]{1,300}$/;

/** A kit colour as a variable with the kit's value (or a fallback) behind it. */
export function kitColour(kit: Kit, id: string, fallback: string): string {
  const entry = [...kit.system_colors, ...kit.custom_colors].find((c) => c._id === id);
  const value = safeColour(entry?.color) ?? fallback;
  return `var(--e-global-color-${id},${value})`;
}

/** WCAG's contrast ratio of two `#rgb` / `#rrggbb` colours; undefined for any other form (then it is not judged). */
export function contrastRatio(a: string, b: string): number | undefined {
  const luminance = (hex: string) => {
    const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
    if (!digits) return undefined;
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
    const [r, g, b] = [0, 2, 4].map((i) => {
      const c = parseInt(full.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The theme's text in a kit colour (headings, the site title, menu links): the colour itself, unless
 * it is too pale to read on the page background (below WCAG AA's 4.5:1, as Elementor's default primary
 * #6EC1E4 is on white), then the body text colour. Widgets that name the global keep it as it is.
 */
function readableKitColour(kit: Kit, id: string, fallback: string, background: string, text: string): string {
  const entry = [...kit.system_colors, ...kit.custom_colors].find((c) => c._id === id);
  const value = safeColour(entry?.color) ?? fallback;
  const ratio = contrastRatio(value, background);
  return ratio !== undefined && ratio < 4.5 ? text : kitColour(kit, id, fallback);
}

/** Printed once per kit (the site snapshot keeps its kit object until the kit changes), not per render. */
const printedThemeCss = new WeakMap<Kit, string>();

export function themeCss(kit: Kit): string {
  let css = printedThemeCss.get(kit);
  if (css === undefined) printedThemeCss.set(kit, (css = printThemeCss(kit)));
  return css;
}

function printThemeCss(kit: Kit): string {
  const body = SAFE_STACK.test(kit.body_font_family) ? kit.body_font_family : 'system-ui,sans-serif';
  const heading = SAFE_STACK.test(kit.heading_font_family) ? kit.heading_font_family : 'Georgia,serif';
  const text = safeColour(kit.body_color) ?? '#3b3632';
  const background = safeColour(kit.body_background) ?? '#ffffff';
  const primary = readableKitColour(kit, 'primary', '#1f3a4d', background, text);
  const accent = kitColour(kit, 'accent', '#a4522f');
  const link = readableKitColour(kit, 'link', '#8f4427', background, text);
  return [
    `:root{--foyer-font-body:${body};--foyer-font-heading:${heading};--foyer-text:${text};--foyer-bg:${background};--foyer-heading:${primary};--foyer-link:${link};--foyer-accent:${accent};--foyer-focus:${accent};--foyer-width:${kit.container_width}px}`,
    '*,*::before,*::after{box-sizing:border-box}',
    'html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-padding-top:1rem}',
    '@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}',
    ...(kit.base_typography === 'foyer' ? foyerTypography() : elementorTypography()),
    // Utility for the Advanced tab's CSS classes: any element in the heading typeface.
    '.foyer-font-heading,.foyer-font-heading .elementor-heading-title{font-family:var(--foyer-font-heading)}',
    '.foyer-font-body,.foyer-font-body .elementor-heading-title{font-family:var(--foyer-font-body)}',
    // Keyboard focus is always visible, in the accent colour, outside the element.
    ':focus{outline:none}:focus-visible{outline:3px solid var(--foyer-focus);outline-offset:3px;border-radius:2px}',
    '.skip-link{position:absolute;left:1rem;top:-4rem;z-index:1000;padding:.75rem 1.25rem;background:var(--foyer-heading);color:#fff;font-weight:600;text-decoration:none;border-radius:0 0 4px 4px;transition:top .2s}',
    '.skip-link:focus{top:0;color:#fff}',
    '.screen-reader-text{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}',
    // Mobile browsers widen the layout viewport to whatever overflows it, even past body's overflow-x:
    // an entrance animation sliding in from the side (fadeInRight starts at translateX(100%)) zoomed
    // the page out for its duration and moved every fixed bar, a layout shift of 0.15 on a real page.
    // Clip on the page's own regions instead; clip (unlike hidden) makes no scroll container, so
    // sticky elements inside still stick.
    '.site-main{display:block}.site-main:focus{outline:none}.site-main,.site-footer{overflow-x:clip}',
    `:where(.elementor-button):hover,:where(.elementor-button):focus-visible{filter:brightness(.9)}`,
    '::selection{background:rgba(164,82,47,.2)}',
    '@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important}}',
    themePagesCss(),
  ].join('');
}

/** Foyer's own type: a serif for headings, generous steps, a 17 px body (the demo hotel's look). */
function foyerTypography(): string[] {
  return [
    'body{margin:0;font-family:var(--foyer-font-body);font-size:1.0625rem;line-height:1.65;color:var(--foyer-text);background:var(--foyer-bg);-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;text-rendering:optimizeLegibility;overflow-x:clip}',
    // Headings: a serif with generous size steps that shrink smoothly on small screens.
    'h1,h2,h3,h4,h5,h6{font-family:var(--foyer-font-heading);font-weight:400;line-height:1.15;color:var(--foyer-heading);margin:0 0 .5em;letter-spacing:-.005em;text-wrap:balance}',
    'h1{font-size:clamp(2.25rem,1.5rem + 3.2vw,4.25rem)}h2{font-size:clamp(1.75rem,1.3rem + 1.9vw,2.875rem)}h3{font-size:clamp(1.3rem,1.15rem + .6vw,1.625rem)}',
    'h4{font-size:1.25rem}h5{font-size:1.0625rem}h6{font-size:.9375rem;text-transform:uppercase;letter-spacing:.12em}',
    '.elementor-heading-title{margin:0;line-height:1.15}',
    // Links in icon lists take the list's text colour; the underline shows on hover only.
    '.elementor-icon-list-item>a{color:inherit;text-decoration:none}.elementor-icon-list-item>a:hover .elementor-icon-list-text{text-decoration:underline;text-underline-offset:.2em}',
    // Card and box titles that link read as titles: underline only on hover.
    ':is(.elementor-image-box-title,.elementor-icon-box-title)>a{text-decoration:none}:is(.elementor-image-box-title,.elementor-icon-box-title)>a:hover{text-decoration:underline}',
    'p{margin:0 0 1.1em}p:last-child{margin-bottom:0}',
    'ul,ol{padding-left:1.25em}',
    'img,svg,video{max-width:100%}img{height:auto}',
    'a{color:var(--foyer-link);text-decoration-thickness:1px;text-underline-offset:.18em;transition:color .2s}',
    'a:hover{color:var(--foyer-heading)}',
    '.elementor-heading-title a{color:inherit;text-decoration:none}',
    'strong,b{font-weight:600}',
    'hr{border:0;border-top:1px solid rgba(59,54,50,.18);margin:2rem 0}',
    'blockquote{margin:0;font-family:var(--foyer-font-heading);line-height:1.45}',
    // Default button look, under any widget's own settings (zero specificity).
    `:where(.elementor-button){font-weight:600;letter-spacing:.04em;border-radius:2px}`,
  ];
}

/**
 * The type of Elementor's Hello theme, which real Elementor sites are built on: a 16 px body at 1.5,
 * headings in the body font at weight 500 and Hello's sizes, paragraphs .9rem apart, links #c36.
 * A document imported from such a site wraps and spaces its text as it did there.
 */
function elementorTypography(): string[] {
  return [
    'body{margin:0;font-family:var(--foyer-font-body);font-size:1rem;font-weight:400;line-height:1.5;color:var(--foyer-text);background:var(--foyer-bg);overflow-x:clip}',
    'h1,h2,h3,h4,h5,h6{margin-block-start:.5rem;margin-block-end:1rem;font-family:inherit;font-weight:500;line-height:1.2;color:inherit}',
    'h1{font-size:2.5rem}h2{font-size:2rem}h3{font-size:1.75rem}h4{font-size:1.5rem}h5{font-size:1.25rem}h6{font-size:1rem}',
    'p{margin-block-start:0;margin-block-end:.9rem}',
    'a{background-color:transparent;color:#c36;text-decoration:none}a:hover,a:active{color:#336}',
    'b,strong{font-weight:bolder}',
    'img{border-style:none;height:auto;max-width:100%}',
    'hr{box-sizing:content-box;height:0;overflow:visible}',
    'table{background-color:transparent;width:100%;margin-block-end:15px;font-size:.9em;border-spacing:0;border-collapse:collapse}',
    'table td,table th{padding:15px;line-height:1.5;vertical-align:top;border:1px solid hsla(0,0%,50%,.502)}',
  ];
}
