// The contact page: the enquiry form (Elementor Pro's form: dates, guests, suite, message), how to
// write or call, where the house is, and how to get to Porto Alba. Every "Book now", "Check
// availability" and "Enquire" of the demo links here through `enquiryUrl`, with the suite it knows;
// the stay planner adds its nights and guests, and the form fills itself from the address
// (src/widgets/form/prefill.ts).
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, fa, link, px, typo } from '../build.ts';
import { SUITE_FACTS } from '../content/hotel-facts.ts';
import { EVENTS_SLUG, acceptanceField, demoFormStyle, frontDeskActions, honeypotField } from './events.ts';
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

/** The suites as the enquiry form offers them: the suite pages' slugs are the values links send. */
export const ENQUIRY_SUITES: ReadonlyArray<[label: string, value: string]> = [
  [`The ${SUITE_FACTS.seaView.name}`, 'the-sea-view-suite'],
  [`The ${SUITE_FACTS.garden.name}`, 'the-garden-suite'],
  [`The ${SUITE_FACTS.tower.name}`, 'the-tower-suite'],
];

/**
 * The enquiry form's address with what a link knows filled in: `enquiryUrl({ suite: 'the-garden-suite' })`
 * is `/contact/?suite=the-garden-suite#enquire`. Keys are the form's custom ids (suite, arrival,
 * departure, guests, nights, message).
 */
export function enquiryUrl(values: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') query.set(key, String(value));
  const search = query.toString();
  return `/contact/${search ? `?${search}` : ''}#enquire`;
}

function enquiryForm(b: DocBuilder): ElementNode {
  return b.widget('form', {
    form_name: 'Stay enquiry',
    form_id: 'stay-enquiry',
    button_text: 'Send the enquiry',
    custom_messages: 'yes',
    success_message: 'Thank you! We have your enquiry and will reply within a few hours with availability and the price of your stay.',
    error_message: 'We could not send your enquiry. Please check the fields marked below.',
    server_message:
      'Your enquiry could not be sent because of a problem on our side. Nothing you typed is lost: please try again in a moment, or call us.',
    invalid_message: 'Some answers need another look before we can send your enquiry.',
    required_field_message: 'Please fill in this field.',
    ...frontDeskActions('Stay enquiry from [field id="name"]'),
    ...demoFormStyle(),
    form_fields: [
      {
        _id: 'en-name',
        custom_id: 'name',
        field_type: 'text',
        field_label: 'Your name',
        placeholder: 'First and last name',
        required: 'true',
        width: '50',
        width_mobile: '100',
      },
      {
        _id: 'en-mail',
        custom_id: 'email',
        field_type: 'email',
        field_label: 'E-mail',
        placeholder: 'you@example.com',
        required: 'true',
        width: '50',
        width_mobile: '100',
      },
      { _id: 'en-in', custom_id: 'arrival', field_type: 'date', field_label: 'Arrival', required: 'true', width: '50' },
      { _id: 'en-out', custom_id: 'departure', field_type: 'date', field_label: 'Departure', required: 'true', width: '50' },
      {
        _id: 'en-guests',
        custom_id: 'guests',
        field_type: 'number',
        field_label: 'Guests',
        field_min: 1,
        field_max: 6,
        field_value: '2',
        required: 'true',
        width: '25',
        width_tablet: '50',
        width_mobile: '50',
      },
      {
        _id: 'en-nights',
        custom_id: 'nights',
        field_type: 'number',
        field_label: 'Nights',
        field_min: 1,
        field_max: 30,
        width: '25',
        width_tablet: '50',
        width_mobile: '50',
      },
      {
        _id: 'en-suite',
        custom_id: 'suite',
        field_type: 'select',
        field_label: 'Suite',
        field_options: ['No preference|any', ...ENQUIRY_SUITES.map(([label, value]) => `${label}|${value}`)].join('\n'),
        width: '50',
        width_tablet: '100',
        width_mobile: '100',
      },
      {
        _id: 'en-msg',
        custom_id: 'message',
        field_type: 'textarea',
        field_label: 'Message',
        placeholder: 'Anything we should know: an anniversary, a late arrival, a cot for the little one',
        rows: 4,
        width: '100',
      },
      acceptanceField('en'),
      honeypotField,
    ],
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
        column(b, 58, {}, [
          eyebrow(b, 'Enquiries and bookings'),
          title(b, 'Tell us your dates', { size: 38 }),
          text(
            b,
            '<p>Let us know when you would like to come, how many you are and which suite you have in mind. We reply within a few hours with availability and the price for your stay, and hold the suite for two days while you decide.</p>',
          ),
          enquiryForm(b),
        ]),
        column(
          b,
          42,
          {
            padding: box(40),
            padding_mobile: box(28, 22),
            background_background: 'classic',
            background_color: C.sand,
            border_radius: box(4),
          },
          [
            eyebrow(b, 'Or simply call'),
            contactList(b, [
              ['phone', CONTACT.phoneLabel, `tel:${CONTACT.phone}`],
              ['envelope', CONTACT.email, `mailto:${CONTACT.email}`],
              ['whatsapp', 'WhatsApp the front desk', `https://wa.me/${CONTACT.phone.replace(/\D/g, '')}`, 'fa-brands'],
            ]),
            // Opens the popup by its open_selector; without scripts it stays on this section.
            ...(bookingHelp
              ? [buttons(b, [button(b, 'Help with booking', '#enquire', 'outline', { _css_classes: BOOKING_HELP_CLASS })])]
              : []),
            ...(bookingHelp
              ? [
                  text(
                    b,
                    `<p>First time booking with us? <a href="${popupActionHref('popup:open', { id: bookingHelp, toggle: false })}">See how booking works</a>, step by step.</p>`,
                    { size: 15 },
                  ),
                ]
              : []),
            text(b, `<p>Planning a wedding, a birthday or a retreat? <a href="/${EVENTS_SLUG}/#plan">Plan your event with us</a>.</p>`, {
              size: 15,
            }),
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
