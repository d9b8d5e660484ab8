// Google Maps widget: a placeholder with the address and a "Show map" button; the embed (and every
// request to Google) comes only when the visitor asks for it (behaviour.ts). Without script, the
// link opens the same place on Google Maps.
import { sliderSize } from '../../model/slider.ts';
import { defineWidget } from '../../contracts/widget.ts';
import { googleMapsDeclaration, type GoogleMapsSettings } from './schema.ts';

const BASE_CSS =
  '.elementor-custom-embed{position:relative;height:300px;line-height:0}' +
  '.elementor-custom-embed iframe{width:100%;height:100%;border:0;margin:0;display:block;transition:.3s}' +
  '.foyer-map-placeholder{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:16px;text-align:center;line-height:1.4;' +
  'background:repeating-linear-gradient(45deg,#eef1ec 0 12px,#e6eae3 12px 24px);color:#2f3a33;border-radius:inherit}' +
  '.foyer-map-placeholder__address{font-weight:600;max-width:36ch}' +
  '.foyer-map-placeholder__show{font:inherit;font-weight:600;cursor:pointer;border:0;border-radius:999px;padding:.7em 1.4em;background:#1f3b4d;color:#fff}' +
  '.foyer-map-placeholder__show:focus-visible{outline:3px solid #c0a062;outline-offset:2px}' +
  '.foyer-map-placeholder__note{font-size:.8em;opacity:.8;max-width:40ch}' +
  '.foyer-map-placeholder a{color:inherit}';

/** Google's keyless embed for an address at a zoom level (what Elementor's widget loads). */
export function embedUrl(s: GoogleMapsSettings): string {
  const zoom = Math.min(Math.max(Math.round(sliderSize(s.zoom, 10)), 1), 20);
  const q = new URLSearchParams({ q: s.address, t: 'm', z: String(zoom), output: 'embed', iwloc: 'near' });
  return `https://maps.google.com/maps?${q.toString()}`;
}

export const googleMaps = defineWidget({
  declaration: googleMapsDeclaration,
  baseCss: BASE_CSS,
  behaviours: () => ['google-maps'],
  clientSettings: (s) => ({ embed: embedUrl(s), title: s.address }),
  Render: ({ settings: s }) => {
    if (!s.address.trim()) return null;
    const open = `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: s.address }).toString()}`;
    return (
      <div className="elementor-custom-embed">
        <div className="foyer-map-placeholder">
          <p className="foyer-map-placeholder__address">{s.address}</p>
          <button type="button" className="foyer-map-placeholder__show" aria-label={`Show map: ${s.address}`}>
            Show map
          </button>
          <p className="foyer-map-placeholder__note">
            The map is loaded from Google when you ask for it. <a href={open}>Open in Google Maps</a>
          </p>
        </div>
      </div>
    );
  },
});
