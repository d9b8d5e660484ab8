// The panel under a mega item: a rich panel (an element tree), vertical tabs, or a carousel.
// Element trees render inside Elementor's document wrapper with their own scope (documents.ts).
import type { ReactNode } from 'react';
import type { MenuItem, RenderContext } from '../../contracts/render-context.ts';
import type { PagePlan } from '../../elements/plan.ts';
import { Elements } from '../../elements/render-element.tsx';
import type { ElementNode } from '../../model/element.ts';
import type { MegaSettings } from '../../model/menu-item-meta.ts';
import { MegaCarousel } from './carousel.tsx';
import { megaDocumentId, megaPanelId } from './documents.ts';

interface Props {
  item: MenuItem & { mega: MegaSettings };
  plan: PagePlan;
  ctx: RenderContext;
  /** Extra content placed first in a rich panel (e.g. the site menu's own list of areas). */
  children?: ReactNode;
}

function PanelDocument({
  id,
  elements,
  plan,
  ctx,
}: {
  id: string;
  elements: ElementNode[];
  plan: PagePlan;
  ctx: RenderContext;
}): ReactNode {
  return (
    <div className={`elementor elementor-${id}`} data-elementor-type="mega-menu" data-elementor-id={id}>
      <Elements elements={elements} plan={plan} ctx={ctx} />
    </div>
  );
}

function Tabs({ item, plan, ctx }: { item: Props['item']; plan: PagePlan; ctx: RenderContext }): ReactNode {
  if (item.mega.type !== 'tabs') return null;
  const base = `foyer-mega-${item.id}-tab`;
  return (
    <div className="foyer-mega__tabs">
      <div className="foyer-mega__tablist" role="tablist" aria-orientation="vertical" aria-label={item.title}>
        {item.mega.tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${base}-${i}`}
            className="foyer-mega__tab"
            aria-selected={i === 0}
            aria-controls={`${base}panel-${i}`}
            tabIndex={i === 0 ? 0 : -1}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {item.mega.tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}panel-${i}`}
          className="foyer-mega__tabpanel"
          aria-labelledby={`${base}-${i}`}
          tabIndex={0}
          hidden={i !== 0}
        >
          <PanelDocument id={megaDocumentId(item.id, i)} elements={tab.elements} plan={plan} ctx={ctx} />
        </div>
      ))}
    </div>
  );
}

export function MegaPanel({ item, plan, ctx, children }: Props): ReactNode {
  const { mega } = item;
  return (
    <div
      id={megaPanelId(item.id)}
      className={`foyer-mega__panel foyer-mega__panel--${mega.type}`}
      style={mega.width ? { maxWidth: `${mega.width}px` } : undefined}
    >
      <div className="foyer-mega__inner">
        {children}
        {mega.type === 'panel' ? <PanelDocument id={megaDocumentId(item.id)} elements={mega.elements} plan={plan} ctx={ctx} /> : null}
        {mega.type === 'tabs' ? <Tabs item={item} plan={plan} ctx={ctx} /> : null}
        {mega.type === 'carousel' ? (
          <MegaCarousel
            items={mega.carousel.items}
            count={mega.carousel.count}
            label={item.title}
            ctx={ctx}
            idBase={megaPanelId(item.id)}
          />
        ) : null}
      </div>
    </div>
  );
}
