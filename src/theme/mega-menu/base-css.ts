// The mega menu's and carousel's CSS, printed on pages whose menu has mega items. Panels open and
// close by opacity and transform only (100 ms in, 200 ms out, the behaviour's states); the gutter is
// the old menu's 30 px and a panel is at least 200 px tall. In the theme's responsive mode (921 px
// and below) a panel is a block inside the mobile menu, shown by the header's own submenu toggle.
const GUTTER = '30px';

// Above the header breakpoint a mega item's panel spans the header (its item is not the positioned
// box) and, once the behaviour runs (`.foyer-mega__item`), shows only in its states, never on bare
// :hover. These rules out-rank the header's own `.sub-menu` ones on purpose.
const ITEM = '.main-header-menu .menu-item.foyer-mega__item';
const PANEL = '>.sub-menu.ast-mega-panel';
const panelCss = `
.foyer-mega{box-sizing:border-box;display:flex;flex-wrap:wrap;gap:${GUTTER};min-height:200px;padding:${GUTTER};margin-inline:auto;text-align:start;color:var(--foyer-text,#1f2328)}
.foyer-mega>*{flex:1 1 220px;min-width:0}
.foyer-mega--carousel>*,.foyer-mega--tabs>.foyer-mega__tabs{flex-basis:100%}
.foyer-mega .elementor{width:100%}
.main-header-menu .foyer-mega .sub-menu.foyer-mega__term-list{position:static;visibility:visible;opacity:1;display:block;min-width:0;padding:0;border:0;box-shadow:none;background:none;columns:2 160px;column-gap:${GUTTER};transition:none}
.main-header-menu .foyer-mega__term-list .menu-item{border:0;break-inside:avoid}
.main-header-menu .foyer-mega__term-list .menu-link{padding:.5rem 0}
@media (min-width:922px){
.main-header-menu>.menu-item:has(>.ast-mega-panel){position:static}
.main-header-menu .sub-menu.ast-mega-panel{left:0;right:0;min-width:0;padding:0}
.ast-mega-panel>.foyer-mega{max-width:calc(var(--foyer-width,1200px) + 48px)}
${ITEM}${PANEL}{visibility:hidden;opacity:0;transform:translateY(10px);pointer-events:none;transition:opacity .2s ease,transform .2s ease,visibility 0s linear .2s}
${ITEM}--opening${PANEL},${ITEM}--open${PANEL}{visibility:visible;opacity:1;transform:none;pointer-events:auto;transition:opacity .1s ease-out,transform .1s ease-out,visibility 0s}
${ITEM}--closing${PANEL}{visibility:visible}
}
@media (max-width:921px){.foyer-mega{min-height:0;padding:15px 24px 15px 40px}}
@media (prefers-reduced-motion:reduce){.ast-mega-panel{transition:none!important}}
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
