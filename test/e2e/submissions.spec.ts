// The form submissions' screens in the back office: an editor finds the submissions in the
// navigation, filters the list, opens one (its fields, file and actions' log), marks it unread,
// resends it and deletes it, by keyboard where a person would; axe finds nothing on the list or the
// detail view. The submissions are sent to the real endpoint, as a visitor's form would.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openDb } from '../../src/db/connect.ts';
import { savePost } from '../../src/content/save-post.ts';
import { createUser } from '../../src/db/repositories/users.ts';
import { storeSubmission } from '../../src/forms/submissions.ts';
import { watchPageProblems } from './support/page-problems.ts';

const PASSWORD = 'Courtyard-Figs 2026';
test.describe.configure({ timeout: 60_000 });

/** A page with a form, an editor, and three submissions. */
async function setUp(request: APIRequestContext): Promise<{ login: string; tag: string }> {
  const tag = `${test.info().workerIndex}${Date.now().toString(36)}`;
  const login = `subs-${tag}`;
  const db = openDb(`sqlite:${process.env.FOYER_E2E_DB}`);
  let postId: number;
  try {
    await createUser(db.kysely, { login, email: `${login}@casa-alba.test`, password: PASSWORD, displayName: 'The editor', role: 'editor' });
    postId = await savePost(db.kysely, {
      type: 'page',
      slug: `enquiry-${tag}`,
      title: `Enquiries ${tag}`,
      status: 'published',
      elements: [
        {
          id: 'sec0001',
          elType: 'section',
          settings: {},
          elements: [
            {
              id: 'col0001',
              elType: 'column',
              settings: {},
              elements: [
                {
                  id: 'frm0001',
                  elType: 'widget',
                  widgetType: 'form',
                  settings: {
                    form_name: `Enquiry ${tag}`,
                    submit_actions: ['save-to-database', 'email'],
                    form_fields: [
                      { _id: 'f1', custom_id: 'name', field_type: 'text', field_label: 'Name', required: 'true' },
                      { _id: 'f2', custom_id: 'message', field_type: 'textarea', field_label: 'Message' },
                      { _id: 'f3', custom_id: 'plan', field_type: 'upload', field_label: 'Plan', file_types: 'pdf' },
                    ],
                  },
                  elements: [],
                },
              ],
            },
          ],
        },
      ],
      pageSettings: {},
    } as never);
  } finally {
    await db.close();
  }
  // One goes through the endpoint as a visitor's form would (with a file); the others are written
  // directly, so this spec spends little of the per-address rate limit the whole suite shares.
  const res = await request.post('/wp-admin/admin-ajax.php', {
    multipart: {
      action: 'elementor_pro_forms_send_form',
      post_id: String(postId),
      form_id: 'frm0001',
      referer_title: 'Contact',
      referrer: `${test.info().project.use.baseURL}/enquiry-${tag}/`,
      foyer_fill_ms: '9000',
      'form_fields[name]': 'Anna Rossi',
      'form_fields[message]': 'A sea view suite for two nights, please.',
      'form_fields[plan]': { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 plan') },
    },
  });
  expect(await res.json()).toEqual({ success: true, data: { message: 'Your submission was successful.', data: {} } });
  const direct = openDb(`sqlite:${process.env.FOYER_E2E_DB}`);
  try {
    for (const [name, message] of [
      ['Marco Bianchi', 'Is the terrace open in March?'],
      ['Lucia Verdi', 'Wedding for 80 guests'],
    ])
      await storeSubmission(direct.kysely, {
        formName: `Enquiry ${tag}`,
        elementId: 'frm0001',
        postId,
        postTitle: `Enquiries ${tag}`,
        pageUrl: `${test.info().project.use.baseURL}/enquiry-${tag}/`,
        refererTitle: 'Contact',
        queriedId: postId,
        fields: [
          { id: 'name', label: 'Name', type: 'text', value: name },
          { id: 'message', label: 'Message', type: 'textarea', value: message },
          { id: 'plan', label: 'Plan', type: 'upload', value: '' },
        ],
        userAgent: 'Mozilla/5.0 (test)',
        remoteIp: '127.0.0.1',
        userId: null,
        actions: ['save-to-database', 'email'],
        files: [],
      });
  } finally {
    await direct.close();
  }
  return { login, tag };
}

test('an editor filters, reads, marks unread, resends and deletes submissions; axe clean', async ({ page, request }) => {
  const { login, tag } = await setUp(request);
  const problems = watchPageProblems(page);
  await page.goto('/admin');
  await page.getByLabel('Username or e-mail address').fill(login);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Submissions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeFocused();
  await expect(page).toHaveTitle('Submissions – Back office – Casa Alba Suites');

  // Only this test's form: its three submissions, newest first, all unread.
  await page.getByLabel('Form and page').selectOption({ label: `Enquiry ${tag} on Enquiries ${tag} (3)` });
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.locator('.admin-submissions__table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Lucia Verdi');
  await expect(page.locator('.admin-submissions__unread')).toHaveCount(3);
  expect(page.url()).toContain('form=frm0001');
  const axeList = await new AxeBuilder({ page }).analyze();
  expect(axeList.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // Search, by keyboard: type, Enter.
  await page.getByLabel('Search').fill('sea view');
  await page.getByLabel('Search').press('Enter');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Anna Rossi');

  // Open it from the keyboard.
  await rows.first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Submission \d+$/ })).toBeFocused();
  await expect(page.locator('.admin-submission__fields').first()).toContainText('A sea view suite for two nights, please.');
  await expect(page.getByRole('link', { name: 'plan.pdf' })).toHaveAttribute('href', /\/admin\/api\/submissions\/\d+\/files\/\d+$/);
  const log = page.getByRole('table', { name: 'What the actions did' });
  await expect(log.getByRole('row')).toHaveCount(3); // heading row, submission, email queued
  await expect(log).toContainText('Queued for');
  const axeDetail = await new AxeBuilder({ page }).analyze();
  expect(axeDetail.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // The file downloads as an attachment.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'plan.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('plan.pdf');

  await page.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as unread.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeDisabled();

  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Its actions run again' })).toBeVisible();
  await expect(log.getByRole('row')).toHaveCount(5);
  await expect(log).toContainText('(resent)');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await page.getByLabel('Search').fill('sea view');
  await page.getByLabel('Form and page').selectOption({ label: `Enquiry ${tag} on Enquiries ${tag} (2)` });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No submissions match.')).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('at 375 px the list and a submission fit the screen', async ({ page, request }) => {
  const { login, tag } = await setUp(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin');
  await page.getByLabel('Username or e-mail address').fill(login);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The words must all appear: the name, and this test's form (another test may run beside it).
  await page.goto(`/admin/submissions?search=${encodeURIComponent(`Marco ${tag}`)}`);
  await expect(page.locator('.admin-submissions__table tbody tr').first()).toContainText('Marco Bianchi');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.locator('.admin-submissions__table tbody tr').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Submission \d+$/ })).toBeVisible();
  await expect(page.getByText(`Enquiry ${tag} on Enquiries ${tag}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
