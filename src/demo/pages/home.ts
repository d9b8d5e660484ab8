// The home page (post 7529, the front page): hero, welcome, what guests love, suites, the stay
// planner, the areas, a guest's words over the harbour at dusk, news from the house and the closing
// invitation.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, coverBackground, docBuilder, fa, gap, link, media, px, typo } from '../build.ts';
import type { DemoArea } from '../content/areas.ts';
import { SUITES } from '../content/posts.ts';
import { HOTEL, SUITE_FACTS, SUITES_IN_WORDS_CAPITALISED } from '../content/hotel-facts.ts';
import { C } from '../kit.ts';
import { button, buttons, column, eyebrow, row, section, text, title } from '../parts.ts';
import { enquiryUrl } from './contact.ts';
import { areaCards, highlights, quoteBand, suiteCards } from './cards.ts';
import { shapeDivider, slideshowBackground, withSettings } from './presentation-backgrounds.ts';
import { homeCountersBand } from './widgets-content.ts';
import { parallaxBackground } from './presentation-motion.ts';

function hero(b: DocBuilder): ElementNode {
  return b.section(
    {
      content_width: 'boxed',
      boxed_width: px(1200),
      html_tag: 'section',
      min_height: px(88, 'vh'),
      min_height_tablet: px(72, 'vh'),
      min_height_mobile: px(86, 'vh'),
      flex_direction: 'column',
      flex_justify_content: 'flex-end',
      flex_gap: gap(18),
      padding: box(140, 24, 104, 24),
      padding_tablet: box(120, 32, 72, 32),
      padding_mobile: box(112, 20, 56, 20),
      // The first slide is the hero image the page always had, so the first paint stays the same.
      ...slideshowBackground(['sea-view-suite', 'pool', 'breakfast-terrace'], { kenBurns: 'in' }),
    },
    [
      eyebrow(b, 'Suites by the sea · Porto Alba', { light: true }),
      title(b, `${SUITES_IN_WORDS_CAPITALISED} quiet suites above the bay`, { tag: 'h1', light: true, size: 76, mobile: 42 }),
      text(
        b,
        '<p>Lime-washed rooms, linen sheets and a terrace for every suite — a short walk from the old town, the harbour and the sea.</p>',
        { light: true, size: 21, maxWidth: 600 },
      ),
      buttons(b, [button(b, 'Explore the suites', '/suites/', 'solid'), button(b, 'Plan your stay', '#plan', 'light')]),
    ],
  );
}

function welcome(b: DocBuilder): ElementNode {
  return section(b, {}, [
    row(b, {}, [
      column(b, 50, {}, [
        eyebrow(b, 'Welcome to Casa Alba'),
        title(b, 'A house of light and lime-washed walls'),
        text(
          b,
          '<p>Casa Alba was a sea captain’s house before it was a hotel. We kept its thick stone walls, its courtyard and its olive tree, and made eleven suites where the family’s rooms and storehouses used to be.</p><p>Every suite has its own terrace or garden. Breakfast is served under the vine pergola until noon, the pool looks over the bay, and the old town is ten minutes’ walk down the hill.</p><p><a href="#areas">Explore the areas</a> around the house.</p>',
        ),
        b.widget('icon-list', {
          icon_list: [
            ['check', `${SUITES_IN_WORDS_CAPITALISED} suites, each with a terrace or garden`],
            ['check', 'Breakfast under the pergola until noon'],
            ['check', 'Ten minutes’ walk to the old town and the harbour'],
          ].map(([icon, label], i) => ({ _id: `w${i}`, text: label, selected_icon: fa(icon), link: { url: '' } })),
          space_between: px(10),
          icon_color: C.secondary,
          icon_size: px(15),
          text_color: C.text,
          text_indent: px(10),
          ...typo('icon_typography', { size: 16 }),
        }),
      ]),
      column(b, 50, {}, [
        b.widget('image', {
          image: media('pool'),
          image_size: 'full',
          width: px(100, '%'),
          image_border_radius: box(4),
          _animation: 'fadeInUp',
        }),
      ]),
    ]),
  ]);
}

