// Registration of layout elements, one line each. The behaviours they name are checked once at
// start-up (render/check-registries.ts).
import { column } from './column/column.tsx';
import { container } from './container/container.tsx';
import { section } from './section/section.tsx';
import type { LayoutDefinition } from './types.ts';

// Each definition is typed by its own declaration; the registry reads them through the common shape.
export const layouts = [container, section, column] as unknown as LayoutDefinition[];

export const layoutByElType = new Map(layouts.map((l) => [l.elType, l]));
