// `adblock_detection`: after `adblock_detection_delay` seconds (default 0), puts a bait element with
// the class names ad blockers hide and a random six-character id on the page, and fires if, a moment
// later, a blocker has hidden or removed it. The bait is always taken away again.
import { numberSetting } from '../context.ts';
import type { Trigger } from './trigger.ts';

/** Class names of EasyList's generic element-hiding rules. */
export const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 text-ad';
/** Time for a blocker's element-hiding rules to apply to the new element. */
export const BAIT_CHECK_MS = 100;

/** Six letters: a valid id and CSS selector, different on every page, so no rule can name it. */
export function randomBaitId(random: () => number = Math.random): string {
  return Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('');
}

export function isBaitHidden(bait: HTMLElement, win: Window): boolean {
  if (!bait.isConnected || bait.offsetParent === null || bait.offsetHeight === 0) return true;
  const style = win.getComputedStyle(bait);
  return style.display === 'none' || style.visibility === 'hidden';
}

export const adblockDetection: Trigger = (settings, fire, { win, doc }) => {
  let bait: HTMLElement | undefined;
  let timer = setTimeout(
    () => {
      const el = doc.createElement('div');
      el.id = randomBaitId();
      el.className = BAIT_CLASSES;
      el.setAttribute('aria-hidden', 'true');
      el.style.cssText = 'position:absolute;left:-10000px;top:0;width:1px;height:1px;';
      el.innerHTML = '&nbsp;';
      doc.body.appendChild((bait = el));
      timer = setTimeout(() => {
        const blocked = isBaitHidden(el, win);
        el.remove();
        if (blocked) fire();
      }, BAIT_CHECK_MS);
    },
    Math.max(0, numberSetting(settings, 'adblock_detection_delay', 0)) * 1000,
  );
  return () => {
    clearTimeout(timer);
    bait?.remove();
  };
};
