// Nested tabs widget: a tab list and, per item, the widget's child container as the panel. Below the
// breakpoint (`breakpoint_selector`) the tab list hides and a title before each panel (rendered by
// the server too) makes it an accordion: CSS alone switches, so nothing moves when scripts run.
import type { ReactNode } from 'react';
import type { Device } from '../../model/breakpoints.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { cx } from '../shared/css-parts.ts';
import { Icon, ICON_BASE_CSS, resolveIcon } from '../shared/icon.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { elementUid, itemCssId } from '../shared/tab-ids.ts';
import { nestedTabsBaseCss } from './base-css.ts';
import { nestedTabsDeclaration } from './schema.ts';

interface TitleProps {
  item: { tab_title?: string; tab_icon?: unknown; tab_icon_active?: unknown };
}

function TitleContent({ item }: TitleProps): ReactNode {
  const icon = resolveIcon(item.tab_icon);
  const active = resolveIcon(item.tab_icon_active) ?? icon;
  return (
    <>
      {icon ? (
        <span className="e-n-tab-icon" aria-hidden="true">
          <span className="e-active">
            <Icon resolved={active} />
          </span>
          <span className="e-normal">
            <Icon resolved={icon} />
          </span>
        </span>
      ) : null}
      <span className="e-n-tab-title-text" dangerouslySetInnerHTML={{ __html: sanitizeInline(item.tab_title) }} />
    </>
  );
}

export const nestedTabs = defineWidget({
  declaration: nestedTabsDeclaration,
  baseCss: nestedTabsBaseCss + ICON_BASE_CSS,
  behaviours: (s) => (s.tabs.length ? ['nested-tabs'] : []),
  css: ({ settings, selector, css }) => {
    const device = settings.breakpoint_selector;
    if (device === 'none') return;
    const own = `${selector} > .elementor-widget-container > .e-n-tabs`;
    css.add(`${own} > .e-n-tabs-heading`, { display: 'none' }, device as Device);
    css.add(`${own} > .e-n-tabs-content > .e-n-tab-mobile-title`, { display: 'flex' }, device as Device);
    // Elementor's accordion layout: no gap of its own; the titles keep the gap between tabs above them
    // and the open one the distance from its content below it.
    css.add(own, { gap: '0' }, device as Device);
    css.add(
      `${own} > .e-n-tabs-content > .e-n-tab-mobile-title:not(:first-child)`,
      { 'margin-block-start': 'var(--n-tabs-title-gap,10px)' },
      device as Device,
    );
    css.add(
      `${own} > .e-n-tabs-content > .e-n-tab-mobile-title[aria-expanded="true"]`,
      { 'margin-block-end': 'var(--n-tabs-gap,10px)' },
      device as Device,
    );
  },
  Render: ({ settings: s, element, children = [] }) => {
    if (!s.tabs.length) return null;
    const uid = elementUid(element.id);
    const ids = s.tabs.map((item, i) => ({
      title: itemCssId(item.element_id) ?? `e-n-tab-title-${uid}${i + 1}`,
      content: `e-n-tab-content-${uid}${i + 1}`,
    }));
    return (
      <div className="e-n-tabs" data-widget-number={uid}>
        <div className="e-n-tabs-heading" role="tablist">
          {s.tabs.map((item, i) => (
            <button
              key={item._id ?? i}
              id={ids[i]!.title}
              type="button"
              className={cx('e-n-tab-title', i === 0 && 'e-active')}
              aria-selected={i === 0}
              data-tab-index={i + 1}
              role="tab"
              tabIndex={i === 0 ? 0 : -1}
              aria-controls={ids[i]!.content}
            >
              <TitleContent item={item} />
            </button>
          ))}
        </div>
        <div className="e-n-tabs-content">
          {s.tabs.map((item, i) => [
            <button
              key={`t${item._id ?? i}`}
              type="button"
              className={cx('e-n-tab-title e-n-tab-mobile-title', i === 0 && 'e-active')}
              data-tab-index={i + 1}
              aria-expanded={i === 0}
              aria-controls={ids[i]!.content}
            >
              <TitleContent item={item} />
            </button>,
            <div
              key={`c${item._id ?? i}`}
              id={ids[i]!.content}
              className={cx('e-n-tab-content', i === 0 && 'e-active')}
              role="tabpanel"
              aria-labelledby={ids[i]!.title}
              data-tab-index={i + 1}
              hidden={i !== 0}
            >
              {children[i]}
            </div>,
          ])}
        </div>
      </div>
    );
  },
});
