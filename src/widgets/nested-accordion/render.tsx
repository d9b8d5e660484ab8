// Nested accordion widget: one `details` per item, its `summary` the title and the widget's child
// container of the same index the content. Opens and closes without script; the behaviour animates.
import { defineWidget } from '../../contracts/widget.ts';
import { Icon, ICON_BASE_CSS, resolveIcon } from '../shared/icon.tsx';
import { sanitizeInline } from '../shared/sanitize.ts';
import { elementUid, itemCssId } from '../shared/tab-ids.ts';
import { nestedAccordionBaseCss } from './base-css.ts';
import { nestedAccordionDeclaration, type NestedAccordionSettings } from './schema.ts';

/** The animation duration in ms (Elementor stores ms or s). */
export function animationMs(setting: NestedAccordionSettings['n_accordion_animation_duration']): number {
  const value = setting as { size?: unknown; unit?: unknown } | undefined;
  const size = Number(value?.size);
  if (!Number.isFinite(size) || size < 0) return 400;
  return Math.min(5000, value?.unit === 's' ? size * 1000 : size);
}

export const nestedAccordion = defineWidget({
  declaration: nestedAccordionDeclaration,
  baseCss: nestedAccordionBaseCss + ICON_BASE_CSS,
  behaviours: (s) => (s.items.length ? ['nested-accordion'] : []),
  clientSettings: (s) => ({ duration: animationMs(s.n_accordion_animation_duration), single: s.max_items_expended !== 'multiple' }),
  Render: ({ settings: s, element, children = [] }) => {
    if (!s.items.length) return null;
    const uid = elementUid(element.id);
    const icon = resolveIcon(s.accordion_item_title_icon);
    const active = resolveIcon(s.accordion_item_title_icon_active) ?? icon;
    const Tag = s.title_tag;
    return (
      <div className="e-n-accordion">
        {s.items.map((item, i) => {
          const id = itemCssId(item.element_css_id) ?? `e-n-accordion-item-${uid}${i}`;
          return (
            <details key={item._id ?? i} id={id} className="e-n-accordion-item" open={s.default_state === 'expanded' && i === 0}>
              <summary className="e-n-accordion-item-title" data-accordion-index={i + 1}>
                <span className="e-n-accordion-item-title-header">
                  <Tag className="e-n-accordion-item-title-text" dangerouslySetInnerHTML={{ __html: sanitizeInline(item.item_title) }} />
                </span>
                {icon ? (
                  <span className="e-n-accordion-item-title-icon" aria-hidden="true">
                    <span className="e-opened">
                      <Icon resolved={active} />
                    </span>
                    <span className="e-closed">
                      <Icon resolved={icon} />
                    </span>
                  </span>
                ) : null}
              </summary>
              {children[i]}
            </details>
          );
        })}
      </div>
    );
  },
});
