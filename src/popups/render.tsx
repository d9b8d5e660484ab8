// A popup's markup (Elementor's dialog structure, the markup contract with popup-watch and the popup
// module): rendered hidden into every page it may show on, so opening it costs no request.
import type { ReactNode } from 'react';
import { popupModalId } from './css.ts';

/** What the page needs to render one popup; built by `preparePopups` (page.ts). */
export interface PopupView {
  id: number;
  /** The dialog's accessible name (its first heading, else its title). */
  label: string;
  /** data-settings: triggers, timing and the behaviour settings (settings.ts popupClientSettings). */
  clientSettings: Record<string, unknown>;
  /** Staff classes (the `classes` setting), already checked. */
  classes: string;
}

/** The document's content: React children, or pre-rendered HTML when the page renders guarded. */
export type PopupContent = { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } };

const CLOSE_ICON =
  'M18.3 5.71a1 1 0 0 0-1.41 0L12 10.59 7.11 5.7A1 1 0 0 0 5.7 7.11L10.59 12 5.7 16.89a1 1 0 1 0 1.41 1.41L12 13.41l4.89 4.89a1 1 0 0 0 1.41-1.41L13.41 12l4.89-4.89a1 1 0 0 0 0-1.4z';

export function PopupModal({ popup, content }: { popup: PopupView; content: PopupContent }): ReactNode {
  const { id } = popup;
  return (
    <div
      id={popupModalId(id)}
      className={`elementor-popup-modal foyer-popup${popup.classes ? ` ${popup.classes}` : ''}`}
      hidden
      data-popup-id={id}
      data-behaviours="popup-watch"
      data-settings={JSON.stringify(popup.clientSettings)}
    >
      <div
        className="dialog-widget-content dialog-lightbox-widget-content"
        role="dialog"
        aria-modal="true"
        aria-label={popup.label}
        tabIndex={-1}
      >
        <button type="button" className="dialog-close-button dialog-lightbox-close-button" aria-label="Close">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={CLOSE_ICON} />
          </svg>
        </button>
        <div className="dialog-message dialog-lightbox-message">
          <div
            data-elementor-type="popup"
            data-elementor-id={id}
            className={`elementor elementor-${id} elementor-location-popup`}
            {...content}
          />
        </div>
      </div>
    </div>
  );
}
