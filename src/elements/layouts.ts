// Registration of layout elements, one line each.
import { checkClientNames } from '../contracts/declaration/client-names.ts';
import { CLIENT_MODULE_NAMES } from '../runtime/module-names.ts';
import { advancedDeclaration } from './advanced-controls.ts';
import { column } from './column/column.tsx';
import { container } from './container/container.tsx';
import { section } from './section/section.tsx';
import type { LayoutDefinition } from './types.ts';

// Each definition is typed by its own declaration; the registry reads them through the common shape.
export const layouts = [container, section, column] as unknown as LayoutDefinition[];

// Fails the start-up, naming the element and the name, if a behaviour is not registered (the shared
// Advanced tab asks for the entrance animation of any element).
checkClientNames([...layouts.map((l) => l.declaration), advancedDeclaration], CLIENT_MODULE_NAMES);

export const layoutByElType = new Map(layouts.map((l) => [l.elType, l]));
