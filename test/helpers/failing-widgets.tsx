// Widgets for render-failure tests: their Render returns normally, and a component nested inside
// throws while React renders it, as a broken icon, menu entry or island would.
import type { ReactNode } from 'react';
import { declare } from '../../src/contracts/declaration/declare.ts';
import { widgetByType } from '../../src/widgets/index.ts';
import { defineWidget, type WidgetDefinition } from '../../src/contracts/widget.ts';

function BrokenIcon({ name }: { name: string }): ReactNode {
  throw new Error(`icon ${name} is missing from the set`);
}

/** `test-nested-throw`: a card whose icon component throws two levels down. */
export const nestedThrowWidget = defineWidget({
  declaration: declare({
    type: 'test-nested-throw',
    title: 'Test: nested component throws',
    controls: [{ name: 'label', kind: 'text', label: 'Label', default: 'Broken card' }],
  }),
  Render: ({ settings }) => (
    <div className="test-card">
      <span>{settings.label}</span>
      <p>
        <BrokenIcon name="missing" />
      </p>
    </div>
  ),
});

/** Adds the test widgets to the registry, as a site's own widget would be added. */
export function registerFailingWidgets(): void {
  widgetByType.set(nestedThrowWidget.type, nestedThrowWidget as unknown as WidgetDefinition);
}