function planner(b: DocBuilder): ElementNode {
  return section(
    b,
    {
      _element_id: 'plan',
      padding: box(0),
      padding_tablet: box(0),
      padding_mobile: box(0),
      content_width: 'full',
      flex_direction: 'row',
      flex_direction_mobile: 'column',
      flex_gap: gap(0),
    },
    [
      b.inner(
        {
          content_width: 'full',
          width: px(50, '%'),
          min_height: px(560),
          min_height_mobile: px(300),
          ...coverBackground('breakfast-terrace'),
        },
        [],
      ),
      b.inner(
        {
          content_width: 'full',
          width: px(50, '%'),
          flex_direction: 'column',
          flex_justify_content: 'center',
          flex_gap: gap(18),
          padding: box(88, 72),
          padding_tablet: box(56, 40),
          padding_mobile: box(48, 20),
          background_background: 'classic',
          background_color: C.primary,
        },
        [
          eyebrow(b, 'Plan your stay', { light: true }),
          title(b, 'Tell us when, we’ll do the rest', { light: true, size: 40 }),
          text(
            b,
            `<p>Suites from €${SUITE_FACTS.tower.nightlyRate} a night, breakfast included. Pick your nights and guests to see the total for the ${SUITE_FACTS.garden.name}, then send us your dates.</p>`,
            { light: true },
          ),
          b.inner(
            {
              content_width: 'full',
              padding: box(28),
              padding_mobile: box(22),
              background_background: 'classic',
              background_color: C.cream,
              border_radius: box(4),
            },
            [
              b.widget('stay-planner', {
                title: `The ${SUITE_FACTS.garden.name}`,
                nightly_rate: SUITE_FACTS.garden.nightlyRate,
                currency: 'EUR',
                max_guests: 2,
                min_nights: 2,
                max_nights: 14,
                cta_text: 'Check availability',
                cta_url: enquiryUrl(),
              }),
            ],
          ),
        ],
      ),
    ],
  );
}

/** The three newest posts from the house, as Elementor Pro's posts widget (cards skin) lists them. */
function news(b: DocBuilder): ElementNode {
  return section(b, { flex_gap: gap(18) }, [
    eyebrow(b, 'News from the house'),
    title(b, 'Notes from Porto Alba'),
    b.widget('posts', {
      _skin: 'cards',
      cards_posts_per_page: 3,
      cards_columns: '3',
      cards_columns_tablet: '3',
      cards_columns_mobile: '1',
      cards_thumbnail: 'top',
      cards_item_ratio: { unit: 'px', size: 0.6 },
      cards_title_tag: 'h3',
      cards_excerpt_length: 22,
      cards_meta_data: ['date'],
      cards_read_more_text: 'Read the story »',
      cards_show_badge: '',
      cards_show_avatar: '',
      cards_column_gap: px(24),
      cards_row_gap: px(24),
      cards_card_bg_color: C.white,
      cards_card_border_radius: px(4),
      cards_title_color: C.primary,
      ...typo('cards_title_typography', { size: 22, lineHeight: 1.3 }),
      cards_excerpt_color: C.text,
      ...typo('cards_excerpt_typography', { size: 16, lineHeight: 1.6 }),
      cards_read_more_color: C.accent,
      cards_meta_color: C.secondary,
      ...typo('cards_meta_typography', { size: 14, letterSpacing: 0.4 }),
      nothing_found_message: 'Our first stories are on their way.',
    }),
  ]);
}

/**
 * The winter escape as Elementor Pro's call to action (cover skin): the harbour at dusk under a dark
 * overlay, a ribbon in the corner, the whole offer in one line and a link to its page.
 */
