// The element renderer for a page whose React render failed: each element is rendered to HTML on
// its own, inside its own try/catch, so whatever throws (however deep inside a widget, an icon, an
// island's server render, a shape divider) leaves out only the element it belongs to. React has
// no error boundaries on the server, and this costs one React render per element, so it is the
// fallback, not the normal path (see renderPage in src/server/ssr/render-page.tsx).
import { renderToString } from 'react-dom/server';
import type { ElementNode } from '../model/element.ts';
import type { RenderContext } from './context.ts';
import type { PagePlan } from './plan.ts';
import { ElementView, logElementFailure } from './render-element.tsx';

/** Where a layout's children go in its own HTML; React renders it exactly like this. */
const SLOT_HTML = '<template data-foyer-slot=""></template>';
const slot = <template data-foyer-slot="" />;

/** HTML of a list of elements, each rendered with its own guard; failures are logged and left out. */
export function renderElementsGuarded(elements: ElementNode[], plan: PagePlan, ctx: RenderContext): string {
  let html = '';
  for (const element of elements) html += renderOne(element, plan, ctx);
  return html;
}

function renderOne(element: ElementNode, plan: PagePlan, ctx: RenderContext): string {
  let own: string;
  try {
    // A layout renders with a slot for its children, which are rendered (and guarded) one by one
    // below: one failing child leaves its siblings and its parent standing.
    own = renderToString(<ElementView element={element} plan={plan} ctx={ctx} childSlot={slot} />);
  } catch (error) {
    logElementFailure(ctx, element, error);
    return '';
  }
  if (!own.includes(SLOT_HTML)) return own;
  return own.split(SLOT_HTML).join(renderElementsGuarded(element.elements, plan, ctx));
}
