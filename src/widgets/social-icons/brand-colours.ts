// The networks' official colours (Elementor's "Official Color" option), by the icon's name.
export const BRAND_COLOURS: Record<string, string> = {
  facebook: '#3b5998',
  'facebook-f': '#3b5998',
  'x-twitter': '#000000',
  twitter: '#1da1f2',
  instagram: '#262626',
  linkedin: '#0077b5',
  'linkedin-in': '#0077b5',
  youtube: '#cd201f',
  pinterest: '#bd081c',
  'pinterest-p': '#bd081c',
  tripadvisor: '#589442',
  whatsapp: '#25d366',
  telegram: '#2ca5e0',
  tiktok: '#000000',
  vimeo: '#1ab7ea',
  spotify: '#2ebd59',
  threads: '#000000',
  envelope: '#ea4335',
  yelp: '#af0606',
  wordpress: '#21759b',
};

/** Static CSS: one background rule per network, on Elementor's `elementor-social-icon-{name}` class. */
export const BRAND_COLOURS_CSS = Object.entries(BRAND_COLOURS)
  .map(([name, colour]) => `.elementor-social-icon-${name}{background-color:${colour}}`)
  .join('');
