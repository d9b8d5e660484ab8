// Site-wide launchers in the footer template: a booking bar fixed to the bottom of the window and
// WhatsApp / phone / e-mail contact buttons, as a hotel shows them on every page.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, fa, link } from '../build.ts';
import { CONTACT } from '../content/contact-details.ts';
import { C } from '../kit.ts';
import { enquiryUrl } from './contact.ts';

export function launcherElements(b: DocBuilder): ElementNode {
  // The section holds the bar's reserved space at the very end of the page, in the footer's colour.
  return b.section({ content_width: 'full', padding: box(0), background_background: 'classic', background_color: C.ink }, [
    b.widget('floating-bars-var-2', {
      accessible_name: 'Booking offer',
      announcement_text: 'Book direct: breakfast and late check-out included',
      announcement_icon: fa('bell-concierge'),
      cta_text: 'Check availability',
      cta_link: link(enquiryUrl()),
      advanced_vertical_position: 'bottom',
      dismiss_days: 7,
      style_floating_bar_background_color: C.primary,
      style_announcement_text_color: C.white,
      style_announcement_icon_color: C.gold,
      style_cta_button_bg_color: C.gold,
      style_cta_button_text_color: C.ink,
    }),
    b.widget('contact-buttons-var-7', {
      chat_aria_label: 'Contact the hotel',
      top_bar_name: 'Casa Alba reception',
      top_bar_title: 'We reply within the hour, 7:00–23:00',
      style_chat_button_bg_color: C.primary,
      style_top_bar_bg_color: C.primary,
      contact_repeater: [
        {
          _id: 'wa',
          contact_icon_platform: 'WhatsApp',
          contact_icon_number: CONTACT.phone,
          contact_icon_text: 'WhatsApp',
          contact_icon_description: 'Chat with reception',
        },
        {
          _id: 'tel',
          contact_icon_platform: 'Telephone',
          contact_icon_number: CONTACT.phone,
          contact_icon_text: 'Call us',
          contact_icon_description: CONTACT.phoneLabel,
        },
        {
          _id: 'mail',
          contact_icon_platform: 'Email',
          contact_icon_mail: CONTACT.email,
          contact_icon_mail_subject: 'Stay enquiry',
          contact_icon_text: 'E-mail',
          contact_icon_description: CONTACT.email,
        },
        {
          _id: 'map',
          contact_icon_platform: 'Map',
          contact_icon_location: CONTACT.address,
          contact_icon_text: 'Directions',
          contact_icon_description: 'Via del Faro 12',
        },
      ],
    }),
  ]);
}
