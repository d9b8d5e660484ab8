// The controls Elementor's Swiper widgets print around their slides (arrows, pagination bullets), with
// the class names documents' CSS targets, as buttons the carousel engine (src/runtime/carousel.ts)
// drives; plus the pause button autoplay needs (WCAG 2.2.2), which Elementor does not have.
import type { ReactNode } from 'react';

/** Elementor's default arrow icons (eicon-chevron-left/right) as inline SVG, so no icon font loads. */
function Chevron({ isNext }: { isNext: boolean }): ReactNode {
  return (
    <svg aria-hidden="true" className="e-font-icon-svg" viewBox="0 0 1000 1000" xmlns="http://www.w3.org/2000/svg">
      <path
        d={
          isNext
            ? 'M696 533L354 875Q343 886 329 886T304 875 293 850 304 825L621 508 304 190Q293 179 293 165T304 140 329 129 354 140L696 483Q707 494 707 508T696 533Z'
            : 'M646 125C629 125 613 133 604 142L308 442C296 454 292 471 292 487 292 504 296 521 308 533L604 854C617 867 629 875 646 875 663 875 679 871 692 858 704 846 713 829 713 812 713 796 708 779 692 767L438 487 692 225C700 217 708 204 708 187 708 171 704 154 692 142 675 129 663 125 646 125Z'
        }
      />
    </svg>
  );
}

export function SwiperArrows(): ReactNode {
  return (
    <>
      <button
        type="button"
        className="elementor-swiper-button elementor-swiper-button-prev foyer-carousel__prev"
        aria-label="Previous slide"
      >
        <Chevron isNext={false} />
      </button>
      <button type="button" className="elementor-swiper-button elementor-swiper-button-next foyer-carousel__next" aria-label="Next slide">
        <Chevron isNext={true} />
      </button>
    </>
  );
}

/** One bullet per slide; the engine hides those past the last stop and marks the current one. */
export function SwiperDots({ count }: { count: number }): ReactNode {
  return (
    <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={
            i === 0
              ? 'swiper-pagination-bullet foyer-carousel__dot swiper-pagination-bullet-active'
              : 'swiper-pagination-bullet foyer-carousel__dot'
          }
          aria-label={`Go to slide ${i + 1}`}
          aria-current={i === 0 ? 'true' : undefined}
        />
      ))}
    </div>
  );
}

/** Hidden until the engine runs (and stays hidden with reduced motion, where nothing plays). */
export function PauseButton(): ReactNode {
  return (
    <button type="button" className="foyer-carousel__pause foyer-swiper-pause" aria-label="Pause slides" aria-pressed="false" hidden>
      <span className="foyer-carousel__pause-icon" aria-hidden="true" />
    </button>
  );
}

// Elementor's frontend rules for these parts (swiper arrows, bullets and the outside/inside positions),
// and the pause button in a corner where it covers nothing the layout depends on.
const B = '.elementor-swiper-button';
export const swiperPartsCss =
  `${B}{position:absolute;display:inline-flex;z-index:1;cursor:pointer;font-size:25px;color:hsla(0,0%,93%,.9);top:50%;transform:translateY(-50%);padding:0;margin:0;border:0;background:none;line-height:1}` +
  `${B} svg{fill:hsla(0,0%,93%,.9);height:1em;width:1em}${B}:disabled{cursor:default;opacity:.35}${B}:focus-visible{outline:2px solid currentColor;outline-offset:2px}` +
  `${B}-prev{left:10px}${B}-next{right:10px}[dir=rtl] ${B}-prev{left:auto;right:10px}[dir=rtl] ${B}-next{right:auto;left:10px}` +
  `.elementor-arrows-position-outside.swiper{width:calc(100% - 60px);margin-inline:auto}.elementor-arrows-position-outside ${B}-prev{left:0}.elementor-arrows-position-outside ${B}-next{right:0}` +
  '.elementor-pagination-position-outside.swiper{padding-bottom:30px}' +
  '.swiper-pagination{position:absolute;left:0;width:100%;bottom:5px;text-align:center;z-index:1;line-height:0}' +
  '.elementor-pagination-position-outside>.swiper-pagination{bottom:0}' +
  '.swiper-pagination-bullet{width:6px;height:6px;display:inline-block;border:0;padding:0;margin:0 6px;border-radius:50%;background:#000;opacity:.2;cursor:pointer;vertical-align:middle}' +
  '.swiper-pagination-bullet[hidden]{display:none}.swiper-pagination-bullet-active{opacity:1}.swiper-pagination-bullet:focus-visible{outline:2px solid #000;outline-offset:2px}' +
  '.foyer-swiper-pause{position:absolute;z-index:2;top:8px;inset-inline-end:8px;width:28px;height:28px;padding:0;border:0;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}' +
  '.foyer-swiper-pause[hidden]{display:none}.foyer-swiper-pause:focus-visible{outline:2px solid #fff;outline-offset:1px;box-shadow:0 0 0 4px #000}' +
  '.foyer-swiper-pause .foyer-carousel__pause-icon{width:10px;height:10px;border-inline:3px solid currentColor;box-sizing:border-box}' +
  '.foyer-swiper-pause[aria-pressed=true] .foyer-carousel__pause-icon{border:0;border-left:9px solid currentColor;border-block:5px solid transparent;width:0;height:0}' +
  '.foyer-carousel--fading .swiper-slide[aria-hidden=false]{animation:foyer-swiper-fade var(--foyer-carousel-speed,500ms) ease}' +
  '@keyframes foyer-swiper-fade{from{opacity:0}to{opacity:1}}' +
  '@media (prefers-reduced-motion:reduce){.foyer-carousel--fading .swiper-slide{animation:none}}';
