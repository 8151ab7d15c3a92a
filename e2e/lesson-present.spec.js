// A lesson projected (present=1) and embedded (embed=1): the lesson link opens in either mode
// with its caption, a presentation clicker's Page Down/Up change slides, and the embed code made
// in a lesson is the slide's link.
import { test, expect, openHash } from './fixtures.js';

test('#lesson=dfs&present=1 opens projected, Page Down/Up change slides, the caption is large', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHash(page, '#lesson=dfs&present=1');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-lesson', 'dfs');
  await expect(app).toHaveAttribute('data-present', 'true');
  await expect(app).toHaveAttribute('data-slide', '1');
  const caption = page.locator('#lesson-caption');
  await expect(caption).toBeVisible();
  expect(await caption.evaluate((c) => parseFloat(getComputedStyle(c).fontSize))).toBeGreaterThanOrEqual(24);
  await expect(page.locator('.present-keys')).toContainText('Page Down');
  await page.keyboard.press('PageDown');
  await expect(app).toHaveAttribute('data-slide', '2');
  await expect(app).toHaveAttribute('data-present', 'true');
  await page.keyboard.press('PageUp');
  await expect(app).toHaveAttribute('data-slide', '1');
});

test('#lesson=dfs&embed=1 at 640×400 shows the caption and the step controls', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await openHash(page, '#lesson=dfs&embed=1');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-lesson', 'dfs');
  await expect(app).toHaveAttribute('data-embed', 'true');
  await expect(page.locator('#lesson-caption')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeVisible();
});

test('"Copy embed code" in a lesson gives the slide shown, embedded', async ({ page }) => {
  await openHash(page, '#lesson=dfs&slide=2');
  await expect(page.locator('#app')).toHaveAttribute('data-slide', '2');
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.locator('#embed-status')).toHaveText(/copied/);
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toContain('#lesson=dfs&amp;slide=2&amp;embed=1');
});
