// The widgets page's sections for the accordion, toggle, tabs, nested tabs and nested accordion
// widgets: suite amenities in nested tabs, dining hours in classic tabs, the FAQ as a nested
// accordion with one answer open at a time, and the house rules as a toggle.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, fa, px, typo } from '../build.ts';
import { HOTEL, SUITE_FACTS } from '../content/hotel-facts.ts';
import { C } from '../kit.ts';
import { eyebrow, section, text, title } from '../parts.ts';

type Settings = Record<string, unknown>;

/** A widget that holds child containers (nested tabs, nested accordion). */
function nested(b: DocBuilder, type: string, settings: Settings, panels: ElementNode[]): ElementNode {
  return { ...b.widget(type, settings), elements: panels };
}

function panel(b: DocBuilder, children: ElementNode[]): ElementNode {
  return b.inner(
    { content_width: 'full', flex_direction: 'column', flex_gap: { unit: 'px', size: 16, column: '16', row: '16' } },
    children,
  );
}

function amenities(b: DocBuilder, list: Array<[string, string]>): ElementNode {
  return b.widget('icon-list', {
    icon_list: list.map(([icon, label], i) => ({ _id: `a${i}`, text: label, selected_icon: fa(icon), link: { url: '' } })),
    space_between: px(10),
    icon_color: C.accent,
    icon_size: px(16),
    text_color: C.text,
    text_indent: px(12),
    ...typo('icon_typography', { size: 16, lineHeight: 1.5 }),
  });
}

const SUITES: Array<{ title: string; icon: string; id: string; lead: string; list: Array<[string, string]> }> = [
  {
    title: SUITE_FACTS.seaView.name,
    icon: 'water',
    id: 'sea-view-suite',
    lead: `${SUITE_FACTS.seaView.size} square metres on the top floor, with a private terrace that looks straight down the bay.`,
    list: [
      ['bed', 'King-size bed with hand-washed linen'],
      ['bath', 'Rain shower and deep soaking tub'],
      ['mug-hot', 'Espresso machine and a tea selection'],
      ['wifi', 'Fast Wi-Fi and a quiet desk'],
    ],
  },
  {
    title: SUITE_FACTS.garden.name,
    icon: 'leaf',
    id: 'garden-suite',
    lead: 'A ground-floor suite opening onto its own walled garden of lemon trees.',
    list: [
      ['tree', 'Private garden with two loungers'],
      ['couch', 'Sofa bed for a third guest'],
      ['baby', 'Cot and high chair on request'],
      ['snowflake', 'Quiet air conditioning'],
    ],
  },
  {
    title: SUITE_FACTS.tower.name,
    icon: 'star',
    id: 'tower-suite',
    lead: 'Two floors of the old watchtower, with windows on three sides and the widest view in town.',
    list: [
      ['binoculars', 'Windows over the roofs, the hills and the sea'],
      ['wine-glass', 'Welcome bottle from a local vineyard'],
      ['concierge-bell', 'Breakfast served on the terrace'],
      ['car', 'Reserved parking space'],
    ],
  },
];

function suiteTabs(b: DocBuilder): ElementNode {
  return nested(
    b,
    'nested-tabs',
    {
      tabs: SUITES.map((s, i) => ({ _id: `s${i}`, tab_title: s.title, tab_icon: fa(s.icon), element_id: s.id })),
      tabs_justify_horizontal: 'start',
      tabs_title_space_between: px(8),
      tabs_title_spacing: px(24),
      padding: box(14, 24, 14, 24),
      tabs_title_border_radius: box(999),
      tabs_title_background_color_background: 'classic',
      tabs_title_background_color_color: C.sand,
      tabs_title_background_color_hover_background: 'classic',
      tabs_title_background_color_hover_color: C.gold,
      tabs_title_background_color_active_background: 'classic',
      tabs_title_background_color_active_color: C.primary,
      title_text_color: C.primary,
      title_text_color_hover: C.ink,
      title_text_color_active: C.white,
      icon_color: C.accent,
      icon_color_active: C.gold,
      icon_size: px(16),
      ...typo('title_typography', { size: 16, weight: '600', lineHeight: 1.3 }),
    },
    SUITES.map((s) => panel(b, [text(b, `<p>${s.lead}</p>`), amenities(b, s.list)])),
  );
}

const HOURS: Array<[string, string]> = [
  [
    'Breakfast',
    '<p><strong>7.00 to 10.30</strong> in the garden room or on the terrace: bread from the village bakery, eggs any way, fruit from the market.</p>',
  ],
  [
    'Lunch',
    '<p><strong>12.30 to 15.00</strong>, a short menu of salads, grilled fish and a dish of the day. Picnic baskets on request.</p>',
  ],
  ['Dinner', '<p><strong>19.00 to 22.30</strong>, Thursday to Monday. Please book by noon; we gladly cook for allergies and diets.</p>'],
];

