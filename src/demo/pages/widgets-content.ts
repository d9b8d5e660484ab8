// The widgets page's sections for the alert, counter, progress, text editor, audio, code highlight
// and progress tracker widgets, used as Casa Alba would: a seasonal notice, the house in numbers,
// how booked each season is, a note from the owners, sounds of the house and directions for a sat-nav.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, gap, link, media, px, typo } from '../build.ts';
import { C } from '../kit.ts';
import { column, eyebrow, grid, row, section, text, title } from '../parts.ts';
import { DEMO_AUDIO_URL } from '../audio.ts';
import { CONTACT } from '../content/contact-details.ts';
import { HOTEL, SUMMERS_IN_WORDS, SUMMERS_OF_WELCOME } from '../content/hotel-facts.ts';

/** What a driver copies into a sat-nav (the code highlight widget's copy button). */
export const SAT_NAV = [
  `; ${HOTEL.name}, for your sat-nav`,
  `address = ${CONTACT.address}`,
  'coordinates = 44.0712, 9.8254',
  'parking = behind the garden wall; the gate opens when you ring',
].join('\n');

/** One counter in the house style: a large serif number over a small caps label. */
function counter(b: DocBuilder, options: { to: number; suffix?: string; label: string; light?: boolean }): ElementNode {
  return b.widget('counter', {
    starting_number: 0,
    ending_number: options.to,
    suffix: options.suffix ?? '',
    duration: 2000,
    title: options.label,
    title_tag: 'p',
    number_color: options.light ? C.gold : C.accent,
    title_color: options.light ? '#f3ece2' : C.text,
    title_gap: px(6),
    ...typo('typography_number', { size: 56, mobile: 44, weight: '400', lineHeight: 1 }),
    ...typo('typography_title', { size: 13, weight: '600', letterSpacing: 2.2, transform: 'uppercase', lineHeight: 1.5 }),
  });
}

/** Suites, years and guests: used on the widgets page and, on a dark band, on the home page. */
export function houseCounters(b: DocBuilder, light = false): ElementNode {
  return b.inner(grid({ columns: 3, mobile: 1, gap: 32, top: 0 }), [
    counter(b, { to: HOTEL.suites, label: 'Suites by the sea', light }),
    counter(b, { to: SUMMERS_OF_WELCOME, label: 'Summers of welcome', light }),
    counter(b, { to: HOTEL.guests, suffix: '+', label: `Guests since ${HOTEL.opened}`, light }),
  ]);
}

/** The home page's band of counters (its own builder key, so the page's other ids stay as they are). */
export function homeCountersBand(): ElementNode {
  const b = docBuilder('home:counters');
  return section(b, { background_background: 'classic', background_color: C.primary, ...{ padding: box(72, 24) }, flex_gap: gap(28) }, [
    eyebrow(b, 'Casa Alba in numbers', { light: true, align: 'center' }),
    houseCounters(b, true),
  ]);
}

function season(b: DocBuilder, name: string, months: string, percent: number): ElementNode {
  return b.widget('progress', {
    title: name,
    title_tag: 'h3',
    percent: { unit: '%', size: percent },
    inner_text: months,
    display_percentage: 'show',
    bar_color: percent >= 90 ? C.accent : C.secondary,
    bar_bg_color: 'rgba(59,54,50,.1)',
    bar_height: px(34),
    bar_border_radius: px(3),
    title_color: C.primary,
    ...typo('typography', { size: 18, weight: '600', lineHeight: 1.4 }),
    ...typo('bar_inner_typography', { size: 14, weight: '600' }),
  });
}

