// Every page part, in the order the compositor runs them (render-page.tsx). The order is the order of
// their CSS before the layout base, of their markup within a region, and of their modules.
import type { PagePart } from './page-part.ts';
import { accountPanelPart } from './parts/account-panel.tsx';
import { footerPart } from './parts/footer.tsx';
import { headerCartPart } from './parts/header-cart.tsx';
import { headerSearchPart } from './parts/header-search.tsx';
import { headerPart } from './parts/header.tsx';
import { lightboxPart } from './parts/lightbox.tsx';
import { megaPanelsPart } from './parts/mega-panels.tsx';
import { popupsPart } from './parts/popups.tsx';
import { scrollToTopPart } from './parts/scroll-to-top.tsx';
import { trackerPart } from './parts/tracker.ts';

export const PAGE_PARTS: readonly PagePart[] = [
  headerPart,
  footerPart,
  scrollToTopPart,
  megaPanelsPart,
  headerSearchPart,
  headerCartPart,
  accountPanelPart,
  popupsPart,
  lightboxPart,
  trackerPart,
];
