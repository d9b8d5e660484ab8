// What links and the address ask of the page: in-page anchors, URL actions and theme_template_id.
// Its own chunk (~2 KB gzipped), loaded by the boot module only when a page needs it (see
// url-navigation-need.ts): at once when opened with a hash, else at the visitor's first input, so a
// page nobody touches does not pay for it.
import { initAnchors } from './anchors.ts';
import type { Hooks } from './hooks.ts';
import type { Loader } from './loader.ts';
import { initTemplateScroll } from './template-scroll.ts';
import { initUrlActions, type UrlActions } from './url-actions.ts';

export function startUrlNavigation(options: { hooks: Hooks; loader: Loader }): UrlActions {
  initAnchors(options.hooks, options.loader);
  initTemplateScroll();
  return initUrlActions(options);
}
