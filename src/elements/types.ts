// The contract of layout elements (container, section, column): like a widget, but they wrap children.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { CssSink } from '../model/css.ts';
import type { ElementNode } from '../model/element.ts';
import type { SettingsSchema } from '../contracts/widget.ts';
import type { RenderContext } from '../contracts/render-context.ts';

export interface LayoutProps<S> {
  settings: S;
  element: ElementNode;
  ctx: RenderContext;
  /** Attributes of the element's outer tag: class, data-id, data-element_type, data-settings, ... */
  attributes: Record<string, string | undefined>;
  children: ReactNode;
}

export interface LayoutDefinition<S extends SettingsSchema = SettingsSchema> {
  elType: 'container' | 'section' | 'column';
  schema: S;
  Render: (props: LayoutProps<z.infer<S>>) => ReactNode;
  /** Classes added to the outer tag besides the common ones. */
  classes?: (settings: z.infer<S>, element: ElementNode) => string[];
  css?: (args: { settings: z.infer<S>; selector: string; css: CssSink; element: ElementNode }) => void;
  behaviours?: (settings: z.infer<S>, element: ElementNode) => string[];
  clientSettings?: (settings: z.infer<S>) => Record<string, unknown> | undefined;
}

export function defineLayout<S extends SettingsSchema>(def: LayoutDefinition<S>): LayoutDefinition<S> {
  return def;
}
