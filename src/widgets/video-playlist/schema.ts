// Video playlist declaration (Elementor Pro's `video-playlist`: control names and defaults). A list of
// YouTube, Vimeo and hosted videos with section headers, and the current video beside it.
// DECISION (behaviour, not island): picking a video flips attributes on server markup and puts a player
// in a box, so a behaviour module of 2.3 KB gzipped (+0.4 KB shared with the tabs) at load, and 0.8 KB
// more with the provider API loaders on the first YouTube or Vimeo play, rather than React's ~66 KB.
// It loads with the page (`when: 'load'`), not near the viewport: an address naming the playlist must
// select its video and scroll to it before the visitor has seen it.
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';

const PLAYLIST = 'section_playlist';
const OVERLAY = 'section_image_overlay';
const OPTIONS = 'section_additional_options';
const LAYOUT = 'section_style_layout';
const TOP_BAR = 'section_style_top_bar';
const VIDEOS = 'section_style_videos';
const TAGS = { h1: 'H1', h2: 'H2', h3: 'H3', h4: 'H4', h5: 'H5', h6: 'H6', div: 'div', span: 'span' } as const;
const TITLE = '{{WRAPPER}} .e-tab-title';
const ACTIVE = '{{WRAPPER}} .e-tabs-items-wrapper .e-tab-title:where(.e-active,:hover)';
// Elementor's default items point their thumbnails at img.youtube.com: Foyer's never reach a provider.
const SAMPLE = { type: 'youtube', title: 'Sample Video', youtube_url: 'https://www.youtube.com/watch?v=XHOmBV4js_E', duration: '0:16' };

