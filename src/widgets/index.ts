// The widget registry: one line per widget. Adding a widget = adding its folder and a line here.
// The behaviours and islands the widgets name are checked once at start-up (render/check-registries.ts).
import { heading } from './heading/render.tsx';
import { stayPlanner } from './stay-planner/render.tsx';
import { navMenu } from './nav-menu/render.tsx';
import { textEditor } from './text-editor/render.tsx';
import { image } from './image/render.tsx';
import { siteLogo } from './theme-site-logo/render.tsx';
import { searchForm } from './search-form/render.tsx';
import { button } from './button/render.tsx';
import { spacer } from './spacer/render.tsx';
import { divider } from './divider/render.tsx';
import { icon } from './icon/render.tsx';
import { iconList } from './icon-list/render.tsx';
import { iconBox } from './icon-box/render.tsx';
import { imageBox } from './image-box/render.tsx';
import { accountForms } from './account-forms/render.tsx';
import { accordion } from './accordion/render.tsx';
import { toggle } from './toggle/render.tsx';
import { tabs } from './tabs/render.tsx';
import { nestedTabs } from './nested-tabs/render.tsx';
import { nestedAccordion } from './nested-accordion/render.tsx';
import { testimonial } from './testimonial/render.tsx';
import { blockquote } from './blockquote/render.tsx';
import { rating } from './rating/render.tsx';
import { starRating } from './star-rating/render.tsx';
import { html } from './html/render.tsx';
import { menuAnchor } from './menu-anchor/render.tsx';
import { googleMaps } from './google_maps/render.tsx';
import { socialIcons } from './social-icons/render.tsx';
import { alert } from './alert/render.tsx';
import { counter } from './counter/render.tsx';
import { progress } from './progress/render.tsx';
import { audio } from './audio/render.tsx';
import { codeHighlight } from './code-highlight/render.tsx';
import { progressTracker } from './progress-tracker/render.tsx';
import { contactButtonsWidgets } from './contact-buttons/render.tsx';
import { floatingBarsWidgets } from './floating-bars/render.tsx';
import { imageCarousel } from './image-carousel/render.tsx';
import { mediaCarousel } from './media-carousel/render.tsx';
import { slides } from './slides/render.tsx';
import { testimonialCarousel } from './testimonial-carousel/render.tsx';
import { countdown } from './countdown/render.tsx';
import { posts } from './posts/render.tsx';
import { priceTable } from './price-table/render.tsx';
import { priceList } from './price-list/render.tsx';
import { shareButtons } from './share-buttons/render.tsx';
import { flipBox } from './flip-box/render.tsx';
import { callToAction } from './call-to-action/render.tsx';
import { gallery } from './gallery/render.tsx';
import { video } from './video/render.tsx';
import { imageGallery } from './image-gallery/render.tsx';
import { animatedHeadline } from './animated-headline/render.tsx';
import { textPath } from './text-path/render.tsx';
import { videoPlaylist } from './video-playlist/render.tsx';
import { login } from './login/render.tsx';
import { paypalButton } from './paypal-button/render.tsx';
import { stripeButton } from './stripe-button/render.tsx';
import { form } from './form/render.tsx';
import { products } from './woocommerce-products/render.tsx';
import { addToCart } from './wc-add-to-cart/render.tsx';
import { menuCart } from './woocommerce-menu-cart/render.tsx';
import { cart } from './woocommerce-cart/render.tsx';
import type { WidgetDefinition } from '../contracts/widget.ts';

// Each definition is typed by its own declaration; the registry reads them through the common shape.
export const widgets = [
  heading,
  stayPlanner,
  navMenu,
  textEditor,
  image,
  siteLogo,
  searchForm,
  button,
  spacer,
  divider,
  icon,
  iconList,
  iconBox,
  imageBox,
  accountForms,
  accordion,
  toggle,
  tabs,
  nestedTabs,
  nestedAccordion,
  testimonial,
  blockquote,
  rating,
  starRating,
  html,
  menuAnchor,
  googleMaps,
  socialIcons,
  alert,
  counter,
  progress,
  audio,
  codeHighlight,
  progressTracker,
  ...contactButtonsWidgets,
  ...floatingBarsWidgets,
  imageCarousel,
  mediaCarousel,
  slides,
  testimonialCarousel,
  countdown,
  posts,
  priceTable,
  priceList,
  shareButtons,
  flipBox,
  callToAction,
  gallery,
  video,
  imageGallery,
  animatedHeadline,
  textPath,
  videoPlaylist,
  login,
  paypalButton,
  stripeButton,
  form,
  products,
  addToCart,
  menuCart,
  cart,
] as unknown as WidgetDefinition[];

export const widgetByType = new Map(widgets.map((w) => [w.type, w]));
