// Seeds the demo hotel, Casa Alba Suites: kit, areas, pages, posts, menus, theme options (the theme header), the footer and
// the generated artwork. Idempotent: every write is an upsert or a replace, so a second run leaves
// the same database.
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import { replaceMenu } from '../db/repositories/menus.ts';
import { savePost } from '../content/save-post.ts';
import { setSetting } from '../db/repositories/settings.ts';
import { saveTerm, setPostTerms } from '../db/repositories/terms.ts';
import type { Database } from '../db/schema.ts';
import { UPLOADS_DIR } from '../content/uploads.ts';
import { ensureDemoAudio } from './audio.ts';
import { media } from './build.ts';
import { seedDemoStatistics } from './statistics.ts';
import { DEMO_AREAS } from './content/areas.ts';
import { GUIDES, SUITES } from './content/posts.ts';
import { ensureDemoImages } from './images/generate.ts';
import { recordDemoImages } from './images/record.ts';
import { ensureDemoVideos } from './media/videos.ts';
import { ensureDirectionsPdf } from './media/directions-pdf.ts';
import { privacyElements } from './pages/privacy.ts';
import { galleryElements } from './pages/gallery.ts';
import { writeStatsSettings } from '../stats/settings.ts';
import { demoKit } from './kit.ts';
import { aboutElements } from './pages/about.ts';
import { accountElements } from './pages/account.ts';
import { partnersElements } from './pages/partners.ts';
import { contactElements } from './pages/contact.ts';
import { EVENTS_SLUG, eventsElements } from './pages/events.ts';
import { homeElements } from './pages/home.ts';
import { postElements } from './pages/post.ts';
import { suitesElements } from './pages/suites.ts';
import { presentationElements } from './pages/presentation.ts';
import { widgetsElements } from './pages/widgets.ts';
import { footerElements } from './pages/footer.ts';
import { WINTER_ESCAPE_SETTINGS, winterEscapeElements } from './pages/winter-escape.ts';
import { seedDemoTheme } from './theme.ts';
import { demoMegaMenu } from './mega-menu.ts';
import { seedBookingHelpPopup, seedDemoPopups } from './popups.ts';
import type { ScryptParams } from '../db/repositories/users.ts';
import { ensureDemoStaff } from './staff.ts';
import { CART_SLUG, SHOP_SLUG, THANK_YOU_SLUG, seedDemoShop } from './shop.ts';
import { cartElements, giftVoucherElements, thankYouElements } from './pages/gift-vouchers.ts';

export const HOME_PAGE_ID = 7529;

export interface SeedOptions {
  /** Where /uploads/ is served from; the artwork goes in its `demo/` folder. */
  uploadsDir?: string;
  /** Skip rasterising the artwork (tests). */
  skipImages?: boolean;
  /** The demo staff account's password (FOYER_ADMIN_PASSWORD); unset: a random one, shown once in the summary. */
  staffPassword?: string;
  /** The staff password hash's cost: the default (N=2^17) unless a test asks for less. */
  staffScrypt?: ScryptParams;
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('posts').select('id').where('id', '=', HOME_PAGE_ID).executeTakeFirst());
}

/**
 * Writes the demo images if missing and records every file's size in the media table. Safe to call
 * on every start: it then only reads the files' headers, and unchanged sizes clear no page cache.
 */
