// Weddings and events: the house for a wedding, a birthday or a company retreat, and a three-step
// "plan your event" form (Elementor Pro's form with step fields and a progress bar). The enquiry form
// of the contact page shares its look (`demoFormStyle`) and its address for links (`enquiryUrl`).
import type { ElementNode } from '../../model/element.ts';
import { box, type DocBuilder, docBuilder, px, typo } from '../build.ts';
import { CONTACT } from '../content/contact-details.ts';
import { C } from '../kit.ts';
import { column, eyebrow, pageHero, row, section, text, title } from '../parts.ts';

export const EVENTS_SLUG = 'weddings-and-events';

/** The look both demo forms share: the kit's colours, square fields, labels above. */
export function demoFormStyle(): Record<string, unknown> {
  return {
    input_size: 'md',
    mark_required: 'yes',
    column_gap: px(20),
    row_gap: px(18),
    label_spacing: px(6),
    label_color: C.primary,
    ...typo('label_typography', { size: 15, weight: '600' }),
    field_text_color: C.text,
    field_background_color: C.white,
    field_border_color: '#b9aea1',
    field_border_radius: box(2),
    button_size: 'md',
    button_background_color: C.primary,
    button_background_hover_color: C.ink,
    previous_button_background_color: C.secondary,
    ...typo('button_typography', { size: 16, weight: '600' }),
    button_border_radius: box(2),
    success_message_color: C.secondary,
    error_message_color: '#a3281c',
    inline_message_color: '#a3281c',
    step_progress_bar_color: C.accent,
    step_progress_bar_background_color: C.sand,
    step_progress_bar_height: px(22),
    step_progress_bar_border_radius: px(11),
    step_progress_bar_percentage_color: C.white,
  };
}

/** A honeypot: bots fill it, people never see it (the server then refuses the submission). */
export const honeypotField = { _id: 'hp01', custom_id: 'website', field_type: 'honeypot', field_label: '' };

export function acceptanceField(id: string): Record<string, unknown> {
  return {
    _id: `${id}-ok`,
    custom_id: 'privacy',
    field_type: 'acceptance',
    field_label: 'Privacy',
    acceptance_text: 'I have read the <a href="/privacy/">privacy notice</a> and agree that you keep my details to answer me.',
    required: 'true',
    width: '100',
  };
}

/** Mail to the front desk, the submission kept in the back office (the demo's SMTP is off: it waits in the outbox). */
export function frontDeskActions(subject: string): Record<string, unknown> {
  return {
    submit_actions: ['save-to-database', 'email'],
    email_to: CONTACT.email,
    email_subject: subject,
    email_from_name: 'Casa Alba website',
    email_reply_to: 'email',
    email_content_type: 'html',
  };
}

