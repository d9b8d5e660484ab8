// THE client registry: one line per behaviour and island, each built into its own chunk.
// Names are what pages ask for (`data-behaviours`, `data-island`, WidgetDefinition.island).
// Keep the one-line `'name': () => import('path'),` shape: the build reads it (vite.config.ts).
import type { ModuleRegistry } from './loader.ts';

export const clientModules = {
  'lazy-background': () => import('../behaviours/lazy-background.ts'),
  'entrance-animation': () => import('../behaviours/entrance-animation.ts'),
  'stay-planner': () => import('../widgets/stay-planner/island.tsx'),
  'nav-menu-toggle': () => import('../behaviours/nav-menu-toggle.ts'),
  'account-forms': () => import('../widgets/account-forms/island.tsx'),
  'search-dropdown': () => import('../behaviours/search-dropdown.ts'),
  'search-form-full-screen': () => import('../widgets/search-form/behaviour.ts'),
  accordion: () => import('../widgets/accordion/behaviour.ts'),
  toggle: () => import('../widgets/toggle/behaviour.ts'),
  tabs: () => import('../widgets/tabs/behaviour.ts'),
  'nested-tabs': () => import('../widgets/nested-tabs/behaviour.ts'),
  'nested-accordion': () => import('../widgets/nested-accordion/behaviour.ts'),
  'motion-fx': () => import('../behaviours/motion-fx.ts'),
  sticky: () => import('../behaviours/sticky.ts'),
  'google-maps': () => import('../widgets/google_maps/behaviour.ts'),
  'background-slideshow': () => import('../behaviours/background-slideshow.ts'),
  'background-video': () => import('../behaviours/background-video.ts'),
  'stretch-section': () => import('../behaviours/stretch-section.ts'),
  'alert-dismiss': () => import('../widgets/alert/behaviour.ts'),
  'counter-animation': () => import('../widgets/counter/behaviour.ts'),
  'progress-fill': () => import('../widgets/progress/behaviour.ts'),
  'audio-embed': () => import('../widgets/audio/behaviour.ts'),
  'code-highlight-copy': () => import('../widgets/code-highlight/behaviour.ts'),
  'progress-tracker': () => import('../widgets/progress-tracker/behaviour.ts'),
  'mega-menu': () => import('../behaviours/mega-menu.ts'),
  carousel: () => import('../behaviours/carousel.ts'),
  'image-carousel': () => import('../widgets/image-carousel/behaviour.ts'),
  'media-carousel': () => import('../widgets/media-carousel/behaviour.ts'),
  slides: () => import('../widgets/slides/behaviour.ts'),
  'mobile-menu': () => import('../behaviours/mobile-menu.ts'),
  'header-sticky': () => import('../behaviours/header-sticky.ts'),
  'areas-menu': () => import('../behaviours/areas-menu.ts'),
  'scroll-to-top': () => import('../behaviours/scroll-to-top.ts'),
  'contact-buttons': () => import('../behaviours/contact-buttons.ts'),
  'floating-bars': () => import('../behaviours/floating-bars.ts'),
  popup: () => import('../popups/client/popup.ts'),
  'popup-watch': () => import('../popups/client/watch.ts'),
  'stats-tracker': () => import('../stats/client/tracker.ts'),
} satisfies ModuleRegistry;

export type ClientModuleName = keyof typeof clientModules;
