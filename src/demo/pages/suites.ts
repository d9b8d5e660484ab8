// The suites page: the three suites side by side with their facts, the stay planner, and what every suite includes.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, fa, gap, link, media, px, typo } from '../build.ts';
import { type DemoPost, SUITES } from '../content/posts.ts';
import { HOTEL, SUITE_FACTS, SUITES_IN_WORDS_CAPITALISED } from '../content/hotel-facts.ts';
import { C } from '../kit.ts';
import { button, buttons, column, eyebrow, grid, pageHero, row, section, text, title } from '../parts.ts';
import { enquiryUrl } from './contact.ts';

function factsList(b: DocBuilder, facts: Array<[string, string]>): ElementNode {
  return b.widget('icon-list', {
    icon_list: facts.map(([icon, label], i) => ({ _id: `i${i}`, text: label, selected_icon: fa(icon), link: { url: '' } })),
    space_between: px(12),
    icon_color: C.accent,
    icon_size: px(16),
    text_color: C.text,
    text_indent: px(12),
    ...typo('icon_typography', { size: 16, lineHeight: 1.5 }),
  });
}

/** A look around: the suites' and the house's photos in an image carousel, captioned, three at a time on wide screens. */
function photoTour(b: DocBuilder): ElementNode {
  const photos: Array<[string, string]> = [
    ['bedroom', 'A Sea-View Suite bedroom at sunset'],
    ['sea-view-suite', 'The bay from a suite terrace'],
    ['breakfast-terrace', 'Breakfast under the pergola'],
    ['courtyard', 'The courtyard of the Garden Suites'],
    ['pool', 'The pool, a few steps from the Tower Suite'],
  ];
  return section(b, {}, [
    eyebrow(b, 'A look around'),
    title(b, 'Before you arrive', { size: 40 }),
    b.widget('image-carousel', {
      carousel_name: 'Photos of the suites',
      carousel: photos.map(([name, caption]) => ({ ...media(name), caption })),
      thumbnail_size: 'large',
      slides_to_show: '3',
      slides_to_show_tablet: '2',
      slides_to_show_mobile: '1',
      image_stretch: 'yes',
      caption_type: 'caption',
      image_spacing: 'custom',
      image_spacing_custom: px(16),
      image_border_radius: box(4),
      caption_text_color: C.text,
      ...typo('caption_typography', { size: 15, lineHeight: 1.5 }),
      arrows_position: 'outside',
      arrows_color: C.primary,
      dots_color: C.primary,
    }),
  ]);
}

/** The season's offers as full-width slides over the house's photos, each linking to where it is booked. */
function offers(b: DocBuilder): ElementNode {
  const slide = (id: string, image: string, heading: string, description: string, button: string, url: string) => ({
    _id: id,
    heading,
    description,
    button_text: button,
    link: { url },
    link_click: 'button',
    background_color: C.primary,
    background_image: media(image),
    background_overlay: 'yes',
    background_overlay_color: 'rgba(20, 33, 45, 0.55)',
  });
  return b.widget('slides', {
    slides_name: 'Offers for your stay',
    slides: [
      slide(
        'winter',
        'harbour',
        'Winter by the sea',
        `Four nights for the price of three, ${HOTEL.winter.from} to ${HOTEL.winter.to}.`,
        'See the winter escape',
        '/winter-escape/',
      ),
      slide(
        'long',
        'pool',
        'Stay a week, pay for six',
        'The seventh night is ours, in any suite, all year.',
        'Ask for dates',
        enquiryUrl({ nights: 7 }),
      ),
      slide(
        'table',
        'breakfast-terrace',
        'Breakfast until noon',
        'Always included, on the terrace or in your suite.',
        'Plan your stay',
        enquiryUrl(),
      ),
    ],
    slides_height: px(440),
    slides_height_mobile: px(480),
    slides_title_tag: 'h3',
    transition: 'fade',
    content_max_width: px(640),
    content_max_width_mobile: px(100, '%'),
    slides_padding_mobile: box(32),
    ...typo('heading_typography', { size: 40, mobile: 30, weight: '400', lineHeight: 1.15 }),
    heading_spacing: px(16),
    ...typo('description_typography', { size: 18, lineHeight: 1.5 }),
    button_border_radius: px(4),
    dots_position: 'outside',
    dots_color: C.primary,
  });
}

