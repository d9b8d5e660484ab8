// Astra's scroll-to-top button: shown on the devices the theme option names (the 769 px marker splits
// mobile from desktop), hidden until the page is scrolled 100 px, fading in and out over 300 ms.
// The browser side is src/behaviours/scroll-to-top.ts; a <button> gets Enter and Space for free.
import type { ReactNode } from 'react';
import { SCROLL_TOP_DEVICE_MARKER } from './breakpoints.ts';
import type { ThemeOptions } from './options.ts';

export function ScrollToTop({ devices }: { devices: ThemeOptions['scrollToTop']['devices'] }): ReactNode {
  return (
    <button
      type="button"
      id="ast-scroll-top"
      className="ast-scroll-top-icon ast-scroll-to-top-right"
      data-on-devices={devices}
      data-behaviours="scroll-to-top"
      data-behaviours-defer="input"
      aria-label="Scroll to top"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M5 15l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

export function scrollToTopCss(devices: ThemeOptions['scrollToTop']['devices']): string {
  const hideOn =
    devices === 'desktop'
      ? `@media (max-width:${SCROLL_TOP_DEVICE_MARKER - 1}px){#ast-scroll-top{display:none}}`
      : devices === 'mobile'
        ? `@media (min-width:${SCROLL_TOP_DEVICE_MARKER}px){#ast-scroll-top{display:none}}`
        : '';
  return [
    // Hidden and out of the tab order until shown; the fade is opacity only, 300 ms each way.
    '#ast-scroll-top{position:fixed;right:30px;bottom:30px;z-index:99;display:flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:2px;background:var(--foyer-heading);color:#fff;cursor:pointer;opacity:0;visibility:hidden;transition:opacity .3s linear,visibility 0s .3s}',
    '#ast-scroll-top.ast-scroll-top--visible{opacity:1;visibility:visible;transition:opacity .3s linear}',
    '#ast-scroll-top:hover{background:var(--foyer-link)}',
    `@media (max-width:${SCROLL_TOP_DEVICE_MARKER - 1}px){#ast-scroll-top{right:16px;bottom:16px}}`,
    // Above what sits in the same corner: a bottom floating bar while it shows (its behaviour measures
    // it) and a bottom-right contact launcher (20 px margin and a 56 px button), so neither covers it.
    'body:has(.e-floating-bars.has-vertical-position-bottom:not([data-state=dismissed])){--foyer-corner-bar:var(--e-floating-bars-bottom-offset,72px)}',
    'body:has(.e-contact-buttons.has-v-alignment-bottom.has-h-alignment-end){--foyer-corner-launcher:84px}',
    `#ast-scroll-top{bottom:calc(30px + var(--foyer-corner-bar,0px) + var(--foyer-corner-launcher,0px))}`,
    `@media (max-width:${SCROLL_TOP_DEVICE_MARKER - 1}px){#ast-scroll-top{bottom:calc(16px + var(--foyer-corner-bar,0px) + var(--foyer-corner-launcher,0px))}}`,
    hideOn,
  ].join('');
}
