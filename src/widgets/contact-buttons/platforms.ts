// Contact platforms (Elementor's Social_Network_Provider values, plus Telegram and Map which Foyer
// adds) and the link each one opens. Links are built here from plain fields, never taken as typed:
// every part is URL-encoded, so a number or user name cannot smuggle in another scheme or host.

export const PLATFORMS = {
  WhatsApp: { name: 'whatsapp', text: 'WhatsApp', icon: 'fab fa-whatsapp' },
  Telephone: { name: 'phone', text: 'Telephone', icon: 'fas fa-phone-alt' },
  Email: { name: 'email', text: 'Email', icon: 'fas fa-envelope' },
  SMS: { name: 'sms', text: 'SMS', icon: 'fas fa-sms' },
  Messenger: { name: 'messenger', text: 'Messenger', icon: 'fab fa-facebook-messenger' },
  Telegram: { name: 'telegram', text: 'Telegram', icon: 'fab fa-telegram' },
  VIBER: { name: 'viber', text: 'Viber', icon: 'fab fa-viber' },
  Skype: { name: 'skype', text: 'Skype', icon: 'fab fa-skype' },
  Waze: { name: 'waze', text: 'Waze', icon: 'fab fa-waze' },
  Map: { name: 'map', text: 'Map', icon: 'fas fa-map-marker-alt' },
  Url: { name: 'url', text: 'URL', icon: 'fas fa-globe' },
} as const;

export type Platform = keyof typeof PLATFORMS;

export const PLATFORM_OPTIONS = Object.fromEntries(Object.entries(PLATFORMS).map(([k, v]) => [k, v.text])) as Record<Platform, string>;

/** The fields a link is built from (Elementor's `contact_icon_*` / `chat_button_*` without the prefix). */
export interface ContactFields {
  number?: string;
  username?: string;
  mail?: string;
  mail_subject?: string;
  mail_body?: string;
  viber_action?: string;
  /** Waze and Map: an address, or "latitude,longitude". */
  location?: string;
  /** Url: a web address. */
  url?: string;
}

const enc = encodeURIComponent;
/** Phone numbers as dialled: digits and a leading +; wa.me wants digits only. */
const dialable = (n = '') => n.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
const LAT_LNG = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
const USERNAME = /^[\w.-]{1,100}$/;
const EMAIL = /^[^\s@<>"'?&]+@[^\s@<>"'?&]+$/;

/** The href for a platform, or undefined when its fields do not make a usable link. */
export function contactHref(platform: string, f: ContactFields): string | undefined {
  const number = dialable(f.number);
  const user = (f.username ?? '').trim().replace(/^@/, '');
  const location = (f.location ?? '').trim();
  switch (platform) {
    case 'WhatsApp':
      return number.replace('+', '') ? `https://wa.me/${number.replace('+', '')}` : undefined;
    case 'Telephone':
      return number ? `tel:${number}` : undefined;
    case 'SMS':
      return number ? `sms:${number}` : undefined;
    case 'VIBER': {
      if (!number) return undefined;
      const action = f.viber_action === 'chat' ? 'chat' : 'contact';
      return `viber://${action}?number=${enc(number)}`;
    }
    case 'Email': {
      const mail = (f.mail ?? '').trim();
      if (!EMAIL.test(mail)) return undefined;
      const query = [f.mail_subject && `subject=${enc(f.mail_subject)}`, f.mail_body && `body=${enc(f.mail_body)}`].filter(Boolean);
      return `mailto:${mail}${query.length ? `?${query.join('&')}` : ''}`;
    }
    case 'Messenger':
      return USERNAME.test(user) ? `https://m.me/${user}` : undefined;
    case 'Telegram':
      return USERNAME.test(user) ? `https://t.me/${user}` : undefined;
    case 'Skype':
      return USERNAME.test(user) ? `skype:${user}?chat` : undefined;
    case 'Waze': {
      if (!location) return undefined;
      const ll = LAT_LNG.exec(location);
      return ll ? `https://waze.com/ul?ll=${ll[1]},${ll[2]}&navigate=yes` : `https://waze.com/ul?q=${enc(location)}&navigate=yes`;
    }
    case 'Map':
      return location ? `https://www.google.com/maps/search/?api=1&query=${enc(location)}` : undefined;
    case 'Url': {
      const url = (f.url ?? '').trim();
      return /^https?:\/\/[^\s"<>\\]+$/i.test(url) ? url : undefined;
    }
    default:
      return undefined;
  }
}

/** Links that leave the site open in a new tab; tel:, sms:, mailto: and app links hand over to an app. */
export function opensNewTab(href: string): boolean {
  return href.startsWith('https://');
}
