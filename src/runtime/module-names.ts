// The client modules' names and when the browser needs each: plain data, no browser code, so the
// server's registries (src/widgets/index.ts, src/elements/layouts.ts) and the renderer can import it.
// The browser registry (src/runtime/modules.ts) gives each of these names its loader; the build maps
// them to their chunks (dist/client/foyer-modules.json, vite.config.ts).

/**
 * When the browser needs a module, before the page's own placement decides:
 * - `load`: as the page loads, before any input; preloaded with the boot module where a page uses it.
 * - `visible`: only for an element the visitor can see; below the fold it waits until the element
 *   nears the viewport (`data-behaviours-defer="visible"`, src/render/behaviour-timing.ts) and is
 *   not preloaded, above the fold it runs at load.
 * - `interaction`: only once the visitor acts (an island's first press, focus or key; a behaviour
 *   that only answers input, `data-behaviours-defer="input"`) or a popup trigger fires: never preloaded.
 */
export type ModuleWhen = 'load' | 'visible' | 'interaction';

export const CLIENT_MODULE_WHEN = {
  'lazy-background': 'visible',
  'entrance-animation': 'load',
  // React's side of islands (hydration and the replay of early input), with React itself.
  'island-hydrate': 'interaction',
  'stay-planner': 'interaction',
  // It only answers a visitor looking at the menu (a footer menu waits until the footer nears the viewport).
  'nav-menu-toggle': 'visible',
  'account-forms': 'interaction',
  // Closed until its button is pressed: it waits for the first input (a click before it arrives is held).
  'search-dropdown': 'interaction',
  'search-form-full-screen': 'load',
  accordion: 'load',
  toggle: 'load',
  tabs: 'load',
  'nested-tabs': 'load',
  'nested-accordion': 'load',
  'motion-fx': 'visible',
  sticky: 'load',
  'google-maps': 'load',
  'background-slideshow': 'load',
  'background-video': 'load',
  'stretch-section': 'load',
  'alert-dismiss': 'load',
  'counter-animation': 'visible',
  'progress-fill': 'load',
  'audio-embed': 'load',
  'code-highlight-copy': 'load',
  'progress-tracker': 'load',
  'share-buttons': 'load',
  'gallery-filter': 'load',
  // The video facade: below the fold it waits until near the viewport.
  video: 'visible',
  // The playlist reads its address at load (and scrolls to the video it names); the list answers keys at once.
  'video-playlist': 'load',
  // Lightbox links answer clicks after the first input; the lightbox itself loads on the first open.
  'lightbox-links': 'interaction',
  lightbox: 'interaction',
  'mega-menu': 'load',
  // The mega menu's carousel sits in a closed panel: it waits for the first input.
  carousel: 'interaction',
  'image-carousel': 'load',
  'media-carousel': 'load',
  slides: 'load',
  // Below the fold it waits until near the viewport: the home page's first screen loads none of it.
  'testimonial-carousel': 'visible',
  countdown: 'load',
  // The form's small part fills fields from the address at load; its validation and sending load at the
  // first input (src/widgets/form/behaviour.ts), a press before they arrive held and made again.
  form: 'load',
  // The payment buttons only answer a press (a press before the code arrives is held and made again).
  'paypal-button': 'interaction',
  'stripe-button': 'interaction',
  // The shop: add-to-cart forms and the menu cart answer the visitor only (a plain form post works
  // before they arrive); the cart page draws the visitor's cart as it loads.
  'wc-add-to-cart': 'interaction',
  'woocommerce-menu-cart': 'interaction',
  'woocommerce-cart': 'load',
  // Below the fold it waits until near the viewport: a headline animates only where it can be seen.
  'animated-headline': 'visible',
  'mobile-menu': 'load',
  'header-sticky': 'load',
  'areas-menu': 'interaction',
  'scroll-to-top': 'interaction',
  // The chat launcher answers a press only.
  'contact-buttons': 'interaction',
  'floating-bars': 'load',
  // Loaded by popup-watch when a trigger fires.
  popup: 'interaction',
  'popup-watch': 'load',
  'stats-tracker': 'load',
} as const satisfies Record<string, ModuleWhen>;

export type ClientModuleName = keyof typeof CLIENT_MODULE_WHEN;

/** Every registered name, for the start-up check that declarations name only modules that exist. */
export const CLIENT_MODULE_NAMES: ReadonlySet<string> = new Set(Object.keys(CLIENT_MODULE_WHEN));

/** The names of the modules needed at the given time. */
export function modulesNeeded(when: ModuleWhen): string[] {
  return Object.entries(CLIENT_MODULE_WHEN).flatMap(([name, w]) => (w === when ? [name] : []));
}
