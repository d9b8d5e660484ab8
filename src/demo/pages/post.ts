// The element tree of a suite or guide post: hero, article, facts, a stay planner for suites, next steps.
import type { ElementNode } from '../../model/element.ts';
import { box, docBuilder, fa, gap, px, typo } from '../build.ts';
import type { DemoArea } from '../content/areas.ts';
import type { DemoPost } from '../content/posts.ts';
import { C } from '../kit.ts';
import { button, buttons, column, eyebrow, pageHero, row, section, text, title } from '../parts.ts';
import { ENQUIRY_SUITES, enquiryUrl } from './contact.ts';
import { readingProgress } from './widgets-content.ts';

function shareButtons(b: ReturnType<typeof docBuilder>): ElementNode {
  return b.widget('share-buttons', {
    share_buttons: ['facebook', 'x-twitter', 'whatsapp', 'email', 'print'].map((button, i) => ({ _id: `s${i}`, button })),
    view: 'icon-text',
    columns_mobile: '2',
    skin: 'framed',
    shape: 'rounded',
    button_size: { size: 0.9, unit: '' },
    button_height: { size: 3.8, unit: 'em' },
    border_size: { size: 1, unit: 'px' },
    color_source: 'custom',
    primary_color: C.primary,
    secondary_color: C.white,
    primary_color_hover: C.accent,
    ...typo('typography', { size: 15, weight: '600' }),
  });
}

export function postElements(post: DemoPost, areas: DemoArea[]): ElementNode[] {
  const b = docBuilder(`post:${post.slug}`);
  const isSuite = post.nightlyRate !== undefined;
  const facts = b.widget('icon-list', {
    icon_list: post.facts.map(([icon, label], i) => ({ _id: `f${i}`, text: label, selected_icon: fa(icon), link: { url: '' } })),
    space_between: px(14),
    icon_color: C.accent,
    icon_size: px(17),
    text_color: C.text,
    text_indent: px(12),
    divider: 'yes',
    divider_color: 'rgba(59,54,50,.14)',
    ...typo('icon_typography', { size: 16, lineHeight: 1.5 }),
  });
  const aside = b.inner(
    {
      content_width: 'full',
      flex_direction: 'column',
      flex_gap: gap(18),
      padding: box(32, 28),
      background_background: 'classic',
      background_color: C.sand,
      border_radius: box(4),
    },
    [eyebrow(b, isSuite ? 'At a glance' : 'Good to know'), facts],
  );
  const article = row(
    b,
    { flex_align_items: 'flex-start' },
    [
      column(
        b,
        62,
        {},
        post.body.map((p, i) => text(b, `<p>${p}</p>`, { size: i === 0 ? 19 : 17 })),
      ),
      column(b, 38, { _animation: 'fadeInUp' }, [aside]),
    ],
    true,
  );

  const inAreas = areas.filter((a) => post.areas.includes(a.slug));
  const areaLinks = b.widget('icon-list', {
    view: 'inline',
    icon_list: inAreas.map((a, i) => ({
      _id: `a${i}`,
      text: a.name,
      selected_icon: fa('location-dot'),
      link: { url: `/area/${a.slug}/` },
    })),
    space_between: px(28),
    icon_color: C.accent,
    text_color: C.primary,
    ...typo('icon_typography', { size: 16, weight: '600' }),
  });

  const planner = isSuite
    ? [
        section(b, { background_background: 'classic', background_color: C.sand, ...{ padding: box(72, 24) } }, [
          row(b, {}, [
            column(b, 50, {}, [
              eyebrow(b, 'Plan your stay'),
              title(b, `Stay in ${post.title.replace(/^The /, 'the ')}`, { size: 36 }),
              text(
                b,
                '<p>Choose your nights and the number of guests to see the price, then send us your dates: we reply within a few hours, always from a person at the front desk.</p>',
              ),
            ]),
            column(
              b,
              50,
              {
                padding: box(36),
                padding_mobile: box(24),
                background_background: 'classic',
                background_color: C.white,
                border_radius: box(4),
              },
              [
                b.widget('stay-planner', {
                  title: 'Your stay',
                  nightly_rate: post.nightlyRate,
                  currency: 'EUR',
                  max_guests: 3,
                  min_nights: 2,
                  max_nights: 14,
                  cta_text: 'Request these dates',
                  cta_url: enquiryUrl({ suite: ENQUIRY_SUITES.some(([, slug]) => slug === post.slug) ? post.slug : undefined }),
                }),
              ],
            ),
          ]),
        ]),
      ]
    : [];

  return [
    pageHero(b, { image: post.image, eyebrow: post.eyebrow, title: post.title, lead: post.lead }),
    // Guides are read top to bottom: a reading progress bar follows the article.
    section(b, {}, isSuite ? [article] : [readingProgress(b), article]),
    ...planner,
    section(b, { ...{ padding: box(64, 24, 96, 24) }, flex_gap: gap(16) }, [
      b.widget('divider', { color: 'rgba(59,54,50,.16)', weight: px(1), gap: px(8) }),
      eyebrow(b, inAreas.length > 1 ? 'Filed under these areas' : 'Filed under'),
      areaLinks,
      // Guides are worth passing on: share buttons in the hotel's colours, print for the walk itself.
      ...(isSuite ? [] : [eyebrow(b, 'Share this story'), shareButtons(b)]),
      buttons(b, [
        button(b, isSuite ? 'All suites' : 'Explore the suites', '/suites/', 'outline'),
        button(b, 'Send an enquiry', enquiryUrl(), 'solid'),
      ]),
    ]),
  ];
}
