// A guest enquires about a stay and plans an event with the demo's forms (Elementor Pro's form
// widget): links fill the form in, mistakes are announced at the field and the first one gets the
// focus, a three-step form moves on only when its step is right, nothing typed is lost when the
// server fails or the connection drops, and a busy form cannot send twice. The success path goes to
// the real submission endpoint; failures are stood in for with page.route. Time is Playwright's clock.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { watchPageProblems } from './support/page-problems.ts';

const AJAX = '**/wp-admin/admin-ajax.php';
const enquiry = (page: Page) => page.locator('form[name="Stay enquiry"]');
const events = (page: Page) => page.locator('form[name="Plan a wedding or event"]');

async function fillEnquiry(page: Page): Promise<void> {
  const form = enquiry(page);
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('E-mail').fill('ada@example.com');
  await form.getByLabel('Arrival').fill('2027-06-01');
  await form.getByLabel('Departure').fill('2027-06-04');
  await form.getByLabel('Suite').selectOption('the-tower-suite');
  await form.getByLabel('Message').fill('A quiet room, please.');
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
}

/** Values a visitor typed, read back. */
async function typed(page: Page): Promise<string[]> {
  const form = enquiry(page);
  return [
    await form.getByLabel('Your name').inputValue(),
    await form.getByLabel('E-mail').inputValue(),
    await form.getByLabel('Arrival').inputValue(),
    await form.getByLabel('Suite').inputValue(),
    await form.getByLabel('Message').inputValue(),
  ];
}

const KEPT = ['Ada Lovelace', 'ada@example.com', '2027-06-01', 'the-tower-suite', 'A quiet room, please.'];

test('a link fills the form in from its address, before the visitor does anything', async ({ page }) => {
  await page.goto('/contact/?suite=the-garden-suite&arrival=2027-05-02&nights=3&guests=3&form_fields[message]=Hello#enquire');
  const form = enquiry(page);
  // No input yet: the small part of the form's code did this at load.
  await expect(form.getByLabel('Suite')).toHaveValue('the-garden-suite');
  await expect(form.getByLabel('Arrival')).toHaveValue('2027-05-02');
  await expect(form.getByLabel('Nights')).toHaveValue('3');
  await expect(form.getByLabel('Guests', { exact: true })).toHaveValue('3');
  await expect(form.getByLabel('Message')).toHaveValue('Hello');
  // Consent is never given by a link.
  await expect(form.getByRole('checkbox', { name: /privacy notice/ })).not.toBeChecked();
});

test('a value that does not fit its field is not filled in', async ({ page }) => {
  await page.goto('/contact/?suite=the-penthouse&arrival=2027-02-31&guests=many#enquire');
  const form = enquiry(page);
  await expect(form.getByLabel('Suite')).toHaveValue('any');
  await expect(form.getByLabel('Arrival')).toHaveValue('');
  await expect(form.getByLabel('Guests', { exact: true })).toHaveValue('2');
});

