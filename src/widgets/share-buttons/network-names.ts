// The share networks' names as the editor lists them (Elementor Pro's 20), apart from their share
// addresses (networks.ts) so the declaration stays small in the editor's bundle.
export const NETWORK_TITLES = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  'x-twitter': 'X',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  vk: 'VK',
  odnoklassniki: 'OK',
  tumblr: 'Tumblr',
  digg: 'Digg',
  skype: 'Skype',
  stumbleupon: 'StumbleUpon',
  mix: 'Mix',
  telegram: 'Telegram',
  pocket: 'Pocket',
  xing: 'XING',
  whatsapp: 'WhatsApp',
  email: 'Email',
  print: 'Print',
} as const;

export type NetworkName = keyof typeof NETWORK_TITLES;
