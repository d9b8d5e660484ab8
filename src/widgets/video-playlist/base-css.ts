// The playlist's layout (Elementor Pro's: the list a third wide beside the video, 434 px high; on phones
// the video above the list): every box has its size before anything loads, so nothing shifts.
const W = '.elementor-widget-video-playlist';
const LIST = `${W} .e-tabs-items-wrapper`;
const TAB = `${LIST} .e-tab-title`;
// Item titles are text, not page headings: the kit's text font (Elementor's default for them), not the heading font.
const TEXT_FONT = 'font-family:var(--e-global-typography-text-font-family,inherit)';

export const VIDEO_PLAYLIST_CSS = [
  `${W} .e-tabs{display:flex;flex-direction:column}`,
  `${W} .e-tabs-main-area{display:flex;flex-direction:row-reverse;height:434px}`,
  `${W} .elementor-layout-end .e-tabs-main-area{flex-direction:row}`,
  `${W} .e-tabs-wrapper{display:flex;flex-direction:column;width:33%;height:100%;min-width:0}`,
  `${W} .e-tabs-header{display:flex;flex:0 0 auto;justify-content:space-between;align-items:center;gap:8px;min-height:56px;padding:0 16px;border-bottom:1px solid #d5d8dc;background:#fff}`,
  `${W} .e-tabs-title{margin:0;padding:10px 0;font-size:16px;font-weight:700;overflow-wrap:anywhere}`,
  `${W} .e-tabs-header-right-side{display:inline-flex;flex-shrink:0}`,
  `${W} .e-tabs-videos-count{font-size:14px;line-height:20px}`,
  `${LIST}{position:relative;height:100%;min-height:0;overflow:hidden;background:#fff}`,
  `${LIST} .e-tabs-items{height:100%;overflow:auto;overscroll-behavior:contain}`,
  `${LIST} .e-section-title{margin:0;padding:0 16px;height:36px;line-height:36px;font-size:14px;font-weight:600;${TEXT_FONT};text-align:start;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
  `${TAB}{display:flex;align-items:center;gap:8px;box-sizing:content-box;height:55px;padding:0 16px;border:0 solid #d5d8dc;border-bottom-width:1px;background:#fff;cursor:pointer}`,
  `${TAB}:where(.e-active,:hover){background-color:#f1f2f3}`,
  `${TAB}:focus{outline:none}`,
  `${TAB}:focus-visible{outline:2px solid currentColor;outline-offset:-4px}`,
  `${TAB} .e-tab-thumbnail{position:relative;flex-shrink:0;width:75px;height:42px;background:#d5d8dc;overflow:hidden}`,
  `${TAB} .e-tab-thumbnail img{display:block;width:75px;height:42px;object-fit:cover}`,
  `${TAB} .e-tab-thumbnail :is(.icon-play,.icon-watched){position:absolute;right:4px;bottom:4px}`,
  `${TAB} :is(.icon-play,.icon-watched){display:inline-flex;color:#fff;font-size:var(--playlist-item-icon-size,16px);filter:drop-shadow(0 0 2px rgba(0,0,0,.8))}`,
  `${TAB} .icon-watched,${TAB}.watched-video .icon-play{display:none}`,
  `${TAB}.watched-video .icon-watched{display:inline-flex}`,
  `${TAB} .e-tab-title-text{flex-grow:1;margin:0;${TEXT_FONT};font-size:14px;font-weight:400;line-height:1.3;text-align:start;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
  `${TAB} .e-tab-title-text a{color:inherit}`,
  `${TAB} .e-tab-duration{flex-shrink:0;${TEXT_FONT};font-size:14px;font-variant-numeric:tabular-nums}`,
  `${W} .e-tabs-content-wrapper{position:relative;flex-grow:1;height:100%;min-width:0;background:#000}`,
  `${W} .e-tab-content{height:100%}`,
  `${W} .e-tab-content[hidden]{display:none}`,
  `${W} .e-tab-content :is(iframe,video){display:block;width:100%;height:100%;border:0;background:#000}`,
  `${W} .e-tab-content .elementor-custom-embed-image-overlay{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:#1b1b1b}`,
  `${W} .e-tab-content .elementor-custom-embed-image-overlay img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}`,
  `${W} .e-tab-content .elementor-custom-embed-play{position:relative;display:flex;color:#fff;font-size:80px;opacity:.85;filter:drop-shadow(0 0 12px rgba(0,0,0,.45));transition:opacity .2s,transform .2s}`,
  `${W} .e-tab-content .elementor-custom-embed-play:is(:hover,:focus-visible){opacity:1}`,
  `${W} .e-tab-content .elementor-custom-embed-play:focus-visible{outline:3px solid #fff;outline-offset:6px;border-radius:50%}`,
  `@media (prefers-reduced-motion:no-preference){${W} .e-tab-content .elementor-custom-embed-play:hover{transform:scale(1.06)}}`,
  // Phones: the video on top at 16:9, the list below it, scrolling within about four items.
  `@media (max-width:767px){${W} .e-tabs .e-tabs-main-area{flex-direction:column-reverse;height:auto}` +
    `${W} .e-tabs-wrapper{flex:1 1 auto;width:auto;height:auto;min-height:0}` +
    `${W} .e-tabs-content-wrapper{flex:0 0 auto;height:auto;aspect-ratio:16/9}` +
    `${LIST} .e-tabs-items{max-height:248px}` +
    `${W} .e-tabs-header{min-height:48px}` +
    `${W} .e-tab-content .elementor-custom-embed-play{font-size:56px}}`,
].join('');
