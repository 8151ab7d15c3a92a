// Teaching snags at a desk's 1280×800: a custom game's editor leaves the step controls and the
// sentence on screen, "Make a lesson" covers nothing of the drawing, the Lessons menu closes when a
// link is followed, the embed code says the page's server must allow framing, a lesson link shows
// no Welcome card, and Play names a Sequence game's value rather than a winner.
import { test, expect, openHash } from './fixtures.js';

test.use({ viewport: { width: 1280, height: 800 } });

/** Whether `locator`'s box lies inside the 1280×800 window. */
async function inWindow(locator) {
  const box = await locator.boundingBox();
  return box != null && box.y >= 0 && box.y + box.height <= 800 && box.x >= 0 && box.x + box.width <= 1280;
}

/** Whether two locators' boxes overlap. */
async function overlap(a, b) {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test('a custom game in the editor: the controls and the sentence on screen; the lesson maker beside the drawing', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  await expect(page.getByRole('textbox', { name: 'Game text' })).toBeVisible();
  await expect(page.locator('[data-position]')).toHaveCount(4);
  await expect.poll(() => inWindow(page.getByRole('group', { name: 'Step through the search' }))).toBe(true);
  await expect.poll(() => inWindow(page.locator('#narration'))).toBe(true);
  await expect.poll(() => inWindow(page.locator('#editor-host'))).toBe(true);
  // The explorer's tab is the current page (the tabs stay links: tests and links follow them).
  await expect(page.getByRole('link', { name: 'Explorer', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.locator('#lessons-menu summary').click();
  await page.getByRole('button', { name: 'Make a lesson', exact: true }).click();
  const maker = page.getByRole('region', { name: 'Make a lesson' });
  await expect(maker).toBeVisible();
  await expect.poll(() => overlap(maker, page.locator('#graph'))).toBe(false);
  await expect.poll(() => overlap(maker, page.locator('#narration'))).toBe(false);
  // A built-in game: the maker takes the side cards' column.
  await page.getByRole('button', { name: 'Nim 1,1' }).click();
  await expect(page.locator('#editor-panel')).toBeHidden();
  await expect.poll(() => overlap(maker, page.locator('#graph'))).toBe(false);
  await expect.poll(() => inWindow(page.locator('#narration'))).toBe(true);
});

test('a lesson link shows no Welcome; the Lessons menu closes on a followed link; the embed note', async ({ page }) => {
  await openHash(page, '#lesson=dfs');
  await expect(page.locator('#app')).toHaveAttribute('data-lesson', 'dfs');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeHidden();
  // Unseen still: a plain visit offers it.
  expect(await page.evaluate(() => localStorage.getItem('gamegraph.tour'))).toBeNull();

  const menu = page.locator('#lessons-menu');
  await menu.locator('summary').click();
  await expect(menu).toHaveAttribute('open', '');
  await page.evaluate(() => (location.hash = '#lesson=retrograde'));
  await expect(page.locator('#app')).toHaveAttribute('data-lesson', 'retrograde');
  await expect(menu).not.toHaveAttribute('open');
  await menu.locator('summary').click();
  await page.goBack();
  await expect(page.locator('#app')).toHaveAttribute('data-lesson', 'dfs');
  await expect(menu).not.toHaveAttribute('open');

  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.locator('#embed-status')).toHaveText(/copied/);
  await expect(page.getByRole('textbox', { name: 'Embed code' })).toHaveValue(/<iframe /);
  await expect(page.locator('#embed-box')).toContainText("frame-ancestors 'self'");
  await expect(page.locator('#embed-box')).toContainText("FRAME_ANCESTORS='*' make run");
  await page.getByRole('button', { name: 'Close embed code' }).click();
  await expect(page.locator('#embed-box')).toBeHidden();

  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
});

test('Play on a Sequence game names the value best play makes, not a winner', async ({ page }) => {
  await openHash(page, '#game=sequence&n=3&seed=1&mode=play&as=paul&hints=on&rng=1');
  const status = page.locator('#play');
  await expect(status).toContainText(/This position: best play makes the value [+−]\d\.\d+ in 3 moves\./);
  await expect(page.locator('#play [data-move]').first()).toContainText(/ · made in 2 moves/);
  await expect(status).not.toContainText(/wins in/);
});
