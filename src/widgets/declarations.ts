// Every widget's declaration and nothing else, each in its own chunk: what the editor's panel and the
// back office load in the browser (category, icon, keywords, sections, controls), without render code.
// The panel lists widgets from a small index the server derives from these same declarations
// (contracts/declaration/panel-index.ts) and loads a widget's declaration when it is first needed, so
// the editor's first download does not grow with every widget added. index.ts registers the
// renderers; test/declarations/registry.test.ts keeps the two the same set with the same declarations.
import type { WidgetDeclaration } from '../contracts/declaration/types.ts';
import { CONTACT_SKINS } from './contact-buttons/variants.ts';

/** Loads one widget type's declaration (its module becomes its own chunk). */
export type DeclarationLoader = () => Promise<WidgetDeclaration>;

// Typed as the widget declaration: a widget without its category, icon, keywords or sections fails here.
export const widgetDeclarationLoaders: Readonly<Record<string, DeclarationLoader>> = {
  heading: () => import('./heading/schema.ts').then((m) => m.headingDeclaration),
  'stay-planner': () => import('./stay-planner/schema.ts').then((m) => m.stayPlannerDeclaration),
  'nav-menu': () => import('./nav-menu/schema.ts').then((m) => m.navMenuDeclaration),
  'text-editor': () => import('./text-editor/schema.ts').then((m) => m.textEditorDeclaration),
  image: () => import('./image/schema.ts').then((m) => m.imageDeclaration),
  'theme-site-logo': () => import('./theme-site-logo/schema.ts').then((m) => m.siteLogoDeclaration),
  'search-form': () => import('./search-form/schema.ts').then((m) => m.searchFormDeclaration),
  button: () => import('./button/schema.ts').then((m) => m.buttonDeclaration),
  spacer: () => import('./spacer/schema.ts').then((m) => m.spacerDeclaration),
  divider: () => import('./divider/schema.ts').then((m) => m.dividerDeclaration),
  icon: () => import('./icon/schema.ts').then((m) => m.iconDeclaration),
  'icon-list': () => import('./icon-list/schema.ts').then((m) => m.iconListDeclaration),
  'icon-box': () => import('./icon-box/schema.ts').then((m) => m.iconBoxDeclaration),
  'image-box': () => import('./image-box/schema.ts').then((m) => m.imageBoxDeclaration),
  'account-forms': () => import('./account-forms/schema.ts').then((m) => m.accountFormsDeclaration),
  accordion: () => import('./accordion/schema.ts').then((m) => m.accordionDeclaration),
  toggle: () => import('./toggle/schema.ts').then((m) => m.toggleDeclaration),
  tabs: () => import('./tabs/schema.ts').then((m) => m.tabsDeclaration),
  'nested-tabs': () => import('./nested-tabs/schema.ts').then((m) => m.nestedTabsDeclaration),
  'nested-accordion': () => import('./nested-accordion/schema.ts').then((m) => m.nestedAccordionDeclaration),
  testimonial: () => import('./testimonial/schema.ts').then((m) => m.testimonialDeclaration),
  blockquote: () => import('./blockquote/schema.ts').then((m) => m.blockquoteDeclaration),
  rating: () => import('./rating/schema.ts').then((m) => m.ratingDeclaration),
  'star-rating': () => import('./star-rating/schema.ts').then((m) => m.starRatingDeclaration),
  html: () => import('./html/schema.ts').then((m) => m.htmlDeclaration),
  'menu-anchor': () => import('./menu-anchor/schema.ts').then((m) => m.menuAnchorDeclaration),
  google_maps: () => import('./google_maps/schema.ts').then((m) => m.googleMapsDeclaration),
  'social-icons': () => import('./social-icons/schema.ts').then((m) => m.socialIconsDeclaration),
  alert: () => import('./alert/schema.ts').then((m) => m.alertDeclaration),
  counter: () => import('./counter/schema.ts').then((m) => m.counterDeclaration),
  progress: () => import('./progress/schema.ts').then((m) => m.progressDeclaration),
  audio: () => import('./audio/schema.ts').then((m) => m.audioDeclaration),
  'code-highlight': () => import('./code-highlight/schema.ts').then((m) => m.codeHighlightDeclaration),
  'progress-tracker': () => import('./progress-tracker/schema.ts').then((m) => m.progressTrackerDeclaration),
  // One implementation, several Elementor widget types.
  ...Object.fromEntries(
    CONTACT_SKINS.map((skin) => [skin.type, () => import('./contact-buttons/schema.ts').then((m) => m.contactButtonsDeclaration(skin))]),
  ),
  'floating-bars-var-2': () => import('./floating-bars/schema.ts').then((m) => m.floatingBarsDeclaration(2)),
  'floating-bars-var-3': () => import('./floating-bars/schema.ts').then((m) => m.floatingBarsDeclaration(3)),
  'image-carousel': () => import('./image-carousel/schema.ts').then((m) => m.imageCarouselDeclaration),
  'media-carousel': () => import('./media-carousel/schema.ts').then((m) => m.mediaCarouselDeclaration),
  slides: () => import('./slides/schema.ts').then((m) => m.slidesDeclaration),
  'testimonial-carousel': () => import('./testimonial-carousel/schema.ts').then((m) => m.testimonialCarouselDeclaration),
  countdown: () => import('./countdown/schema.ts').then((m) => m.countdownDeclaration),
  posts: () => import('./posts/schema.ts').then((m) => m.postsDeclaration),
  'price-table': () => import('./price-table/schema.ts').then((m) => m.priceTableDeclaration),
  'price-list': () => import('./price-list/schema.ts').then((m) => m.priceListDeclaration),
  'share-buttons': () => import('./share-buttons/schema.ts').then((m) => m.shareButtonsDeclaration),
  'flip-box': () => import('./flip-box/schema.ts').then((m) => m.flipBoxDeclaration),
  'call-to-action': () => import('./call-to-action/schema.ts').then((m) => m.callToActionDeclaration),
  gallery: () => import('./gallery/schema.ts').then((m) => m.galleryDeclaration),
  video: () => import('./video/schema.ts').then((m) => m.videoDeclaration),
  'image-gallery': () => import('./image-gallery/schema.ts').then((m) => m.imageGalleryDeclaration),
  'animated-headline': () => import('./animated-headline/schema.ts').then((m) => m.animatedHeadlineDeclaration),
  'text-path': () => import('./text-path/schema.ts').then((m) => m.textPathDeclaration),
  'video-playlist': () => import('./video-playlist/schema.ts').then((m) => m.videoPlaylistDeclaration),
  login: () => import('./login/schema.ts').then((m) => m.loginDeclaration),
  'paypal-button': () => import('./paypal-button/schema.ts').then((m) => m.paypalButtonDeclaration),
  'stripe-button': () => import('./stripe-button/schema.ts').then((m) => m.stripeButtonDeclaration),
  form: () => import('./form/schema.ts').then((m) => m.formDeclaration),
  'woocommerce-products': () => import('./woocommerce-products/schema.ts').then((m) => m.productsDeclaration),
  'wc-add-to-cart': () => import('./wc-add-to-cart/schema.ts').then((m) => m.addToCartDeclaration),
  'woocommerce-menu-cart': () => import('./woocommerce-menu-cart/schema.ts').then((m) => m.menuCartDeclaration),
  'woocommerce-cart': () => import('./woocommerce-cart/schema.ts').then((m) => m.cartDeclaration),
};

/** Every widget's declaration, in the registry's order (tests, tools; the editor loads them one by one). */
export function loadWidgetDeclarations(): Promise<WidgetDeclaration[]> {
  return Promise.all(Object.values(widgetDeclarationLoaders).map((load) => load()));
}
