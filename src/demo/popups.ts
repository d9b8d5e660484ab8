// The demo hotel's popups, as a hotel would use them: a newsletter sign-up when a visitor is about to
// leave (at most once a week), a seasonal offer for visitors who found the home page through a search
// engine, and "Help with booking", opened from the contact page by a button and by a link.
// Triggers and timing are Elementor's stored shape (`display`), so the popups import and export unchanged.
import type { Kysely } from 'kysely';
import { savePost } from '../content/save-post.ts';
import type { Database } from '../db/schema.ts';
import type { ElementNode } from '../model/element.ts';
import { type DocBuilder, box, docBuilder, fa, link, media, px, typo } from './build.ts';
import { CONTACT } from './content/contact-details.ts';
import { C } from './kit.ts';
import { button, buttons, eyebrow, text, title } from './parts.ts';

type Settings = Record<string, unknown>;

/** The class the contact page's "Help with booking" button carries: the popup's open_selector. */
export const BOOKING_HELP_CLASS = 'casa-booking-help';

/** Elementor's URL action link: `#elementor-action:action=NAME&settings=BASE64`, percent-encoded as it stores it. */
export function popupActionHref(action: 'popup:open' | 'popup:close', settings: Record<string, unknown>): string {
  const encoded = Buffer.from(JSON.stringify(settings)).toString('base64');
  return `#${encodeURIComponent(`elementor-action:action=${action}&settings=${encoded}`)}`;
}

/** Settings every demo popup shares: the house's cream dialog on a dark wash, a quiet close button. */
const DIALOG: Settings = {
  background_background: 'classic',
  background_color: C.cream,
  border_radius: box(6),
  box_shadow_box_shadow_type: 'yes',
  box_shadow_box_shadow: { horizontal: 0, vertical: 24, blur: 60, spread: 0, color: 'rgba(22,38,47,0.35)' },
  overlay_background_background: 'classic',
  overlay_background_color: 'rgba(22,38,47,0.72)',
  close_button_color: C.primary,
  close_button_hover_color: C.accent,
  close_button_background_color: 'rgba(251,248,243,0.92)',
  icon_size: px(18),
  close_button_vertical: px(12),
  close_button_horizontal: px(12),
  a11y_navigation: 'yes',
};

const smallLink = (b: DocBuilder, html: string) =>
  b.widget('text-editor', { editor: html, align: 'center', text_color: C.text, ...typo('typography', { size: 14, lineHeight: 1.5 }) });

function newsletterElements(): ElementNode[] {
  const b = docBuilder('popup-newsletter');
  const noThanks = popupActionHref('popup:close', { do_not_show_again: 'yes' });
  return [
    b.section(
      { content_width: 'full', flex_direction: 'column', flex_gap: { unit: 'px', size: 0, column: '0', row: '0' }, padding: box(0) },
      [
        b.widget('image', {
          image: media('breakfast-terrace', 768),
          image_size: 'full',
          width: px(100, '%'),
          height: px(190),
          height_mobile: px(150),
          'object-fit': 'cover',
        }),
        b.inner(
          {
            content_width: 'full',
            flex_direction: 'column',
            flex_gap: { unit: 'px', size: 14, column: '14', row: '14' },
            padding: box(36, 40, 32, 40),
            padding_mobile: box(26, 22, 24, 22),
          },
          [
            eyebrow(b, 'Letters from Porto Alba', { align: 'center' }),
            title(b, 'Four letters a year from the house by the sea', { tag: 'h2', size: 30, mobile: 24, align: 'center' }),
            text(
              b,
              '<p>The first figs, the autumn menu, a quiet week in November when the suites are yours for less. Nothing more, and you can leave with one click.</p>',
              { align: 'center', size: 16 },
            ),
            buttons(
              b,
              [
                button(
                  b,
                  'Subscribe by e-mail',
                  `mailto:${CONTACT.email}?subject=Letters%20from%20Porto%20Alba&body=Please%20add%20me%20to%20your%20letters.`,
                ),
              ],
              'center',
            ),
            smallLink(b, `<p><a href="${noThanks}">No, thank you</a></p>`),
          ],
        ),
      ],
    ),
  ];
}

function seasonalElements(): ElementNode[] {
  const b = docBuilder('popup-autumn');
  return [
    b.section(
      {
        content_width: 'full',
        flex_direction: 'column',
        flex_justify_content: 'flex-end',
        flex_gap: { unit: 'px', size: 14, column: '14', row: '14' },
        min_height: px(420),
        min_height_mobile: px(460),
        padding: box(48, 44, 40, 44),
        padding_mobile: box(32, 22, 28, 22),
        background_background: 'classic',
        background_image: media('beach', 1280),
        background_image_mobile: media('beach', 768),
        background_position: 'center center',
        background_size: 'cover',
        background_overlay_background: 'gradient',
        background_overlay_color: 'rgba(22,38,47,0.4)',
        background_overlay_color_b: 'rgba(22,38,47,0.9)',
        background_overlay_gradient_angle: { unit: 'deg', size: 180 },
        background_overlay_opacity: px(1),
      },
      [
        eyebrow(b, 'Autumn by the sea · October to mid-December', { light: true }),
        title(b, 'Three nights for the price of two', { tag: 'h2', light: true, size: 40, mobile: 28 }),
        text(
          b,
          '<p>The water is still warm, the lanes are quiet and the olive harvest has begun. Stay three nights in any suite and the third is on us, breakfast on the terrace included.</p>',
          {
            light: true,
            size: 17,
          },
        ),
        buttons(b, [button(b, 'Choose your suite', '/suites/', 'solid'), button(b, 'Ask for dates', '/contact/#enquire', 'light')]),
      ],
    ),
  ];
}

