// The "Travel partners" page: agencies and companies that book for their guests log in with the
// plain login widget (no JavaScript; WordPress's /wp-login.php form), beside what they get for it.
import type { ElementNode } from '../../model/element.ts';
import { box, docBuilder, px, typo } from '../build.ts';
import { C } from '../kit.ts';
import { column, eyebrow, formPanel, perks, row, section, text, title } from '../parts.ts';

export function partnersElements(): ElementNode[] {
  const b = docBuilder('partners');
  const perkList = perks(b, [
    ['tags', 'Net rates for every suite, all season'],
    ['file-invoice', 'Monthly invoices for the stays you booked'],
    ['headset', 'A direct line to reception for your guests’ arrivals'],
  ]);
  const login = b.widget('login', {
    custom_labels: 'yes',
    user_label: 'Agency e-mail or username',
    user_placeholder: 'bookings@agency.example',
    password_label: 'Password',
    password_placeholder: '',
    button_text: 'Log in to the partner area',
    input_size: 'md',
    button_size: 'md',
    row_gap: px(16),
    label_spacing: px(6),
    label_color: C.primary,
    ...typo('label_typography', { size: 15, weight: '600' }),
    field_border_color: 'rgba(59,54,50,0.35)',
    field_border_radius: box(3),
    button_background_color: C.primary,
    button_background_hover_color: C.accent,
    links_color: C.accent,
  });
  return [
    section(b, { padding: box(96, 24, 96, 24), padding_mobile: box(56, 20, 64, 20) }, [
      row(b, { flex_align_items: 'flex-start' }, [
        column(b, 50, {}, [
          eyebrow(b, 'Travel partners'),
          title(b, 'For agencies and companies that book with us', { tag: 'h1', size: 48, mobile: 34 }),
          text(
            b,
            '<p>Travel agencies, tour operators and companies that send guests to Casa Alba have their own login. Ask reception for an account; your guests stay the same way as everyone else, and you keep the paperwork in one place.</p>',
          ),
          perkList,
        ]),
        formPanel(b, [login]),
      ]),
    ]),
  ];
}
