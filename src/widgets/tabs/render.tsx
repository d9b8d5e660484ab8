// Tabs widget (Elementor's classic tabs): a tab list above (or beside) the panels, and a second set
// of titles, one before each panel, that takes over below the mobile breakpoint as an accordion.
// Both sets are in the server's HTML and CSS alone picks one, so nothing moves when scripts run.
import { defineWidget } from '../../contracts/widget.ts';
import { cx } from '../shared/css-parts.ts';
import { sanitizeInline, sanitizeRichText } from '../shared/sanitize.ts';
import { elementUid } from '../shared/tab-ids.ts';
import { tabsBaseCss } from './base-css.ts';
import { tabsDeclaration } from './schema.ts';

export const tabs = defineWidget({
  declaration: tabsDeclaration,
  baseCss: tabsBaseCss,
  behaviours: (s) => (s.tabs.length ? ['tabs'] : []),
  // Elementor switches to the accordion layout at the kit's mobile breakpoint.
  css: ({ selector, css }) => {
    css.add(`${selector} .elementor-tabs-wrapper`, { display: 'none' }, 'mobile');
    css.add(`${selector} .elementor-tab-mobile-title`, { display: 'block' }, 'mobile');
    css.add(`${selector} .elementor-tabs`, { display: 'block' }, 'mobile');
    css.add(`${selector} .elementor-tabs-content-wrapper`, { margin: '0' }, 'mobile');
  },
  Render: ({ settings: s, element }) => {
    if (!s.tabs.length) return null;
    const uid = elementUid(element.id);
    const vertical = s.type === 'vertical';
    const align = vertical ? s.tabs_align_vertical : s.tabs_align_horizontal;
    const ids = s.tabs.map((_, i) => ({ title: `elementor-tab-title-${uid}${i + 1}`, content: `elementor-tab-content-${uid}${i + 1}` }));
    const titles = s.tabs.map((item) => ({ __html: sanitizeInline(item.tab_title) }));
    return (
      <div className={cx('elementor-tabs', `elementor-tabs-view-${s.type}`, align && `elementor-tabs-alignment-${align}`)}>
        <div className="elementor-tabs-wrapper" role="tablist" aria-orientation={vertical ? 'vertical' : 'horizontal'}>
          {s.tabs.map((item, i) => (
            <div
              key={item._id ?? i}
              id={ids[i]!.title}
              className={cx('elementor-tab-title elementor-tab-desktop-title', i === 0 && 'elementor-active')}
              aria-selected={i === 0}
              data-tab={i + 1}
              role="tab"
              tabIndex={i === 0 ? 0 : -1}
              aria-controls={ids[i]!.content}
              dangerouslySetInnerHTML={titles[i]}
            />
          ))}
        </div>
        <div className="elementor-tabs-content-wrapper">
          {s.tabs.map((item, i) => [
            <button
              key={`t${item._id ?? i}`}
              type="button"
              className={cx('elementor-tab-title elementor-tab-mobile-title', i === 0 && 'elementor-active')}
              data-tab={i + 1}
              aria-expanded={i === 0}
              aria-controls={ids[i]!.content}
              dangerouslySetInnerHTML={titles[i]}
            />,
            <div
              key={`c${item._id ?? i}`}
              id={ids[i]!.content}
              className={cx('elementor-tab-content elementor-clearfix', i === 0 && 'elementor-active')}
              data-tab={i + 1}
              role="tabpanel"
              aria-labelledby={ids[i]!.title}
              tabIndex={0}
              hidden={i !== 0}
              dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.tab_content) }}
            />,
          ])}
        </div>
      </div>
    );
  },
});
