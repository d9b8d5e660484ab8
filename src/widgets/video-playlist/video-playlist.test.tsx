import { describe, expect, it } from 'vitest';
import { runWidget } from '../../../test/helpers/run-widget.ts';
import { playlistItems, thumbnailOf, videosOf } from './items.ts';
import { videoPlaylist } from './render.tsx';
import type { VideoPlaylistSettings } from './schema.ts';

const run = (raw: Record<string, unknown>) => runWidget(videoPlaylist, raw, { id: 'a1b2c3d' });
const items = [
  { _id: 'sec1', type: 'section', title: 'By the sea' },
  {
    _id: 'v1',
    type: 'hosted',
    title: 'The harbour <b>at dusk</b>',
    hosted_url: { url: '/uploads/demo/harbour-dusk.webm' },
    duration: '0:06',
  },
  {
    _id: 'v2',
    type: 'youtube',
    title: 'Breakfast',
    youtube_url: 'https://youtu.be/XHOmBV4js_E',
    thumbnail: { url: '/uploads/demo/pool.jpg' },
  },
  { _id: 'v3', type: 'vimeo', title: 'Tower', vimeo_url: 'https://vimeo.com/235215203', duration: '1:20' },
];

describe('video playlist settings', () => {
  it('reads Elementor’s defaults: three sample YouTube videos, count, durations and thumbnails shown', () => {
    const { settings, invalidKeys } = run({});
    const s = settings as VideoPlaylistSettings;
    expect(invalidKeys).toEqual([]);
    expect(s.playlist_title).toBe('Playlist');
    expect([s.show_video_count, s.show_duration, s.show_thumbnail, s.autoplay_next, s.tabs_alignment]).toEqual([
      'yes',
      'yes',
      'yes',
      '',
      'end',
    ]);
    const videos = videosOf(playlistItems(s));
    expect(videos).toHaveLength(3);
    expect(videos[0].player.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/XHOmBV4js_E\?autoplay=1/);
  });

  it('keeps section headers, gives each video its player, and leaves out videos that cannot play', () => {
    const list = playlistItems(
      run({ tabs: [...items, { _id: 'bad', type: 'youtube', youtube_url: 'https://example.com/x' }, { _id: 'nothing', type: 'hosted' }] })
        .settings as VideoPlaylistSettings,
    );
    expect(list.map((i) => (i.kind === 'video' ? `${i.id}:${i.type}:${i.player.kind}` : `§${i.title}`))).toEqual([
      '§By the sea',
      'v1:hosted:video',
      'v2:youtube:iframe',
      'v3:vimeo:iframe',
    ]);
  });

  it('never prints a thumbnail from a provider’s image host', () => {
    expect(thumbnailOf({ url: 'https://img.youtube.com/vi/XHOmBV4js_E/maxresdefault.jpg' })).toBeUndefined();
    expect(thumbnailOf({ url: 'https://i.vimeocdn.com/video/1.jpg' })).toBeUndefined();
    expect(thumbnailOf({ url: '/uploads/demo/pool.jpg' })?.url).toBe('/uploads/demo/pool.jpg');
  });

  it('falls back on bad values instead of failing the render', () => {
    const { html } = run({
      tabs: [
        { type: 'nonsense', title: 'Lost', youtube_url: 'https://youtu.be/XHOmBV4js_E' },
        { type: 'youtube', title: 'Lost too', video_html_tag: 'script', youtube_url: 'https://youtu.be/XHOmBV4js_E' },
        { type: 'youtube', title: 'Kept', youtube_url: 'https://youtu.be/XHOmBV4js_E' },
      ],
      playlist_title_tag: 'iframe',
    });
    expect(html).toContain('<h2 class="e-tabs-title"');
    expect(html.match(/role="tab"/g)).toHaveLength(1);
    expect(html).toContain('<h4 class="e-tab-title-text"><a>Kept</a></h4>');
    expect(html).not.toContain('<script');
  });
});

describe('video playlist render', () => {
  const { html, css } = run({
    tabs: items,
    playlist_title: 'The house in four films',
    autoplay_next: 'yes',
    show_watched_indication: 'yes',
  });

  it('prints Elementor’s markup: header with count, a vertical tablist with its section header, a panel per video', () => {
    expect(html).toContain('<div class="e-tabs e-tabs-view-vertical elementor-layout-end">');
    expect(html).toContain('<span class="e-tabs-videos-count">3 Videos</span>');
    expect(html).toMatch(/<div class="e-tabs-items" role="tablist" aria-orientation="vertical" aria-labelledby="e-tabs-title-\d+">/);
    expect(html).toMatch(/<h3 id="e-section-title-\d+1" class="e-section-title" role="presentation">By the sea<\/h3>/);
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
  });

  it('selects the first video on the server: only its tab is in the tab order and only its panel shows', () => {
    expect(html).toMatch(
      /class="e-tab-title e-tab-desktop-title e-active" role="tab" aria-selected="true"[^>]*tabindex="0" data-tab="2" data-video-id="v1"/,
    );
    expect(html).toMatch(
      /class="e-tab-title e-tab-desktop-title" role="tab" aria-selected="false"[^>]*tabindex="-1" data-tab="3" data-video-id="v2"/,
    );
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
  });

  it('shows titles (inline HTML kept), durations and thumbnails before any script, with no provider address but the links', () => {
    expect(html).toContain('The harbour <b>at dusk</b>');
    expect(html).toContain('<span class="e-tab-duration">0:06</span>');
    expect(html).toContain('<span class="e-tab-duration">1:20</span>');
    expect(html).toMatch(/<div class="e-tab-thumbnail"><img src="\/uploads\/demo\/pool\.jpg"/);
    expect(html).toContain('href="https://youtu.be/XHOmBV4js_E"');
    expect(html).not.toMatch(/<(iframe|script|video)/);
    expect(html).not.toContain('youtube-nocookie');
  });

  it('labels each play button by its video', () => {
    expect(html).toContain('aria-label="Play video: The harbour at dusk"');
    expect(html).toContain('aria-label="Play video: Breakfast"');
  });

  it('sends the browser the players and Elementor’s options, and loads its module', () => {
    const settings = videoPlaylist.clientSettings!(run({ tabs: items, autoplay_next: 'yes' }).settings as VideoPlaylistSettings);
    expect(settings).toMatchObject({ autoplay_next: true, autoplay_on_load: false, show_watched_indication: false });
    expect((settings!.videos as Array<{ id: string }>).map((v) => v.id)).toEqual(['v1', 'v2', 'v3']);
    expect(videoPlaylist.behaviours!(run({ tabs: items }).settings as VideoPlaylistSettings)).toEqual(['video-playlist']);
  });

  it('prints nothing, and loads nothing, for a playlist without a playable video', () => {
    const empty = run({ tabs: [{ type: 'section', title: 'Soon' }] });
    expect(empty.html).toBe('');
    expect(videoPlaylist.isEmpty!(empty.settings as VideoPlaylistSettings, undefined)).toBe(true);
    expect(videoPlaylist.behaviours!(empty.settings as VideoPlaylistSettings)).toEqual([]);
  });

  it('writes the style controls’ CSS (height per device, active colour by default)', () => {
    const own = run({ tabs: items, layout_height: { unit: 'px', size: 500 }, layout_height_mobile: { unit: 'px', size: 320 } }).css;
    expect(own).toContain('.elementor-element-a1b2c3d .e-tabs .e-tabs-main-area{height:500px}');
    expect(own).toMatch(/@media ?\(max-width:767px\)\{[^}]*\.e-tabs-main-area\{height:320px\}/);
    expect(css).toContain('color:#556068');
  });
});