export const videoPlaylistDeclaration = declareWidget({
  type: 'video-playlist',
  title: 'Video Playlist',
  category: 'pro',
  icon: 'eicon-video-playlist',
  keywords: ['video', 'playlist', 'youtube', 'vimeo', 'tabs', 'course'],
  sections: [
    { name: PLAYLIST, label: 'Playlist' },
    { name: OVERLAY, label: 'Image Overlay' },
    { name: OPTIONS, label: 'Additional Options' },
    { name: LAYOUT, label: 'Layout', tab: 'style' },
    { name: TOP_BAR, label: 'Top Bar', tab: 'style' },
    { name: VIDEOS, label: 'Videos', tab: 'style' },
  ],
  behaviours: ['video-playlist'],
  controls: [
    { name: 'tabs_direction', kind: 'hidden', label: 'Position', default: 'vertical' },
    {
      name: 'playlist_title',
      kind: 'text',
      label: 'Playlist Name',
      section: PLAYLIST,
      default: 'Playlist',
      placeholder: 'Playlist',
      html: 'inline',
    },
    {
      name: 'playlist_title_tag',
      kind: 'select',
      label: 'HTML Tag',
      section: PLAYLIST,
      default: 'h2',
      options: TAGS,
      condition: { 'playlist_title!': '' },
    },
    {
      name: 'tabs',
      kind: 'repeater',
      label: 'Playlist Items',
      section: PLAYLIST,
      titleField: 'title',
      fields: [
        {
          name: 'type',
          kind: 'select',
          label: 'Type',
          default: 'youtube',
          options: { youtube: 'YouTube', vimeo: 'Vimeo', hosted: 'Self Hosted', section: 'Section' },
        },
        { name: 'youtube_url', kind: 'text', label: 'Link', placeholder: 'Paste URL (YouTube)', condition: { type: 'youtube' } },
        {
          name: 'vimeo_url',
          kind: 'text',
          label: 'Link',
          placeholder: 'Enter your URL (Vimeo)',
          default: 'https://vimeo.com/235215203',
          condition: { type: 'vimeo' },
        },
        { name: 'is_external_url', kind: 'switcher', label: 'External URL', default: '', condition: { type: 'hosted' } },
        { name: 'hosted_url', kind: 'media', label: 'Choose File', condition: { type: 'hosted', is_external_url: '' } },
        { name: 'external_url', kind: 'url', label: 'URL', condition: { type: 'hosted', is_external_url: 'yes' } },
        { name: 'title', kind: 'text', label: 'Title', default: 'Title', placeholder: 'Add Your Text Here', html: 'inline' },
        {
          name: 'section_html_tag',
          kind: 'select',
          label: 'Title HTML Tag',
          default: 'h3',
          options: TAGS,
          condition: { type: 'section' },
        },
        {
          name: 'video_html_tag',
          kind: 'select',
          label: 'Title HTML Tag',
          default: 'h4',
          options: TAGS,
          condition: { 'type!': 'section' },
        },
        { name: 'duration', kind: 'text', label: 'Duration', placeholder: '1:05', default: '', condition: { 'type!': 'section' } },
        { name: 'thumbnail', kind: 'media', label: 'Thumbnail', condition: { 'type!': 'section' } },
      ],
      default: [SAMPLE, SAMPLE, SAMPLE],
    },
    { name: 'show_image_overlay', kind: 'switcher', label: 'Image Overlay', section: OVERLAY, default: '' },
    { name: 'image_overlay', kind: 'media', label: 'Choose Image', section: OVERLAY, condition: { show_image_overlay: 'yes' } },
    {
      name: 'show_play_icon',
      kind: 'icons',
      label: 'Play Icon',
      section: OVERLAY,
      default: { value: 'far fa-play-circle', library: 'fa-regular' },
      condition: { show_image_overlay: 'yes' },
    },
    { name: 'autoplay_on_load', kind: 'switcher', label: 'On Load', section: OPTIONS, default: '' },
    { name: 'autoplay_next', kind: 'switcher', label: 'Next Up', section: OPTIONS, default: '' },
    { name: 'show_watched_indication', kind: 'switcher', label: 'Indicate Watched', section: OPTIONS, default: '' },
    { name: 'show_video_count', kind: 'switcher', label: 'Video Count', section: OPTIONS, default: 'yes' },
    { name: 'show_duration', kind: 'switcher', label: 'Duration', section: OPTIONS, default: 'yes' },
    { name: 'show_thumbnail', kind: 'switcher', label: 'Thumbnails', section: OPTIONS, default: 'yes' },
    {
      name: 'play_icon',
      kind: 'icons',
      label: 'Play Icon',
      section: OPTIONS,
      default: { value: 'fas fa-play-circle', library: 'fa-solid' },
    },
    {
      name: 'watched_icon',
      kind: 'icons',
      label: 'Watched Icon',
      section: OPTIONS,
      default: { value: 'fas fa-check-circle', library: 'fa-solid' },
    },
    { name: 'lazy_load', kind: 'switcher', label: 'Lazy Load', section: OPTIONS, default: '' },
    {
      name: 'tabs_alignment',
      kind: 'choose',
      label: 'Video Position',
      tab: 'style',
      section: LAYOUT,
      default: 'end',
      options: { start: 'Start', end: 'End' },
    },
    {
      name: 'layout_height',
      kind: 'slider',
      label: 'Height',
      tab: 'style',
      section: LAYOUT,
      responsive: true,
      units: ['px', 'em', 'rem', 'vh', 'custom'],
      selectors: { '{{WRAPPER}} .e-tabs .e-tabs-main-area': { height: '{{VALUE}}' } },
    },
    {
      name: 'playlist_name_background',
      kind: 'color',
      label: 'Background',
      tab: 'style',
      section: TOP_BAR,
      selectors: { '{{WRAPPER}} .e-tabs-header': { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'playlist_name_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: TOP_BAR,
      selectors: { '{{WRAPPER}} .e-tabs-header .e-tabs-title': { color: '{{VALUE}}' } },
    },
    {
      name: 'playlist_name_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: TOP_BAR,
      selector: '{{WRAPPER}} .e-tabs-header .e-tabs-title',
    },
    {
      name: 'videos_amount_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: TOP_BAR,
      selectors: { '{{WRAPPER}} .e-tabs-header .e-tabs-videos-count': { color: '{{VALUE}}' } },
    },
    {
      name: 'normal_background',
      kind: 'color',
      label: 'Background',
      tab: 'style',
      section: VIDEOS,
      selectors: { [`${TITLE},{{WRAPPER}} .e-tabs-items-wrapper`]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'normal_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: VIDEOS,
      selectors: { [`${TITLE} .e-tab-title-text,${TITLE} .e-tab-title-text a`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'normal_typography',
      kind: 'typography',
      label: 'Typography',
      tab: 'style',
      section: VIDEOS,
      selector: `${TITLE} .e-tab-title-text`,
    },
    {
      name: 'normal_duration_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: VIDEOS,
      selectors: { [`${TITLE} .e-tab-duration`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'active_background',
      kind: 'color',
      label: 'Background',
      tab: 'style',
      section: VIDEOS,
      selectors: { [ACTIVE]: { 'background-color': '{{VALUE}}' } },
    },
    {
      name: 'active_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: VIDEOS,
      default: '#556068',
      selectors: { [`${ACTIVE} .e-tab-title-text,${ACTIVE} .e-tab-title-text a`]: { color: '{{VALUE}}' } },
    },
    {
      name: 'active_duration_color',
      kind: 'color',
      label: 'Color',
      tab: 'style',
      section: VIDEOS,
      selectors: { [`${ACTIVE} .e-tab-duration`]: { color: '{{VALUE}}' } },
    },
  ],
});

export type VideoPlaylistSettings = SettingsOf<typeof videoPlaylistDeclaration.controls>;
