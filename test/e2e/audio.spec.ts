// A visitor listens: the hosted sound plays in the browser's own player; the SoundCloud playlist is
// a placeholder that asks SoundCloud for nothing until the play button is pressed.
import { expect, test } from '@playwright/test';

test('nothing is fetched from SoundCloud until the visitor presses play', async ({ page }) => {
  const thirdParty: string[] = [];
  await page.route(/soundcloud\.com/, (route) => {
    thirdParty.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await page.goto('/your-stay/');
  await page.waitForLoadState('networkidle');
  const placeholder = page.locator('.e-audio-placeholder');
  await placeholder.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  const box = await placeholder.boundingBox();

  await placeholder.getByRole('button', { name: /from SoundCloud/ }).click();
  const frame = page.locator('.elementor-soundcloud-wrapper iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/w\.soundcloud\.com\/player\/\?url=/);
  await expect(frame).toHaveAttribute('title', /^SoundCloud player/);
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
  expect(new URL(thirdParty[0]).hostname).toBe('w.soundcloud.com');
  expect((await frame.boundingBox())?.height, 'the player takes the placeholder’s place without a jump').toBe(box?.height);
});

test('the hosted sound plays in the native player', async ({ page, request }) => {
  await page.goto('/your-stay/');
  const player = page.locator('audio.e-audio-file');
  await expect(player).toHaveAttribute('controls', '');
  const src = await player.getAttribute('src');
  const answer = await request.get(src!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/audio\/(wav|x-wav|wave)/);
  expect(
    await player.evaluate(
      (el: HTMLAudioElement) =>
        new Promise((resolve) => {
          if (el.readyState >= 1) resolve(el.duration);
          else el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
        }),
    ),
  ).toBeCloseTo(6, 0);
});
