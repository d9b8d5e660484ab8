// The site menu's areas item (the old theme's script): the server lists the areas in its submenu;
// the browser then asks `GET /wp-json/wp/v2/area` for the current list, empties the submenu and
// fills it again, each entry linking to the area's own `link`. If the request fails, or answers with
// anything but a list of areas, the server's list stays as it is.
import type { Detach } from '../runtime/behaviours.ts';

export const AREAS_ENDPOINT = '/wp-json/wp/v2/area?per_page=100&orderby=name&order=asc&_fields=id,name,link';

interface Area {
  id: number;
  name: string;
  link: string;
}

function isAreaList(value: unknown): value is Area[] {
  return (
    Array.isArray(value) &&
    value.every((a) => a && typeof a === 'object' && typeof a.id === 'number' && typeof a.name === 'string' && typeof a.link === 'string')
  );
}

/** Only http(s) links on any host, or relative ones: an area's link must never run script. */
function safeLink(link: string): string | undefined {
  try {
    const url = new URL(link, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Replaces the submenu's entries with the areas, keeping the markup (classes) of the server's entries. */
export function fillAreas(list: HTMLElement, areas: Area[]): void {
  const entries = areas.flatMap((area) => {
    const href = safeLink(area.link);
    if (!href) return [];
    const li = document.createElement('li');
    li.className = `menu-item menu-item-term-${area.id}`;
    const a = document.createElement('a');
    a.className = 'menu-link ast-sub-menu-link';
    a.href = href;
    a.textContent = area.name;
    li.append(a);
    return [li];
  });
  list.replaceChildren(...entries);
}

export function attach(item: HTMLElement): Detach {
  const list = item.querySelector<HTMLElement>(':scope > .sub-menu');
  if (!list || typeof fetch !== 'function') return () => {};
  const controller = new AbortController();
  fetch(AREAS_ENDPOINT, { signal: controller.signal, headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
    .then((data: unknown) => {
      if (!isAreaList(data)) throw new Error('not a list of areas');
      // An empty answer would leave an empty dropdown: keep the server's list instead.
      if (data.length) fillAreas(list, data);
      item.dataset.areasRefreshed = data.length ? 'true' : 'empty';
    })
    .catch((error: unknown) => {
      if (controller.signal.aborted) return;
      item.dataset.areasRefreshed = 'failed';
      console.warn('Areas menu: kept the server list; the refresh failed:', error);
    });
  return () => controller.abort();
}
