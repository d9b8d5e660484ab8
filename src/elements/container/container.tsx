// Flexbox/grid container (Elementor's `container` element): a boxed container centres its
// children in `.e-con-inner`; a full-width one lays them out itself.
import { safeUrl } from '../../model/safe-url.ts';
import { MotionFxLayer } from '../motion.tsx';
import { BackgroundLayers } from '../background-layers/layers.tsx';
import { decorationBehaviours, decorationClasses, decorationClientSettings, eagerIfAboveFold } from '../layout-common.ts';
import { ShapeDividers } from '../shape-dividers/render.tsx';
import { defineLayout } from '../types.ts';
import { containerCss } from './css.ts';
import { containerDeclaration } from './schema.ts';

export const container = defineLayout({
  declaration: containerDeclaration,
  classes: (s, el) => [
    'e-con',
    s.content_width === 'boxed' ? 'e-con-boxed' : 'e-con-full',
    s.container_type === 'grid' ? 'e-grid' : 'e-flex',
    el.isInner ? 'e-child' : 'e-parent',
    ...decorationClasses(s),
  ],
  css: ({ settings, selector, css }) => containerCss({ settings, selector, css }),
  behaviours: (s) => decorationBehaviours(s),
  clientSettings: (s) => decorationClientSettings(s),
  Render: ({ settings, element, ctx, attributes, children }) => {
    const attrs = eagerIfAboveFold(attributes, ctx, element.id);
    const href = settings.html_tag === 'a' ? safeUrl(settings.link?.url) : undefined;
    const content = (
      <>
        <MotionFxLayer settings={settings} />
        <BackgroundLayers settings={settings} />
        <ShapeDividers settings={settings} />
        {settings.content_width === 'boxed' ? <div className="e-con-inner">{children}</div> : children}
      </>
    );
    if (href) {
      const external = Boolean(settings.link?.is_external);
      const rel = [external ? 'noopener' : '', settings.link?.nofollow ? 'nofollow' : ''].filter(Boolean).join(' ');
      return (
        <a {...attrs} href={href} target={external ? '_blank' : undefined} rel={rel || undefined}>
          {content}
        </a>
      );
    }
    const Tag = settings.html_tag === 'a' ? 'div' : settings.html_tag;
    return <Tag {...attrs}>{content}</Tag>;
  },
});
