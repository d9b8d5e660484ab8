// Static CSS of the nav menu, sent once per page that has one. Per-element settings only set the
// custom properties used here (css.ts), so this stays the one place that lays the menu out.
const n = '.foyer-nav-menu';
const pointerLines = `.e--pointer-underline .elementor-item::after,.e--pointer-overline .elementor-item::before,.e--pointer-double-line .elementor-item::before,.e--pointer-double-line .elementor-item::after`;
const pointerShown = ['hover', 'focus-visible']
  .flatMap((s) => [`${n} .elementor-item:${s}`])
  .concat(`${n} .elementor-item[aria-current=page]`);

export const navMenuBaseCss = [
  `${n}{position:relative;display:flex;align-items:center;justify-content:var(--nav-justify,flex-end)}`,
  `${n} ul{list-style:none;margin:0;padding:0}`,
  `${n} a{text-decoration:none}`,
  `${n}__list{display:flex;flex-wrap:wrap;align-items:center;justify-content:inherit;gap:var(--nav-gap,0)}`,
  `${n}--layout-vertical ${n}__list{flex-direction:column;align-items:stretch}`,
  `${n} .menu-item{position:relative;display:flex;align-items:center}`,
  `${n} .elementor-item{position:relative;display:block;padding:var(--nav-pad-y,.75rem) var(--nav-pad-x,.9rem);color:var(--nav-color,inherit);line-height:1.3;transition:color .2s}`,
  `${n} .menu-item-has-children>.elementor-item{padding-right:.2rem}`,
  `${n} .elementor-item:hover,${n} .elementor-item:focus-visible{color:var(--nav-color-hover,var(--nav-color,inherit))}`,
  `${n} .elementor-item[aria-current=page]{color:var(--nav-color-active,var(--nav-color-hover,inherit))}`,
  // Pointers: a line that grows in under (or over) the hovered, focused or current item.
  `${pointerLines}{content:"";position:absolute;left:var(--nav-pad-x,.9rem);right:var(--nav-pad-x,.9rem);height:var(--nav-pointer-width,2px);background:var(--nav-pointer,currentColor);opacity:0;transform:scaleX(.3);transition:opacity .2s,transform .25s}`,
  `${n} .menu-item-has-children>.elementor-item::after,${n} .menu-item-has-children>.elementor-item::before{right:.2rem}`,
  `.e--pointer-underline .elementor-item::after,.e--pointer-double-line .elementor-item::after{bottom:calc(var(--nav-pad-y,.75rem) - .45rem)}`,
  `.e--pointer-overline .elementor-item::before,.e--pointer-double-line .elementor-item::before{top:calc(var(--nav-pad-y,.75rem) - .45rem)}`,
  `${pointerShown.map((s) => `${s}::after,${s}::before`).join(',')}{opacity:1;transform:none}`,
  `.e--pointer-framed .elementor-item::before{content:"";position:absolute;inset:0;border:var(--nav-pointer-width,2px) solid var(--nav-pointer,currentColor);opacity:0;transition:opacity .2s}`,
  `.e--pointer-background .elementor-item:hover,.e--pointer-background .elementor-item:focus-visible{background:var(--nav-pointer,rgba(0,0,0,.06))}`,
  // Submenu button and chevron.
  `${n}__sub-toggle{display:inline-flex;align-items:center;justify-content:center;width:1.75rem;height:2.75rem;padding:0;border:0;background:none;color:var(--nav-color,inherit);cursor:pointer}`,
  `${n}__chevron{width:.42rem;height:.42rem;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:translateY(-25%) rotate(45deg);transition:transform .2s}`,
  `${n}__sub-toggle[aria-expanded=true] ${n}__chevron{transform:translateY(25%) rotate(-135deg)}`,
  // Dropdowns: open on hover and keyboard focus in pure CSS, or when their button says so.
  `${n} .sub-menu{position:absolute;top:100%;left:0;z-index:100;min-width:15rem;padding:.5rem 0;margin-top:var(--nav-dd-top,0);background:var(--nav-dd-bg,#fff);border-radius:var(--nav-dd-radius,4px);box-shadow:0 14px 36px rgba(30,25,20,.16);visibility:hidden;opacity:0;transform:translateY(.5rem);transition:opacity .2s,transform .2s,visibility 0s .2s}`,
  `${n} .sub-menu::before{content:"";position:absolute;left:0;right:0;bottom:100%;height:var(--nav-dd-top,0)}`,
  `${n} .sub-menu .sub-menu{top:-.5rem;left:100%}`,
  `${n} .menu-item-has-children:hover>.sub-menu,${n} .menu-item-has-children:focus-within>.sub-menu,${n}__sub-toggle[aria-expanded=true]+.sub-menu{visibility:visible;opacity:1;transform:none;transition-delay:0s}`,
  `${n} .elementor-sub-item{display:block;flex:1;padding:var(--nav-dd-pad-y,.6rem) var(--nav-dd-pad-x,1.25rem);color:var(--nav-dd-color,inherit);white-space:nowrap;transition:background-color .2s,color .2s}`,
  `${n} .elementor-sub-item:hover,${n} .elementor-sub-item:focus-visible,${n} .elementor-sub-item[aria-current=page]{color:var(--nav-dd-color-hover,var(--nav-dd-color,inherit));background:var(--nav-dd-bg-hover,rgba(0,0,0,.05))}`,
  // Toggle button (shown only where the menu collapses, see css.ts): a burger that turns into a cross.
  // Elementor's toggle: an icon of toggle_size (22px by default) with .25em padding around it.
  `${n}__toggle{display:none;align-items:center;justify-content:center;width:calc(var(--nav-toggle-size,22px)*1.5);height:calc(var(--nav-toggle-size,22px)*1.5);padding:0;border:0;border-radius:var(--nav-toggle-radius,4px);background:var(--nav-toggle-bg,transparent);color:var(--nav-toggle-color,inherit);cursor:pointer}`,
  `${n}__burger,${n}__burger::before,${n}__burger::after{display:block;width:var(--nav-toggle-size,1.375rem);height:2px;border-radius:1px;background:currentColor;transition:transform .2s,background-color .2s}`,
  `${n}__burger{position:relative}${n}__burger::before,${n}__burger::after{content:"";position:absolute;left:0}${n}__burger::before{top:-7px}${n}__burger::after{top:7px}`,
  `${n}__toggle[aria-expanded=true] ${n}__burger{background:transparent}`,
  `${n}__toggle[aria-expanded=true] ${n}__burger::before{transform:translateY(7px) rotate(45deg)}${n}__toggle[aria-expanded=true] ${n}__burger::after{transform:translateY(-7px) rotate(-45deg)}`,
  `${n}__toggle-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`,
  `@media (prefers-reduced-motion:reduce){${n} *,${n} *::before,${n} *::after{transition:none!important}}`,
].join('');
