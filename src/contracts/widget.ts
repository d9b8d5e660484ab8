// The contract every widget folder fulfils: one zod schema, server rendering, optional CSS and browser parts.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CssSink } from '../model/css.ts';
import type { ElementNode } from '../model/element.ts';
import type { RenderContext } from './render-context.ts';
import type { DataLoader } from './data.ts';

/** Settings schemas are loose objects: responsive variants (`align_tablet`) and unknown keys pass through. */
export type SettingsSchema = z.ZodObject<z.ZodRawShape>;

export interface WidgetProps<S, D = unknown> {
  settings: S;
  element: ElementNode;
  ctx: RenderContext;
  /** What the widget's `data` step returned for this request (undefined without one). */
  data?: D;
}

export interface WidgetDefinition<S extends SettingsSchema = SettingsSchema, D = unknown> {
  /** Elementor's widgetType, e.g. 'heading'. */
  type: string;
  title: string;
  schema: S;
  /**
   * Async data for this instance, loaded before React renders through batched sources
   * (src/elements/data.ts); Render gets the result as `data`. A throw leaves the widget out.
   */
  data?: DataLoader<z.infer<S>, D>;
  /** Server rendering: settings -> markup inside `.elementor-widget-container`. */
  Render: (props: WidgetProps<z.infer<S>, D>) => ReactNode;
  /** Per-element CSS; `selector` is `.elementor-element-{id}` (add descendants yourself). */
  css?: (args: { settings: z.infer<S>; selector: string; css: CssSink }) => void;
  /** Names of browser behaviours (src/runtime/modules.ts) this instance needs. */
  behaviours?: (settings: z.infer<S>) => string[];
  /** Name of the island (src/runtime/modules.ts) that hydrates this widget, if it has client state. */
  island?: string;
  /**
   * When the island hydrates. By default on the visitor's first pointer press, focus or key inside
   * it (what they did meanwhile is replayed), so a visitor who only reads never downloads React.
   * 'visible': within 200 px of the viewport, for an island that must animate on its own.
   */
  hydrate?: 'interaction' | 'visible';
  /**
   * Settings that hold stored HTML and how to clean them on save ('rich' = text-editor HTML,
   * 'inline' = titles and labels). `list[].key` names a field of every item of a repeater.
   * Rendering sanitises again; this keeps what is stored clean too.
   */
  htmlSettings?: Record<string, 'rich' | 'inline'>;
  /** Static CSS included once per page when the widget appears. */
  baseCss?: string;
  /** What the browser needs of the settings, put in `data-settings`; nothing else leaves the server. */
  clientSettings?: (settings: z.infer<S>) => Record<string, unknown> | undefined;
}

/** The registered widgets by Elementor widgetType; the plan receives it, so layout code never imports the widget list. */
export type WidgetLookup = ReadonlyMap<string, WidgetDefinition>;

/** Identity helper that keeps the schema's type flowing into Render and css. */
export function defineWidget<S extends SettingsSchema, D = unknown>(def: WidgetDefinition<S, D>): WidgetDefinition<S, D> {
  return def;
}