export function widgetsContentSections(): ElementNode[] {
  const b = docBuilder('widgets:content');
  const notice = b.widget('alert', {
    alert_type: 'info',
    alert_title: `Winter hours, ${HOTEL.winter.from} to ${HOTEL.winter.to}`,
    alert_description:
      'The restaurant serves dinner from Thursday to Sunday and the pool rests until April. Breakfast is served every day, until noon as always.',
    show_dismiss: 'show',
    background: C.sand,
    border_color: C.accent,
    title_color: C.primary,
    description_color: C.text,
    ...typo('alert_title', { size: 17, weight: '600', lineHeight: 1.5 }),
    ...typo('alert_description', { size: 15, lineHeight: 1.6 }),
  });
  const note = b.widget('text-editor', {
    editor:
      `<p>We opened Casa Alba in ${HOTEL.opened} with ${HOTEL.suitesInWords} suites in a sea captain’s house, and some of you have come back every summer since. The house has changed slowly and by hand: a garden room where the olive press stood, a reading corner at the top of the tower, a pool cut into the rock below the terrace.</p>` +
      `<p>What has not changed is the welcome. Breakfast is still baked in the house, the front desk is still a person who knows your name, and the best table is still the one by the sea wall at sunset. We hope you feel at home from the first evening. — ${HOTEL.hostsFirstNames}</p>`,
    drop_cap: 'yes',
    drop_cap_view: 'default',
    drop_cap_primary_color: C.accent,
    drop_cap_space: px(14),
    ...typo('drop_cap_typography', { size: 76, weight: '400', lineHeight: 0.9 }),
    text_columns: '2',
    text_columns_tablet: '1',
    column_gap: px(48),
    text_color: C.text,
    ...typo('typography', { size: 17, lineHeight: 1.75 }),
  });
  const sea = b.widget('audio', { link: link(DEMO_AUDIO_URL) });
  const jazz = b.widget('audio', {
    link: link('https://soundcloud.com/casa-alba-suites/evenings-at-the-sea-wall-bar'),
    visual: 'no',
    sc_color: C.accent,
  });
  const directions = b.widget('code-highlight', {
    language: 'ini',
    code: SAT_NAV,
    line_numbers: 'line-numbers',
    copy_to_clipboard: 'copy-to-clipboard',
    highlight_lines: '3',
    word_wrap: 'word-wrap',
    theme: 'tomorrow',
    font_size: px(14),
  });

  return [
    section(b, { padding: box(72, 24, 24, 24), flex_gap: gap(16) }, [notice]),
    section(b, { flex_gap: gap(36) }, [eyebrow(b, 'The house in numbers', { align: 'center' }), houseCounters(b)]),
    section(b, { background_background: 'classic', background_color: C.cream, flex_gap: gap(24) }, [
      row(b, {}, [
        column(b, 40, {}, [
          eyebrow(b, 'When to come'),
          title(b, 'How booked each season is', { size: 36 }),
          text(
            b,
            '<p>Last year’s occupancy by season. Spring and early autumn are our favourite months: warm sea, quiet beaches, and the widest choice of suites.</p>',
          ),
        ]),
        column(b, 60, { flex_gap: gap(22) }, [
          season(b, 'Spring', 'April to June', 72),
          season(b, 'Summer', 'July and August', 97),
          season(b, 'Autumn', 'September and October', 81),
          season(b, 'Winter', 'November to March', 38),
        ]),
      ]),
    ]),
    section(b, { flex_gap: gap(20) }, [
      eyebrow(b, 'A note from the owners'),
      title(b, `${SUMMERS_IN_WORDS} summers by the sea`, { size: 36 }),
      note,
    ]),
    section(b, { background_background: 'classic', background_color: C.sand, flex_gap: gap(20) }, [
      row(b, {}, [
        column(b, 50, {}, [
          eyebrow(b, 'Sounds of the house'),
          title(b, 'Morning on the terrace', { tag: 'h3', size: 26 }),
          text(b, '<p>The sea below the pool terrace, recorded at seven on a July morning.</p>', { size: 16 }),
          sea,
        ]),
        column(b, 50, {}, [eyebrow(b, 'Evenings at the bar'), title(b, 'Our summer playlist', { tag: 'h3', size: 26 }), jazz]),
      ]),
    ]),
    // The basic gallery (WordPress's gallery markup): three photographs, opened in the lightbox.
    section(b, { flex_gap: gap(18) }, [
      eyebrow(b, 'Where your day starts'),
      title(b, 'Breakfast, the pool and the courtyard', { size: 32 }),
      b.widget('image-gallery', {
        wp_gallery: ['breakfast-terrace', 'pool', 'courtyard'].map((name) => media(name, 768)),
        thumbnail_size: 'medium_large',
        gallery_columns: '3',
        gallery_display_caption: 'none',
        image_spacing: 'custom',
        image_spacing_custom: px(16),
        image_border_radius: { unit: 'px', top: '4', right: '4', bottom: '4', left: '4', isLinked: true },
      }),
    ]),
    section(b, { flex_gap: gap(18) }, [
      eyebrow(b, 'Arriving by car'),
      title(b, 'Directions for your sat-nav', { size: 32 }),
      text(
        b,
        '<p>Sat-navs send drivers into the old town’s lanes, which are too narrow for a car. Copy these details into yours: the coordinates bring you to our gate on the road above the town.</p>',
      ),
      directions,
    ]),
  ];
}

/**
 * A guide post's reading progress: a thin bar fixed at the top of the window. Guides are short, so
 * it follows the whole page (a selector works too: relative_to 'selector').
 */
export function readingProgress(b: DocBuilder): ElementNode {
  return b.widget('progress-tracker', {
    type: 'horizontal',
    relative_to: 'entire_page',
    percentage: '',
    horizontal_height: px(4),
    progress_color: C.accent,
    tracker_background_color: 'rgba(31,58,77,.12)',
    _position: 'fixed',
    _offset_orientation_v: 'start',
    _offset_y: px(0),
    _offset_x: px(0),
    _element_width: 'initial',
    _element_custom_width: px(100, 'vw'),
    _z_index: 50,
  });
}
