// Floating bars (Elementor Pro's floating-bars-var-2 and -var-3): an announcement and a call to
// action fixed to the top or bottom of the window, with a dismiss the `floating-bars` behaviour
// remembers. No content jump: an in-flow spacer holding an invisible copy of the bar's content
// reserves exactly its height in the server HTML (any wrapping, any device), and goes with the bar.
// Variant 2 lays text and button side by side; variant 3 stacks them as a headline and a link.
import type { ReactNode } from 'react';
import { defineWidget } from '../../contracts/widget.ts';
import { cx } from '../shared/css-parts.ts';
import { Icon } from '../shared/icon.tsx';
import { linkProps } from '../shared/links.ts';
import { sanitizeInline } from '../shared/sanitize.ts';
import { floatingBarsBaseCss } from './base-css.ts';
import { type FloatingBarsSettings, floatingBarsDeclaration } from './schema.ts';

function Content({ s, live }: { s: FloatingBarsSettings; live: boolean }): ReactNode {
  const text = sanitizeInline(s.announcement_text);
  const link = linkProps(s.cta_link);
  return (
    <>
      {text ? (
        <div className="e-floating-bars__announcement-text">
          <span className="e-floating-bars__announcement-icon">
            <Icon value={s.announcement_icon} />
          </span>
          <p className="e-floating-bars__announcement-text-content" dangerouslySetInnerHTML={{ __html: text }} />
        </div>
      ) : null}
      {link && s.cta_text ? (
        <div className="e-floating-bars__cta-button-container">
          {/* The spacer's copy is never focusable or read: only the live bar holds the link. */}
          {live ? (
            <a className="e-floating-bars__cta-button" {...link}>
              <span className="e-floating-bars__cta-text">{s.cta_text}</span>
              <Icon value={s.cta_icon} />
            </a>
          ) : (
            <span className="e-floating-bars__cta-button">
              <span className="e-floating-bars__cta-text">{s.cta_text}</span>
              <Icon value={s.cta_icon} />
            </span>
          )}
        </div>
      ) : null}
    </>
  );
}

function floatingBar(variant: 2 | 3) {
  return defineWidget({
    declaration: floatingBarsDeclaration(variant),
    baseCss: floatingBarsBaseCss,
    behaviours: (s) => (s.floating_bar_close_switch === 'yes' ? ['floating-bars'] : []),
    clientSettings: (s) => ({ dismiss_days: s.dismiss_days }),
    Render: ({ settings: s, element }) => {
      const position = s.advanced_vertical_position;
      return (
        <div
          className={cx(
            'e-floating-bars',
            `e-floating-bars-var-${variant}`,
            `has-vertical-position-${position}`,
            `has-align-${s.style_announcement_text_align}`,
          )}
          data-state="shown"
          data-dismiss-key={`floating-bar-${element.id.replace(/[^\w-]/g, '_')}`}
        >
          <div className="e-floating-bars__spacer" aria-hidden="true">
            <div className="e-floating-bars__inner">
              <Content s={s} live={false} />
            </div>
          </div>
          <section className="e-floating-bars__bar" aria-label={s.accessible_name || 'Banner'}>
            <div className="e-floating-bars__inner">
              <Content s={s} live />
            </div>
            {s.floating_bar_close_switch === 'yes' ? (
              <button type="button" className="e-floating-bars__close-button" aria-label="Close banner">
                <Icon value={{ value: 'fas fa-times', library: 'fa-solid' }} />
              </button>
            ) : null}
          </section>
        </div>
      );
    },
  });
}

export const floatingBarsWidgets = [floatingBar(2), floatingBar(3)];
