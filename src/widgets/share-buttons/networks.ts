// The share buttons' networks (Elementor Pro's 20, named in network-names.ts): each one's brand colour, icon and share
// address. The addresses follow Elementor's share-link templates; values are URL-encoded here, where
// Elementor substituted text that PHP had encoded already. Mix publishes no share address in
// Elementor; Foyer uses Mix's own `add` page.
import { NETWORK_TITLES, type NetworkName } from './network-names.ts';

export type { NetworkName } from './network-names.ts';
export { NETWORK_TITLES } from './network-names.ts';

export interface ShareTarget {
  /** The absolute address of the page shared. */
  url: string;
  title: string;
  text: string;
  /** An absolute image address (Pinterest, VK, OK), or ''. */
  image: string;
}

export interface Network {
  colour: string;
  icon: { library: 'fa-brands' | 'fa-solid'; value: string };
  /** The share address, or undefined for print (the browser's print dialog). */
  link?: (t: ShareTarget) => string;
}

const e = encodeURIComponent;
const brand = (name: string) => ({ library: 'fa-brands', value: `fab fa-${name}` }) as const;
/** Text, then the address, in one prefilled message (a literal space between them, as Elementor). */
const message = (base: string) => (t: ShareTarget) => `${base}?text=${e(t.text || t.title)}%20${e(t.url)}`;

export const NETWORKS = {
  facebook: {
    colour: '#3b5998',
    icon: brand('facebook'),
    link: (t) => `https://www.facebook.com/sharer.php?u=${e(t.url)}`,
  },
  twitter: { colour: '#1da1f2', icon: brand('twitter'), link: message('https://twitter.com/intent/tweet') },
  'x-twitter': { colour: '#000000', icon: brand('x-twitter'), link: message('https://x.com/intent/tweet') },
  threads: { colour: '#000000', icon: brand('threads'), link: message('https://threads.net/intent/post') },
  linkedin: {
    colour: '#0077b5',
    icon: brand('linkedin'),
    link: (t) =>
      `https://www.linkedin.com/shareArticle?mini=true&url=${e(t.url)}&title=${e(t.title)}&summary=${e(t.text)}&source=${e(t.url)}`,
  },
  pinterest: {
    colour: '#bd081c',
    icon: brand('pinterest'),
    link: (t) => `https://www.pinterest.com/pin/create/button/?url=${e(t.url)}&media=${e(t.image)}`,
  },
  reddit: {
    colour: '#ff4500',
    icon: brand('reddit'),
    link: (t) => `https://reddit.com/submit?url=${e(t.url)}&title=${e(t.title)}`,
  },
  vk: {
    colour: '#45668e',
    icon: brand('vk'),
    link: (t) => `https://vkontakte.ru/share.php?url=${e(t.url)}&title=${e(t.title)}&description=${e(t.text)}&image=${e(t.image)}`,
  },
  odnoklassniki: {
    colour: '#f4731c',
    icon: brand('odnoklassniki'),
    link: (t) => `https://connect.ok.ru/offer?url=${e(t.url)}&title=${e(t.title)}&imageUrl=${e(t.image)}`,
  },
  tumblr: { colour: '#35465c', icon: brand('tumblr'), link: (t) => `https://tumblr.com/share/link?url=${e(t.url)}` },
  digg: { colour: '#005be2', icon: brand('digg'), link: (t) => `https://digg.com/submit?url=${e(t.url)}` },
  skype: { colour: '#00aff0', icon: brand('skype'), link: (t) => `https://web.skype.com/share?url=${e(t.url)}` },
  stumbleupon: {
    colour: '#eb4924',
    icon: brand('stumbleupon'),
    link: (t) => `https://www.stumbleupon.com/submit?url=${e(t.url)}`,
  },
  mix: { colour: '#ff8226', icon: brand('mix'), link: (t) => `https://mix.com/add?url=${e(t.url)}` },
  telegram: {
    colour: '#2ca5e0',
    icon: brand('telegram'),
    link: (t) => `https://telegram.me/share/url?url=${e(t.url)}&text=${e(t.text || t.title)}`,
  },
  pocket: { colour: '#ef3f56', icon: brand('get-pocket'), link: (t) => `https://getpocket.com/edit?url=${e(t.url)}` },
  xing: { colour: '#026466', icon: brand('xing'), link: (t) => `https://www.xing.com/spi/shares/new?url=${e(t.url)}` },
  whatsapp: {
    colour: '#25d366',
    icon: brand('whatsapp'),
    link: (t) => `https://api.whatsapp.com/send?text=${[t.title && `*${e(t.title)}*`, e(t.text), e(t.url)].filter(Boolean).join('%0A')}`,
  },
  email: {
    colour: '#ea4335',
    icon: { library: 'fa-solid', value: 'fas fa-envelope' },
    link: (t) => `mailto:?${t.title ? `subject=${e(t.title)}&` : ''}body=${[e(t.text), e(t.url)].filter(Boolean).join('%0A')}`,
  },
  print: { colour: '#8f9aa3', icon: { library: 'fa-solid', value: 'fas fa-print' } },
} as const satisfies Record<NetworkName, Network>;

export const NETWORK_NAMES = Object.keys(NETWORK_TITLES) as NetworkName[];

export function isNetwork(name: string): name is NetworkName {
  return Object.hasOwn(NETWORKS, name);
}

/** Networks whose share page Elementor opens in a centred 640 × 480 window. */
export function opensWindow(name: NetworkName): boolean {
  return name !== 'email' && name !== 'print';
}
