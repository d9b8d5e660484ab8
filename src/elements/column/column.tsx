// Legacy column inside a section: a `.elementor-widget-wrap` that stacks its widgets.
import { MotionFxLayer } from '../motion.tsx';
import { BackgroundLayers } from '../background-layers/layers.tsx';
import { decorationBehaviours, decorationClasses, decorationClientSettings, eagerIfAboveFold } from '../layout-common.ts';
import { defineLayout } from '../types.ts';
import { columnClassSize, columnCss } from './css.ts';
import { columnDeclaration } from './schema.ts';

export const column = defineLayout({
  declaration: columnDeclaration,
  classes: (s, el) => [
    'elementor-column',
    `elementor-col-${columnClassSize(s)}`,
    el.isInner ? 'elementor-inner-column' : 'elementor-top-column',
    ...decorationClasses(s),
  ],
  css: ({ settings, selector, css }) => columnCss({ settings, selector, css }),
  behaviours: (s) => decorationBehaviours(s),
  clientSettings: (s) => decorationClientSettings(s),
  Render: ({ settings, element, ctx, attributes, children, renderedChildren }) => {
    const Tag = settings.html_tag;
    // Elementor marks a wrap with content as populated; column padding and borders go there. A
    // column holding only widgets of missing add-ons has none (Elementor creates no child for them).
    const wrapClass = renderedChildren ? 'elementor-widget-wrap elementor-element-populated' : 'elementor-widget-wrap';
    return (
      <Tag {...eagerIfAboveFold(attributes, ctx, element.id)}>
        <div className={wrapClass}>
          <MotionFxLayer settings={settings} />
          <BackgroundLayers settings={settings} />
          {children}
        </div>
      </Tag>
    );
  },
});
