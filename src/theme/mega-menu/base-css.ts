// The mega menu's and carousel's CSS, printed on pages whose menu has mega items. Panels open and
// close by opacity and transform only (100 ms in, 200 ms out, the behaviour's states); the gutter is
// the old menu's 30 px and a panel is at least 200 px tall. In the theme's responsive mode (921 px
// and below) a panel is a block inside the mobile menu, shown while its item is open.
const GUTTER = '30px';

const panelCss = `
.foyer-mega{position:relative}
.foyer-mega__item{position:static}
.foyer-mega__item>.foyer-mega__toggle{background:none;border:0;padding:4px 6px;margin:0;color:inherit;cursor:pointer;line-height:1}
.foyer-mega__chevron{display:inline-block;width:.45em;height:.45em;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:translateY(-25%) rotate(45deg);transition:transform .2s}
.foyer-mega__item--open>.foyer-mega__toggle .foyer-mega__chevron,.foyer-mega__item--opening>.foyer-mega__toggle .foyer-mega__chevron{transform:translateY(15%) rotate(-135deg)}
.foyer-mega__panel{box-sizing:border-box;text-align:start;color:#1f2328;background:#fff;min-height:200px;padding:${GUTTER}}
.foyer-mega__inner{display:flex;flex-wrap:wrap;gap:${GUTTER}}
.foyer-mega__inner>*{flex:1 1 220px;min-width:0}
.foyer-mega__inner .elementor{width:100%}
.foyer-mega__areas{list-style:none;margin:0;padding:0;columns:2 160px;column-gap:${GUTTER}}
.foyer-mega__areas a{display:block;padding:6px 0;color:inherit;text-decoration:none}
.foyer-mega__areas a:hover,.foyer-mega__areas a:focus-visible{text-decoration:underline}
@media (min-width:922px){
.foyer-mega__panel{position:absolute;left:0;right:0;top:100%;z-index:100;margin-inline:auto;box-shadow:0 18px 40px rgba(20,24,28,.16);border-radius:0 0 6px 6px;visibility:hidden;opacity:0;transform:translateY(10px);pointer-events:none;transition:opacity .2s ease,transform .2s ease,visibility 0s linear .2s}
.foyer-mega__item--opening>.foyer-mega__panel,.foyer-mega__item--open>.foyer-mega__panel{visibility:visible;opacity:1;transform:none;pointer-events:auto;transition:opacity .1s ease-out,transform .1s ease-out,visibility 0s}
.foyer-mega__item--closing>.foyer-mega__panel{visibility:visible}
}
@media (max-width:921px){
.foyer-mega__panel{display:none;min-height:0;padding:15px 0}
.foyer-mega__item--opening>.foyer-mega__panel,.foyer-mega__item--open>.foyer-mega__panel,.foyer-mega__item--closing>.foyer-mega__panel{display:block}
}
@media (prefers-reduced-motion:reduce){.foyer-mega__panel,.foyer-mega__chevron{transition:none!important}}
`;

const tabsCss = `
.foyer-mega__tabs{display:grid;grid-template-columns:minmax(150px,220px) 1fr;gap:${GUTTER};width:100%}
.foyer-mega__tablist{display:flex;flex-direction:column;gap:4px;border-inline-end:1px solid #e4e1dc;padding-inline-end:15px}
.foyer-mega__tab{font:inherit;text-align:start;background:none;border:0;border-radius:4px;padding:10px 14px;color:inherit;cursor:pointer}
.foyer-mega__tab:hover{background:#f4f1ec}
.foyer-mega__tab[aria-selected=true]{background:#1f2328;color:#fff}
.foyer-mega__tabpanel[hidden]{display:none}
@media (max-width:600px){.foyer-mega__tabs{grid-template-columns:1fr}.foyer-mega__tablist{border:0;padding:0}}
`;

/** Laid out for the viewport width by CSS alone (1 / at most 2 / count at 0 / 600 / 900 px). */
const carouselCss = `
.foyer-carousel{--foyer-carousel-per-view:1;--foyer-carousel-gap:${GUTTER};position:relative;width:100%}
@media (min-width:600px){.foyer-carousel{--foyer-carousel-per-view:var(--foyer-carousel-max2)}}
@media (min-width:900px){.foyer-carousel{--foyer-carousel-per-view:var(--foyer-carousel-count)}}
.foyer-carousel__viewport{overflow:hidden}
.foyer-carousel__track{display:flex;list-style:none;margin:0 0 0 calc(-1 * var(--foyer-carousel-gap));padding:0;touch-action:pan-y pinch-zoom}
.foyer-carousel__slide{flex:0 0 calc(100% / var(--foyer-carousel-per-view));min-width:0;box-sizing:border-box;padding-left:var(--foyer-carousel-gap)}
.foyer-carousel__link{display:block;color:inherit;text-decoration:none}
.foyer-carousel__image,.foyer-carousel__blank{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:4px;background:#e9e4dc}
.foyer-carousel__title{display:block;margin-top:10px;font-weight:600}
.foyer-carousel__video{position:relative;aspect-ratio:16/9}
.foyer-carousel__video .foyer-carousel__image,.foyer-carousel__video .foyer-carousel__blank{position:absolute;inset:0;height:100%}
.foyer-carousel__play{position:absolute;inset:0;margin:auto;width:64px;height:64px;border-radius:50%;border:0;background:rgba(20,24,28,.75);cursor:pointer}
.foyer-carousel__play-icon{display:block;margin-left:26px;width:0;height:0;border-style:solid;border-width:12px 0 12px 20px;border-color:transparent transparent transparent #fff}
.foyer-carousel__play:focus-visible{outline:3px solid #fff;outline-offset:2px}
.foyer-carousel__frame{position:absolute;inset:0;width:100%;height:100%;border:0}
.foyer-carousel__message{position:absolute;inset:auto 0 0 0;margin:0;padding:8px 12px;background:rgba(20,24,28,.8);color:#fff;font-size:.9em}
.foyer-carousel__controls{display:flex;justify-content:flex-end;gap:8px;margin-top:12px}
.foyer-carousel__controls button{font:inherit;font-size:20px;line-height:1;width:36px;height:36px;border-radius:50%;border:1px solid currentColor;background:none;color:inherit;cursor:pointer}
.foyer-carousel__controls button:disabled{opacity:.35;cursor:default}
.foyer-carousel__controls button[hidden]{display:none}
.foyer-carousel__pause-icon{display:inline-block;width:10px;height:12px;border-inline:3px solid currentColor;box-sizing:border-box}
.foyer-carousel__pause[aria-pressed=true] .foyer-carousel__pause-icon{width:0;border-width:6px 0 6px 10px;border-style:solid;border-color:transparent transparent transparent currentColor}
`;

export const megaMenuCss = (panelCss + tabsCss + carouselCss).replace(/\n/g, '');
