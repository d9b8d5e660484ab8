// The demo's theme options: the theme header with the hotel's brand, a sticky bar, the off-canvas
// mobile menu and the booking button, and the scroll-to-top button on every device.
import type { Kysely } from 'kysely';
import { contentChanged } from '../db/changes.ts';
import { contentTags } from '../db/content-tags.ts';
import { setSetting } from '../db/repositories/settings.ts';
import type { Database } from '../db/schema.ts';
import type { ThemeOptionsInput } from '../theme/options.ts';

export const DEMO_THEME: ThemeOptionsInput = {
  header: {
    menu: 'primary',
    title: 'Casa Alba',
    tagline: 'Suites · Porto Alba',
    sticky: true,
    stickyThreshold: 160,
    mobileMenu: 'off-canvas',
    search: true,
    account: true,
    cart: true,
    buttonLabel: 'Book now',
    buttonUrl: '/contact/#enquire',
  },
  scrollToTop: { enabled: true, devices: 'both' },
};

export async function seedDemoTheme(db: Kysely<Database>): Promise<void> {
  await setSetting(db, 'theme', DEMO_THEME);
  // Earlier demos used an Elementor header template, which would still win over the theme header.
  const old = await db
    .updateTable('posts')
    .set({ status: 'draft' })
    .where('type', '=', 'template')
    .where('slug', '=', 'site-header')
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (Number(old.numUpdatedRows) > 0) await contentChanged(db, [contentTags.templates('header')]);
}