function diningTabs(b: DocBuilder): ElementNode {
  return b.widget('tabs', {
    tabs: HOURS.map(([t, c], i) => ({ _id: `h${i}`, tab_title: t, tab_content: c })),
    border_color: C.mist,
    background_color: C.white,
    tab_color: C.text,
    tab_active_color: C.primary,
    content_color: C.text,
    ...typo('tab_typography', { size: 16, weight: '600' }),
    ...typo('content_typography', { size: 16, lineHeight: 1.7 }),
  });
}

const FAQ: Array<[string, string, string]> = [
  [
    'check-in',
    'When can we check in and out?',
    'Check-in is from 15.00 and check-out by 11.00. If your suite is free we will gladly let you in earlier, and you can leave your luggage with us any time.',
  ],
  [
    'breakfast',
    'Is breakfast included?',
    `Yes, every rate includes breakfast, served from 7.30 until ${HOTEL.breakfastUntil}. Guests leaving before 7.30 get a packed breakfast.`,
  ],
  [
    'parking',
    'Can I park at the hotel?',
    'We have eight free spaces behind the garden wall; the Tower Suite has its own reserved space. For larger vehicles, ask us before you arrive.',
  ],
  [
    'pets',
    'Are dogs welcome?',
    'Well-behaved dogs are welcome in the Garden Suites for €15 a night, with a bed and bowls waiting for them.',
  ],
  [
    'cancel',
    'How do I cancel or change a booking?',
    'Flexible bookings can be cancelled free of charge up to 48 hours before arrival. Write to us or call the front desk and we will sort it out.',
  ],
];

function faq(b: DocBuilder): ElementNode {
  return nested(
    b,
    'nested-accordion',
    {
      items: FAQ.map(([id, q], i) => ({ _id: `q${i}`, item_title: q, element_css_id: `faq-${id}` })),
      title_tag: 'h3',
      accordion_item_title_icon: fa('chevron-down'),
      accordion_item_title_icon_active: fa('chevron-up'),
      accordion_item_title_space_between: px(12),
      accordion_padding: box(20, 24, 20, 24),
      accordion_padding_mobile: box(16, 18, 16, 18),
      accordion_border_radius: box(6),
      accordion_background_normal_background: 'classic',
      accordion_background_normal_color: C.white,
      accordion_border_normal_border: 'solid',
      accordion_border_normal_width: box(1),
      accordion_border_normal_color: C.mist,
      accordion_background_active_background: 'classic',
      accordion_background_active_color: C.sand,
      normal_title_color: C.primary,
      active_title_color: C.link,
      normal_icon_color: C.accent,
      icon_size: px(14),
      ...typo('title_typography', { size: 18, mobile: 17, weight: '600', lineHeight: 1.35 }),
      content_padding: box(16, 24, 8, 24),
      content_border_border: 'none',
    },
    FAQ.map(([, , answer]) => panel(b, [text(b, `<p>${answer}</p>`, { size: 16 })])),
  );
}

const RULES: Array<[string, string]> = [
  ['Quiet hours', '<p>From 22.00 to 8.00 the house sleeps: please keep music and voices low on terraces and in the garden.</p>'],
  ['Smoking', '<p>The suites and indoor rooms are smoke-free. Ashtrays wait for you in the garden, by the olive tree.</p>'],
  ['Visitors', '<p>Friends are welcome in the lounge and the garden until 22.00; overnight guests must be registered at the desk.</p>'],
];

function houseRules(b: DocBuilder): ElementNode {
  return b.widget('toggle', {
    tabs: RULES.map(([t, c], i) => ({ _id: `r${i}`, tab_title: t, tab_content: c })),
    title_html_tag: 'h3',
    icon_align: 'right',
    border_width: px(1),
    border_color: C.mist,
    space_between: px(8),
    title_background: C.cream,
    title_color: C.primary,
    tab_active_color: C.link,
    icon_color: C.accent,
    title_padding: box(18, 22, 18, 22),
    content_padding: box(4, 22, 18, 22),
    content_color: C.text,
    content_background_color: C.cream,
    ...typo('title_typography', { size: 17, weight: '600', lineHeight: 1.4 }),
    ...typo('content_typography', { size: 16, lineHeight: 1.7 }),
  });
}

export function widgetsInteractiveSections(): ElementNode[] {
  const b = docBuilder('widgets-interactive');
  return [
    section(b, {}, [
      eyebrow(b, 'The suites'),
      title(b, 'What every suite brings'),
      text(b, '<p>Choose a suite to see what waits inside. Every one includes breakfast and a late check-out when we can.</p>', {
        maxWidth: 680,
      }),
      suiteTabs(b),
    ]),
    section(b, { background_background: 'classic', background_color: C.sand, _element_id: 'faq' }, [
      eyebrow(b, 'Questions'),
      title(b, 'Asked before you arrive'),
      faq(b),
    ]),
    section(b, {}, [eyebrow(b, 'Meals'), title(b, 'When the kitchen is open'), diningTabs(b), eyebrow(b, 'House rules'), houseRules(b)]),
  ];
}