/**
 * What every suite has, as flip boxes: a photo (or the house colour) with a short title on the
 * front, a sentence and a link on the back. The back shows on hover, on a tap, and when Tab reaches
 * its link; the photos sit under a dark overlay so the white titles stay readable.
 */
function suiteFeatures(b: DocBuilder): ElementNode {
  const features: Array<{ front: string; photo?: string; icon?: string; title: string; text: string; link: string; url: string }> = [
    {
      front: 'A terrace of your own',
      photo: 'sea-view-suite',
      title: 'Terrace or garden',
      text: 'Every suite opens onto its own terrace or walled garden, with two loungers and a table in the shade.',
      link: 'See the Sea-View Suite',
      url: '/the-sea-view-suite/',
    },
    {
      front: 'Breakfast until noon',
      photo: 'breakfast-terrace',
      title: 'Slow mornings',
      text: 'Served under the vine pergola until noon, or brought to your terrace on a tray if you would rather stay put.',
      link: 'Plan your stay',
      url: enquiryUrl(),
    },
    {
      front: 'Linen and quiet',
      photo: 'bedroom',
      title: 'Sleep well',
      text: 'Stonewashed linen, a pillow menu, thick stone walls and shutters that keep the morning out until you want it.',
      link: 'See the Garden Suite',
      url: '/the-garden-suite/',
    },
    {
      front: 'The front desk knows the town',
      icon: 'bell-concierge',
      title: 'Ask us anything',
      text: 'From 7:00 to 23:00 we book tables, boats and loungers at Bagni Aurora, and draw you a map of the old town.',
      link: 'Write to the front desk',
      url: '/contact/',
    },
  ];
  const overlay = 'rgba(22, 38, 47, 0.6)';
  return section(b, { background_background: 'classic', background_color: C.sand }, [
    eyebrow(b, 'Life in a suite'),
    title(b, 'Small things we do well', { size: 40 }),
    b.inner(
      grid({ columns: 4, tablet: 2, mobile: 1, gap: 24 }),
      features.map((f) =>
        b.widget('flip-box', {
          graphic_element: f.icon ? 'icon' : 'none',
          ...(f.icon ? { selected_icon: fa(f.icon), icon_view: 'framed', icon_size: px(28), icon_padding: px(0.7, 'em') } : {}),
          title_text_a: f.front,
          description_text_a: '',
          ...(f.photo
            ? {
                // The house colour under the photo: the title reads before the photo arrives.
                background_a_background: 'classic',
                background_a_color: C.ink,
                background_a_image: media(f.photo, 768),
                background_a_position: 'center center',
                background_a_size: 'cover',
                background_overlay_a: overlay,
                vertical_position_a: 'bottom',
              }
            : { background_a_background: 'classic', background_a_color: C.accent }),
          title_text_b: f.title,
          description_text_b: f.text,
          button_text: f.link,
          link: link(f.url),
          background_b_background: 'classic',
          background_b_color: C.primary,
          title_tag: 'h3',
          description_tag: 'p',
          height: px(320),
          height_mobile: px(280),
          border_radius: px(4),
          flip_effect: 'flip',
          flip_direction: 'left',
          flip_3d: 'elementor-flip-box--3d',
          padding_a: box(28),
          padding_b: box(28),
          ...typo('title_typography_a', { size: 26, lineHeight: 1.2 }),
          ...typo('title_typography_b', { size: 24, lineHeight: 1.2 }),
          ...typo('description_typography_b', { size: 16, lineHeight: 1.55 }),
          title_spacing_b: px(12),
          description_color_b: '#f3ece2',
          button_size: 'sm',
          button_border_width: px(1),
          button_border_radius: px(4),
          button_hover_background_background: 'classic',
          button_hover_background_color: C.white,
          button_hover_text_color: C.primary,
        }),
      ),
    ),
  ]);
}

