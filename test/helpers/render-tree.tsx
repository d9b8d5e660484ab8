// Test helper: plans and renders an element tree the way a page does, returning markup, page CSS
// and the warnings logged.
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_BREAKPOINTS } from '../../src/model/breakpoints.ts';
import { createCssSink } from '../../src/model/css.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { createTestContext } from './render-context.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { createPlan, planElements, type PagePlan } from '../../src/render/plan.ts';
import { Elements } from '../../src/render/render-element.tsx';

let counter = 0;

/** An element node; ids are generated unless given. */
export function node(
  elType: string,
  settings: Record<string, unknown> = {},
  elements: ElementNode[] = [],
  extra: Partial<ElementNode> = {},
): ElementNode {
  return { id: extra.id ?? `t${++counter}`, elType, settings, elements, ...extra };
}

export function renderTree(
  elements: ElementNode[],
  options: { aboveFold?: string[] } = {},
): { html: string; css: string; plan: PagePlan; warnings: Array<{ obj: object; msg: string }> } {
  const ctx = createTestContext({ aboveFold: options.aboveFold });
  const plan = createPlan(createCssSink(DEFAULT_BREAKPOINTS), widgetByType);
  planElements(plan, elements, ctx);
  const html = renderToStaticMarkup(<Elements elements={elements} plan={plan} ctx={ctx} />);
  return { html, css: plan.css.toString(), plan, warnings: ctx.warnings };
}

/** The declarations printed for `selector` at a media query ('' = base rules), as a string. */
export function rule(css: string, selector: string, media = ''): string | undefined {
  const scope = media ? mediaBlock(css, media) : css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*\}/g, '');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\>]/g, '\\$&');
  const m = new RegExp(`(?:^|})${escaped}\\{([^}]*)\\}`).exec(scope);
  return m?.[1];
}

function mediaBlock(css: string, media: string): string {
  const start = css.indexOf(`@media${media}{`);
  if (start < 0) return '';
  let depth = 0;
  const open = start + `@media${media}`.length;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return css.slice(open + 1, i);
  }
  return '';
}