function winterOffer(b: DocBuilder): ElementNode {
  return section(b, { padding: box(0, 24, 104, 24), padding_tablet: box(0, 32, 72, 32), padding_mobile: box(0, 20, 56, 20) }, [
    b.widget('call-to-action', {
      skin: 'cover',
      bg_image: media('harbour'),
      bg_image_size: 'full',
      title: 'Winter by the sea',
      title_tag: 'h2',
      description: `Four nights for the price of three, from ${HOTEL.winter.from} to ${HOTEL.winter.to}: quiet lanes, fires in the lounge and the harbour to yourself.`,
      description_tag: 'p',
      button: 'See the winter escape',
      link: link('/winter-escape/'),
      ribbon_title: 'Winter offer',
      ribbon_horizontal_position: 'right',
      ribbon_bg_color: C.gold,
      ribbon_text_color: C.ink,
      ribbon_distance: px(44),
      ...typo('ribbon_typography', { size: 12, weight: '700', letterSpacing: 1 }),
      'min-height': px(440),
      'min-height_mobile': px(400),
      padding: box(64, 160),
      padding_tablet: box(56, 64),
      padding_mobile: box(56, 24),
      vertical_position: 'middle',
      ...typo('title_typography', { size: 44, mobile: 32, weight: '400', lineHeight: 1.12 }),
      ...typo('description_typography', { size: 19, mobile: 17, lineHeight: 1.6 }),
      title_spacing: px(16),
      description_spacing: px(28),
      ...typo('button_typography', { size: 16, weight: '600' }),
      button_size: 'md',
      button_border_width: px(1),
      button_border_radius: px(4),
      button_hover_background_color: C.white,
      button_hover_text_color: C.primary,
      button_hover_border_color: C.white,
      content_animation: 'grow',
      transformation: 'zoom-in',
      overlay_color: 'rgba(22, 38, 47, 0.55)',
      overlay_color_hover: 'rgba(22, 38, 47, 0.68)',
      effect_duration: { size: 1200 },
      // The house colour under the photo and its overlay: the text reads before the photo arrives.
      _background_background: 'classic',
      _background_color: C.ink,
      _border_radius: box(4),
    }),
  ]);
}

/**
 * A film of the bay behind its poster (a photo from the house's own library): nothing from YouTube
 * loads until the guest presses play, and then from youtube-nocookie.com. Its own id sequence, so the
 * ids of the sections around it stay as they were. The link is Elementor's sample video, standing in
 * for the hotel's own film.
 */
function bayFilm(): ElementNode {
  const b = docBuilder('home-bay-film');
  return section(b, {}, [
    row(b, { flex_align_items: 'center', flex_gap: gap(48) }, [
      column(b, 38, {}, [
        eyebrow(b, 'A minute by the sea'),
        title(b, 'The bay, from our terrace', { size: 40, mobile: 32 }),
        text(
          b,
          '<p>Fishing boats heading out at first light, swimmers at the headland, the lighthouse at dusk: a short film of the view every suite shares.</p>',
        ),
      ]),
      column(b, 62, {}, [
        b.widget('video', {
          video_type: 'youtube',
          youtube_url: 'https://www.youtube.com/watch?v=XHOmBV4js_E',
          yt_privacy: 'yes',
          modestbranding: 'yes',
          show_image_overlay: 'yes',
          // The alt names the play button: "Play video: A film of the bay…".
          image_overlay: { ...media('beach'), alt: 'A film of the bay from the terrace of Casa Alba' },
          aspect_ratio: '169',
        }),
      ]),
    ]),
  ]);
}

function closing(b: DocBuilder): ElementNode {
  return section(b, { flex_align_items: 'center', flex_gap: gap(18) }, [
    eyebrow(b, 'Open from March to November', { align: 'center' }),
    title(b, 'We’ll keep the terrace ready', { align: 'center', animate: true }),
    text(b, '<p>Write to us with your dates and we’ll reply within a few hours, always from a person at the front desk.</p>', {
      align: 'center',
      maxWidth: 560,
    }),
    buttons(b, [button(b, 'Send an enquiry', enquiryUrl(), 'solid'), button(b, 'About the house', '/about/', 'outline')], 'center'),
  ]);
}

export function homeElements(areas: DemoArea[]): ElementNode[] {
  const b = docBuilder('home');
  return [
    hero(b),
    welcome(b),
    homeCountersBand(),
    highlights(b),
    suiteCards(b, SUITES, { heading: 'Three ways to wake up by the sea' }),
    planner(b),
    bayFilm(),
    areaCards(b, areas),
    withSettings(quoteBand(b), {
      ...parallaxBackground(3),
      ...shapeDivider('top', 'waves', C.sand, { height: px(48), height_mobile: px(24) }),
      ...shapeDivider('bottom', 'curve-asymmetrical', C.cream, { height: px(56), height_mobile: px(28), negative: 'yes' }),
    }),
    news(b),
    winterOffer(b),
    closing(b),
  ];
}
