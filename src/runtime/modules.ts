// THE client registry: one line per behaviour and island, each built into its own chunk.
// Names are what pages ask for (`data-behaviours`, `data-island`, WidgetDefinition.island).
// Keep the one-line `'name': () => import('path'),` shape: the build reads it (vite.config.ts).
import type { ModuleRegistry } from './loader.ts';

export const clientModules = {
  'lazy-background': () => import('../behaviours/lazy-background.ts'),
  'entrance-animation': () => import('../behaviours/entrance-animation.ts'),
  'stay-planner': () => import('../widgets/stay-planner/island.tsx'),
  'nav-menu-toggle': () => import('../behaviours/nav-menu-toggle.ts'),
  'contact-buttons': () => import('../behaviours/contact-buttons.ts'),
  'floating-bars': () => import('../behaviours/floating-bars.ts'),
} satisfies ModuleRegistry;

export type ClientModuleName = keyof typeof clientModules;
