// Progress bar widget: a titled bar that fills to its percentage when it comes into view.
// The server writes the bar's width as a custom property (--e-progress-width), so without
// JavaScript the bar shows its value; the `progress` behaviour starts it at zero and lets it grow
// when first seen. role=progressbar carries the value and is named by the title.
import { sanitizeInline, textOf } from '../shared/sanitize.ts';
import { cx } from '../shared/css-parts.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { progressBaseCss } from './base-css.ts';
import { progressDeclaration, type ProgressSettings } from './schema.ts';

/** The percentage as a whole number from 0 to 100 (Elementor's slider stops there). */
export function percentOf(s: ProgressSettings): number {
  const n = Number((s.percent as { size?: unknown } | undefined)?.size);
  return Number.isFinite(n) ? Math.round(Math.min(100, Math.max(0, n))) : 0;
}

export const progress = defineWidget({
  declaration: progressDeclaration,
  baseCss: progressBaseCss,
  behaviours: () => ['progress-fill'],
  Render: ({ settings: s, element }) => {
    const percent = percentOf(s);
    const title = sanitizeInline(s.title);
    const inner = sanitizeInline(s.inner_text);
    const titleId = `progress-title-${element.id.replace(/[^\w-]/g, '_')}`;
    const Tag = s.title_tag;
    const innerText = textOf(s.inner_text);
    return (
      <>
        {title ? <Tag id={titleId} className="elementor-title" dangerouslySetInnerHTML={{ __html: title }} /> : null}
        <div
          className={cx('elementor-progress-wrapper', s.progress_type && `progress-${s.progress_type}`)}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={innerText ? `${percent}% (${innerText})` : `${percent}%`}
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : innerText || 'Progress'}
        >
          <div className="elementor-progress-bar" data-max={percent} style={{ width: `${percent}%` }}>
            <span className="elementor-progress-text" dangerouslySetInnerHTML={{ __html: inner }} />
            {s.display_percentage === 'show' ? <span className="elementor-progress-percentage">{percent}%</span> : null}
          </div>
        </div>
      </>
    );
  },
});
