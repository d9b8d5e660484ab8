// Static CSS of the search form, after Pro's widget-search-form.css: a 50 px bar (input plus an
// icon or text button) for classic and minimal; for full screen a square toggle whose overlay sits
// fixed over the page, scaled to nothing until opened.
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';
const F = '.elementor-search-form';

export const searchFormBaseCss =
  `${F}{display:block;--e-search-form-size:50px}` +
  `${F} button{font:inherit;margin:0;cursor:pointer}` +
  `${F} input[type=search]{-webkit-appearance:none;appearance:none;background:none;border:0;display:inline-block;font-size:15px;line-height:1;margin:0;min-width:0;padding:0 calc(var(--e-search-form-size)/3);vertical-align:middle;white-space:normal}` +
  `${F} input[type=search]:focus{outline:0}` +
  `${F}__container{border:0 solid transparent;display:flex;min-height:var(--e-search-form-size);overflow:hidden}` +
  `${F}:not(${F}--skin-full_screen) ${F}__container{background:#f1f2f3;border-radius:3px}` +
  `${F}__input{color:#3f444b;flex-basis:100%}` +
  `${F}__submit{border:none;border-radius:0;background-color:var(--e-global-color-secondary,#54595f);color:#fff;font-size:16px;min-width:var(--e-search-form-size);padding:0}` +
  `${F}__submit svg{fill:currentColor;height:1em;width:1em}` +
  `${F}__icon{align-items:center;color:#3f444b;display:flex;fill:currentColor;font-size:15px;opacity:.6;padding-left:calc(var(--e-search-form-size)/3)}` +
  `${F}__icon svg{height:1em;width:1em}` +
  `${F}--skin-full_screen ${F}__toggle{background:none;border:0;color:var(--e-search-form-toggle-color,#33373d);display:inline-block;font-size:var(--e-search-form-toggle-size,33px);padding:0;vertical-align:middle}` +
  `${F}__toggle .e-font-icon-svg-container{background-color:var(--e-search-form-toggle-background-color,rgba(0,0,0,.05));border-radius:3px;display:block;height:var(--e-search-form-toggle-size,33px);position:relative;width:var(--e-search-form-toggle-size,33px)}` +
  `${F}__toggle svg{fill:currentColor;height:.55em;left:50%;position:absolute;top:50%;transform:translate(-50%,-50%);width:.55em}` +
  `${F}--skin-full_screen ${F}__container{align-items:center;background-color:rgba(0,0,0,.8);height:100vh;left:0;opacity:0;padding:0 15%;position:fixed;top:0;transform:scale(0);transition:opacity .3s,transform .3s;width:100vw;z-index:9998}` +
  `${F}--skin-full_screen ${F}__container.elementor-search-form--full-screen{opacity:1;transform:scale(1)}` +
  `${F}--skin-full_screen input[type=search]${F}__input{border:1px solid #fff;border-radius:3px;color:#fff;font-size:50px;line-height:1.5;padding:0 0 0 .5em;text-align:center}` +
  `${F}--skin-full_screen .dialog-lightbox-close-button{background:none;border:0;color:#fff;font-size:40px;line-height:1;position:absolute;right:.5em;top:.5em}` +
  `@media(prefers-reduced-motion:reduce){${F}--skin-full_screen ${F}__container{transition:none}}` +
  SCREEN_ONLY_CSS;
