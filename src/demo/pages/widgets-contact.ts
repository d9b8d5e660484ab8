// The widgets page's sections for what guests say and how to find the house: testimonials, star
// ratings, a quote, social links, a map that loads only on request, and a menu anchor.
import type { ElementNode } from '../../model/element.ts';
import { box, docBuilder, gap, px, typo } from '../build.ts';
import { CONTACT } from '../content/contact-details.ts';
import { HOTEL } from '../content/hotel-facts.ts';
import { C } from '../kit.ts';
import { column, eyebrow, row, section, text, title } from '../parts.ts';

const REVIEWS: Array<[string, string, string, number]> = [
  ['We woke to the sound of the sea and ate breakfast until noon. Nobody rushed us, ever.', 'Hanna & Jonas', 'Sea-View Suite, May', 5],
  [
    'The tower suite is the most romantic room we have stayed in. Giulia’s tips for the coast path were perfect.',
    'Claire D.',
    'Tower Suite, September',
    4.8,
  ],
  ['Quiet, spotless and kind. The garden at dusk smells of jasmine and lemons.', 'Paolo R.', 'Garden Suite, June', 4.5],
];

export function widgetsContactSections(): ElementNode[] {
  const b = docBuilder('widgets-contact');
  const review = ([quote, name, stay, stars]: (typeof REVIEWS)[number], i: number) =>
    b.inner(
      {
        content_width: 'full',
        flex_direction: 'column',
        flex_gap: gap(14),
        padding: box(28),
        background_background: 'classic',
        background_color: C.white,
        border_radius: box(6),
        width: px(33, '%'),
        width_mobile: px(100, '%'),
        _animation: 'fadeInUp',
        _animation_delay: i * 120,
      },
      [
        b.widget('rating', { rating_value: stars, icon_size: px(18), icon_gap: px(3), icon_color: C.accent, icon_unmarked_color: C.mist }),
        b.widget('testimonial', {
          testimonial_content: quote,
          testimonial_name: name,
          testimonial_job: stay,
          testimonial_alignment: 'left',
          testimonial_image_position: 'aside',
          content_content_color: C.text,
          name_text_color: C.primary,
          job_text_color: C.link,
          ...typo('content_typography', { size: 17, lineHeight: 1.6 }),
        }),
      ],
    );
  return [
    b.widget('menu-anchor', { anchor: 'reviews' }),
    section(b, { background_background: 'classic', background_color: C.sand }, [
      eyebrow(b, 'Guest book'),
      title(b, 'What guests say'),
      b.widget('star-rating', {
        title: 'Average of 412 reviews',
        rating: 4.8,
        title_color: C.text,
        stars_color: C.accent,
        stars_unmarked_color: C.mist,
        icon_size: px(20),
        ...typo('title_typography', { size: 15, weight: '600' }),
      }),
      row(b, { flex_align_items: 'stretch', flex_gap: gap(24) }, REVIEWS.map(review), true),
      b.widget('blockquote', {
        blockquote_skin: 'border',
        blockquote_content: 'A house is kept well when its guests leave feeling they were expected.',
        author_name: `${HOTEL.manager}, who runs the house`,
        tweet_button: '',
        border_color: C.gold,
        content_text_color: C.primary,
        author_text_color: C.link,
        ...typo('content_typography', { size: 24, lineHeight: 1.4, style: 'italic' }),
        _margin: box(24, 0, 0, 0),
      }),
    ]),
    section(b, {}, [
      row(b, { flex_align_items: 'center' }, [
        column(b, 42, {}, [
          eyebrow(b, 'Finding us'),
          title(b, 'At the end of Via del Faro'),
          text(
            b,
            `<p>${CONTACT.addressLines.join('<br>')}</p><p>Twenty minutes on foot from the station, along the harbour; park at the lighthouse car park and we carry your bags.</p>`,
          ),
          b.widget('social-icons', {
            social_icon_list: [
              {
                _id: 'ig01',
                social_icon: { value: 'fab fa-instagram', library: 'fa-brands' },
                link: { url: 'https://instagram.com/', is_external: 'on' },
              },
              {
                _id: 'fb01',
                social_icon: { value: 'fab fa-facebook-f', library: 'fa-brands' },
                link: { url: 'https://facebook.com/', is_external: 'on' },
              },
              {
                _id: 'wa01',
                social_icon: { value: 'fab fa-whatsapp', library: 'fa-brands' },
                link: { url: `https://wa.me/${CONTACT.phone.replace('+', '')}`, is_external: 'on' },
              },
              { _id: 'em01', social_icon: { value: 'fas fa-envelope', library: 'fa-solid' }, link: { url: `mailto:${CONTACT.email}` } },
            ],
            align: 'left',
            shape: 'circle',
            icon_color: 'custom',
            icon_primary_color: C.primary,
            icon_secondary_color: C.white,
            hover_primary_color: C.accent,
            icon_size: px(16),
            icon_spacing: px(10),
          }),
        ]),
        column(b, 58, {}, [
          b.widget('google_maps', {
            address: CONTACT.address,
            zoom: px(15),
            height: px(380),
            height_mobile: px(300),
            _border_radius: box(6),
            css_filters_css_filter: 'custom',
            css_filters_saturate: px(40),
          }),
        ]),
      ]),
    ]),
  ];
}
