// Google Maps in the browser: "Show map" swaps the placeholder for Google's embed. Until then
// nothing is requested from Google. Focus moves to the map so keyboard users land where they asked.
import type { Detach } from '../../runtime/behaviours.ts';

interface MapSettings {
  embed?: unknown;
  title?: unknown;
}

export function attach(element: HTMLElement, settings: MapSettings): Detach {
  const box = element.querySelector<HTMLElement>('.elementor-custom-embed');
  const button = element.querySelector<HTMLButtonElement>('.foyer-map-placeholder__show');
  const embed = typeof settings.embed === 'string' && settings.embed.startsWith('https://maps.google.com/') ? settings.embed : undefined;
  if (!box || !button || !embed) return () => {};
  const show = () => {
    const frame = document.createElement('iframe');
    frame.src = embed;
    frame.title = typeof settings.title === 'string' ? settings.title : 'Map';
    frame.loading = 'lazy';
    frame.referrerPolicy = 'no-referrer-when-downgrade';
    box.replaceChildren(frame);
    frame.focus();
  };
  button.addEventListener('click', show, { once: true });
  return () => button.removeEventListener('click', show);
}
