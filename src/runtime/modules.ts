// THE client registry: one entry per behaviour and island, each built into its own chunk. Plain data:
// `name` is what pages ask for (`data-behaviours`, `data-island`, WidgetDefinition.island), `when` says
// when the browser needs it (src/runtime/module-names.ts, which the server reads: keep the two in step,
// the types check it), `load` fetches its chunk. The build maps each entry's dynamic import to its
// chunk and writes dist/client/foyer-modules.json (vite.config.ts), which the server reads to preload.
import type { ClientModuleName, CLIENT_MODULE_WHEN } from './module-names.ts';

/** One registry entry: its `when` must be the one src/runtime/module-names.ts gives its name. */
export type ClientModuleEntry = {
  [N in ClientModuleName]: { name: N; when: (typeof CLIENT_MODULE_WHEN)[N]; load: () => Promise<unknown> };
}[ClientModuleName];

export const clientModules = [
  { name: 'lazy-background', when: 'visible', load: () => import('../behaviours/lazy-background.ts') },
  { name: 'entrance-animation', when: 'load', load: () => import('../behaviours/entrance-animation.ts') },
  { name: 'island-hydrate', when: 'interaction', load: () => import('./island-hydrate.ts') },
  { name: 'stay-planner', when: 'interaction', load: () => import('../widgets/stay-planner/island.tsx') },
  { name: 'nav-menu-toggle', when: 'visible', load: () => import('../behaviours/nav-menu-toggle.ts') },
  { name: 'account-forms', when: 'interaction', load: () => import('../widgets/account-forms/island.tsx') },
  { name: 'search-dropdown', when: 'interaction', load: () => import('../behaviours/search-dropdown.ts') },
  { name: 'search-form-full-screen', when: 'load', load: () => import('../widgets/search-form/behaviour.ts') },
  { name: 'accordion', when: 'load', load: () => import('../widgets/accordion/behaviour.ts') },
  { name: 'toggle', when: 'load', load: () => import('../widgets/toggle/behaviour.ts') },
  { name: 'tabs', when: 'load', load: () => import('../widgets/tabs/behaviour.ts') },
  { name: 'nested-tabs', when: 'load', load: () => import('../widgets/nested-tabs/behaviour.ts') },
  { name: 'nested-accordion', when: 'load', load: () => import('../widgets/nested-accordion/behaviour.ts') },
  { name: 'motion-fx', when: 'visible', load: () => import('../behaviours/motion-fx.ts') },
  { name: 'sticky', when: 'load', load: () => import('../behaviours/sticky.ts') },
  { name: 'google-maps', when: 'load', load: () => import('../widgets/google_maps/behaviour.ts') },
  { name: 'background-slideshow', when: 'load', load: () => import('../behaviours/background-slideshow.ts') },
  { name: 'background-video', when: 'load', load: () => import('../behaviours/background-video.ts') },
  { name: 'stretch-section', when: 'load', load: () => import('../behaviours/stretch-section.ts') },
  { name: 'alert-dismiss', when: 'load', load: () => import('../widgets/alert/behaviour.ts') },
  { name: 'share-buttons', when: 'load', load: () => import('../widgets/share-buttons/behaviour.ts') },
  { name: 'gallery-filter', when: 'load', load: () => import('../widgets/gallery/behaviour.ts') },
  { name: 'video', when: 'visible', load: () => import('../widgets/video/behaviour.ts') },
  { name: 'video-playlist', when: 'load', load: () => import('../widgets/video-playlist/behaviour.ts') },
  { name: 'lightbox-links', when: 'interaction', load: () => import('../behaviours/lightbox-links.ts') },
  { name: 'lightbox', when: 'interaction', load: () => import('../behaviours/lightbox/lightbox.ts') },
  { name: 'counter-animation', when: 'visible', load: () => import('../widgets/counter/behaviour.ts') },
  { name: 'progress-fill', when: 'load', load: () => import('../widgets/progress/behaviour.ts') },
  { name: 'audio-embed', when: 'load', load: () => import('../widgets/audio/behaviour.ts') },
  { name: 'code-highlight-copy', when: 'load', load: () => import('../widgets/code-highlight/behaviour.ts') },
  { name: 'progress-tracker', when: 'load', load: () => import('../widgets/progress-tracker/behaviour.ts') },
  { name: 'mega-menu', when: 'load', load: () => import('../behaviours/mega-menu.ts') },
  { name: 'carousel', when: 'interaction', load: () => import('../behaviours/carousel.ts') },
  { name: 'image-carousel', when: 'load', load: () => import('../widgets/image-carousel/behaviour.ts') },
  { name: 'media-carousel', when: 'load', load: () => import('../widgets/media-carousel/behaviour.ts') },
  { name: 'slides', when: 'load', load: () => import('../widgets/slides/behaviour.ts') },
  { name: 'testimonial-carousel', when: 'visible', load: () => import('../widgets/testimonial-carousel/behaviour.ts') },
  { name: 'countdown', when: 'load', load: () => import('../widgets/countdown/behaviour.ts') },
  { name: 'form', when: 'load', load: () => import('../widgets/form/behaviour.ts') },
  { name: 'paypal-button', when: 'interaction', load: () => import('../widgets/paypal-button/behaviour.ts') },
  { name: 'stripe-button', when: 'interaction', load: () => import('../widgets/stripe-button/behaviour.ts') },
  { name: 'wc-add-to-cart', when: 'interaction', load: () => import('../widgets/wc-add-to-cart/behaviour.ts') },
  { name: 'woocommerce-menu-cart', when: 'interaction', load: () => import('../widgets/woocommerce-menu-cart/behaviour.ts') },
  { name: 'woocommerce-cart', when: 'load', load: () => import('../widgets/woocommerce-cart/behaviour.ts') },
  { name: 'animated-headline', when: 'visible', load: () => import('../widgets/animated-headline/behaviour.ts') },
  { name: 'mobile-menu', when: 'load', load: () => import('../behaviours/mobile-menu.ts') },
  { name: 'header-sticky', when: 'load', load: () => import('../behaviours/header-sticky.ts') },
  { name: 'areas-menu', when: 'interaction', load: () => import('../behaviours/areas-menu.ts') },
  { name: 'scroll-to-top', when: 'interaction', load: () => import('../behaviours/scroll-to-top.ts') },
  { name: 'contact-buttons', when: 'interaction', load: () => import('../behaviours/contact-buttons.ts') },
  { name: 'floating-bars', when: 'load', load: () => import('../behaviours/floating-bars.ts') },
  { name: 'popup', when: 'interaction', load: () => import('../popups/client/popup.ts') },
  { name: 'popup-watch', when: 'load', load: () => import('../popups/client/watch.ts') },
  { name: 'stats-tracker', when: 'load', load: () => import('../stats/client/tracker.ts') },
] as const satisfies readonly ClientModuleEntry[];

// Every name of src/runtime/module-names.ts has an entry here: tsc names a missing one.
type NoneMissing<T extends never> = T;
export type _EveryNameHasAnEntry = NoneMissing<Exclude<ClientModuleName, (typeof clientModules)[number]['name']>>;
