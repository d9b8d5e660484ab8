// The contact buttons variants as skins of one implementation: which parts each shows and how its
// links look. Elementor ships each as its own widgetType; Foyer keeps the same types and markup
// classes (`e-contact-buttons-var-N`), with one render and one behaviour for all.

export interface ContactSkin {
  type: string;
  title: string;
  /** `e-contact-buttons-var-N` ('' for the base widget). */
  variantClass: string;
  /** A launcher opens and closes the box (needs the behaviour); otherwise the links always show. */
  toggled: boolean;
  /** Profile / name / title header with the close button. */
  topBar: boolean;
  /** The greeting bubble and the one "start chat" link of the chosen platform (the base widget). */
  chat: boolean;
  /** How the contact_repeater links show: none, icons in a row, icon + text, icon + text + description, icons with tooltips. */
  links: 'none' | 'icons' | 'text' | 'details' | 'tooltip';
}

const skin = (n: number, s: Omit<ContactSkin, 'type' | 'title' | 'variantClass'>): ContactSkin => ({
  type: `contact-buttons-var-${n}`,
  title: `Contact Buttons ${n}`,
  variantClass: `e-contact-buttons-var-${n}`,
  ...s,
});

export const CONTACT_SKINS: readonly ContactSkin[] = [
  { type: 'contact-buttons', title: 'Single Chat', variantClass: '', toggled: true, topBar: true, chat: true, links: 'none' },
  skin(1, { toggled: true, topBar: true, chat: true, links: 'icons' }),
  skin(3, { toggled: true, topBar: true, chat: false, links: 'text' }),
  skin(4, { toggled: true, topBar: false, chat: false, links: 'tooltip' }),
  skin(5, { toggled: true, topBar: false, chat: false, links: 'text' }),
  skin(6, { toggled: true, topBar: true, chat: false, links: 'icons' }),
  skin(7, { toggled: true, topBar: true, chat: false, links: 'details' }),
  skin(8, { toggled: true, topBar: true, chat: false, links: 'details' }),
  skin(9, { toggled: false, topBar: false, chat: false, links: 'text' }),
  skin(10, { toggled: false, topBar: false, chat: false, links: 'icons' }),
];
