// Static CSS of the floating bars, sent once per page that has one. The bar is fixed; the spacer
// (same content, invisible) keeps its place in the flow. Closing slides it out for 300 ms
// (FLOATING_BAR_ANIMATION_MS), none with reduced motion; then both are hidden together.
import { ICON_BASE_CSS } from '../shared/icon.tsx';

const r = '.e-floating-bars';

export const floatingBarsBaseCss = [
  ICON_BASE_CSS,
  `${r}{--fb-bg:var(--e-floating-bars-background-color,#1f2124);--fb-text:var(--e-floating-bars-announcement-text-color,#fff)}`,
  `${r}[data-state=dismissed]{display:none}`,
  `${r}__spacer{visibility:hidden}`,
  `${r}__bar{position:fixed;left:0;right:0;z-index:9980;background:var(--fb-bg);color:var(--fb-text);box-shadow:0 0 12px rgba(0,0,0,.15)}`,
  `${r}.has-vertical-position-top ${r}__bar{top:0}${r}.has-vertical-position-bottom ${r}__bar{bottom:0}`,
  // The same box model for the spacer's copy and the bar, so the reserved space matches.
  `${r}__inner{box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:10px 20px;min-height:56px;padding:10px 56px;font-size:15px;line-height:1.4}`,
  `${r}.has-align-start ${r}__inner{justify-content:flex-start}${r}.has-align-end ${r}__inner{justify-content:flex-end}`,
  `${r}__announcement-text{display:flex;align-items:center;gap:10px}${r}__announcement-text p{margin:0}`,
  `${r}__announcement-icon{color:var(--e-floating-bars-announcement-icon-color,inherit);font-size:18px;line-height:1}`,
  `${r}__cta-button{display:inline-flex;align-items:center;gap:8px;padding:8px 18px;border-radius:999px;background:var(--e-floating-bars-cta-button-background-color,#fff);color:var(--e-floating-bars-cta-button-text-color,#1f2124);font-weight:600;text-decoration:none;white-space:nowrap}`,
  `${r}__cta-button:focus-visible,${r}__close-button:focus-visible{outline:3px solid #8ab4f8;outline-offset:2px}`,
  `${r}__close-button{position:absolute;top:50%;right:12px;transform:translateY(-50%);display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;border:0;border-radius:50%;background:none;color:var(--e-floating-bars-close-icon-color,inherit);font-size:16px;cursor:pointer}`,
  // Variant 3: headline over a text link.
  `${r}-var-3 ${r}__inner{flex-direction:column;gap:4px}`,
  `${r}-var-3 ${r}__cta-button{padding:2px 0;border-radius:0;background:none;color:var(--e-floating-bars-cta-button-text-color,inherit);text-decoration:underline;text-underline-offset:3px}`,
  `@media (max-width:767px){${r}__inner{padding:8px 48px 8px 14px;font-size:14px}}`,
  `${r}[data-state=closing].has-vertical-position-top ${r}__bar{transform:translateY(-100%);transition:transform .3s ease-in}`,
  `${r}[data-state=closing].has-vertical-position-bottom ${r}__bar{transform:translateY(100%);transition:transform .3s ease-in}`,
  `@media (prefers-reduced-motion:reduce){${r} ${r}__bar{transition:none!important}}`,
  `@media print{${r}{display:none}}`,
].join('');
