import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import type { WidgetDefinition } from '../../contracts/widget.ts';
import { type PlayerOptions, playerFor } from './embed.ts';
import { playerOf, video } from './render.tsx';
import type { VideoSettings } from './schema.ts';

const run = (raw: Record<string, unknown>, options: Parameters<typeof runWidget>[2] = {}) =>
  runWidget(video as WidgetDefinition<VideoSettings>, raw, options);
const parse = (raw: Record<string, unknown>) => video.schema.parse(raw) as VideoSettings;
const base: PlayerOptions = {
  autoplay: false,
  mute: false,
  loop: false,
  controls: true,
  modestBranding: false,
  privacy: false,
  related: false,
};

describe('video players', () => {
  it('builds YouTube’s embed with start, end, mute, loop, controls, branding, related and privacy', () => {
    expect(playerFor('youtube', 'https://www.youtube.com/watch?v=XHOmBV4js_E', base)).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1&controls=1&rel=0&playsinline=1',
    });
    const all = playerFor('youtube', 'https://youtu.be/XHOmBV4js_E', {
      ...base,
      start: 5,
      end: 20,
      mute: true,
      loop: true,
      controls: false,
      modestBranding: true,
      privacy: true,
    });
    expect(all?.src).toBe(
      'https://www.youtube-nocookie.com/embed/XHOmBV4js_E?autoplay=1&mute=1&controls=0&rel=0&modestbranding=1&start=5&end=20&loop=1&playlist=XHOmBV4js_E&playsinline=1',
    );
  });

  it('builds Vimeo’s (do-not-track in privacy mode), Dailymotion’s and VideoPress’s embeds, and a hosted file’s range', () => {
    expect(playerFor('vimeo', 'https://vimeo.com/235215203', { ...base, privacy: true, start: 12, mute: true })?.src).toBe(
      'https://player.vimeo.com/video/235215203?autoplay=1&muted=1&dnt=1#t=12s',
    );
    expect(playerFor('dailymotion', 'https://www.dailymotion.com/video/x6tqhqb', { ...base, start: 3 })?.src).toBe(
      'https://www.dailymotion.com/embed/video/x6tqhqb?autoplay=1&controls=1&start=3',
    );
    expect(playerFor('videopress', 'https://videopress.com/v/ZCAOzTNk', base)?.src).toBe(
      'https://videopress.com/embed/ZCAOzTNk?autoPlay=1&muted=0&loop=0',
    );
    expect(playerFor('hosted', '/uploads/demo/harbour-dusk.webm', { ...base, start: 1, end: 4 })).toEqual({
      kind: 'video',
      src: '/uploads/demo/harbour-dusk.webm#t=1,4',
    });
  });

  it('plays nothing for a link of another service or an unsafe one', () => {
    expect(playerFor('youtube', 'https://vimeo.com/235215203', base)).toBeUndefined();
    expect(playerFor('vimeo', 'https://example.com/1', base)).toBeUndefined();
    expect(playerFor('hosted', 'javascript:alert(1)', base)).toBeUndefined();
    expect(playerFor('videopress', 'https://example.com/v/ZCAOzTNk', base)).toBeUndefined();
  });
});

