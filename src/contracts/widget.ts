// The contract every widget folder fulfils: a declaration of its controls (schema.ts), server
// rendering, optional extra CSS and browser parts. Schema, settings type, CSS and sanitising derive
// from the declaration (src/contracts/declaration).
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CssSink } from '../model/css.ts';
import type { ElementNode } from '../model/element.ts';
import type { RenderContext } from './render-context.ts';
import type { DataLoader } from './data.ts';
import { declarationCss } from './declaration/css.ts';
import { type HtmlKind, htmlSettings } from './declaration/html.ts';
import type { SettingsOf } from './declaration/settings-type.ts';
import type { Declaration } from './declaration/types.ts';
import { declarationSchema } from './declaration/zod.ts';

/** Settings schemas are loose objects: responsive variants (`align_tablet`) and unknown keys pass through. */
export type SettingsSchema = z.ZodObject<z.ZodRawShape>;

/** A settings schema that carries the settings type its declaration gives (type-level only). */
export type TypedSchema<S> = SettingsSchema & { readonly __settings?: S };

export interface WidgetProps<S, D = unknown> {
  settings: S;
  element: ElementNode;
  ctx: RenderContext;
  /** What the widget's `data` step returned for this request (undefined without one). */
  data?: D;
  /**
   * The widget's child elements rendered, one entry per child in document order: nested widgets
   * (nested-tabs, nested-accordion) hold a container per item and place each where it belongs.
   */
  children?: ReactNode[];
}

type CssFunction<S> = (args: { settings: S; selector: string; css: CssSink }) => void;

export interface WidgetDefinition<S = Record<string, unknown>, D = unknown> {
  /** Elementor's widgetType, e.g. 'heading' (from the declaration). */
  type: string;
  title: string;
  declaration: Declaration;
  /** Derived from the declaration: defaults and validation. */
  schema: TypedSchema<S>;
  /**
   * Async data for this instance, loaded before React renders through batched sources
   * (src/contracts/data.ts); Render gets the result as `data`. A throw leaves the widget out.
   */
  data?: DataLoader<S, D>;
  /** Server rendering: settings -> markup inside `.elementor-widget-container`. */
  Render: (props: WidgetProps<S, D>) => ReactNode;
  /**
   * True when this instance prints nothing, so no element at all is printed (Elementor leaves out a
   * widget whose output is empty, e.g. a posts query that found nothing; the editor still shows it).
   */
  isEmpty?: (settings: S, data: D | undefined) => boolean;
  /** Per-element CSS: the declaration's mappings, then the widget's own `css`, if any. */
  css: CssFunction<S>;
  /** Names of browser behaviours (declared in `declaration.behaviours`) this instance needs. */
  behaviours?: (settings: S) => string[];
  /** Name of the island that hydrates this widget (from the declaration). */
  island?: string;
  /**
   * When the island hydrates. By default on the visitor's first pointer press, focus or key inside
   * it (what they did meanwhile is replayed), so a visitor who only reads never downloads React.
   * 'visible': within 200 px of the viewport, for an island that must animate on its own.
   */
  hydrate?: 'interaction' | 'visible';
  /**
   * Settings that hold stored HTML and how to clean them ('rich' = text-editor HTML, 'inline' =
   * titles and labels), derived from the declaration. Rendering sanitises again.
   */
  htmlSettings: Record<string, HtmlKind>;
  /** Static CSS included once per page when the widget appears. */
  baseCss?: string;
  /** What the browser needs of the settings, put in `data-settings`; nothing else leaves the server. */
  clientSettings?: (settings: S) => Record<string, unknown> | undefined;
  /**
   * Provider video links (YouTube, Vimeo, Dailymotion) this instance shows a poster for and has no
   * image of its own for: the server fetches their thumbnails when the document is saved and the
   * render finds them stored (src/widgets/video-links.ts, src/widgets/shared/video-thumbnail.ts).
   */
  videoLinks?: (settings: S) => string[];
  /**
   * What an island needs of this request's `data` (e.g. who is logged in), merged into its
   * `data-props` after the client settings, so hydration starts from what the server rendered.
   */
  islandData?: (data: D | undefined) => Record<string, unknown> | undefined;
}

/** The registered widgets by Elementor widgetType; the plan receives it, so layout code never imports the widget list. */
export type WidgetLookup = ReadonlyMap<string, WidgetDefinition>;

export interface WidgetSpec<D extends Declaration, T = unknown> {
  declaration: D;
  /** Async data loaded before rendering (src/contracts/data.ts); Render gets it as `data`. */
  data?: DataLoader<SettingsOf<D['controls']>, T>;
  Render: (props: WidgetProps<SettingsOf<D['controls']>, T>) => ReactNode;
  isEmpty?: (settings: SettingsOf<D['controls']>, data: T | undefined) => boolean;
  /** CSS that no control states: runs after the declaration's own. Prefer a control's `selectors`. */
  css?: CssFunction<SettingsOf<D['controls']>>;
  behaviours?: (settings: SettingsOf<D['controls']>) => string[];
  baseCss?: string;
  clientSettings?: (settings: SettingsOf<D['controls']>) => Record<string, unknown> | undefined;
  videoLinks?: (settings: SettingsOf<D['controls']>) => string[];
  islandData?: (data: T | undefined) => Record<string, unknown> | undefined;
  hydrate?: 'interaction' | 'visible';
}

/** A widget from its declaration: derives the schema, the CSS function and the HTML settings. */
export function defineWidget<D extends Declaration, T = unknown>(spec: WidgetSpec<D, T>): WidgetDefinition<SettingsOf<D['controls']>, T> {
  const { declaration, css: extra, ...rest } = spec;
  return {
    ...rest,
    type: declaration.type,
    title: declaration.title,
    declaration,
    island: declaration.island,
    schema: declarationSchema(declaration.controls),
    htmlSettings: htmlSettings(declaration.controls),
    css: (args) => {
      declarationCss({ controls: declaration.controls, settings: args.settings, selector: args.selector, css: args.css });
      extra?.(args);
    },
  };
}
