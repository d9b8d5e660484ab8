// The about page: the house's story, how it is run, a few pictures, what guests say (Elementor Pro's
// testimonial carousel), and the family who keep it.
import type { ElementNode } from '../../model/element.ts';
import { box, docBuilder, fa, gap, globalColour, media, px, typo, type DocBuilder } from '../build.ts';
import { C } from '../kit.ts';
import { HOTEL } from '../content/hotel-facts.ts';
import { button, buttons, column, eyebrow, featureText, grid, pageHero, row, section, text, title } from '../parts.ts';
import { lighthouseFundSection } from './payments.ts';

/** Guest reviews for the carousel: text, who wrote it, where and when they stayed, the suite's picture. */
const GUEST_BOOK: Array<[string, string, string, string]> = [
  [
    `We heard the sea from our bed every night, and breakfast on the terrace ran until ${HOTEL.breakfastUntil}. Nobody rushed us, ever.`,
    'Hanna & Jonas',
    'Sea-View Suite, May',
    'sea-view-suite',
  ],
  [
    'Two floors in the old watchtower and a window for every sunset. Giulia’s tips for the coast path were perfect.',
    'Claire D.',
    'Tower Suite, September',
    'bedroom',
  ],
  ['Quiet, spotless and kind. The garden at dusk smells of jasmine and lemons.', 'Paolo R.', 'Garden Suite, June', 'gardens'],
  [
    'We came for the winter escape: empty lanes, the harbour lit at four o’clock, and the fire lit for supper.',
    'Ingrid & Tom',
    'Sea-View Suite, January',
    'harbour',
  ],
];

/** A round seal on the corner of the old-town photograph: the house's name and age set on a circle (Elementor's text path). */
function sinceBadge(b: DocBuilder): ElementNode {
  return b.widget('text-path', {
    text: `Casa Alba · Porto Alba · since ${HOTEL.built} · `,
    path: 'circle',
    start_point: { unit: '%', size: 0 },
    size: px(132),
    size_mobile: px(104),
    rotation: { unit: 'deg', size: -90 },
    text_color_normal: C.primary,
    // Sized to go round once (about 760 of the circle's 785 units) with the separator closing the ring.
    ...typo('text_typography', { size: 25, weight: '600', letterSpacing: 5, transform: 'uppercase' }),
    _background_background: 'classic',
    _background_color: C.cream,
    _border_radius: box(50, 50, 50, 50, '%'),
    _padding: box(18),
    _padding_mobile: box(14),
    _position: 'absolute',
    _offset_orientation_h: 'end',
    _offset_x_end: px(18),
    _offset_orientation_v: 'end',
    _offset_y_end: px(18),
    _element_width: 'initial',
  });
}

/** The page's last call, its last word underlined by hand (Elementor Pro's animated headline, highlighted). */
function comeAndStay(b: DocBuilder): ElementNode {
  return b.widget('animated-headline', {
    headline_style: 'highlight',
    marker: 'curly',
    before_text: 'Come and',
    highlighted_text: 'stay',
    tag: 'h2',
    alignment: 'center',
    loop: '',
    highlight_animation_duration: 1400,
    marker_color: C.accent,
    stroke_width: px(7),
    rounded_edges: 'yes',
    __globals__: { title_color: globalColour('primary'), words_color: globalColour('primary') },
    ...typo('title_typography', { size: 44, tablet: 36, mobile: 30, weight: '400', lineHeight: 1.12 }),
  });
}

