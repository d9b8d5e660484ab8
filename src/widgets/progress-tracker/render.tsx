// Progress tracker widget (Elementor Pro): how far the visitor has read the page, or one element
// of it, as a bar or a ring with an optional percentage. The server draws it at 0 %; the
// `progress-tracker` behaviour follows the scroll, at most once per frame.
import { cx } from '../shared/css-parts.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { progressTrackerBaseCss } from './base-css.ts';
import { progressTrackerDeclaration, type ProgressTrackerSettings } from './schema.ts';

/** What the browser measures: the whole page, the post's content, or a selector's element. */
export function trackedSelector(s: ProgressTrackerSettings): string {
  if (s.relative_to === 'selector') return s.selector.trim();
  if (s.relative_to === 'post_content') return '.elementor-widget-theme-post-content, article, main';
  return '';
}

export const progressTracker = defineWidget({
  declaration: progressTrackerDeclaration,
  baseCss: progressTrackerBaseCss,
  behaviours: () => ['progress-tracker'],
  clientSettings: (s) => ({ target: trackedSelector(s) }),
  Render: ({ settings: s }) => {
    const percentage = s.percentage === 'yes' ? <div className="current-progress-percentage">0%</div> : null;
    const common = {
      role: 'progressbar',
      'aria-label': s.relative_to === 'entire_page' ? 'Reading progress of the page' : 'Reading progress',
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': 0,
    } as const;
    if (s.type === 'circular') {
      return (
        <div className="elementor-scrolling-tracker elementor-scrolling-tracker-circular" {...common}>
          {/* pathLength 100: the dash offset is the percentage left, whatever the ring's size. */}
          <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            <circle className="circle-background" cx="50" cy="50" r="45" pathLength={100} />
            <circle className="current-progress" cx="50" cy="50" r="45" pathLength={100} />
          </svg>
          {percentage}
        </div>
      );
    }
    return (
      <div
        className={cx(
          'elementor-scrolling-tracker elementor-scrolling-tracker-horizontal',
          `elementor-scrolling-tracker-${s.direction}`,
          s.percentage === 'yes' && `elementor-scrolling-tracker-percentage-${s.percentage_position}`,
        )}
        {...common}
      >
        <div className="current-progress" />
        {percentage}
      </div>
    );
  },
});