function bookingHelpElements(): ElementNode[] {
  const b = docBuilder('popup-booking-help');
  const steps: Array<[string, string]> = [
    ['calendar-check', 'Tell us your dates and which suite you have in mind, by e-mail, phone or WhatsApp.'],
    ['envelope-open-text', 'We reply within a few hours with availability and the price for your whole stay.'],
    ['hand-holding-heart', 'We hold the suite for two days while you decide; a 30% deposit confirms it.'],
    ['rotate-left', 'Free cancellation up to 14 days before you arrive; the deposit is refunded in full.'],
  ];
  return [
    b.section(
      {
        content_width: 'full',
        flex_direction: 'column',
        flex_gap: { unit: 'px', size: 16, column: '16', row: '16' },
        padding: box(40, 40, 32, 40),
        padding_mobile: box(30, 22, 24, 22),
      },
      [
        eyebrow(b, 'Booking at Casa Alba'),
        title(b, 'Help with booking', { tag: 'h2', size: 32, mobile: 26 }),
        b.widget('icon-list', {
          icon_list: steps.map(([icon, label], i) => ({ _id: `s${i}`, text: label, selected_icon: fa(icon), link: link('') })),
          space_between: px(14),
          icon_color: C.accent,
          icon_size: px(18),
          text_color: C.text,
          text_indent: px(14),
          ...typo('icon_typography', { size: 16, lineHeight: 1.55 }),
        }),
        buttons(b, [
          button(b, 'Call the front desk', `tel:${CONTACT.phone}`, 'solid'),
          button(b, 'E-mail us', `mailto:${CONTACT.email}?subject=Booking`, 'outline'),
        ]),
        smallLink(b, `<p><a href="${popupActionHref('popup:close', {})}">Back to the page</a></p>`),
      ],
    ),
  ];
}

/** "Help with booking": on every page, so any page may link to it; seeded first, as the contact page links to its id. */
export async function seedBookingHelpPopup(k: Kysely<Database>): Promise<number> {
  return savePost(k, {
    type: 'popup',
    slug: 'help-with-booking',
    title: 'Help with booking',
    status: 'published',
    conditions: ['include/general'],
    elements: bookingHelpElements(),
    pageSettings: {
      ...DIALOG,
      width: px(600),
      width_mobile: px(100, 'vw'),
      vertical_position_mobile: 'bottom',
      border_radius_mobile: box(14, 14, 0, 0),
      entrance_animation: 'zoomIn',
      entrance_animation_mobile: 'slideInUp',
      exit_animation: 'fadeIn',
      entrance_animation_duration: px(0.35),
      open_selector: `.${BOOKING_HELP_CLASS}`,
      prevent_scroll: 'yes',
      display: { triggers: {}, timing: {} },
    },
  });
}

/** The newsletter (every page but the guest account) and the autumn offer (the home page). */
export async function seedDemoPopups(k: Kysely<Database>, pages: { account: number }): Promise<number[]> {
  const newsletter = await savePost(k, {
    type: 'popup',
    slug: 'letters-from-porto-alba',
    title: 'Newsletter sign-up',
    status: 'published',
    conditions: ['include/general', `exclude/singular/page/${pages.account}`],
    elements: newsletterElements(),
    pageSettings: {
      ...DIALOG,
      width: px(520),
      width_mobile: px(92, 'vw'),
      entrance_animation: 'fadeInUp',
      exit_animation: 'fadeIn',
      entrance_animation_duration: px(0.5),
      avoid_multiple_popups: 'yes',
      // Elementor's stored shape: shown when the visitor is about to leave, at most once a week.
      display: {
        triggers: { exit_intent: 'yes' },
        timing: { times: 'yes', times_times: 1, times_period: 'week', times_count: '' },
      },
    },
  });
  const autumn = await savePost(k, {
    type: 'popup',
    slug: 'autumn-by-the-sea',
    title: 'Autumn offer',
    status: 'published',
    conditions: ['include/singular/front_page'],
    elements: seasonalElements(),
    pageSettings: {
      ...DIALOG,
      background_color: C.ink,
      width: px(720),
      width_mobile: px(92, 'vw'),
      close_button_position: 'outside',
      close_button_color: C.white,
      close_button_hover_color: C.gold,
      close_button_background_color: 'rgba(22,38,47,0.6)',
      close_button_vertical: px(16),
      close_button_horizontal: px(16),
      entrance_animation: 'zoomIn',
      exit_animation: 'zoomIn',
      entrance_animation_duration: px(0.6),
      prevent_scroll: 'yes',
      avoid_multiple_popups: 'yes',
      // Ten seconds after the home page loads, for visitors who came from a search engine.
      display: {
        triggers: { page_load: 'yes', page_load_delay: 10 },
        timing: { sources: 'yes', sources_sources: ['search'] },
      },
    },
  });
  return [newsletter, autumn];
}
