// The demo's mega menu (src/theme/mega-menu/): "Areas" opens a panel with the area list beside a
// feature column, "Suites" a carousel of the three suites, "About" vertical tabs about the house.
// The panels are element trees like any page, built with the demo's own parts.
import { HOTEL } from './content/hotel-facts.ts';
import type { MenuItemMetaInput } from '../model/menu-item-meta.ts';
import { docBuilder, media, px } from './build.ts';
import { SUITES } from './content/posts.ts';
import { button, column, eyebrow, text, title } from './parts.ts';

function areasPanel(): MenuItemMetaInput {
  const b = docBuilder('mega-areas');
  return {
    mega: {
      type: 'panel',
      elements: [
        column(b, 100, {}, [
          eyebrow(b, 'Porto Alba, area by area'),
          title(b, 'Six corners of the bay, all within a walk', { tag: 'h3', size: 26 }),
          text(b, '<p>Our local guides pick the lanes, beaches and tables we send our own friends to.</p>', { size: 15 }),
          b.widget('image', { image: media('harbour', 768), image_size: 'full', width: px(100, '%') }),
          button(b, 'Read the local guides', '/#areas', 'outline'),
        ]),
      ],
    },
  };
}

const alt = (image: { url: string; alt: string }) => ({ url: image.url, alt: image.alt });

function suitesCarousel(): MenuItemMetaInput {
  return {
    mega: {
      type: 'carousel',
      carousel: {
        count: 3,
        items: [
          ...SUITES.map((suite) => ({ image: alt(media(suite.image, 768)), link: `/${suite.slug}/`, title: suite.title })),
          { image: alt(media('sea-view-suite', 768)), link: '/suites/', title: 'Compare the suites' },
        ],
      },
    },
  };
}

function aboutTabs(): MenuItemMetaInput {
  const tab = (key: string, heading: string, body: string, image: string, label: string, url: string) => {
    const b = docBuilder(`mega-about-${key}`);
    return [
      b.inner({ content_width: 'full', flex_direction: 'row', flex_gap: { unit: 'px', size: 30, column: '30', row: '30' }, padding: {} }, [
        column(b, 55, {}, [title(b, heading, { tag: 'h3', size: 24 }), text(b, body, { size: 15 }), button(b, label, url, 'outline')]),
        column(b, 45, {}, [b.widget('image', { image: media(image, 480), image_size: 'full' })]),
      ]),
    ];
  };
  return {
    mega: {
      type: 'tabs',
      tabs: [
        {
          title: 'Our story',
          elements: tab(
            'story',
            'A sea captain’s house',
            `<p>Built in ${HOTEL.built} by a sea captain; his great-granddaughter has kept it since ${HOTEL.rescued}.</p>`,
            'courtyard',
            'Our story',
            '/about/',
          ),
        },
        {
          title: 'The house',
          elements: tab(
            'house',
            'Courtyard, terraces, tower',
            '<p>An old olive tree, a pool above the sea and a tower with a view.</p>',
            'pool',
            'See the house',
            '/the-house/',
          ),
        },
        {
          title: 'Your stay',
          elements: tab(
            'stay',
            'Everything for your stay',
            '<p>Breakfast on the terrace, late check-out and every way to reach us.</p>',
            'breakfast-terrace',
            'Plan your stay',
            '/your-stay/',
          ),
        },
      ],
    },
  };
}

/** Guests log in, register or reset their password without leaving the page they are on. */
function accountPanel(): MenuItemMetaInput {
  const b = docBuilder('mega-account');
  return {
    mega: {
      type: 'panel',
      elements: [
        b.inner(
          {
            content_width: 'full',
            flex_direction: 'row',
            flex_direction_mobile: 'column',
            flex_gap: { unit: 'px', size: 30, column: '30', row: '30' },
            padding: {},
          },
          [
            column(b, 40, {}, [
              eyebrow(b, 'Guest account'),
              title(b, 'Your stays, in one place', { tag: 'h3', size: 24 }),
              text(b, '<p>Keep your booking details, arrival times and requests together, and check in faster.</p>', { size: 15 }),
            ]),
            column(b, 60, {}, [b.widget('account-forms', {})]),
          ],
        ),
      ],
    },
  };
}

/** Meta for the primary menu's items, by title. */
export function demoMegaMenu(): Record<'Areas' | 'Suites' | 'About' | 'Account', MenuItemMetaInput> {
  return { Areas: areasPanel(), Suites: suitesCarousel(), About: aboutTabs(), Account: accountPanel() };
}
