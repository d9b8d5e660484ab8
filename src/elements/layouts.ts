// Registration of layout elements, one line each.
import { column } from './column/column.tsx';
import { container } from './container/container.tsx';
import { section } from './section/section.tsx';
import type { LayoutDefinition } from './types.ts';

export const layouts: LayoutDefinition[] = [container, section, column] as LayoutDefinition[];

export const layoutByElType = new Map(layouts.map((l) => [l.elType, l]));
