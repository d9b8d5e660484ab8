// The layout elements' declarations and the Advanced tab they and every widget share, without render
// code: what the editor's panel imports in the browser. layouts.ts registers the renderers;
// test/declarations/registry.test.ts keeps the two the same set.
import type { Declaration } from '../contracts/declaration/types.ts';
import { advancedDeclaration } from './advanced-controls.ts';
import { columnDeclaration } from './column/schema.ts';
import { containerDeclaration } from './container/schema.ts';
import { sectionDeclaration } from './section/schema.ts';

export const layoutDeclarations: readonly Declaration[] = [containerDeclaration, sectionDeclaration, columnDeclaration];

/** Groups every element shares: the Advanced tab. */
export const sharedDeclarations: readonly Declaration[] = [advancedDeclaration];