export function aboutElements(): ElementNode[] {
  const b = docBuilder('about');
  const values: Array<[string, string, string]> = [
    ['sun', 'Slow mornings', 'Breakfast runs until noon and check-out until one. Nobody here is in a hurry, least of all us.'],
    [
      'hands-holding',
      'Local hands',
      'Our linen is washed in town, our bread is baked in the old town and our wine comes from the hills behind us.',
    ],
    [
      'leaf',
      'A light footprint',
      'Solar water heating, a salt-water pool, no single-use plastics and a garden watered from the old cistern.',
    ],
  ];
  const gallery = ['breakfast-terrace', 'pool', 'gardens'].map((name, i) =>
    b.widget('image', {
      image: media(name, 768),
      image_size: 'full',
      width: px(100, '%'),
      image_border_radius: box(4),
      _animation: 'fadeInUp',
      _animation_delay: i * 120,
    }),
  );
  return [
    pageHero(b, {
      image: 'courtyard',
      eyebrow: 'Our story',
      title: 'A sea captain’s house, kept with care',
      lead: `Built in ${HOTEL.built}, rescued in ${HOTEL.rescued} and opened to guests in ${HOTEL.opened}: the story of Casa Alba in a few lines.`,
    }),
    section(b, {}, [
      row(b, { flex_align_items: 'flex-start' }, [
        column(b, 55, {}, [
          eyebrow(b, `Since ${HOTEL.built}`),
          title(b, 'From watchtower to guest house'),
          b.widget('text-editor', {
            editor: `<p>${HOTEL.builder} built Casa Alba around an old watchtower in ${HOTEL.built}, when he came home from forty years at sea. He planted the olive tree in the courtyard, laid out the gardens on the hill and filled the house with things brought back from every port.</p><p>When his great-granddaughter Giulia and her husband Marco found the house in ${HOTEL.rescued}, the roof had fallen in and the courtyard was full of brambles. It took three years, local masons and a great deal of lime wash to bring it back. We opened ${HOTEL.suitesInWords} suites in ${HOTEL.opened} and have been adding small improvements, and no more rooms, ever since.</p>`,
            drop_cap: 'yes',
            drop_cap_primary_color: C.accent,
            text_color: C.text,
            ...typo('typography', { size: 17, lineHeight: 1.75 }),
          }),
        ]),
        column(b, 45, {}, [
          b.widget('image', {
            image: media('old-town'),
            image_size: 'full',
            width: px(100, '%'),
            image_border_radius: box(4),
            _animation: 'fadeInUp',
          }),
          sinceBadge(b),
        ]),
      ]),
    ]),
    section(b, { background_background: 'classic', background_color: C.sand }, [
      eyebrow(b, 'How we run the house'),
      title(b, 'Three promises'),
      b.inner(
        grid({ columns: 3, tablet: 1, gap: 40 }),
        values.map(([icon, head, body], i) =>
          b.widget('icon-box', {
            selected_icon: fa(icon),
            view: 'framed',
            shape: 'circle',
            primary_color: C.accent,
            icon_size: px(22),
            icon_padding: px(18),
            border_width: box(1),
            ...featureText(head, body, { titleSize: 24, index: i }),
          }),
        ),
      ),
    ]),
    section(b, {}, [
      eyebrow(b, 'Around the house'),
      title(b, 'Terrace, pool and gardens'),
      b.inner(grid({ columns: 3, tablet: 3, gap: 24 }), gallery),
    ]),
    section(b, { background_background: 'classic', background_color: C.sand, flex_align_items: 'center' }, [
      eyebrow(b, 'Guest book', { align: 'center' }),
      title(b, 'What guests say about the house', { align: 'center' }),
      b.widget('testimonial-carousel', {
        slides: GUEST_BOOK.map(([content, name, stay, image], i) => ({
          _id: `g${i}`,
          content,
          name,
          title: stay,
          // The suite's picture beside the name, with the picture's own description.
          image: media(image, 480),
        })),
        skin: 'bubble',
        slides_per_view: '2',
        slides_per_view_tablet: '1',
        slides_per_view_mobile: '1',
        slides_to_scroll: '1',
        space_between: px(24),
        autoplay_speed: 7000,
        width: px(100, '%'),
        background_color: C.white,
        text_padding: box(28),
        text_padding_mobile: box(20),
        border_radius: box(6),
        content_color: C.text,
        ...typo('content_typography', { size: 18, mobile: 16, lineHeight: 1.6, style: 'italic' }),
        name_color: C.primary,
        ...typo('name_typography', { size: 15, weight: '600', lineHeight: 1.5 }),
        title_color: C.link,
        ...typo('title_typography', { size: 14, lineHeight: 1.5 }),
        image_size: px(56),
        image_gap: px(14),
        content_gap: px(22),
        arrows_color: C.primary,
        arrows_size: px(24),
        pagination_color: C.accent,
        pagination_color_inactive: '#8a8178',
        _element_width: 'initial',
        _element_custom_width: px(1100),
        _element_custom_width_mobile: px(100, '%'),
      }),
    ]),
    section(b, { background_background: 'classic', background_color: C.primary, flex_align_items: 'center', flex_gap: gap(22) }, [
      b.widget('icon', { selected_icon: fa('quote-left'), primary_color: C.gold, size: px(30), align: 'center' }),
      b.widget('text-editor', {
        editor:
          '<blockquote><p>We wanted a place where you could hear the sea from every room and where the people looking after you knew the town by heart. We are still working on the second part, every day.</p></blockquote>',
        align: 'center',
        text_color: C.white,
        ...typo('typography', { size: 32, tablet: 27, mobile: 22, lineHeight: 1.45 }),
        _element_width: 'initial',
        _element_custom_width: px(820),
        _element_custom_width_mobile: px(100, '%'),
      }),
      text(b, `<p>${HOTEL.hostsSigned}</p>`, { light: true, align: 'center', size: 15 }),
    ]),
    lighthouseFundSection(b),
    section(b, { flex_align_items: 'center' }, [
      comeAndStay(b),
      text(
        b,
        `<p>The house is open all year, with quieter winter hours from ${HOTEL.winter.months}. Write to us and we will help you choose a suite.</p>`,
        {
          align: 'center',
          maxWidth: 520,
        },
      ),
      buttons(b, [button(b, 'See the suites', '/suites/', 'solid'), button(b, 'Contact us', '/contact/', 'outline')], 'center'),
    ]),
  ];
}
