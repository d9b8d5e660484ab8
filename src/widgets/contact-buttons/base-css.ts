// Static CSS of the contact buttons, sent once per page that has them. Colour settings only set the
// custom properties read here. The box animates by CSS keyframes while the behaviour holds
// data-state="opening"/"closing" for the same 300 ms (CONTACT_ANIMATION_MS); reduced motion skips both.
import type { CssSink } from '../../model/css.ts';
import { ICON_BASE_CSS } from '../shared/icon.tsx';

const r = '.e-contact-buttons';
const PLATFORM_COLORS: Array<[string, string]> = [
  ['whatsapp', '#25d366'],
  ['phone', '#0d6efd'],
  ['email', '#ea4335'],
  ['sms', '#6f42c1'],
  ['messenger', '#0084ff'],
  ['telegram', '#229ed9'],
  ['viber', '#7360f2'],
  ['skype', '#00aff0'],
  ['waze', '#33ccff'],
  ['map', '#34a853'],
  ['url', '#555'],
];

const PLATFORM_COLOR = new Map(PLATFORM_COLORS);

/**
 * The colour of the links to the platforms an instance lists, as page rules (one of each per page,
 * in the page's sink): a page does not carry the colours of the platforms it links to none of.
 */
export function contactLinkColorsCss(css: CssSink, platformNames: Iterable<string>): void {
  for (const name of platformNames) {
    const color = PLATFORM_COLOR.get(name);
    if (color) css.add(`${r} .has-platform-${name}`, { '--cb-link': color });
  }
}

