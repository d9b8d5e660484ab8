// Contact buttons declarations (Elementor's floating-buttons `contact-buttons` and Pro's
// `contact-buttons-var-N`): one control list for every variant; a variant is a skin (variants.ts).
import { declareWidget } from '../../contracts/declaration/declare.ts';
import type { SettingsOf } from '../../contracts/declaration/settings-type.ts';
import type { Control, Section } from '../../contracts/declaration/types.ts';
import { colorVarControl } from '../shared/controls.ts';
import { PLATFORM_OPTIONS } from './platforms.ts';
import type { ContactSkin } from './variants.ts';

const ROOT = '{{WRAPPER}} .e-contact-buttons';
const VIBER_ACTIONS = { contact: 'Contact', chat: 'Chat' };

/** A colour control that sets one of the widget's custom properties (the base CSS reads them). */
const colorVar = <N extends string>(name: N, label: string, section: string, property: string) =>
  colorVarControl(name, label, section, ROOT, property);

/** The fields every link is built from, under Elementor's prefix (`chat_button_`, `contact_icon_`). */
function linkFields<P extends string>(prefix: P, section: string) {
  return [
    { name: `${prefix}_number`, kind: 'text', label: 'Number', placeholder: '+', section, default: '', maxLength: 40 },
    { name: `${prefix}_username`, kind: 'text', label: 'Username', section, default: '', maxLength: 100 },
    { name: `${prefix}_mail`, kind: 'text', label: 'Email', placeholder: '@', section, default: '', maxLength: 200 },
    { name: `${prefix}_mail_subject`, kind: 'text', label: 'Subject', section, default: '', maxLength: 200 },
    { name: `${prefix}_mail_body`, kind: 'textarea', label: 'Message', section, default: '', maxLength: 2000 },
    { name: `${prefix}_viber_action`, kind: 'select', label: 'Action', section, default: 'contact', options: VIBER_ACTIONS },
    // Foyer: Waze and map links are built from an address or "latitude,longitude".
    {
      name: `${prefix}_location`,
      kind: 'text',
      label: 'Location',
      description: 'An address, or latitude,longitude',
      section,
      default: '',
      maxLength: 300,
    },
    { name: `${prefix}_url`, kind: 'text', label: 'URL', section, default: '', maxLength: 500 },
  ] as const satisfies readonly Control[];
}