describe('video widget', () => {
  it('has Elementor’s defaults: a YouTube link, controls on, 16:9', () => {
    const s = parse({});
    expect([s.video_type, s.youtube_url, s.controls, s.aspect_ratio, s.show_play_icon]).toEqual([
      'youtube',
      'https://www.youtube.com/watch?v=XHOmBV4js_E',
      'yes',
      '169',
      'yes',
    ]);
    expect(playerOf(parse({ end: 3, start: 9 }))?.src).not.toContain('end=');
  });

  it('renders a facade: the box at its ratio, a play link to the video, nothing from the provider', () => {
    const { html } = run({ aspect_ratio: '219' });
    expect(html).toContain(
      '<div class="elementor-wrapper elementor-fit-aspect-ratio elementor-open-inline" style="--video-aspect-ratio:2.33333">',
    );
    expect(html).toContain(
      '<a class="elementor-custom-embed-play" href="https://www.youtube.com/watch?v=XHOmBV4js_E" role="button" aria-label="Play video"',
    );
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube.com/embed');
    const settings = video.clientSettings?.(parse({}));
    expect(settings).toEqual({
      player: { kind: 'iframe', src: expect.stringContaining('youtube.com/embed/XHOmBV4js_E') },
      lightbox: false,
    });
  });

  it('shows the image overlay as the poster, names the play button by it, and opens the lightbox when set', () => {
    const { html } = run({
      show_image_overlay: 'yes',
      image_overlay: { url: '/uploads/bay.jpg', alt: 'The bay at dusk' },
      lightbox: 'yes',
    });
    expect(html).toMatch(/<img src="\/uploads\/bay.jpg"[^>]*alt=""/);
    expect(html).toContain('aria-label="Play video: The bay at dusk" data-elementor-open-lightbox="yes"');
    expect(html).toContain('elementor-open-lightbox');
  });

  it('plays a hosted file from the site without a facade, unless it has a poster', () => {
    const hosted = run({ video_type: 'hosted', hosted_url: { url: '/uploads/demo/harbour-dusk.webm' }, autoplay: 'yes', loop: 'yes' }).html;
    expect(hosted).toContain(
      '<video class="elementor-video" src="/uploads/demo/harbour-dusk.webm" controls="" autoPlay="" muted="" loop="" playsInline="" preload="metadata">',
    );
    expect(video.behaviours?.(parse({ video_type: 'hosted', hosted_url: { url: '/uploads/a.mp4' } }))).toEqual([]);
    const posted = parse({
      video_type: 'hosted',
      hosted_url: { url: '/uploads/a.mp4' },
      show_image_overlay: 'yes',
      image_overlay: { url: '/uploads/p.jpg' },
    });
    expect(video.behaviours?.(posted)).toEqual(['video']);
  });

  it('shows the thumbnail the server stored when there is no image overlay, from the site with its size', () => {
    const thumb = '/uploads/video-thumbnails/youtube-XHOmBV4js_E.jpg';
    const media = new Map([
      [thumb, { width: 1280, height: 720 }],
      ['/uploads/video-thumbnails/youtube-XHOmBV4js_E-768.jpg', { width: 768, height: 432 }],
    ]);
    const { html } = run({}, { media });
    expect(html).toMatch(
      /<div class="elementor-custom-embed-image-overlay"><img src="\/uploads\/video-thumbnails\/youtube-XHOmBV4js_E\.jpg" srcSet="\/uploads\/video-thumbnails\/youtube-XHOmBV4js_E-768\.jpg 768w, [^"]+ 1280w"[^>]* width="1280" height="720" alt=""/,
    );
    expect(html).not.toMatch(/ytimg|vimeocdn|dmcdn/);
    // Nothing stored: the plain facade.
    expect(run({}).html).not.toContain('<img');
    // An image overlay wins; a Vimeo link has a thumbnail of its own; a hosted file never asks for one.
    const overlaid = run({ show_image_overlay: 'yes', image_overlay: { url: '/uploads/bay.jpg' } }, { media }).html;
    expect(overlaid).toMatch(/<img src="\/uploads\/bay.jpg"/);
    expect(overlaid).not.toContain('video-thumbnails');
    expect(
      run({ video_type: 'vimeo' }, { media: new Map([['/uploads/video-thumbnails/vimeo-235215203.jpg', { width: 640, height: 360 }]]) })
        .html,
    ).toContain('src="/uploads/video-thumbnails/vimeo-235215203.jpg"');
  });

  it('declares the links whose thumbnails the server fetches: provider videos without an image overlay', () => {
    expect(video.videoLinks?.(parse({}))).toEqual(['https://www.youtube.com/watch?v=XHOmBV4js_E']);
    expect(video.videoLinks?.(parse({ video_type: 'dailymotion' }))).toEqual(['https://www.dailymotion.com/video/x6tqhqb']);
    expect(video.videoLinks?.(parse({ show_image_overlay: 'yes', image_overlay: { url: '/uploads/bay.jpg' } }))).toEqual([]);
    expect(video.videoLinks?.(parse({ video_type: 'videopress' }))).toEqual([]);
    expect(video.videoLinks?.(parse({ video_type: 'hosted', hosted_url: { url: '/uploads/a.mp4' } }))).toEqual([]);
    expect(video.videoLinks?.(parse({ youtube_url: 'https://example.com/x' }))).toEqual([]);
  });

  it('prints nothing for a link it cannot play', () => {
    expect(video.isEmpty?.(parse({ youtube_url: 'https://example.com/x' }), undefined)).toBe(true);
    expect(run({ youtube_url: 'https://example.com/x' }).html).toBe('');
  });
});
