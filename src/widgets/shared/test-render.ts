// Test helper: runs one widget the way the page plan does (parse, CSS, render) and returns the results.
import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ElementNode } from '../../model/element.ts';
import { createCssSink } from '../../model/css.ts';
import { DEFAULT_BREAKPOINTS } from '../../model/breakpoints.ts';
import { parseSettings } from '../settings.ts';
import type { WidgetDefinition } from '../types.ts';
import { createTestContext } from './test-context.ts';

export interface WidgetRun {
  html: string;
  css: string;
  settings: Record<string, unknown>;
  invalidKeys: string[];
}

export function runWidget<S>(
  def: WidgetDefinition<S>,
  raw: Record<string, unknown>,
  options: { id?: string; aboveFold?: boolean } = {},
): WidgetRun {
  const id = options.id ?? 'abc123';
  const element: ElementNode = { id, elType: 'widget', widgetType: def.type, settings: raw, elements: [] };
  const ctx = createTestContext({ aboveFold: options.aboveFold ? [id] : [] });
  const { settings, invalidKeys } = parseSettings(def.schema, raw);
  const sink = createCssSink(DEFAULT_BREAKPOINTS);
  def.css({ settings: settings as S, selector: `.elementor-element-${id}`, css: sink });
  const html = renderToStaticMarkup(createElement(Fragment, null, def.Render({ settings: settings as S, element, ctx })));
  return { html, css: sink.toString(), settings: settings as Record<string, unknown>, invalidKeys };
}
