// Background slideshow of a layout element: Elementor's markup (`elementor-background-slideshow`,
// `__slide`, `__slide__image`, Ken Burns classes) with every slide in the server HTML, the first one
// showing, so nothing shifts or flashes before the behaviour (src/behaviours/background-slideshow.ts)
// starts the slides. Slide images are CSS rules, so the page's image preload finds the first one.
import type { ReactNode } from 'react';
import type { CssSink } from '../../model/css.ts';
import { BG_POSITIONS } from '../../model/background.ts';
import { mediaUrl, oneOf } from '../../model/css-values.ts';
import { cssUrl } from '../../model/values.ts';
import { safeUrl } from '../../model/safe-url.ts';

type Settings = Record<string, unknown>;

export const SLIDE_TRANSITIONS = ['fade', 'slide_right', 'slide_left', 'slide_up', 'slide_down'] as const;
const SIZES = ['auto', 'cover', 'contain'] as const;
const LIST = 'elementor-background-slideshow';
const SLIDE = `${LIST}__slide`;
const IMAGE = `${SLIDE}__image`;

/** The slideshow's image URLs (safe ones only), in order; empty when the background is no slideshow. */
export function slideshowImages(settings: Settings): string[] {
  if (settings.background_background !== 'slideshow') return [];
  const gallery = settings.background_slideshow_gallery;
  if (!Array.isArray(gallery)) return [];
  return gallery.flatMap((item) => {
    const url = safeUrl(mediaUrl(item), 'image');
    return url ? [url] : [];
  });
}

export function slideTransition(settings: Settings): (typeof SLIDE_TRANSITIONS)[number] {
  return oneOf(settings.background_slideshow_slide_transition, SLIDE_TRANSITIONS) ?? 'fade';
}

function kenBurnsClass(settings: Settings): string {
  if (settings.background_slideshow_ken_burns !== 'yes') return '';
  const direction = settings.background_slideshow_ken_burns_zoom_direction === 'out' ? 'out' : 'in';
  return ` elementor-ken-burns elementor-ken-burns--${direction}`;
}

export function BackgroundSlideshow({ settings }: { settings: Settings }): ReactNode {
  const images = slideshowImages(settings);
  if (!images.length) return null;
  const lazy = settings.background_slideshow_lazyload === 'yes';
  const image = IMAGE + kenBurnsClass(settings);
  return (
    <div className={LIST} aria-hidden="true" data-transition={slideTransition(settings)}>
      {images.map((_, i) => (
        <div key={i} className={i === 0 ? `${SLIDE} e-slide--active` : SLIDE} data-lazy={lazy && i > 0 ? '' : undefined}>
          <div className={image} />
        </div>
      ))}
    </div>
  );
}

/** Transitions: a slide enters from its start pose to the active one while the other one leaves. */
const SHARED_RULES: Array<[string, Record<string, string>]> = [
  [`.${SLIDE}`, { position: 'absolute', inset: '0', overflow: 'hidden', opacity: '0' }],
  [`.${SLIDE}.e-slide--active`, { opacity: '1', 'z-index': '2' }],
  [`.${SLIDE}.e-slide--leaving,.${SLIDE}.e-slide--enter`, { opacity: '1', 'z-index': '1' }],
  [`.${SLIDE}.e-slide--moving`, { 'transition-property': 'opacity,transform', 'transition-duration': 'var(--e-slide-ms,500ms)' }],
  [`[data-transition=fade]>.${SLIDE}.e-slide--enter`, { opacity: '0', 'z-index': '2' }],
  [`[data-transition=slide_left]>.e-slide--enter,[data-transition=slide_right]>.e-slide--leaving`, { transform: 'translateX(100%)' }],
  [`[data-transition=slide_right]>.e-slide--enter,[data-transition=slide_left]>.e-slide--leaving`, { transform: 'translateX(-100%)' }],
  [`[data-transition=slide_up]>.e-slide--enter,[data-transition=slide_down]>.e-slide--leaving`, { transform: 'translateY(100%)' }],
  [`[data-transition=slide_down]>.e-slide--enter,[data-transition=slide_up]>.e-slide--leaving`, { transform: 'translateY(-100%)' }],
  [
    `.${IMAGE}`,
    { width: '100%', height: '100%', 'background-size': 'cover', 'background-position': '50%', 'background-repeat': 'no-repeat' },
  ],
  // A lazy slide gets its image only when the behaviour is about to show it.
  [`.${SLIDE}[data-lazy] .${IMAGE}`, { 'background-image': 'none!important' }],
  // Ken Burns: the active slide zooms slowly; the behaviour never activates it under reduced motion.
  ['.elementor-ken-burns', { 'transition-property': 'transform', 'transition-duration': '10s', 'transition-timing-function': 'linear' }],
  ['.elementor-ken-burns--out', { transform: 'scale(1.3)' }],
  ['.elementor-ken-burns--active', { 'transition-duration': '20s' }],
  ['.elementor-ken-burns--active.elementor-ken-burns--in', { transform: 'scale(1.3)' }],
  ['.elementor-ken-burns--active.elementor-ken-burns--out', { transform: 'scale(1)' }],
];

export function slideshowCss(args: { css: CssSink; layer: string; settings: Settings }): void {
  const { css, layer, settings } = args;
  const images = slideshowImages(settings);
  if (!images.length) return;
  for (const [selector, decls] of SHARED_RULES) css.add(selector, decls);
  const ms = (key: string, fallback: number) => {
    const n = Number(settings[key]);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  css.add(layer, { '--e-slide-ms': `${ms('background_slideshow_transition_duration', 500)}ms` });
  images.forEach((url, i) => css.add(`${layer}>.${SLIDE}:nth-child(${i + 1})>.${IMAGE}`, { 'background-image': cssUrl(url) }));
  const image = `${layer} .${IMAGE}`;
  css.responsive(image, settings, 'background_slideshow_background_size', (v) => ({ 'background-size': oneOf(v, SIZES) }));
  css.responsive(image, settings, 'background_slideshow_background_position', (v) => ({
    'background-position': oneOf(v, BG_POSITIONS),
  }));
}

/** The first slide's image: shown at once, so preloaded like a classic hero background. */
export function firstSlideImage(settings: Settings): string | undefined {
  return slideshowImages(settings)[0];
}
