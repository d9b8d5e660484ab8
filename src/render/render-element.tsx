// Renders a planned element tree to React: the outer tag with Elementor's classes and data
// attributes, then the widget or layout markup. A failing widget renders nothing, never the page:
// a throw in a Render function is caught here; one anywhere deeper (a nested component) fails the
// whole React render, which render-page.tsx then redoes element by element (render-guarded.tsx).
import { behavioursWait } from './behaviour-timing.ts';
import type { ReactNode } from 'react';
import type { ElementNode } from '../model/element.ts';
import { commonClasses } from './common.ts';
import type { RenderContext } from '../contracts/render-context.ts';
import { cssIdent, type PagePlan, type PlannedElement } from './plan.ts';

interface Props {
  elements: ElementNode[];
  plan: PagePlan;
  ctx: RenderContext;
}

export function Elements({ elements, plan, ctx }: Props): ReactNode {
  return elements.map((el, i) => <ElementView key={`${el.id}-${i}`} element={el} plan={plan} ctx={ctx} />);
}

/** Logs an element left out of the page, with the document and element ids to find it by. */
export function logElementFailure(ctx: RenderContext, element: ElementNode, error: unknown): void {
  const type = element.elType === 'widget' ? (element.widgetType ?? '(none)') : element.elType;
  ctx.log.warn(
    { documentId: ctx.documentId, id: element.id, type, err: error instanceof Error ? (error.stack ?? error.message) : String(error) },
    'element failed to render: left out',
  );
}

/**
 * An element's classes and client settings depend on its compiled settings alone, which the plan
 * keeps while the document is unchanged (plan.ts): derived once per compiled element rather than per
 * request, they were about 7 % of an uncached render of the demo home.
 */
const classNames = new WeakMap<
  PlannedElement['settings'],
  { element: ElementNode; planned: Pick<PlannedElement, 'widget' | 'layout'>; className: string }
>();
const jsonTexts = new WeakMap<object, string>();

function classNameOf(element: ElementNode, planned: PlannedElement): string {
  const { settings, widget, layout } = planned;
  const known = classNames.get(settings);
  if (known && known.element === element && known.planned.widget === widget && known.planned.layout === layout) return known.className;
  const className = [
    'elementor-element',
    `elementor-element-${cssIdent(element.id)}`,
    ...commonClasses(settings),
    ...(widget ? ['elementor-widget', `elementor-widget-${widget.type}`] : []),
    ...(layout?.classes?.(settings, element) ?? []),
  ].join(' ');
  classNames.set(settings, { element, planned: { widget, layout }, className });
  return className;
}

function jsonOf(value: Record<string, unknown>): string {
  let text = jsonTexts.get(value);
  if (text === undefined) jsonTexts.set(value, (text = JSON.stringify(value)));
  return text;
}

interface ElementViewProps {
  element: ElementNode;
  plan: PagePlan;
  ctx: RenderContext;
  /** Stands in for a layout's child elements (the guarded render fills them in itself). */
  childSlot?: ReactNode;
}

export function ElementView({ element, plan, ctx, childSlot }: ElementViewProps): ReactNode {
  const planned = plan.elements.get(element);
  if (!planned || (!planned.widget && !planned.layout)) {
    return ctx.isEditor ? (
      <div className="foyer-unsupported" data-id={element.id} data-type={element.widgetType ?? element.elType} />
    ) : null;
  }
  const { settings, widget, layout, behaviours, clientSettings, data } = planned;
  const attributes: Record<string, string | undefined> = {
    className: classNameOf(element, planned),
    'data-id': element.id,
    'data-element_type': widget ? 'widget' : element.elType,
    'data-widget_type': widget ? `${widget.type}.default` : undefined,
    'data-settings': clientSettings ? jsonOf(clientSettings) : undefined,
    'data-behaviours': behaviours.length ? behaviours.join(' ') : undefined,
    'data-behaviours-defer': behavioursWait(behaviours, ctx, element.id),
    id: typeof settings._element_id === 'string' && /^[\w-]+$/.test(settings._element_id) ? settings._element_id : undefined,
  };

  const failed = (error: unknown): null => {
    logElementFailure(ctx, element, error);
    return null;
  };
  // Render functions are called directly (not as components) so that a throw is caught here:
  // server rendering has no error boundaries, and one bad element must not take the page down.
  if (layout) {
    const children = childSlot ?? <Elements elements={element.elements} plan={plan} ctx={ctx} />;
    const renderedChildren = element.elements.filter((child) => {
      const p = plan.elements.get(child);
      return Boolean(p?.widget || p?.layout);
    }).length;
    try {
      return layout.Render({ settings, element, ctx, attributes, children, renderedChildren, data });
    } catch (error) {
      return failed(error);
    }
  }
  const W = widget!;
  // Nested widgets place each child themselves; in the guarded render each child gets its own
  // numbered slot, filled in separately (render-guarded.tsx).
  const children = element.elements.length
    ? element.elements.map((el, i) =>
        childSlot ? (
          <template key={i} data-foyer-slot={String(i)} />
        ) : (
          <ElementView key={`${el.id}-${i}`} element={el} plan={plan} ctx={ctx} />
        ),
      )
    : undefined;
  let content: ReactNode;
  let islandProps: string | undefined;
  try {
    if (!ctx.isEditor && W.isEmpty?.(settings, data)) return null;
    content = W.Render({ settings, element, ctx, data, children });
    islandProps = W.island ? JSON.stringify({ ...clientSettings, ...W.islandData?.(data) }) : undefined;
  } catch (error) {
    return failed(error);
  }
  const { className, ...rest } = attributes;
  return (
    <div className={className} {...rest}>
      <div
        className="elementor-widget-container"
        data-island={W.island}
        data-hydrate={W.island && W.hydrate === 'visible' ? 'visible' : undefined}
        data-props={islandProps}
      >
        {content}
      </div>
    </div>
  );
}
