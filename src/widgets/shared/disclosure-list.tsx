// Markup of Elementor's classic accordion and toggle: items of a title (a heading of the chosen level
// holding a button, WAI-ARIA's accordion pattern) and a content region. `openFirst` opens the first
// item, as the accordion does on load; the toggle starts with all closed.
import type { ReactNode } from 'react';
import { cx } from './css-parts.ts';
import { Icon, resolveIcon } from './icon.tsx';
import { sanitizeInline, sanitizeRichText } from './sanitize.ts';
import { elementUid } from './tab-ids.ts';

interface DisclosureItem {
  tab_title?: string;
  tab_content?: string;
  _id?: string;
}

interface DisclosureProps {
  kind: 'accordion' | 'toggle';
  elementId: string;
  items: readonly DisclosureItem[];
  settings: Record<string, unknown>;
  titleTag: string;
  iconAlign: string;
  openFirst: boolean;
}

/** The closed and opened icons; a legacy class string wins until the document records its migration. */
function icons(s: Record<string, unknown>) {
  const migrated = s.__fa4_migrated && typeof s.__fa4_migrated === 'object' && 'selected_icon' in s.__fa4_migrated;
  const legacy = typeof s.icon === 'string' && s.icon.trim() && !migrated;
  const closed = legacy ? resolveIcon(undefined, s.icon) : resolveIcon(s.selected_icon);
  const opened = (legacy ? resolveIcon(undefined, s.icon_active) : resolveIcon(s.selected_active_icon)) ?? closed;
  return closed ? { closed, opened: opened ?? closed } : undefined;
}

export function DisclosureList({ kind, elementId, items, settings, titleTag, iconAlign, openFirst }: DisclosureProps): ReactNode {
  if (!items.length) return null;
  const uid = elementUid(elementId);
  const icon = icons(settings);
  const Tag = titleTag as 'div';
  return (
    <div className={`elementor-${kind}`}>
      {items.map((item, index) => {
        const n = index + 1;
        const isOpen = openFirst && index === 0;
        const titleId = `elementor-tab-title-${uid}${n}`;
        const contentId = `elementor-tab-content-${uid}${n}`;
        return (
          <div className={`elementor-${kind}-item`} key={item._id ?? index}>
            <Tag id={titleId} className={cx('elementor-tab-title', isOpen && 'elementor-active')} data-tab={n}>
              <button type="button" className={`elementor-${kind}-title`} aria-expanded={isOpen} aria-controls={contentId}>
                {icon ? (
                  <span className={`elementor-${kind}-icon elementor-${kind}-icon-${iconAlign}`} aria-hidden="true">
                    <span className={`elementor-${kind}-icon-closed`}>
                      <Icon resolved={icon.closed} />
                    </span>
                    <span className={`elementor-${kind}-icon-opened`}>
                      <Icon resolved={icon.opened} />
                    </span>
                  </span>
                ) : null}
                <span className={`elementor-${kind}-title-text`} dangerouslySetInnerHTML={{ __html: sanitizeInline(item.tab_title) }} />
              </button>
            </Tag>
            <div
              id={contentId}
              className={cx('elementor-tab-content elementor-clearfix', isOpen && 'elementor-active')}
              data-tab={n}
              role="region"
              aria-labelledby={titleId}
              hidden={!isOpen}
              dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.tab_content) }}
            />
          </div>
        );
      })}
    </div>
  );
}

/** Static CSS of one of the two widgets (Elementor's frontend rules, with the button reset). */
export function disclosureBaseCss(kind: 'accordion' | 'toggle'): string {
  const r = `.elementor-${kind}`;
  const framed =
    kind === 'accordion'
      ? `${r} .elementor-accordion-item{border:1px solid #d5d8dc}${r} .elementor-accordion-item+.elementor-accordion-item{border-top:none}` +
        `${r} .elementor-tab-title.elementor-active{border-bottom:1px solid #d5d8dc}${r} .elementor-tab-content{border-top:1px solid #d5d8dc}`
      : `${r} .elementor-tab-title{border-bottom:1px solid #d5d8dc}${r} .elementor-tab-content{border-bottom:1px solid #d5d8dc}`;
  return (
    `${r}{text-align:start}${r} .elementor-tab-title{margin:0;padding:15px 20px;font-weight:700;line-height:1}` +
    `${r} .elementor-${kind}-title{display:block;width:100%;margin:0;padding:0;border:0;background:none;font:inherit;color:inherit;line-height:inherit;text-align:inherit;cursor:pointer}` +
    `${r} .elementor-${kind}-title:focus-visible{outline:2px solid currentColor;outline-offset:4px}` +
    `${r} .elementor-${kind}-icon{display:inline-block;width:1.5em}${r} .elementor-${kind}-icon svg,${r} .elementor-${kind}-icon img{width:1em;height:1em}` +
    `${r} .elementor-${kind}-icon-left{float:left;text-align:left}${r} .elementor-${kind}-icon-right{float:right;text-align:right}` +
    `${r} .elementor-${kind}-icon-opened{display:none}${r} .elementor-tab-title.elementor-active .elementor-${kind}-icon-closed{display:none}` +
    `${r} .elementor-tab-title.elementor-active .elementor-${kind}-icon-opened{display:block}` +
    `${r} .elementor-tab-content{padding:15px 20px}${r} .elementor-tab-content[hidden]{display:none}` +
    framed +
    // Elementor's accordion tightens on phones (its own rule, not a control default).
    (kind === 'accordion'
      ? `@media (max-width:767px){${r} .elementor-tab-title{padding:12px 15px}${r} .elementor-accordion-icon{width:1.2em}${r} .elementor-tab-content{padding:7px 15px}}`
      : '')
  );
}
