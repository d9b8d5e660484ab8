// The "Guest account" page: why a guest would want an account, and the login, register and
// lost-password forms beside it (the account-forms widget), as a hotel would place them.
import type { ElementNode } from '../../model/element.ts';
import { box, docBuilder } from '../build.ts';
import { column, eyebrow, formPanel, perks, row, section, text, title } from '../parts.ts';

export function accountElements(): ElementNode[] {
  const b = docBuilder('account');
  const perkList = perks(b, [
    ['calendar-check', 'Your bookings and arrival times in one place'],
    ['utensils', 'Breakfast, dinner and transfer requests before you arrive'],
    ['envelope-open-text', 'Offers for returning guests, never more than one a season'],
  ]);
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
          perkList,
        ]),
        formPanel(b, [forms]),
      ]),
    ]),
  ];
}
