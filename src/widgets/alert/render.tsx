// Alert widget: a coloured notice with a title, a description and an optional dismiss button.
// Roles: Elementor marks every alert role="alert", but that role is for messages that appear while
// the visitor is on the page (it makes screen readers interrupt). A notice in the server HTML is
// ordinary content read in order, so it gets no live role; its type, which colour alone would
// carry, is spoken through a screen-only prefix. The dismiss button is the only browser code
// (the `alert` behaviour): a few lines, not an island.
import { Icon } from '../shared/icon.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { alertBaseCss } from './base-css.ts';
import { alertDeclaration } from './schema.ts';

const SPOKEN_TYPE: Record<string, string> = { info: 'Note: ', success: 'Success: ', warning: 'Warning: ', danger: 'Important: ' };

export const alert = defineWidget({
  declaration: alertDeclaration,
  baseCss: alertBaseCss,
  behaviours: (s) => (s.show_dismiss === 'show' ? ['alert-dismiss'] : []),
  Render: ({ settings: s }) => {
    const title = sanitizeInline(s.alert_title);
    const description = sanitizeInline(s.alert_description);
    if (!title && !description) return null;
    return (
      <div className={`elementor-alert elementor-alert-${s.alert_type}`}>
        <span className="elementor-screen-only">{SPOKEN_TYPE[s.alert_type]}</span>
        {title ? <span className="elementor-alert-title" dangerouslySetInnerHTML={{ __html: title }} /> : null}
        {description ? <span className="elementor-alert-description" dangerouslySetInnerHTML={{ __html: description }} /> : null}
        {s.show_dismiss === 'show' ? (
          <button type="button" className="elementor-alert-dismiss" aria-label="Dismiss this alert">
            {s.dismiss_icon.value ? <Icon value={s.dismiss_icon} /> : <span aria-hidden="true">&times;</span>}
          </button>
        ) : null}
      </div>
    );
  },
});