export const contactButtonsBaseCss = [
  ICON_BASE_CSS,
  `${r}{--cb-accent:var(--e-contact-buttons-chat-button-bg,#324a6d);position:fixed;z-index:9990;display:flex;flex-direction:column;align-items:flex-end;gap:12px;margin:20px;font-size:15px;line-height:1.4;pointer-events:none;transition:bottom .3s}`,
  `${r}>*{pointer-events:auto}`,
  `${r}.has-platform-whatsapp{--cb-accent:var(--e-contact-buttons-chat-button-bg,#25d366)}`,
  `${r}.has-h-alignment-end{right:0}${r}.has-h-alignment-start{left:0;align-items:flex-start}${r}.has-h-alignment-center{left:50%;transform:translateX(-50%);align-items:center}`,
  `${r}.has-v-alignment-bottom{bottom:0}${r}.has-v-alignment-top{top:0;flex-direction:column-reverse}${r}.has-v-alignment-middle{top:50%;transform:translateY(-50%)}`,
  `${r}.has-h-alignment-center.has-v-alignment-middle{transform:translate(-50%,-50%)}`,
  // Above a bottom floating bar while it shows (its behaviour measures it; 72px until then).
  `body:has(.e-floating-bars.has-vertical-position-bottom:not([data-state=dismissed])) ${r}.has-v-alignment-bottom{bottom:var(--e-floating-bars-bottom-offset,72px)}`,
  // The launcher: a round button of the platform's (or the chosen) colour, with an optional dot.
  `${r}__chat-button{position:relative;display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;padding:0;border:0;border-radius:50%;background:var(--cb-accent);color:var(--e-contact-buttons-chat-button-icon,#fff);font-size:26px;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.22)}`,
  `${r}__chat-button.has-size-medium{width:64px;height:64px;font-size:30px}${r}__chat-button.has-size-large{width:72px;height:72px;font-size:34px}`,
  `${r}__chat-button:focus-visible,${r}__close-button:focus-visible,${r}__content a:focus-visible{outline:3px solid #1a73e8;outline-offset:3px}`,
  `${r}__chat-button.has-dot::after,${r}__profile-image.has-dot::after{content:"";position:absolute;top:4px;right:4px;width:11px;height:11px;border-radius:50%;background:#e53935;border:2px solid #fff}`,
  // The box.
  `${r}__content-wrapper{width:min(360px,calc(100vw - 40px));max-height:calc(100vh - 120px);overflow:auto;border-radius:12px;background:var(--e-contact-buttons-chat-box-bg,#fff);color:#1f2124;box-shadow:0 10px 40px rgba(0,0,0,.2)}`,
  `${r}__content-wrapper[hidden]{display:none}`,
  `${r}.has-corners-round ${r}__content-wrapper{border-radius:22px}${r}.has-corners-sharp ${r}__content-wrapper{border-radius:0}`,
  `${r}__top-bar{position:relative;display:flex;align-items:center;gap:12px;padding:18px 48px 18px 18px;background:var(--e-contact-buttons-top-bar-bg,var(--cb-accent));color:var(--e-contact-buttons-top-bar-name,#fff)}`,
  `${r}__top-bar p{margin:0}${r}__top-bar-name{font-weight:600;font-size:17px}${r}__top-bar-title{font-size:13px;opacity:.9}`,
  `${r}__close-button{position:absolute;top:10px;right:10px;display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;padding:0;border:0;border-radius:50%;background:rgba(255,255,255,.18);color:inherit;font-size:16px;cursor:pointer}`,
  `${r}__profile-image{position:relative;flex:none}${r}__profile-image-el{display:block;width:52px;height:52px;border-radius:50%;object-fit:cover}`,
  `${r}__message-bubble{padding:20px 18px 8px;background:#f0ece5}`,
  `${r}__bubble{display:inline-block;max-width:85%;padding:10px 14px;border-radius:0 12px 12px 12px;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.1)}${r}__bubble p{margin:0}${r}__message-bubble-name{font-weight:600;font-size:13px;opacity:.75}`,
  `${r}__send-button{padding:12px 18px 18px;background:#f0ece5}`,
  `${r}__send-cta{display:flex;align-items:center;justify-content:center;gap:8px;padding:11px 16px;border-radius:999px;background:var(--e-contact-buttons-send-button-bg,var(--cb-accent));color:var(--e-contact-buttons-send-button-text,#fff);font-weight:600;text-decoration:none}`,
  // Links.
  `${r}__contact-links{display:flex;flex-direction:column;gap:2px;margin:0;padding:10px;list-style:none}`,
  `${r}__contact-links.has-links-icons,${r}__contact-links.has-links-tooltip{flex-direction:row;flex-wrap:wrap;justify-content:center;gap:12px;padding:16px}`,
  `${r}__contact-icon-link{position:relative;display:flex;align-items:center;gap:12px;padding:8px 10px;border-radius:8px;color:var(--e-contact-buttons-link-color,inherit);text-decoration:none}`,
  `${r}__contact-icon-link:hover{background:rgba(0,0,0,.05)}`,
  `${r}__contact-icon-container{display:inline-flex;align-items:center;justify-content:center;flex:none;width:40px;height:40px;border-radius:50%;background:var(--cb-link,#555);color:#fff;font-size:19px}`,
  `${r}__contact-text{display:flex;flex-direction:column}${r}__contact-title{font-weight:600}${r}__contact-description{font-size:13px;opacity:.75}`,
  `${r}__contact-tooltip{position:absolute;bottom:calc(100% + 4px);left:50%;transform:translateX(-50%);padding:3px 8px;border-radius:4px;background:#1f2124;color:#fff;font-size:12px;white-space:nowrap;opacity:0;pointer-events:none;transition:opacity .15s}`,
  `${r}__contact-icon-link:hover ${r}__contact-tooltip,${r}__contact-icon-link:focus-visible ${r}__contact-tooltip{opacity:1}`,
  // Variants 4, 5, 9, 10 have no top bar: a lighter, transparent box of floating links.
  `${r}-var-4 ${r}__content-wrapper,${r}.is-always-open ${r}__content-wrapper{width:auto;background:none;box-shadow:none;overflow:visible}`,
  `${r}.is-always-open ${r}__contact-icon-link{background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.15)}`,
  `${r}.is-always-open ${r}__contact-links.has-links-icons{flex-direction:column;padding:0}`,
  // Open and close.
  `@keyframes e-contact-buttons-in{from{opacity:0;transform:translateY(16px) scale(.96)}to{opacity:1;transform:none}}`,
  `@keyframes e-contact-buttons-out{from{opacity:1;transform:none}to{opacity:0;transform:translateY(16px) scale(.96)}}`,
  `${r}[data-state=opening] ${r}__content-wrapper{animation:e-contact-buttons-in .3s ease-out both}`,
  `${r}[data-state=closing] ${r}__content-wrapper{animation:e-contact-buttons-out .3s ease-in both}`,
  `@media (prefers-reduced-motion:reduce){${r} ${r}__content-wrapper{animation:none!important}}`,
  `@media print{${r}{display:none}}`,
].join('');