test('the suites page and the stay planner lead to the form with the suite and stay chosen', async ({ page }) => {
  await page.goto('/suites/');
  const enquire = page.getByRole('link', { name: 'Enquire' }).nth(1);
  await expect(enquire).toHaveAttribute('href', '/contact/?suite=the-garden-suite#enquire');
  const planner = page.locator('.foyer-stay-planner');
  await planner.scrollIntoViewIfNeeded();
  await planner
    .getByRole('button', { name: /more nights|add a night/i })
    .first()
    .click();
  const cta = planner.getByRole('link', { name: 'Check availability' });
  await expect(cta).toHaveAttribute('href', /^\/contact\/\?suite=the-sea-view-suite&nights=\d+&guests=\d+#enquire$/);
  await cta.click();
  await expect(page).toHaveURL(/\/contact\/\?suite=the-sea-view-suite/);
  await expect(enquiry(page).getByLabel('Suite')).toHaveValue('the-sea-view-suite');
  await expect(enquiry(page).getByLabel('Nights')).not.toHaveValue('');
});

test('a submit pressed as the first input is held until the code is there: errors shown, the first focused and announced', async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  await page.goto('/contact/');
  const form = enquiry(page);
  // The press is the page's first input: it fetches the form's code; the click waits for it.
  await form.getByRole('button', { name: 'Send the enquiry' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  const name = form.getByLabel('Your name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const alert = form.locator('.elementor-field-group-name .elementor-help-inline[role="alert"]');
  await expect(alert).toHaveText('Please fill in this field.');
  await expect(name).toHaveAttribute('aria-describedby', 'form-field-name-error');
  await expect(form.locator('.elementor-help-inline')).toHaveCount(5); // name, e-mail, arrival, departure, privacy
  // A wrong address says what is wrong, in the server's words; fixing a field clears its message.
  await form.getByLabel('E-mail').fill('ada@');
  await form.getByRole('button', { name: 'Send the enquiry' }).click();
  await expect(form.locator('.elementor-field-group-email .elementor-help-inline')).toHaveText(
    'The field accepts only a valid email address.',
  );
  await name.fill('Ada');
  await expect(form.locator('.elementor-field-group-name .elementor-help-inline')).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  const { violations } = await new AxeBuilder({ page }).include('form[name="Stay enquiry"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  expect(problems.list).toEqual([]);
});

test('an enquiry reaches the real endpoint: the message is announced and the form is emptied', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact/?suite=the-garden-suite#enquire');
  await fillEnquiry(page);
  // The server refuses forms filled faster than a person could: a few seconds pass.
  await page.clock.fastForward(5_000);
  const sent = page.waitForRequest((r) => r.url().endsWith('/wp-admin/admin-ajax.php') && r.method() === 'POST');
  await enquiry(page).getByRole('button', { name: 'Send the enquiry' }).click();
  const body = (await sent).postData() ?? '';
  for (const part of [
    'name="action"\r\n\r\nelementor_pro_forms_send_form',
    'name="form_fields[name]"\r\n\r\nAda Lovelace',
    'name="post_id"',
    'name="form_id"',
    'name="referer_title"',
    'name="queried_id"',
    'name="referrer"',
    'name="foyer_fill_ms"',
  ])
    expect(body).toContain(part);
  const success = enquiry(page).locator('.elementor-message-success[role="alert"]');
  await expect(success).toHaveText(/We have your enquiry/);
  await expect(success).toBeFocused();
  await expect(enquiry(page).getByLabel('Your name')).toHaveValue('');
});

test('a server error keeps every value and says so; the button comes back', async ({ page }) => {
  await page.route(AJAX, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Oops</h1>' }));
  await page.goto('/contact/');
  await fillEnquiry(page);
  const button = enquiry(page).getByRole('button', { name: 'Send the enquiry' });
  await button.click();
  await expect(enquiry(page).locator('.elementor-message-danger[role="alert"]')).toHaveText(
    /problem on our side\. Nothing you typed is lost/,
  );
  expect(await typed(page)).toEqual(KEPT);
  await expect(button).toBeEnabled();
  await expect(enquiry(page)).not.toHaveClass(/elementor-form-waiting/);
});

test('a dropped connection keeps every value and says nothing was lost', async ({ page }) => {
  await page.route(AJAX, (route) => route.abort('connectionreset'));
  await page.goto('/contact/');
  await fillEnquiry(page);
  await enquiry(page).getByRole('button', { name: 'Send the enquiry' }).click();
  await expect(enquiry(page).locator('.elementor-message-danger[role="alert"]')).toHaveText(
    /connection to the site was lost\. Nothing you typed was lost/,
  );
  expect(await typed(page)).toEqual(KEPT);
});

test('while sending, the form is busy and a second submit sends nothing', async ({ page }) => {
  let requests = 0;
  let answer: (() => void) | undefined;
  await page.route(AJAX, async (route: Route) => {
    requests++;
    await new Promise<void>((resolve) => (answer = resolve));
    await route.fulfill({ json: { success: true, data: { message: 'Thanks!', data: {} } } });
  });
  await page.goto('/contact/');
  await fillEnquiry(page);
  const form = enquiry(page);
  const button = form.getByRole('button', { name: 'Send the enquiry' });
  await button.click();
  await expect(form).toHaveClass(/elementor-form-waiting/);
  await expect(button).toBeDisabled();
  await expect(button.locator('.elementor-form-spinner')).toHaveCount(1);
  await form.getByLabel('Your name').press('Enter');
  await expect.poll(() => requests).toBe(1);
  answer!();
  await expect(form.locator('.elementor-message-success')).toHaveText('Thanks!');
  await expect(button).toBeEnabled();
  expect(requests).toBe(1);
});

test('the event form moves step by step: Next checks the step, focus follows, the bar fills', async ({ page }) => {
  await page.goto('/weddings-and-events/');
  const form = events(page);
  const bar = form.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '33');
  await form.getByRole('button', { name: 'Next' }).click();
  const kind = form.getByLabel('What are you celebrating?');
  await expect(form.locator('.elementor-field-group-event_date .elementor-help-inline')).toHaveText('Please fill in this field.');
  await form.getByLabel('Preferred date').fill('2027-09-18');
  await form.getByLabel('Guests', { exact: true }).fill('200');
  await kind.selectOption('wedding');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.locator('.elementor-field-group-event_guests .elementor-help-inline')).toHaveText(
    'The field value must be less than or equal to 120.',
  );
  await expect(form.getByLabel('Guests', { exact: true })).toBeFocused();
  // Enter in a field of a step that is not the last moves on, as Next does.
  await form.getByLabel('Guests', { exact: true }).fill('60');
  await form.getByLabel('Guests', { exact: true }).press('Enter');
  await expect(form.getByRole('group', { name: 'Your wishes' })).toBeVisible();
  await expect(form.getByRole('group', { name: 'Your event' })).toBeHidden();
  await expect(form.getByRole('checkbox', { name: 'Dinner on the terrace' })).toBeFocused();
  await expect(bar).toHaveAttribute('aria-valuenow', '66');
  await expect(form.locator('.e-form__indicators__indicator__progress__meter')).toHaveText('66%');
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByRole('group', { name: 'Your event' })).toBeVisible();
  await expect(kind).toBeFocused();
  await expect(kind).toHaveValue('wedding');
});

test('an error the server finds on an earlier step takes the visitor back to it', async ({ page }) => {
  await page.route(AJAX, (route) =>
    route.fulfill({
      json: {
        success: false,
        data: {
          message: 'Some answers need another look before we can send your plans.',
          errors: { event_date: 'The date must be 2027-01-01 or later.' },
          data: [],
        },
      },
    }),
  );
  await page.goto('/weddings-and-events/');
  const form = events(page);
  await form.getByLabel('What are you celebrating?').selectOption('birthday');
  await form.getByLabel('Preferred date').fill('2026-12-24');
  await form.getByLabel('Guests', { exact: true }).fill('30');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Your name').fill('Ada');
  await form.getByLabel('E-mail').fill('ada@example.com');
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  await form.getByRole('button', { name: 'Send our plans' }).click();
  await expect(form.getByRole('group', { name: 'Your event' })).toBeVisible();
  await expect(form.getByLabel('Preferred date')).toBeFocused();
  await expect(form.locator('.elementor-field-group-event_date .elementor-help-inline')).toHaveText(
    'The date must be 2027-01-01 or later.',
  );
  await expect(form.locator('.elementor-message-danger:not(.elementor-help-inline)')).toHaveText(
    'Some answers need another look before we can send your plans.',
  );
  await expect(form.getByLabel('Your name')).toHaveValue('Ada');
  const { violations } = await new AxeBuilder({ page }).include('form[name="Plan a wedding or event"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

for (const width of [1280, 375]) {
  test(`the forms have no accessibility violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/contact/', '/weddings-and-events/']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).include('.elementor-widget-form').analyze();
      expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
