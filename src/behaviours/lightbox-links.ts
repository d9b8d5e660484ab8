// Lightbox links: attached at the visitor's first input, it answers a click on a link that opens the
// lightbox (lightbox/rules.ts) by loading the lightbox (its code arrives on the first open only) and
// showing the link's slideshow. Until then, or if loading fails, the link opens its file as any link.
import type { Detach } from '../runtime/behaviours.ts';
import { lightboxLinkOf, optionsFrom, slideshowOf } from './lightbox/rules.ts';
import type { LightboxModule } from './lightbox/lightbox.ts';

export function attach(element: HTMLElement, settings: Record<string, unknown>): Detach {
  const options = optionsFrom(settings);
  const onClick = (event: MouseEvent) => {
    const link = lightboxLinkOf(event, options);
    const loader = window.foyer?.loader;
    if (!link || !loader) return;
    event.preventDefault();
    const { slides, index } = slideshowOf(link, options);
    loader.load<LightboxModule>('lightbox').then(
      (lightbox) => lightbox.open(slides, index, options, link),
      (error: unknown) => {
        console.error('The lightbox could not load; opening the file instead:', error);
        location.assign(link.href);
      },
    );
  };
  element.ownerDocument.addEventListener('click', onClick);
  // Says the links now open the lightbox (before, at the very first input, a click opens the file).
  element.setAttribute('data-lightbox-ready', '');
  return () => {
    element.ownerDocument.removeEventListener('click', onClick);
    element.removeAttribute('data-lightbox-ready');
  };
}