function suiteRow(b: DocBuilder, suite: DemoPost, index: number): ElementNode {
  const picture = column(b, 55, {}, [
    b.widget('image', {
      image: media(suite.image),
      image_size: 'full',
      width: px(100, '%'),
      image_border_radius: box(4),
      _animation: 'fadeInUp',
    }),
  ]);
  const words = column(b, 45, {}, [
    eyebrow(b, suite.eyebrow),
    title(b, suite.title, { size: 40 }),
    text(b, `<p>${suite.lead}</p>`),
    factsList(b, suite.facts),
    b.widget('heading', {
      title: `From €${suite.nightlyRate} a night, breakfast included`,
      header_size: 'p',
      title_color: C.primary,
      ...typo('typography', { size: 18, weight: '600', lineHeight: 1.45 }),
    }),
    buttons(b, [
      button(b, 'View the suite', `/${suite.slug}/`, 'solid'),
      button(b, 'Enquire', enquiryUrl({ suite: suite.slug }), 'outline'),
    ]),
  ]);
  // Pictures alternate sides on wide screens; on phones the picture always comes first.
  return row(
    b,
    { flex_direction: index % 2 ? 'row-reverse' : 'row', flex_direction_tablet: 'column', padding: box(index ? 56 : 0, 0, 0, 0) },
    [picture, words],
    true,
  );
}

export function suitesElements(): ElementNode[] {
  const b = docBuilder('suites');
  return [
    pageHero(b, {
      image: 'sea-view-suite',
      eyebrow: `${SUITES_IN_WORDS_CAPITALISED} suites, three kinds`,
      title: 'The suites',
      lead: 'Every suite has its own terrace or garden, hand-washed linen and a view worth waking up early for.',
    }),
    section(
      b,
      { flex_gap: gap(24) },
      SUITES.map((s, i) => suiteRow(b, s, i)),
    ),
    photoTour(b),
    suiteFeatures(b),
    section(b, {}, [eyebrow(b, 'Offers'), title(b, 'This season at Casa Alba', { size: 40 }), offers(b)]),
    section(b, { background_background: 'classic', background_color: C.sand }, [
      row(b, {}, [
        column(b, 50, {}, [
          eyebrow(b, 'Plan your stay'),
          title(b, 'See your stay at a glance', { size: 40 }),
          text(
            b,
            '<p>The Sea-View Suite is priced here; the Garden and Tower suites are a little less. Choose your nights and guests and send us the dates: we confirm within a few hours.</p>',
          ),
        ]),
        column(
          b,
          50,
          { padding: box(36), padding_mobile: box(24), background_background: 'classic', background_color: C.white, border_radius: box(4) },
          [
            b.widget('stay-planner', {
              title: `The ${SUITE_FACTS.seaView.name}`,
              nightly_rate: SUITE_FACTS.seaView.nightlyRate,
              currency: 'EUR',
              max_guests: 3,
              min_nights: 2,
              max_nights: 14,
              cta_text: 'Check availability',
              cta_url: enquiryUrl({ suite: 'the-sea-view-suite' }),
            }),
          ],
        ),
      ]),
    ]),
    section(b, {}, [
      eyebrow(b, 'In every suite'),
      title(b, 'The things we never leave out'),
      row(b, { flex_align_items: 'flex-start' }, [
        column(b, 50, {}, [
          factsList(b, [
            ['bed', 'Stonewashed linen and a pillow menu'],
            ['mug-hot', 'Breakfast until noon, on your terrace if you like'],
            ['wifi', 'Fast Wi-Fi, and no television unless you ask'],
          ]),
        ]),
        column(b, 50, {}, [
          factsList(b, [
            ['snowflake', 'Quiet air conditioning and ceiling fans'],
            ['umbrella-beach', 'Loungers and parasols at Bagni Aurora'],
            ['bell-concierge', 'A front desk that knows the town, from 7:00 to 23:00'],
          ]),
        ]),
      ]),
    ]),
  ];
}
