// Countdown widget (Elementor Pro): boxes for days, hours, minutes and seconds with their labels. The
// server prints the structure, the labels and when it ends (data-date, or data-evergreen-interval for
// a countdown that starts per visitor); the `countdown` behaviour fills in the numbers each second,
// so a cached page never shows stale ones. The wrapper is a timer (role=timer: not announced as it
// ticks); screen readers get the due date once, as words; the expiry message is a status, said once.
import { defineWidget } from '../../contracts/widget.ts';
import { safeUrl } from '../../model/safe-url.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { countdownBaseCss } from './base-css.ts';
import { dueDateMs, dueDateText, evergreenSeconds } from './due-date.ts';
import { countdownDeclaration, type CountdownSettings } from './schema.ts';
import { UNITS, type Unit } from './time-left.ts';

const DEFAULT_LABELS: Record<Unit, string> = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };

export interface ExpireAction {
  type: 'hide' | 'redirect' | 'message';
  redirect_url?: string;
}

/** A redirect goes to a page of this site or an http(s) address, nothing else (Elementor: http only). */
function redirectUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url && (/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))) ? url : undefined;
}

/** The actions to run on expiry, in the order set; a redirect without a usable address is dropped. */
export function expireActions(s: CountdownSettings): ExpireAction[] {
  const actions: ExpireAction[] = [];
  for (const type of new Set(s.expire_actions)) {
    if (type === 'redirect') {
      const url = redirectUrl(s.expire_redirect_url.url);
      if (url) actions.push({ type, redirect_url: url });
    } else if (type === 'hide' || type === 'message') actions.push({ type });
  }
  return actions;
}

function labelOf(s: CountdownSettings, unit: Unit): string {
  if (s.custom_labels !== 'yes') return DEFAULT_LABELS[unit];
  return sanitizeInline(s[`label_${unit}`]);
}

export const countdown = defineWidget({
  declaration: countdownDeclaration,
  baseCss: countdownBaseCss,
  behaviours: () => ['countdown'],
  Render: ({ settings: s, element, ctx }) => {
    const isEvergreen = s.countdown_type === 'evergreen';
    // A number field cleared in the editor is stored as '' (not a number: the default stood in for
    // it); Elementor counts it as 0, a missing one as the default.
    const stored = (name: 'evergreen_counter_hours' | 'evergreen_counter_minutes') => (element.settings[name] === '' ? 0 : s[name]);
    const due = isEvergreen ? undefined : dueDateMs(s.due_date, Date.now());
    // Elementor runs no expiry action in the editor: the widget must stay there to be edited.
    const actions = ctx.isEditor ? [] : expireActions(s);
    const shown = UNITS.filter((unit) => s[`show_${unit}`] === 'yes');
    const message = actions.some((a) => a.type === 'message') ? s.message_after_expire.trim() : '';
    return (
      <>
        <div
          className={`elementor-countdown-wrapper elementor-countdown--label-${s.label_display}`}
          role="timer"
          data-date={due === undefined ? undefined : String(Math.floor(due / 1000))}
          data-evergreen-interval={
            isEvergreen ? String(evergreenSeconds(stored('evergreen_counter_hours'), stored('evergreen_counter_minutes'))) : undefined
          }
          data-expire-actions={actions.length ? JSON.stringify(actions) : undefined}
        >
          {shown.map((unit) => {
            const label = s.show_labels === 'yes' ? labelOf(s, unit) : '';
            return (
              <div key={unit} className="elementor-countdown-item">
                <span className={`elementor-countdown-digits elementor-countdown-${unit}`} />
                {label ? (
                  <>
                    {' '}
                    <span className="elementor-countdown-label" dangerouslySetInnerHTML={{ __html: label }} />
                  </>
                ) : (
                  <span className="elementor-screen-only"> {DEFAULT_LABELS[unit]}</span>
                )}
              </div>
            );
          })}
        </div>
        {due === undefined ? null : (
          <p className="elementor-screen-only">
            Until <time dateTime={new Date(due).toISOString()}>{dueDateText(due)}</time>
          </p>
        )}
        {message ? (
          <div className="elementor-countdown-expire--message" role="status" hidden>
            {message}
          </div>
        ) : null}
      </>
    );
  },
});
