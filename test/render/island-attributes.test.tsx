// The markup the browser's island runtime reads: data-island, data-props and, only for islands that
// opt in, data-hydrate="visible" (src/runtime/islands.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { stayPlanner } from '../../src/widgets/stay-planner/render.tsx';
import { widgetByType } from '../../src/widgets/index.ts';
import type { WidgetDefinition } from '../../src/contracts/widget.ts';
import { node, renderTree } from '../helpers/render-tree.tsx';

const TEST_TYPE = 'test-animated-island';
afterEach(() => void widgetByType.delete(TEST_TYPE));

describe('island markup', () => {
  it('waits for interaction by default: no data-hydrate', () => {
    const { html } = renderTree([node('widget', {}, [], { widgetType: 'stay-planner' })]);
    expect(html).toContain('data-island="stay-planner"');
    expect(html).toContain('data-props="{&quot;title&quot;:&quot;Plan your stay&quot;');
    expect(html).not.toContain('data-hydrate');
  });

  it('marks an island whose definition opts into hydrating near the viewport', () => {
    widgetByType.set(TEST_TYPE, { ...stayPlanner, type: TEST_TYPE, hydrate: 'visible' } as unknown as WidgetDefinition);
    const { html } = renderTree([node('widget', {}, [], { widgetType: TEST_TYPE })]);
    expect(html).toMatch(/data-island="stay-planner" data-hydrate="visible"/);
  });

  it('ignores the flag on a widget that is not an island', () => {
    const heading = widgetByType.get('heading')!;
    widgetByType.set(TEST_TYPE, { ...heading, type: TEST_TYPE, hydrate: 'visible' });
    const { html } = renderTree([node('widget', { title: 'Hi' }, [], { widgetType: TEST_TYPE })]);
    expect(html).toContain('Hi');
    expect(html).not.toContain('data-hydrate');
  });
});
