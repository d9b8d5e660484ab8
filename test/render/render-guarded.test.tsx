import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_BREAKPOINTS } from '../../src/model/breakpoints.ts';
import { createCssSink } from '../../src/model/css.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { createTestContext } from '../helpers/render-context.ts';
import { defineWidget, type WidgetDefinition } from '../../src/contracts/widget.ts';
import { layoutByElType } from '../../src/elements/layouts.ts';
import { createPlan, planElements } from '../../src/render/plan.ts';
import { Elements } from '../../src/render/render-element.tsx';
import { renderElementsGuarded } from '../../src/render/render-guarded.tsx';
import { node } from '../helpers/render-tree.tsx';
import type { LayoutDefinition, LayoutProps } from '../../src/elements/types.ts';

function Broken(): ReactNode {
  throw new Error('broken inside');
}
const brokenWidget = defineWidget({
  declaration: { type: 'unit-broken', title: 'broken', controls: [] },
  Render: () => (
    <span>
      <Broken />
    </span>
  ),
});
widgetByType.set(brokenWidget.type, brokenWidget as unknown as WidgetDefinition);
// A layout whose own markup fails below its Render, as a broken shape divider would.
layoutByElType.set(
  'unit-broken-layout' as LayoutDefinition['elType'],
  {
    elType: 'unit-broken-layout',
    schema: z.object({}).passthrough(),
    Render: ({ attributes, children }: LayoutProps<Record<string, unknown>>) => (
      <div {...attributes}>
        <Broken />
        {children}
      </div>
    ),
  } as unknown as LayoutDefinition,
);

const heading = (id: string, title: string) => node('widget', { title }, [], { id, widgetType: 'heading' });

function render(elements: ElementNode[]) {
  const ctx = { ...createTestContext(), documentId: 42 };
  const plan = createPlan(createCssSink(DEFAULT_BREAKPOINTS), widgetByType);
  planElements(plan, elements, ctx);
  return {
    html: renderElementsGuarded(elements, plan, ctx),
    plain: () => renderToString(<Elements elements={elements} plan={plan} ctx={ctx} />),
    ctx,
  };
}

describe('renderElementsGuarded', () => {
  it('renders exactly what React renders when nothing fails', () => {
    const tree = [node('section', {}, [node('column', {}, [heading('h1', 'One'), heading('h2', 'Two')])]), heading('h3', 'Three')];
    const { html, plain, ctx } = render(tree);
    expect(html).toBe(plain());
    expect(ctx.warnings).toEqual([]);
  });

  it('leaves out only a widget whose nested component throws, deep in a section, and logs its ids', () => {
    const tree = [
      node(
        'section',
        {},
        [
          node('column', {}, [
            heading('a', 'Before'),
            node('widget', {}, [], { id: 'bad', widgetType: 'unit-broken' }),
            heading('b', 'After'),
          ]),
        ],
        {
          id: 'sec',
        },
      ),
      heading('c', 'Next section'),
    ];
    const { html, plain, ctx } = render(tree);
    expect(plain).toThrow('broken inside');
    expect(html).toContain('data-id="sec"');
    expect(html).toContain('Before');
    expect(html).toContain('After');
    expect(html).toContain('Next section');
    expect(html).not.toContain('data-id="bad"');
    expect(html).not.toContain('data-foyer-slot');
    // The parts still hold together: the column closes after "After", inside the section.
    expect(html.indexOf('After')).toBeLessThan(html.indexOf('Next section'));
    expect(ctx.warnings).toEqual([
      { msg: 'element failed to render: left out', obj: expect.objectContaining({ documentId: 42, id: 'bad', type: 'unit-broken' }) },
    ]);
  });

  it('leaves out a layout whose own markup throws, with its children, and keeps its siblings', () => {
    const tree = [node('unit-broken-layout', {}, [heading('inner', 'Inside the broken layout')], { id: 'lay' }), heading('sib', 'Sibling')];
    const { html, ctx } = render(tree);
    expect(html).not.toContain('Inside the broken layout');
    expect(html).not.toContain('data-id="lay"');
    expect(html).toContain('Sibling');
    expect(ctx.warnings.map((w) => (w.obj as { id: string }).id)).toEqual(['lay']);
  });
});
