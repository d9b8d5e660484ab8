// The popup's CSS: the modal and dialog every popup shares (Elementor's class names), and each popup's
// own rules from its settings under `#elementor-popup-modal-{id}`, Elementor's popup CSS wrapper.
import { declarationCss } from '../contracts/declaration/css.ts';
import type { CssSink } from '../model/css.ts';
import { scopeCustomCss } from '../model/custom-css.ts';
import { popupDeclaration } from './schema.ts';
import { animationSeconds, type PopupSettings } from './settings.ts';

export const popupModalId = (id: number) => `elementor-popup-modal-${id}`;

/** Printed once on a page that carries popups. */
export const popupBaseCss =
  '.elementor-popup-modal{position:fixed;inset:0;z-index:9999;display:flex;justify-content:center;align-items:center;' +
  'background-color:rgba(0,0,0,.8);pointer-events:all;-webkit-tap-highlight-color:transparent}' +
  '.elementor-popup-modal[hidden]{display:none}' +
  '.elementor-popup-modal .dialog-widget-content{position:relative;background-color:#fff;max-width:100vw;max-height:100vh;' +
  'box-shadow:2px 8px 23px 3px rgba(0,0,0,.2);overflow:visible}' +
  '.elementor-popup-modal .dialog-widget-content:focus{outline:none}' +
  '.elementor-popup-modal .dialog-message{display:flex;box-sizing:border-box;width:640px;max-width:100vw;max-height:100vh;overflow:auto;padding:0;border-radius:inherit;line-height:inherit}' +
  '.elementor-popup-modal .dialog-message>.elementor{width:100%}' +
  '.elementor-popup-modal .dialog-close-button{position:absolute;top:20px;right:20px;z-index:2;display:flex;align-items:center;' +
  'justify-content:center;margin:0;padding:6px;border:0;border-radius:50%;background:transparent;color:#1f2124;font-size:20px;line-height:1;cursor:pointer}' +
  '.elementor-popup-modal .dialog-close-button[hidden]{display:none}' +
  '.elementor-popup-modal .dialog-close-button svg{width:1em;height:1em;fill:currentColor}' +
  '.elementor-popup-modal .dialog-close-button:focus-visible{outline:2px solid currentColor;outline-offset:2px}' +
  // Exit animations play the entrance keyframes backwards (the keyframes are in src/elements/animations.ts).
  '.elementor-popup-modal .dialog-widget-content.animated.foyer-popup-exit{animation-direction:reverse}' +
  'html.foyer-popup-no-scroll,html.foyer-popup-no-scroll body{overflow:hidden}';

/** One popup's rules: its settings (width, position, colours, close button) and custom CSS. */
export function popupCss(args: { id: number; settings: PopupSettings; css: CssSink }): { customCss: string; refused?: string } {
  const { id, settings, css } = args;
  const selector = `#${popupModalId(id)}`;
  declarationCss({ controls: popupDeclaration.controls, settings, selector, css });
  css.add(`${selector} .dialog-widget-content`, { 'animation-duration': `${animationSeconds(settings)}s` });
  const custom = scopeCustomCss((settings as Record<string, unknown>).custom_css, selector);
  return { customCss: custom.css ?? '', refused: custom.refused };
}
