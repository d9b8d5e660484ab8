// Counter widget: a number that counts from its start to its end value the first time it is seen.
// The server prints the final value, so readers without JavaScript, search engines and screen
// readers get the real number; the `counter` behaviour (a few lines of DOM code, not an island)
// runs the count. The visible digits are aria-hidden and a screen-only copy carries the value,
// so assistive technology never reads the intermediate numbers.
import { sanitizeInline, textOf } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { counterBaseCss } from './base-css.ts';
import { decimalsOf, formatNumber } from './format.ts';
import { counterDeclaration, type CounterSettings } from './schema.ts';

/** The thousands delimiter Elementor writes into `data-delimiter` ('' when switched off). */
export function delimiterOf(s: CounterSettings): string {
  if (s.thousand_separator !== 'yes') return '';
  return s.thousand_separator_char || ',';
}

/** Prefix and suffix as plain text; spaces are kept (Elementor prints them with pre-wrap). */
function plain(value: string): string {
  return /[<&]/.test(value) ? textOf(value) : value;
}

export const counter = defineWidget({
  declaration: counterDeclaration,
  baseCss: counterBaseCss,
  behaviours: () => ['counter-animation'],
  Render: ({ settings: s }) => {
    const to = s.ending_number ?? 100;
    const from = s.starting_number ?? 0;
    const delimiter = delimiterOf(s);
    const final = formatNumber(to, decimalsOf(to), delimiter);
    const title = sanitizeInline(s.title);
    const Tag = s.title_tag;
    const prefix = plain(s.prefix);
    const suffix = plain(s.suffix);
    const spoken = `${prefix}${final}${suffix}`.trim();
    return (
      <div className="elementor-counter">
        {title ? <Tag className="elementor-counter-title" dangerouslySetInnerHTML={{ __html: title }} /> : null}
        <div className="elementor-counter-number-wrapper" aria-hidden="true">
          <span className="elementor-counter-number-prefix">{prefix}</span>
          <span
            className="elementor-counter-number"
            data-duration={s.duration ?? 2000}
            data-to-value={to}
            data-from-value={from}
            data-delimiter={delimiter || undefined}
          >
            {final}
          </span>
          <span className="elementor-counter-number-suffix">{suffix}</span>
        </div>
        <span className="elementor-screen-only">{spoken}</span>
      </div>
    );
  },
});
