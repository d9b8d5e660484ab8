// Test helper: runs one widget the way the page plan does (parse, CSS, render) and returns the results.
import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SiteData } from '../../src/contracts/render-context.ts';
import type { ElementNode } from '../../src/model/element.ts';
import { createCssSink } from '../../src/model/css.ts';
import { DEFAULT_BREAKPOINTS } from '../../src/model/breakpoints.ts';
import { parseSettings } from '../../src/contracts/settings.ts';
import type { WidgetDefinition } from '../../src/contracts/widget.ts';
import { createTestContext } from './render-context.ts';

export interface WidgetRun {
  html: string;
  css: string;
  settings: Record<string, unknown>;
  invalidKeys: string[];
}

export function runWidget<S>(
  def: WidgetDefinition<S>,
  raw: Record<string, unknown>,
  options: { id?: string; aboveFold?: boolean; media?: SiteData['media'] } = {},
): WidgetRun {
  const id = options.id ?? 'abc123';
  const element: ElementNode = { id, elType: 'widget', widgetType: def.type, settings: raw, elements: [] };
  const base = createTestContext({ aboveFold: options.aboveFold ? [id] : [] });
  const ctx = options.media ? { ...base, site: { ...base.site, media: options.media } } : base;
  const { settings, invalidKeys } = parseSettings(def.schema, raw);
  const sink = createCssSink(DEFAULT_BREAKPOINTS);
  def.css({ settings: settings as S, selector: `.elementor-element-${id}`, css: sink });
  const html = renderToStaticMarkup(createElement(Fragment, null, def.Render({ settings: settings as S, element, ctx })));
  return { html, css: sink.toString(), settings: settings as Record<string, unknown>, invalidKeys };
}
