// The contact page: how to write or call, where the house is, and how to get to Porto Alba.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, fa, link, px, typo } from '../build.ts';
import { C } from '../kit.ts';
import { CONTACT } from '../content/contact-details.ts';
import { BOOKING_HELP_CLASS, popupActionHref } from '../popups.ts';
import { directionsPdfUrl } from '../media/directions-pdf.ts';
import { button, buttons, column, eyebrow, featureText, grid, pageHero, row, section, text, title } from '../parts.ts';

function contactList(b: DocBuilder, items: Array<[string, string, string?, ('fa-solid' | 'fa-brands')?]>): ElementNode {
  return b.widget('icon-list', {
    icon_list: items.map(([icon, label, url, lib], i) => ({
      _id: `c${i}`,
      text: label,
      selected_icon: fa(icon, lib ?? 'fa-solid'),
      link: link(url ?? ''),
    })),
    space_between: px(16),
    icon_color: C.accent,
    icon_size: px(18),
    text_color: C.text,
    text_indent: px(14),
    ...typo('icon_typography', { size: 17, lineHeight: 1.5 }),
  });
}

/** `bookingHelp`: the id of the "Help with booking" popup, which a button and a link here open. */
export function contactElements(bookingHelp?: number): ElementNode[] {
  const b = docBuilder('contact');
  const routes: Array<[string, string, string]> = [
    [
      'plane-arrival',
      'By air',
      'Alba Marittima airport is 40 minutes away. We can book a driver to meet you; the fare is €75 for up to four people.',
    ],
    [
      'train',
      'By train',
      'Porto Alba station is on the coastal line, with trains from the city every hour. The hotel is a 12-minute taxi ride up the hill.',
    ],
    [
      'car',
      'By car',
      'Leave the coast road at the Porto Alba exit and follow the signs for the Giardini. Our guests park free in the courtyard garage.',
    ],
  ];
  return [
    pageHero(b, {
      image: 'harbour',
      eyebrow: 'Contact',
      title: 'Write to us, or simply call',
      lead: 'The front desk answers from 7:00 to 23:00, every day the house is open.',
      height: 56,
    }),
    section(b, { _element_id: 'enquire' }, [
      row(b, { flex_align_items: 'flex-start' }, [
        column(b, 50, {}, [
          eyebrow(b, 'Enquiries and bookings'),
          title(b, 'Tell us your dates', { size: 38 }),
          text(
            b,
            '<p>Let us know when you would like to come, how many you are and which suite you have in mind. We reply within a few hours with availability and the price for your stay, and hold the suite for two days while you decide.</p>',
          ),
          contactList(b, [
            ['phone', CONTACT.phoneLabel, `tel:${CONTACT.phone}`],
            ['envelope', CONTACT.email, `mailto:${CONTACT.email}`],
            ['whatsapp', 'WhatsApp the front desk', `https://wa.me/${CONTACT.phone.replace(/\D/g, '')}`, 'fa-brands'],
          ]),
          buttons(b, [
            button(b, 'Email the front desk', `mailto:${CONTACT.email}?subject=Enquiry`, 'solid'),
            // Opens the popup by its open_selector; without scripts it stays on this section.
            ...(bookingHelp ? [button(b, 'Help with booking', '#enquire', 'outline', { _css_classes: BOOKING_HELP_CLASS })] : []),
          ]),
          ...(bookingHelp
            ? [
                text(
                  b,
                  `<p>First time booking with us? <a href="${popupActionHref('popup:open', { id: bookingHelp, toggle: false })}">See how booking works</a>, step by step.</p>`,
                  { size: 15 },
                ),
              ]
            : []),
        ]),
        column(
          b,
          50,
          {
            padding: box(40),
            padding_mobile: box(28, 22),
            background_background: 'classic',
            background_color: C.sand,
            border_radius: box(4),
          },
          [
            eyebrow(b, 'Find us'),
            title(b, 'Casa Alba Suites', { tag: 'h3', size: 28 }),
            contactList(b, [
              ['location-dot', CONTACT.address],
              ['clock', 'Reception from 7:00 to 23:00'],
              ['calendar-days', 'Open from 15 March to 15 November'],
              ['square-parking', 'Free parking in the courtyard garage'],
            ]),
          ],
        ),
      ]),
    ]),
    section(b, { background_background: 'classic', background_color: C.white, padding: box(88, 24) }, [
      eyebrow(b, 'Getting here'),
      title(b, 'Porto Alba is easier to reach than it looks'),
      b.inner(
        grid({ columns: 3, tablet: 1, gap: 40 }),
        routes.map(([icon, head, body], i) =>
          b.widget('icon-box', {
            selected_icon: fa(icon),
            view: 'default',
            primary_color: C.accent,
            icon_size: px(30),
            position: 'left',
            position_mobile: 'top',
            icon_space: px(20),
            ...featureText(head, body, { titleSize: 22, index: i }),
          }),
        ),
      ),
      // A real file: its clicks are download events for the visitor statistics.
      buttons(b, [button(b, 'Directions as a PDF', directionsPdfUrl, 'outline')]),
    ]),
  ];
}
