// The lightbox: on a page whose kit turns the global image lightbox on, or with an element that asks
// for it (`open_lightbox: yes`, a video's `lightbox: yes`), a hidden element carries the kit's lightbox switches and the
// `lightbox-links` behaviour, which waits for the visitor's first input; the lightbox's own code loads
// on the first open only (src/behaviours/lightbox/). Neither is preloaded. In the editor's preview it
// is there only when the editing user's `lightbox_in_editor` preference is on (spec section 6).
import { walkElements } from '../../../model/element.ts';
import { lightboxLinkSelector } from '../../../model/lightbox-links.ts';
import { definePart, type RenderPageInput } from '../page-part.ts';

/** Whether an element of the page's documents sets its own lightbox to yes (with the global one off). */
function asksForLightbox(input: RenderPageInput): boolean {
  const documents = [input.content.document, input.header, input.footer, ...(input.popups ?? []).map((p) => p.document)];
  let asks = false;
  for (const doc of documents) {
    if (doc && !asks)
      walkElements(
        doc.elements,
        (el) => void (asks ||= el.settings.open_lightbox === 'yes' || (el.widgetType === 'video' && el.settings.lightbox === 'yes')),
      );
  }
  return asks;
}

export const lightboxPart = definePart({
  name: 'lightbox',
  region: 'end',
  prepare({ input, plan }) {
    const { kit } = input;
    // In the editor's preview a click selects what it lands on: the lightbox opens only if the user asks.
    if (input.isEditor && !input.lightboxInEditor) return undefined;
    if (!kit.global_image_lightbox && !asksForLightbox(input)) return undefined;
    plan.inputModules.add('lightbox-links');
    // Listed so the loader can find it on the first open; nothing loads it before.
    plan.inputModules.add('lightbox');
    const settings = {
      global: kit.global_image_lightbox,
      counter: kit.lightbox_enable_counter,
      fullscreen: kit.lightbox_enable_fullscreen,
      zoom: kit.lightbox_enable_zoom,
      share: kit.lightbox_enable_share,
    };
    return {
      render: () => (
        <div
          id="foyer-lightbox"
          hidden
          data-behaviours="lightbox-links"
          data-behaviours-defer="input"
          // A click on such a link before the code has attached is held, not lost to the file.
          data-behaviours-clicks={lightboxLinkSelector(kit.global_image_lightbox)}
          data-settings={JSON.stringify(settings)}
        />
      ),
    };
  },
});
