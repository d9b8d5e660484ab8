// The contract of layout elements (container, section, column): like a widget, but they wrap children.
// Each is declared like a widget (schema.ts); its CSS is code (css.ts), as it combines many controls.
import type { ReactNode } from 'react';
import type { CssSink } from '../model/css.ts';
import type { ElementNode } from '../model/element.ts';
import type { SettingsOf } from '../contracts/declaration/settings-type.ts';
import type { Declaration } from '../contracts/declaration/types.ts';
import { declarationSchema } from '../contracts/declaration/zod.ts';
import type { TypedSchema } from '../contracts/widget.ts';
import type { RenderContext } from '../contracts/render-context.ts';
import type { DataLoader } from '../contracts/data.ts';

export interface LayoutProps<S, D = unknown> {
  settings: S;
  element: ElementNode;
  ctx: RenderContext;
  /** Attributes of the element's outer tag: class, data-id, data-element_type, data-settings, ... */
  attributes: Record<string, string | undefined>;
  children: ReactNode;
  /** How many of the element's children render (unknown widgets print nothing, as in Elementor). */
  renderedChildren: number;
  /** What the layout's `data` step returned for this request. */
  data?: D;
}

interface LayoutParts<S, D = unknown> {
  /** Async data loaded before rendering, as for widgets (src/contracts/data.ts). */
  data?: DataLoader<S, D>;
  Render: (props: LayoutProps<S, D>) => ReactNode;
  /** Classes added to the outer tag besides the common ones. */
  classes?: (settings: S, element: ElementNode) => string[];
  css?: (args: { settings: S; selector: string; css: CssSink; element: ElementNode }) => void;
  /** Names of browser behaviours (declared in `declaration.behaviours`) this instance needs. */
  behaviours?: (settings: S, element: ElementNode) => string[];
  clientSettings?: (settings: S) => Record<string, unknown> | undefined;
}

export interface LayoutDefinition<S = Record<string, unknown>, D = unknown> extends LayoutParts<S, D> {
  elType: 'container' | 'section' | 'column';
  declaration: Declaration;
  /** Derived from the declaration: defaults and validation. */
  schema: TypedSchema<S>;
}

export function defineLayout<D extends Declaration, T = unknown>(
  spec: LayoutParts<SettingsOf<D['controls']>, T> & { declaration: D },
): LayoutDefinition<SettingsOf<D['controls']>, T> {
  return {
    ...spec,
    elType: spec.declaration.type as LayoutDefinition['elType'],
    schema: declarationSchema(spec.declaration.controls),
  };
}