export async function ensureDemoUploads(db: Kysely<Database>, uploadsDir = UPLOADS_DIR): Promise<string[]> {
  const dir = join(uploadsDir, 'demo');
  const { rendered } = await ensureDemoImages(dir);
  ensureDemoAudio(dir);
  await recordDemoImages(db, dir);
  ensureDemoVideos(dir);
  ensureDirectionsPdf(dir);
  return rendered;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<string> {
  const k = db.kysely;
  // Images first: the server registers /uploads/ only if the folder exists when it starts.
  const rendered = options.skipImages ? [] : await ensureDemoUploads(k, options.uploadsDir);
  await setSetting(k, 'kit', demoKit);

  const areaIds = new Map<string, number>();
  for (const area of DEMO_AREAS) {
    areaIds.set(
      area.slug,
      await saveTerm(k, {
        taxonomy: 'area',
        name: area.name,
        slug: area.slug,
        description: area.description,
        meta: { image: media(area.image) },
      }),
    );
  }

  // The contact page links to "Help with booking" by its id, so the popup comes first.
  const bookingHelp = await seedBookingHelpPopup(k);
  const page = (
    id: number | undefined,
    slug: string,
    title: string,
    elements: ReturnType<typeof homeElements>,
    description: string,
    menuOrder: number,
  ) => savePost(k, { id, type: 'page', slug, title, status: 'published', elements, pageSettings: { description }, menuOrder });
  const home = await page(HOME_PAGE_ID, 'home', 'Home', homeElements(DEMO_AREAS), demoKit.site_description, 0);
  const suites = await page(
    undefined,
    'suites',
    'Suites',
    suitesElements(),
    'The Sea-View, Garden and Tower suites of Casa Alba, with their terraces, views and prices.',
    1,
  );
  const about = await page(
    undefined,
    'about',
    'About',
    aboutElements(),
    'The story of Casa Alba, a sea captain’s house in Porto Alba, and the family who run it.',
    2,
  );
  const contact = await page(
    undefined,
    'contact',
    'Contact',
    contactElements(bookingHelp),
    'Enquiries, bookings and directions to Casa Alba Suites in Porto Alba.',
    3,
  );
  const events = await page(
    undefined,
    EVENTS_SLUG,
    'Weddings and events',
    eventsElements(),
    'Weddings, birthdays and retreats at Casa Alba Suites: plan your event with our three-step form.',
    11,
  );
  const stay = await page(
    undefined,
    'your-stay',
    'Your stay',
    widgetsElements(),
    'Amenities, frequently asked questions and every way to reach Casa Alba Suites during your stay.',
    4,
  );
  const house = await page(
    undefined,
    'the-house',
    'The house',
    presentationElements(),
    'A closer look at Casa Alba: the courtyard, the terraces, the tower and the sea below.',
    5,
  );
  const account = await page(
    undefined,
    'account',
    'Guest account',
    accountElements(),
    'Log in to your Casa Alba guest account, create one, or reset your password.',
    6,
  );
  const privacy = await page(
    undefined,
    'privacy',
    'Privacy',
    privacyElements(),
    'What Casa Alba keeps of your booking, how visits to this site are counted, and how to stop them being counted.',
    7,
  );
  const photos = await page(
    undefined,
    'gallery',
    'Gallery',
    galleryElements(),
    'Photographs of Casa Alba Suites: the courtyard, the pool, the suites and the town of Porto Alba.',
    9,
  );
  const partners = await page(
    undefined,
    'travel-partners',
    'Travel partners',
    partnersElements(),
    'Travel agencies and companies that book guests at Casa Alba Suites: log in to the partner area.',
    10,
  );
  // The shop: its products, the gift-voucher page, the cart and the page a paid order comes back to.
  await seedDemoShop(k);
  const shop = await page(
    undefined,
    SHOP_SLUG,
    'Gift vouchers',
    giftVoucherElements(),
    'Casa Alba gift vouchers of any amount, dinners, spa afternoons and stay packages, sent by e-mail.',
    12,
  );
  await page(undefined, CART_SLUG, 'Cart', cartElements(), 'Your Casa Alba cart: gift vouchers and stay packages.', 13);
  await page(undefined, THANK_YOU_SLUG, 'Thank you', thankYouElements(), 'Thank you for your order from Casa Alba Suites.', 14);
  // A campaign landing page on Elementor's Canvas template: linked from ads, not from the menu.
  await savePost(k, {
    type: 'page',
    slug: 'winter-escape',
    title: 'Winter by the sea',
    status: 'published',
    elements: winterEscapeElements(),
    pageSettings: {
      description: 'Four nights by the sea for the price of three at Casa Alba Suites, November to March.',
      ...WINTER_ESCAPE_SETTINGS,
    },
    menuOrder: 8,
  });
  await setSetting(k, 'page_on_front', home);
  await seedDemoPopups(k, { account });
  // Visitor statistics as a privacy-minded hotel runs them: Do Not Track honoured, and clicks on
  // links leaving the site and on downloads (the contact page's directions) counted as events.
  const statistics = await writeStatsSettings(k, { dntEnabled: true, linkTracking: true, downloadTracking: true });
  if (!statistics.ok) throw new Error(`demo statistics settings: ${statistics.message}`);

  const postIds = new Map<string, number>();
  for (const [i, post] of [...SUITES, ...GUIDES].entries()) {
    const id = await savePost(k, {
      type: 'post',
      slug: post.slug,
      title: post.title,
      status: 'published',
      elements: postElements(post, DEMO_AREAS),
      // The featured image is what the home page's news cards show (a 768 px file: cards are narrow).
      pageSettings: { description: post.excerpt, excerpt: post.excerpt, featured_image: media(post.image, 768) },
      menuOrder: i,
      createdAt: post.date,
    });
    postIds.set(post.slug, id);
    await setPostTerms(
      k,
      id,
      post.areas.map((slug) => areaIds.get(slug)).filter((t): t is number => t !== undefined),
    );
  }

  // The spec's site menu: the second top-level item lists the areas as its dropdown.
  const mega = demoMegaMenu();
  await replaceMenu(k, 'primary', 'Main menu', [
    { title: 'Home', kind: 'post', objectId: home },
    { title: 'Areas', kind: 'taxonomy', object: 'area', url: '/#areas', meta: mega.Areas },
    { title: 'Suites', kind: 'post', objectId: suites, meta: mega.Suites },
    { title: 'About', kind: 'post', objectId: about, meta: mega.About },
    { title: 'Contact', kind: 'post', objectId: contact },
    { title: 'Account', kind: 'post', objectId: account, meta: mega.Account },
  ]);
  await replaceMenu(k, 'footer', 'Footer menu', [
    { title: 'The suites', kind: 'post', objectId: suites },
    { title: 'Our story', kind: 'post', objectId: about },
    { title: 'Local guides', kind: 'custom', url: '/#areas' },
    { title: 'Your stay', kind: 'post', objectId: stay },
    { title: 'The house', kind: 'post', objectId: house },
    { title: 'Gallery', kind: 'post', objectId: photos },
    { title: 'Weddings and events', kind: 'post', objectId: events },
    { title: 'Gift vouchers', kind: 'post', objectId: shop },
    { title: 'Contact', kind: 'post', objectId: contact },
    { title: 'Privacy', kind: 'post', objectId: privacy },
    { title: 'Travel partners', kind: 'post', objectId: partners },
  ]);

  await seedDemoTheme(k);
  await savePost(k, {
    type: 'template',
    slug: 'site-footer',
    title: 'Site footer',
    status: 'published',
    templateType: 'footer',
    conditions: ['include/general'],
    elements: footerElements(new Date().getFullYear()),
  });

  // The back office: a staff account and a few months of statistics for its dashboard.
  const staff = await ensureDemoStaff(k, options.staffPassword, options.staffScrypt);
  const views = await seedDemoStatistics(k);

  const images = options.skipImages ? 'images skipped' : `${rendered.length} images rendered`;
  const pages = await k
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('type', '=', 'page')
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return `Seeded Casa Alba Suites: ${Number(pages.n)} pages, ${postIds.size} posts, ${areaIds.size} areas, 2 menus, theme header and footer, 3 popups, ${views} page views of statistics (${images}); ${staff}.`;
}
