// The "Guest account" page: why a guest would want an account, and the login, register and
// lost-password forms beside it (the account-forms widget), as a hotel would place them.
import type { ElementNode } from '../../model/element.ts';
import { box, docBuilder, fa, px, typo } from '../build.ts';
import { C } from '../kit.ts';
import { column, eyebrow, row, section, text, title } from '../parts.ts';

export function accountElements(): ElementNode[] {
  const b = docBuilder('account');
  const perks = b.widget('icon-list', {
    icon_list: [
      ['calendar-check', 'Your bookings and arrival times in one place'],
      ['utensils', 'Breakfast, dinner and transfer requests before you arrive'],
      ['envelope-open-text', 'Offers for returning guests, never more than one a season'],
    ].map(([icon, label], i) => ({ _id: `p${i}`, text: label, selected_icon: fa(icon) })),
    space_between: px(14),
    icon_color: C.accent,
    icon_size: px(18),
    text_color: C.text,
    text_indent: px(14),
    ...typo('icon_typography', { size: 17, lineHeight: 1.5 }),
  });
  const forms = b.widget('account-forms', { title: '', start_form: 'login', show_register: 'yes', show_lost_password: 'yes' });
  return [
    section(b, { padding: box(96, 24, 96, 24), padding_mobile: box(56, 20, 64, 20) }, [
      row(b, { flex_align_items: 'flex-start' }, [
        column(b, 50, {}, [
          eyebrow(b, 'Guest account'),
          title(b, 'Your stay, one login away', { tag: 'h1', size: 52, mobile: 36 }),
          text(
            b,
            '<p>Guests of Casa Alba can keep their stays, requests and preferences in one place. Log in with the account you made when you booked, or create one in a minute: we only ask for a name and an e-mail address.</p>',
          ),
          perks,
        ]),
        column(
          b,
          50,
          {
            padding: box(32),
            padding_mobile: box(20),
            background_background: 'classic',
            background_color: '#fbf7f1',
            border_radius: box(4),
          },
          [forms],
        ),
      ]),
    ]),
  ];
}
