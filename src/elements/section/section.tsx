// Legacy section: a row of columns in `.elementor-container`, boxed to the kit's content width
// or full width, with optional shape dividers.
import { MotionFxLayer } from '../motion.tsx';
import { BackgroundLayers } from '../background-layers/layers.tsx';
import { decorationBehaviours, decorationClasses, decorationClientSettings, eagerIfAboveFold } from '../layout-common.ts';
import { ShapeDividers } from '../shape-dividers/render.tsx';
import { defineLayout } from '../types.ts';
import { reversedDevices, sectionCss, sectionHeight } from './css.ts';
import { sectionDeclaration } from './schema.ts';

export const section = defineLayout({
  declaration: sectionDeclaration,
  classes: (s, el) => {
    const height = sectionHeight(s, el);
    return [
      'elementor-section',
      el.isInner ? 'elementor-inner-section' : 'elementor-top-section',
      s.layout === 'full_width' ? 'elementor-section-full_width' : 'elementor-section-boxed',
      `elementor-section-height-${height}`,
      // Column position only applies to sections with a height of their own; Elementor's condition
      // reads `height` even for inner sections, whose columns therefore stretch.
      ...(s.height === 'default' ? [] : [`elementor-section-items-${s.column_position}`]),
      ...(s.content_position ? [`elementor-section-content-${s.content_position}`] : []),
      // Elementor's marker; the stretch-section behaviour sizes it to the viewport.
      ...(s.stretch_section ? ['elementor-section-stretched'] : []),
      ...reversedDevices(s).map((d) => `elementor-reverse-${d}`),
      ...decorationClasses(s),
    ];
  },
  css: ({ settings, selector, css, element }) => sectionCss({ settings, selector, css, element }),
  behaviours: (s) => [...decorationBehaviours(s), ...(s.stretch_section ? ['stretch-section'] : [])],
  clientSettings: (s) => decorationClientSettings(s),
  Render: ({ settings, element, ctx, attributes, children }) => {
    const Tag = settings.html_tag;
    return (
      <Tag {...eagerIfAboveFold(attributes, ctx, element.id)}>
        <MotionFxLayer settings={settings} />
        <BackgroundLayers settings={settings} />
        <ShapeDividers settings={settings} />
        <div className={`elementor-container elementor-column-gap-${settings.gap}`}>{children}</div>
      </Tag>
    );
  },
});
