// The privacy page: what the hotel keeps, how visits are counted (anonymously, no cookies) and the
// visitor opt-out, a button linking to `#foyer-stats-optout` that the statistics tracker turns into
// a toggle and whose state it writes beside it (src/stats/client/opt-out.ts).
import type { ElementNode } from '../../model/element.ts';
import { docBuilder } from '../build.ts';
import { CONTACT } from '../content/contact-details.ts';
import { button, buttons, column, eyebrow, pageHero, row, section, text, title } from '../parts.ts';

export function privacyElements(): ElementNode[] {
  const b = docBuilder('privacy');
  return [
    pageHero(b, {
      image: 'courtyard',
      eyebrow: 'Privacy',
      title: 'What we keep, and what we do not',
      lead: 'Your booking details stay with us. Your visits to this site are counted without knowing who you are.',
      height: 48,
    }),
    section(b, {}, [
      row(b, { flex_align_items: 'flex-start' }, [
        column(b, 50, {}, [
          eyebrow(b, 'Your stay'),
          title(b, 'Bookings and enquiries', { size: 34 }),
          text(
            b,
            `<p>When you write, call or book, we keep your name, your dates and how to reach you, for as long as we need them for your stay and as the law asks of a hotel. We never sell or share them. To see or remove what we hold, write to <a href="mailto:${CONTACT.email}">${CONTACT.email}</a>.</p>`,
          ),
        ]),
        column(b, 50, { _element_id: 'statistics' }, [
          eyebrow(b, 'This website'),
          title(b, 'Visitor statistics', { size: 34 }),
          text(
            b,
            '<p>We count visits to learn which pages help our guests. We set no cookie and keep no IP address: a visit is counted under a code that changes every day. If your browser asks sites not to track it (Do Not Track), we do not count you at all.</p><p>You can also stop counting visits from this browser here; the choice is kept on your device.</p>',
          ),
          buttons(b, [button(b, 'Don’t count my visits', '#foyer-stats-optout', 'outline')]),
        ]),
      ]),
    ]),
  ];
}
