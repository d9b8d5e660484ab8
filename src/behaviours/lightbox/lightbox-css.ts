// The lightbox's CSS, inserted with its code on the first open (never in the page's own <style>).
export const LIGHTBOX_CSS =
  '.foyer-lightbox{position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;' +
  'background:var(--foyer-lightbox-bg,rgba(0,0,0,.92));color:var(--foyer-lightbox-ui,#fff);overflow:hidden;font-family:inherit}' +
  '.foyer-lightbox::backdrop{background:transparent}' +
  '.foyer-lightbox[open]{display:grid;grid-template-rows:auto 1fr auto}' +
  '@media (prefers-reduced-motion:no-preference){.foyer-lightbox[open]{animation:foyer-lightbox-in .3s ease-out}}' +
  '@keyframes foyer-lightbox-in{from{opacity:0;transform:scale(.92)}}' +
  '.elementor-slideshow__header{display:flex;align-items:center;justify-content:flex-end;gap:.25rem;padding:.5rem 1rem;min-height:3.5rem;position:relative;z-index:2}' +
  '.elementor-slideshow__counter{margin-inline-end:auto;font-size:.9375rem;font-variant-numeric:tabular-nums}' +
  '.foyer-lightbox button,.foyer-lightbox .elementor-slideshow__share-links a{display:inline-flex;align-items:center;justify-content:center;min-width:2.75rem;min-height:2.75rem;padding:0 .5rem;' +
  'color:inherit;background:none;border:0;border-radius:4px;cursor:pointer;font:inherit;text-decoration:none}' +
  '.foyer-lightbox button:hover,.foyer-lightbox button:focus-visible{background:rgba(255,255,255,.14)}' +
  '.foyer-lightbox button[aria-checked="true"]{background:rgba(255,255,255,.24)}' +
  '.foyer-lightbox :focus-visible{outline:3px solid #fff;outline-offset:2px}' +
  '.foyer-lightbox svg{width:1.35rem;height:1.35rem;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}' +
  '.elementor-slideshow__share-links{position:absolute;top:100%;right:1rem;margin:0;padding:.5rem;list-style:none;background:#1b1b1b;border-radius:6px;min-width:13rem}' +
  '.elementor-slideshow__share-links a{width:100%;justify-content:flex-start}' +
  '.foyer-lightbox__stage{position:relative;display:flex;align-items:center;justify-content:center;min-height:0;overflow:hidden;touch-action:none;padding:0 3.5rem}' +
  '.foyer-lightbox__image{max-width:100%;max-height:100%;object-fit:contain;transform-origin:center;transition:transform .2s;user-select:none;-webkit-user-drag:none}' +
  '.foyer-lightbox--zoomed .foyer-lightbox__image{cursor:grab;transition:none}' +
  '.foyer-lightbox__video{width:min(100%,calc((100vh - 9rem) * var(--video-aspect-ratio)));aspect-ratio:var(--video-aspect-ratio)}' +
  '.elementor-video-landscape{--video-aspect-ratio:1.77777}.elementor-video-portrait{--video-aspect-ratio:.5625}.elementor-video-square{--video-aspect-ratio:1}' +
  '.foyer-lightbox__video iframe,.foyer-lightbox__video video{width:100%;height:100%;border:0;background:#000}' +
  '.foyer-lightbox .elementor-swiper-button{position:absolute;top:50%;transform:translateY(-50%);z-index:2}' +
  '.elementor-swiper-button-prev{left:.5rem}.elementor-swiper-button-next{right:.5rem}' +
  '.elementor-slideshow__footer{padding:.75rem 1rem 1.25rem;text-align:center;min-height:3rem}' +
  '.elementor-slideshow__title{font-weight:600}.elementor-slideshow__description{font-size:.9375rem;opacity:.85;max-width:48rem;margin-inline:auto}' +
  '.foyer-lightbox--single .elementor-swiper-button,.foyer-lightbox--single .elementor-slideshow__counter{visibility:hidden}' +
  '@media (max-width:767px){.foyer-lightbox__stage{padding:0}.foyer-lightbox .elementor-swiper-button{top:auto;bottom:-3.25rem;transform:none}}';
