// Card grids and bands of the demo pages: the suites, the areas, the highlights and the guest quote.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, coverBackground, fa, gap, link, media, px, typo } from '../build.ts';
import type { DemoArea } from '../content/areas.ts';
import type { DemoPost } from '../content/posts.ts';
import { C } from '../kit.ts';
import { button, buttons, eyebrow, featureText, grid, section, text, title } from '../parts.ts';

/** A grid with 3 columns on desktop, 2 on tablet, 1 on phones. */
function cardGrid(b: DocBuilder, children: ElementNode[], columns = 3): ElementNode {
  return b.inner(
    {
      ...grid({ columns, tablet: 2, mobile: 1, gap: 32, top: 20 }),
      // Cards need more room between rows than between columns.
      grid_gaps: { unit: 'px', size: 32, column: '32', row: '48' },
      grid_gaps_mobile: { unit: 'px', size: 24, column: '24', row: '36' },
    },
    children,
  );
}

function card(b: DocBuilder, options: { image: string; title: string; text: string; url: string; delay: number }): ElementNode {
  return b.widget('image-box', {
    image: media(options.image, 768),
    position: 'top',
    image_size: px(100, '%'),
    image_space: px(22),
    image_border_radius: px(4),
    text_align: 'left',
    title_text: options.title,
    title_size: 'h3',
    description_text: options.text,
    link: link(options.url),
    title_color: C.primary,
    description_color: C.text,
    title_bottom_space: px(10),
    ...typo('title_typography', { size: 26, mobile: 23, lineHeight: 1.2 }),
    ...typo('description_typography', { size: 16, lineHeight: 1.65 }),
    hover_animation: '',
    _animation: 'fadeInUp',
    _animation_delay: options.delay,
  });
}

export function suiteCards(b: DocBuilder, suites: DemoPost[], options: { heading: string }): ElementNode {
  return section(b, {}, [
    eyebrow(b, 'The suites'),
    title(b, options.heading),
    cardGrid(
      b,
      suites.map((s, i) => card(b, { image: s.image, title: s.title, text: s.excerpt, url: `/${s.slug}/`, delay: i * 120 })),
    ),
    buttons(b, [button(b, 'Compare the suites', '/suites/', 'outline')]),
  ]);
}

export function areaCards(b: DocBuilder, areas: DemoArea[]): ElementNode {
  return section(b, { _element_id: 'areas', background_background: 'classic', background_color: C.sand }, [
    eyebrow(b, 'Porto Alba by area'),
    title(b, 'Explore the areas'),
    text(
      b,
      '<p>From the lanes of the old town to the vineyards in the hills, everything is within a short walk or drive. Our guides collect the places we send our own friends to.</p>',
      { maxWidth: 680 },
    ),
    cardGrid(
      b,
      areas.map((a, i) => card(b, { image: a.image, title: a.name, text: a.teaser, url: `/area/${a.slug}/`, delay: (i % 3) * 120 })),
    ),
  ]);
}

/** A guest's words over the harbour at dusk: far below the fold, so its image loads lazily. */
export function quoteBand(b: DocBuilder): ElementNode {
  return b.section(
    {
      content_width: 'boxed',
      boxed_width: px(900),
      html_tag: 'section',
      min_height: px(560),
      min_height_mobile: px(480),
      flex_direction: 'column',
      flex_justify_content: 'center',
      flex_align_items: 'center',
      flex_gap: gap(22),
      padding: box(120, 24),
      padding_mobile: box(80, 20),
      ...coverBackground('harbour', { color: '#16262f', opacity: 0.7 }),
    },
    [
      b.widget('icon', {
        selected_icon: { value: 'fas fa-quote-left', library: 'fa-solid' },
        primary_color: C.gold,
        size: px(34),
        align: 'center',
      }),
      b.widget('text-editor', {
        editor:
          '<blockquote><p>We came for three nights and stayed for seven. Breakfast on the terrace, the walk to the lighthouse every evening, and a staff who remembered how we take our coffee by the second morning.</p></blockquote>',
        align: 'center',
        text_color: C.white,
        ...typo('typography', { size: 34, tablet: 28, mobile: 23, lineHeight: 1.4 }),
        _animation: 'fadeInUp',
      }),
      text(b, '<p>Hannah &amp; Tom, stayed in the Sea-View Suite</p>', { light: true, align: 'center', size: 15 }),
    ],
  );
}

/** Four reasons to stay, as icon boxes: 4 columns, 2 on tablet, 1 on phones. */
export function highlights(b: DocBuilder): ElementNode {
  const items: Array<[string, string, string]> = [
    ['water', 'Terraces facing the sea', 'Nine of our eleven suites look down the bay; the other two open onto the courtyard garden.'],
    ['mug-hot', 'Breakfast until noon', 'Bread from the old town bakery, fruit from the market and eggs any way you like them.'],
    ['person-swimming', 'A pool above the bay', 'Salt-water, heated from April to October, with loungers and parasols in the olive shade.'],
    ['map-location-dot', 'The town on foot', 'The old town, the harbour and the beach front are all within a fifteen-minute walk.'],
  ];
  const features = b.inner(
    grid({ columns: 4, tablet: 2, mobile: 1, gap: 40, mobileGap: 32 }),
    items.map(([icon, head, body], i) =>
      b.widget('icon-box', {
        selected_icon: fa(icon),
        view: 'stacked',
        shape: 'circle',
        primary_color: C.white,
        secondary_color: C.accent,
        icon_size: px(22),
        icon_padding: px(18),
        position: 'top',
        icon_space: px(18),
        ...featureText(head, body, { titleSize: 22, titleLineHeight: 1.25, index: i }),
      }),
    ),
  );
  return section(b, { background_background: 'classic', background_color: C.sand }, [
    eyebrow(b, 'What guests love'),
    title(b, 'Small enough to know your name'),
    features,
  ]);
}