export const CONTACT_CONTROLS = [
  // The launcher's accessible name (Elementor: "Accessible name").
  {
    name: 'chat_aria_label',
    kind: 'text',
    label: 'Accessible Name',
    placeholder: 'Add accessible name',
    section: 'chat_button_section',
    default: 'Contact us',
    maxLength: 80,
  },
  {
    name: 'chat_button_platform',
    kind: 'select',
    label: 'Platform',
    section: 'chat_button_section',
    default: 'WhatsApp',
    options: PLATFORM_OPTIONS,
  },
  ...linkFields('chat_button', 'chat_button_section'),
  { name: 'chat_button_show_dot', kind: 'switcher', label: 'Notification Dot', section: 'chat_button_section', default: 'yes' },
  { name: 'top_bar_name', kind: 'text', label: 'Name', section: 'top_bar_section', default: 'Rob Jones', html: 'inline', maxLength: 120 },
  {
    name: 'top_bar_title',
    kind: 'text',
    label: 'Title',
    placeholder: 'Type your title here',
    section: 'top_bar_section',
    default: 'Store Manager',
    html: 'inline',
    maxLength: 120,
  },
  { name: 'top_bar_image', kind: 'media', label: 'Profile Picture', section: 'top_bar_section' },
  {
    name: 'message_bubble_name',
    kind: 'text',
    label: 'Name',
    section: 'message_bubble_section',
    default: 'Rob',
    html: 'inline',
    maxLength: 120,
  },
  {
    name: 'message_bubble_body',
    kind: 'textarea',
    label: 'Message',
    section: 'message_bubble_section',
    default: 'Hey, how can I help you today?',
    html: 'inline',
    maxLength: 1000,
  },
  {
    name: 'send_button_text',
    kind: 'text',
    label: 'Call to Action Text',
    section: 'send_button_section',
    default: 'Click to start chat',
    maxLength: 80,
  },
  // A link that does not validate is dropped; the others still render.
  {
    name: 'contact_repeater',
    kind: 'repeater',
    label: 'Contact Buttons',
    section: 'contact_section',
    titleField: 'contact_icon_platform',
    fields: [
      { name: 'contact_icon_platform', kind: 'select', label: 'Platform', default: 'WhatsApp', options: PLATFORM_OPTIONS },
      ...linkFields('contact_icon', 'contact_section'),
      { name: 'contact_icon_text', kind: 'text', label: 'Text', default: '', html: 'inline', maxLength: 120 },
      { name: 'contact_icon_description', kind: 'text', label: 'Description', default: '', html: 'inline', maxLength: 300 },
    ],
    default: [{ contact_icon_platform: 'WhatsApp' }, { contact_icon_platform: 'Email' }, { contact_icon_platform: 'Telephone' }],
  },
  {
    name: 'advanced_horizontal_position',
    kind: 'choose',
    label: 'Horizontal Position',
    tab: 'advanced',
    section: 'advanced_layout_section',
    default: 'end',
    options: { start: 'Left', center: 'Center', end: 'Right' },
  },
  {
    name: 'advanced_vertical_position',
    kind: 'choose',
    label: 'Vertical Position',
    tab: 'advanced',
    section: 'advanced_layout_section',
    default: 'bottom',
    options: { top: 'Top', middle: 'Middle', bottom: 'Bottom' },
  },
  {
    name: 'style_chat_button_size',
    kind: 'select',
    label: 'Size',
    tab: 'style',
    section: 'style_chat_button',
    default: 'small',
    options: { small: 'Small', medium: 'Medium', large: 'Large' },
  },
  {
    name: 'style_chat_box_corners',
    kind: 'select',
    label: 'Corners',
    tab: 'style',
    section: 'style_chat_box',
    default: 'rounded',
    options: { round: 'Round', rounded: 'Rounded', sharp: 'Sharp' },
  },
  colorVar('style_chat_button_bg_color', 'Background Color', 'style_chat_button', '--e-contact-buttons-chat-button-bg'),
  colorVar('style_chat_button_icon_color', 'Icon Color', 'style_chat_button', '--e-contact-buttons-chat-button-icon'),
  colorVar('style_top_bar_bg_color', 'Background Color', 'style_top_bar', '--e-contact-buttons-top-bar-bg'),
  colorVar('style_top_bar_name_color', 'Name Color', 'style_top_bar', '--e-contact-buttons-top-bar-name'),
  colorVar('style_chat_box_bg_color', 'Chat Box Background', 'style_chat_box', '--e-contact-buttons-chat-box-bg'),
  colorVar('style_send_button_bg_color', 'Button Background', 'style_send_button', '--e-contact-buttons-send-button-bg'),
  colorVar('style_send_button_text_color', 'Button Text Color', 'style_send_button', '--e-contact-buttons-send-button-text'),
  colorVar('style_contact_links_color', 'Links Color', 'style_contact_links', '--e-contact-buttons-link-color'),
] as const satisfies readonly Control[];

/** Elementor's sections of the contact buttons, in its order (Foyer leaves out the message bubble's style). */
const CONTACT_SECTIONS = [
  { name: 'chat_button_section', label: 'Chat Button' },
  { name: 'top_bar_section', label: 'Top Bar' },
  { name: 'message_bubble_section', label: 'Message Bubble' },
  { name: 'send_button_section', label: 'Send Button' },
  { name: 'contact_section', label: 'Contact Buttons' },
  { name: 'style_chat_button', label: 'Chat Button', tab: 'style' },
  { name: 'style_top_bar', label: 'Top Bar', tab: 'style' },
  { name: 'style_send_button', label: 'Send Button', tab: 'style' },
  { name: 'style_chat_box', label: 'Chat Box', tab: 'style' },
  { name: 'style_contact_links', label: 'Contact Buttons', tab: 'style' },
  { name: 'advanced_layout_section', label: 'Layout', tab: 'advanced' },
] as const satisfies readonly Section[];

/** The declaration of one variant: same controls, its own widgetType; only toggled skins need browser code. */
export function contactButtonsDeclaration(skin: ContactSkin) {
  // Elementor lists these in the floating elements library, not the panel (its category is general).
  return declareWidget({
    type: skin.type,
    title: skin.title,
    category: 'general',
    icon: 'eicon-commenting-o',
    keywords: ['contact', 'chat', 'whatsapp', 'floating', 'button'],
    sections: CONTACT_SECTIONS,
    behaviours: skin.toggled ? ['contact-buttons'] : [],
    controls: CONTACT_CONTROLS,
  });
}

export type ContactButtonsSettings = SettingsOf<typeof CONTACT_CONTROLS>;
