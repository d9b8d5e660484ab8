// The suites page: the three suites side by side with their facts, the stay planner, and what every suite includes.
import type { ElementNode } from '../../model/element.ts';
import { type DocBuilder, box, docBuilder, fa, gap, media, px, typo } from '../build.ts';
import { type DemoPost, SUITES } from '../content/posts.ts';
import { C } from '../kit.ts';
import { button, buttons, column, eyebrow, pageHero, row, section, text, title } from '../parts.ts';

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
    buttons(b, [button(b, 'View the suite', `/${suite.slug}/`, 'solid'), button(b, 'Enquire', '/contact/', 'outline')]),
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
      eyebrow: 'Eleven suites, three kinds',
      title: 'The suites',
      lead: 'Every suite has its own terrace or garden, hand-washed linen and a view worth waking up early for.',
    }),
    section(
      b,
      { flex_gap: gap(24) },
      SUITES.map((s, i) => suiteRow(b, s, i)),
    ),
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
              title: 'The Sea-View Suite',
              nightly_rate: 340,
              currency: 'EUR',
              max_guests: 3,
              min_nights: 2,
              max_nights: 14,
              cta_text: 'Check availability',
              cta_url: '/contact/',
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
