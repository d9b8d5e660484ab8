// Background video of a layout element: Elementor's `elementor-background-video-container` with
// both an embed slot (YouTube, Vimeo) and a hosted `<video>`; the behaviour
// (src/behaviours/background-video.ts) picks one by the link and starts it. Nothing plays from the
// server HTML (no src), so phones without `background_play_on_mobile` download no video. The
// container stays transparent (`elementor-loading`) until playback starts: until then the fallback
// image or the background colour shows, and the layer never changes the element's size.
import type { ReactNode } from 'react';
import type { CssSink } from '../../model/css.ts';
import { mediaUrl } from '../../model/css-values.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { cssUrl } from '../../model/values.ts';
import { videoSource } from '../../model/video-link.ts';

type Settings = Record<string, unknown>;

export function hasBackgroundVideo(settings: Settings): boolean {
  return settings.background_background === 'video' && videoSource(settings.background_video_link) !== undefined;
}

export function BackgroundVideo({ settings }: { settings: Settings }): ReactNode {
  if (!hasBackgroundVideo(settings)) return null;
  return (
    <div className="elementor-background-video-container elementor-loading" aria-hidden="true" inert>
      <div className="elementor-background-video-embed" />
      <video className="elementor-background-video-hosted" muted playsInline preload="none" />
    </div>
  );
}

const SHARED_RULES: Array<[string, Record<string, string>]> = [
  // A size container, so the embed can cover it in CSS alone (no resize script).
  ['.elementor-background-video-container', { 'container-type': 'size', transition: 'opacity 1s' }],
  ['.elementor-background-video-container.elementor-loading', { opacity: '0' }],
  [
    '.elementor-background-video-embed,.elementor-background-video-hosted',
    { position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%,-50%)', 'max-width': 'none', border: '0' },
  ],
  ['.elementor-background-video-hosted', { width: '100%', height: '100%', 'object-fit': 'cover' }],
  // Players are 16:9: the smallest 16:9 box that covers the element.
  ['.elementor-background-video-embed', { width: 'max(100cqw,177.78cqh)', height: 'max(100cqh,56.25cqw)' }],
  ['.elementor-background-video-embed iframe,.elementor-background-video-embed>div', { width: '100%', height: '100%', border: '0' }],
];

export function videoCss(args: { css: CssSink; surface: string; settings: Settings }): void {
  const { css, surface, settings } = args;
  if (!hasBackgroundVideo(settings)) return;
  for (const [selector, decls] of SHARED_RULES) css.add(selector, decls);
  const fallback = safeUrl(mediaUrl(settings.background_video_fallback), 'image');
  if (fallback) {
    css.add(surface, { 'background-image': cssUrl(fallback), 'background-position': 'center center', 'background-size': 'cover' });
  }
}
