// The video box: its aspect ratio holds its place before anything loads (no layout shift), the poster
// covers it, and the play button sits in the middle until the visitor presses it.
// In a container the widget takes the container's widget width, as in Elementor: the box has no content
// width of its own, so a column that wraps (every container on phones) would otherwise size it 0 × 0.
export const VIDEO_CSS =
  '.e-con>.elementor-widget-video,.e-con>.e-con-inner>.elementor-widget-video{width:var(--container-widget-width,100%)}' +
  '.elementor-widget-video .elementor-wrapper{position:relative;aspect-ratio:var(--video-aspect-ratio,1.77777);overflow:hidden;background:#000}' +
  '.elementor-widget-video .elementor-wrapper iframe,.elementor-widget-video .elementor-wrapper video{position:absolute;inset:0;width:100%;height:100%;border:0;background:#000}' +
  '.elementor-custom-embed-image-overlay{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;background:#1b1b1b}' +
  '.elementor-custom-embed-image-overlay img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}' +
  '.elementor-custom-embed-play{position:relative;display:flex;color:#fff;font-size:100px;opacity:.85;transition:opacity .2s,transform .2s;filter:drop-shadow(0 0 12px rgba(0,0,0,.45))}' +
  '.elementor-custom-embed-play svg{width:1em;height:1em;fill:currentColor}' +
  '.elementor-custom-embed-play:hover,.elementor-custom-embed-play:focus-visible{opacity:1}' +
  '.elementor-custom-embed-play:focus-visible{outline:3px solid #fff;outline-offset:6px;border-radius:50%}' +
  '@media (prefers-reduced-motion:no-preference){.elementor-custom-embed-play:hover{transform:scale(1.06)}}' +
  '@media (max-width:767px){.elementor-custom-embed-play{font-size:64px}}';
