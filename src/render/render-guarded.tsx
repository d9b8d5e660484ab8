// The element renderer for a page whose React render failed. React has no error boundaries on the
// server, so each part is rendered to HTML with its own try/catch: a list of elements as a whole
// first, and only if that throws, each element with its subtree, and only if that throws, the
// element's own markup with its children guarded the same way. Whatever throws (however deep
// inside a widget, an icon, an island's server render, a shape divider) leaves out only the
// element it belongs to, and the intact parts of the page cost one extra render each at most.
// It is the fallback, not the normal path (see renderPage in src/server/ssr/render-page.tsx).
import { renderToString } from 'react-dom/server';
import type { ElementNode } from '../model/element.ts';
import type { RenderContext } from '../contracts/render-context.ts';
import type { PagePlan } from './plan.ts';
import { Elements, ElementView, logElementFailure } from './render-element.tsx';

/** Where a layout's children go in its own HTML; React renders it exactly like this. */
const SLOT_HTML = '<template data-foyer-slot=""></template>';
const slot = <template data-foyer-slot="" />;

/** HTML of a list of elements; elements whose rendering throws are logged and left out. */
export function renderElementsGuarded(elements: ElementNode[], plan: PagePlan, ctx: RenderContext): string {
  try {
    return renderToString(<Elements elements={elements} plan={plan} ctx={ctx} />);
  } catch {
    // Some element in this list failed: find it below.
  }
  let html = '';
  for (const element of elements) html += renderOne(element, plan, ctx);
  return html;
}

function renderOne(element: ElementNode, plan: PagePlan, ctx: RenderContext): string {
  try {
    return renderToString(<ElementView element={element} plan={plan} ctx={ctx} />);
  } catch {
    // This element or one inside it failed.
  }
  let own: string;
  try {
    // A layout renders with a slot for its children, which are guarded on their own: one failing
    // child leaves its siblings and its parent standing.
    own = renderToString(<ElementView element={element} plan={plan} ctx={ctx} childSlot={slot} />);
  } catch (error) {
    logElementFailure(ctx, element, error);
    return '';
  }
  if (own.includes(SLOT_HTML)) return own.split(SLOT_HTML).join(renderElementsGuarded(element.elements, plan, ctx));
  // A nested widget (nested tabs, nested accordion) places each child in its own numbered slot.
  return own.replace(/<template data-foyer-slot="(\d+)"><\/template>/g, (_slot, i: string) => {
    const child = element.elements[Number(i)];
    return child ? renderElementsGuarded([child], plan, ctx) : '';
  });
}
