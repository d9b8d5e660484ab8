// Static CSS of the countdown: Elementor Pro's rules (white digits on the kit's primary colour, 69 px
// digits over 19 px labels, boxes sharing the row), with the digits' line held open before the
// behaviour fills it, so nothing moves when the numbers appear.
import { SCREEN_ONLY_CSS } from '../shared/screen-only.ts';

const W = '.elementor-countdown-wrapper';
export const countdownBaseCss =
  `${W}{display:flex;justify-content:center;gap:var(--e-countdown-gap,10px);margin:0 auto}${W}[hidden]{display:none}` +
  '.elementor-countdown-item{padding:20px 0;text-align:center;color:#fff;background-color:var(--e-global-color-primary,#6ec1e4)}' +
  '.elementor-countdown--label-block .elementor-countdown-item{flex:1 1 0;min-width:0}' +
  '.elementor-countdown--label-inline .elementor-countdown-item{padding-inline:5px}' +
  '.elementor-countdown-digits,.elementor-countdown-label{line-height:1}' +
  // Tabular figures: the digits keep their width as they change.
  '.elementor-countdown-digits{font-size:69px;font-variant-numeric:tabular-nums}.elementor-countdown-label{font-size:19px}' +
  '.elementor-countdown--label-block .elementor-countdown-digits,.elementor-countdown--label-block .elementor-countdown-label{display:block}' +
  // One line box (1lh; 1em where unknown) while empty: the numbers arriving move nothing.
  '.elementor-countdown-digits:empty{display:inline-block;min-height:1em;min-height:1lh}.elementor-countdown--label-block .elementor-countdown-digits:empty{display:block}' +
  '.elementor-countdown-expire--message{padding:20px}.elementor-countdown-expire--message[hidden]{display:none}' +
  SCREEN_ONLY_CSS;
