// HAL-style `_links` as WordPress writes them: relation -> list of {attributes..., href}, with
// api.w.org relations shortened through the `wp` curie (`wp:post_type`) and the curie listed.

export interface RestLink {
  href: string;
  embeddable?: boolean;
}

const API_REL = 'https://api.w.org/';
const WP_CURIE = { name: 'wp', href: 'https://api.w.org/{rel}', templated: true };

/** Compacts relations and puts attributes before `href`, in WordPress's key order. */
export function compactLinks(links: Record<string, RestLink[]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const renamed: Record<string, unknown> = {};
  for (const [rel, items] of Object.entries(links)) {
    const list = items.map(({ href, ...attributes }) => ({ ...attributes, href }));
    if (rel.startsWith(API_REL) && rel.length > API_REL.length) renamed[`wp:${rel.slice(API_REL.length)}`] = list;
    else out[rel] = list;
  }
  if (Object.keys(renamed).length === 0) return out;
  return { ...out, ...renamed, curies: [WP_CURIE] };
}