function eventForm(b: DocBuilder): ElementNode {
  return b.widget('form', {
    form_name: 'Plan a wedding or event',
    form_id: 'plan-an-event',
    step_type: 'progress_bar',
    display_percentage: 'true',
    step_next_label: 'Next',
    step_previous_label: 'Back',
    button_text: 'Send our plans',
    custom_messages: 'yes',
    success_message: 'Thank you! Our events team will write to you within two working days with ideas and a first estimate.',
    error_message: 'We could not send your plans. Please check the fields marked below.',
    server_message:
      'Your plans could not be sent because of a problem on our side. Nothing you typed is lost: please try again in a moment.',
    invalid_message: 'Some answers need another look before we can send your plans.',
    required_field_message: 'Please fill in this field.',
    ...frontDeskActions('Event enquiry from [field id="name"]: [field id="event_type"]'),
    ...demoFormStyle(),
    form_fields: [
      { _id: 'ev-s1', custom_id: 'step_event', field_type: 'step', field_label: 'Your event' },
      {
        _id: 'ev-type',
        custom_id: 'event_type',
        field_type: 'select',
        field_label: 'What are you celebrating?',
        field_options:
          'A wedding|wedding\nA birthday or anniversary|birthday\nA family gathering|family\nA company retreat|retreat\nSomething else|other',
        required: 'true',
        width: '50',
        width_mobile: '100',
      },
      {
        _id: 'ev-date',
        custom_id: 'event_date',
        field_type: 'date',
        field_label: 'Preferred date',
        required: 'true',
        width: '30',
        width_tablet: '50',
        width_mobile: '100',
      },
      {
        _id: 'ev-n',
        custom_id: 'event_guests',
        field_type: 'number',
        field_label: 'Guests',
        field_min: 2,
        field_max: 120,
        placeholder: '40',
        required: 'true',
        width: '20',
        width_tablet: '50',
        width_mobile: '100',
      },
      {
        _id: 'ev-flex',
        custom_id: 'flexible',
        field_type: 'radio',
        field_label: 'Are your dates flexible?',
        field_options: 'Yes, within a few weeks|yes\nOnly that date|no',
        field_value: 'yes',
        inline_list: 'elementor-subgroup-inline',
        width: '100',
      },
      { _id: 'ev-s2', custom_id: 'step_wishes', field_type: 'step', field_label: 'Your wishes' },
      {
        _id: 'ev-wish',
        custom_id: 'wishes',
        field_type: 'checkbox',
        field_label: 'What should we arrange?',
        field_options:
          'Dinner on the terrace|dinner\nAperitivo in the courtyard|aperitivo\nLive music|music\nFlowers|flowers\nAll suites for your guests|suites',
        width: '50',
        width_mobile: '100',
      },
      {
        _id: 'ev-budget',
        custom_id: 'budget',
        field_type: 'select',
        field_label: 'Budget per guest',
        field_options: 'Not sure yet|unknown\nUp to €80|80\n€80 to €150|150\nMore than €150|150+',
        width: '50',
        width_mobile: '100',
      },
      {
        _id: 'ev-msg',
        custom_id: 'message',
        field_type: 'textarea',
        field_label: 'Tell us about it',
        placeholder: 'The mood, the menu, the music, anything you are dreaming of',
        rows: 5,
        width: '100',
      },
      { _id: 'ev-s3', custom_id: 'step_you', field_type: 'step', field_label: 'About you' },
      {
        _id: 'ev-name',
        custom_id: 'name',
        field_type: 'text',
        field_label: 'Your name',
        required: 'true',
        width: '50',
        width_mobile: '100',
      },
      {
        _id: 'ev-mail',
        custom_id: 'email',
        field_type: 'email',
        field_label: 'E-mail',
        required: 'true',
        width: '50',
        width_mobile: '100',
      },
      {
        _id: 'ev-tel',
        custom_id: 'phone',
        field_type: 'tel',
        field_label: 'Phone (optional)',
        placeholder: 'Mobile, with the country code',
        width: '50',
        width_mobile: '100',
      },
      acceptanceField('ev'),
      honeypotField,
    ],
  });
}

export function eventsElements(): ElementNode[] {
  const b = docBuilder('events');
  return [
    pageHero(b, {
      image: 'courtyard',
      eyebrow: 'Weddings and events',
      title: 'Celebrate in the house above the bay',
      lead: 'Up to 120 guests in the courtyard, dinner on the terraces and all three suites for the people you love most.',
      height: 52,
    }),
    section(b, { _element_id: 'plan' }, [
      row(b, { flex_align_items: 'flex-start' }, [
        column(b, 36, {}, [
          eyebrow(b, 'Plan with us'),
          title(b, 'Three steps to a first proposal', { size: 36 }),
          text(
            b,
            '<p>Tell us what you are celebrating, what you would like us to arrange and how to reach you. Our events team answers within two working days with ideas, dates that work and a first estimate.</p><p>Nothing is booked until you say so.</p>',
          ),
        ]),
        column(
          b,
          64,
          {
            padding: box(40),
            padding_mobile: box(24, 18),
            background_background: 'classic',
            background_color: C.cream,
            border_radius: box(4),
          },
          [eventForm(b)],
        ),
      ]),
    ]),
  ];
}
