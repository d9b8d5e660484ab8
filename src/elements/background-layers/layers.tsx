// Slideshow and video backgrounds of containers, sections and columns: the layer markup, its CSS,
// the behaviours it needs and the settings those behaviours read. Layout elements call these
// through layout-common.ts; the layer sits behind the overlay (`::before`) and the content.
import type { ReactNode } from 'react';
import type { CssSink } from '../../model/css.ts';
import { BackgroundSlideshow, slideshowCss, slideshowImages } from './slideshow.tsx';
import { BackgroundVideo, hasBackgroundVideo, videoCss } from './video.tsx';

type Settings = Record<string, unknown>;

export const SLIDESHOW_BEHAVIOUR = 'background-slideshow';
export const VIDEO_BEHAVIOUR = 'background-video';

const LAYERS = '.elementor-background-slideshow,.elementor-background-video-container';

export function BackgroundLayers({ settings }: { settings: Settings }): ReactNode {
  return (
    <>
      <BackgroundVideo settings={settings} />
      <BackgroundSlideshow settings={settings} />
    </>
  );
}

function hasLayer(settings: Settings): boolean {
  return slideshowImages(settings).length > 0 || hasBackgroundVideo(settings);
}

/** `surface` is the box that carries the element's background (a column's widget wrap). */
export function backgroundLayerCss(args: { css: CssSink; settings: Settings; surface: string }): void {
  const { css, settings, surface } = args;
  if (!hasLayer(settings)) return;
  // Under everything in the element (overlay, dividers, content), above its own background colour:
  // a stacking context of its own lets the layer sit at z-index -1 without falling behind the page.
  css.add(LAYERS, {
    position: 'absolute',
    inset: '0',
    overflow: 'hidden',
    'z-index': '-1',
    'pointer-events': 'none',
    'border-radius': 'inherit',
    direction: 'ltr',
  });
  const custom = settings.position === 'absolute' || settings.position === 'fixed';
  css.add(surface, { ...(custom ? {} : { position: 'relative' }), isolation: 'isolate' });
  slideshowCss({ css, layer: `${surface}>.elementor-background-slideshow`, settings });
  videoCss({ css, surface, settings });
}

export function backgroundLayerBehaviours(settings: Settings): string[] {
  const slides = slideshowImages(settings).length;
  // One slide starts no slider; it only needs the script for its Ken Burns zoom.
  if (slides > 1 || (slides === 1 && settings.background_slideshow_ken_burns === 'yes')) return [SLIDESHOW_BEHAVIOUR];
  return hasBackgroundVideo(settings) ? [VIDEO_BEHAVIOUR] : [];
}

const SLIDESHOW_KEYS = [
  'background_slideshow_loop',
  'background_slideshow_slide_duration',
  'background_slideshow_transition_duration',
  'background_slideshow_slide_transition',
  'background_slideshow_ken_burns',
  'background_slideshow_ken_burns_zoom_direction',
  'background_slideshow_lazyload',
];
const VIDEO_KEYS = [
  'background_video_link',
  'background_video_start',
  'background_video_end',
  'background_play_once',
  'background_play_on_mobile',
  'background_privacy_mode',
];

/** What the behaviours read, under Elementor's names (the slides themselves are in the markup). */
export function backgroundLayerClientSettings(settings: Settings): Record<string, unknown> | undefined {
  const [name] = backgroundLayerBehaviours(settings);
  if (!name) return undefined;
  const keys = name === SLIDESHOW_BEHAVIOUR ? SLIDESHOW_KEYS : VIDEO_KEYS;
  const out: Record<string, unknown> = { background_background: settings.background_background };
  for (const key of keys) if (settings[key] !== undefined && settings[key] !== '') out[key] = settings[key];
  return out;
}
