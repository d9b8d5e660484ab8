// Every widget's declaration and nothing else, one line each: what the editor's panel and the back
// office import in the browser (category, icon, keywords, sections, controls), without render code.
// index.ts registers the renderers; test/declarations/registry.test.ts keeps the two the same set.
import type { WidgetDeclaration } from '../contracts/declaration/types.ts';
import { headingDeclaration } from './heading/schema.ts';
import { stayPlannerDeclaration } from './stay-planner/schema.ts';
import { navMenuDeclaration } from './nav-menu/schema.ts';
import { textEditorDeclaration } from './text-editor/schema.ts';
import { imageDeclaration } from './image/schema.ts';
import { siteLogoDeclaration } from './theme-site-logo/schema.ts';
import { searchFormDeclaration } from './search-form/schema.ts';
import { buttonDeclaration } from './button/schema.ts';
import { spacerDeclaration } from './spacer/schema.ts';
import { dividerDeclaration } from './divider/schema.ts';
import { iconDeclaration } from './icon/schema.ts';
import { iconListDeclaration } from './icon-list/schema.ts';
import { iconBoxDeclaration } from './icon-box/schema.ts';
import { imageBoxDeclaration } from './image-box/schema.ts';
import { accountFormsDeclaration } from './account-forms/schema.ts';
import { accordionDeclaration } from './accordion/schema.ts';
import { toggleDeclaration } from './toggle/schema.ts';
import { tabsDeclaration } from './tabs/schema.ts';
import { nestedTabsDeclaration } from './nested-tabs/schema.ts';
import { nestedAccordionDeclaration } from './nested-accordion/schema.ts';
import { testimonialDeclaration } from './testimonial/schema.ts';
import { blockquoteDeclaration } from './blockquote/schema.ts';
import { ratingDeclaration } from './rating/schema.ts';
import { starRatingDeclaration } from './star-rating/schema.ts';
import { htmlDeclaration } from './html/schema.ts';
import { menuAnchorDeclaration } from './menu-anchor/schema.ts';
import { googleMapsDeclaration } from './google_maps/schema.ts';
import { socialIconsDeclaration } from './social-icons/schema.ts';
import { alertDeclaration } from './alert/schema.ts';
import { counterDeclaration } from './counter/schema.ts';
import { progressDeclaration } from './progress/schema.ts';
import { audioDeclaration } from './audio/schema.ts';
import { codeHighlightDeclaration } from './code-highlight/schema.ts';
import { progressTrackerDeclaration } from './progress-tracker/schema.ts';
import { contactButtonsDeclaration } from './contact-buttons/schema.ts';
import { CONTACT_SKINS } from './contact-buttons/variants.ts';
import { floatingBarsDeclaration } from './floating-bars/schema.ts';
import { imageCarouselDeclaration } from './image-carousel/schema.ts';
import { mediaCarouselDeclaration } from './media-carousel/schema.ts';
import { slidesDeclaration } from './slides/schema.ts';
import { testimonialCarouselDeclaration } from './testimonial-carousel/schema.ts';
import { countdownDeclaration } from './countdown/schema.ts';
import { postsDeclaration } from './posts/schema.ts';
import { priceTableDeclaration } from './price-table/schema.ts';
import { priceListDeclaration } from './price-list/schema.ts';
import { shareButtonsDeclaration } from './share-buttons/schema.ts';
import { flipBoxDeclaration } from './flip-box/schema.ts';
import { callToActionDeclaration } from './call-to-action/schema.ts';
import { galleryDeclaration } from './gallery/schema.ts';
import { videoDeclaration } from './video/schema.ts';
import { imageGalleryDeclaration } from './image-gallery/schema.ts';
import { animatedHeadlineDeclaration } from './animated-headline/schema.ts';
import { textPathDeclaration } from './text-path/schema.ts';
import { videoPlaylistDeclaration } from './video-playlist/schema.ts';

// Typed as the widget declaration: a widget without its category, icon, keywords or sections fails here.
export const widgetDeclarations: readonly WidgetDeclaration[] = [
  headingDeclaration,
  stayPlannerDeclaration,
  navMenuDeclaration,
  textEditorDeclaration,
  imageDeclaration,
  siteLogoDeclaration,
  searchFormDeclaration,
  buttonDeclaration,
  spacerDeclaration,
  dividerDeclaration,
  iconDeclaration,
  iconListDeclaration,
  iconBoxDeclaration,
  imageBoxDeclaration,
  accountFormsDeclaration,
  accordionDeclaration,
  toggleDeclaration,
  tabsDeclaration,
  nestedTabsDeclaration,
  nestedAccordionDeclaration,
  testimonialDeclaration,
  blockquoteDeclaration,
  ratingDeclaration,
  starRatingDeclaration,
  htmlDeclaration,
  menuAnchorDeclaration,
  googleMapsDeclaration,
  socialIconsDeclaration,
  alertDeclaration,
  counterDeclaration,
  progressDeclaration,
  audioDeclaration,
  codeHighlightDeclaration,
  progressTrackerDeclaration,
  ...CONTACT_SKINS.map(contactButtonsDeclaration),
  floatingBarsDeclaration(2),
  floatingBarsDeclaration(3),
  imageCarouselDeclaration,
  mediaCarouselDeclaration,
  slidesDeclaration,
  testimonialCarouselDeclaration,
  countdownDeclaration,
  postsDeclaration,
  priceTableDeclaration,
  priceListDeclaration,
  shareButtonsDeclaration,
  flipBoxDeclaration,
  callToActionDeclaration,
  galleryDeclaration,
  videoDeclaration,
  imageGalleryDeclaration,
  animatedHeadlineDeclaration,
  textPathDeclaration,
  videoPlaylistDeclaration,
];
