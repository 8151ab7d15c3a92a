// Projector mode (Present, present=1) and embed mode (embed=1, "Copy embed code"): the sizes a
// projector and a course page's iframe need, stepping with keys or the embedded controls, the
// snippet reopening the same view, and an embedded page keeping nothing in the browser.
import { test, expect, openHash, openCustom } from './fixtures.js';

const NIM = '#game=nim&piles=1,2&alg=dfs&step=3';

/** The screen size (px) of the name of a drawn position that is shown, or 0. */
function shownNameSize(page) {
  return page.locator('.graph .node .name').evaluateAll((names) =>
    Math.max(
      0,
      ...names
        .filter((n) => getComputedStyle(n).visibility === 'visible' && n.getBoundingClientRect().width > 0)
        .map((n) => parseFloat(getComputedStyle(n).fontSize) * n.getScreenCTM().a),
    ),
  );
}

/** Whether a locator's box lies inside the viewport. */
async function inViewport(page, locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return box != null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width;
}

test('projector at 1920×1080: large sentence and names, side cards on C only, keys step, Esc gives the page back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openHash(page, NIM);
  const app = page.locator('#app');
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(app).toHaveAttribute('data-present', 'true');
  await expect(page.locator('.present-keys')).toBeVisible();
  await expect(page.locator('.side')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeHidden();
  const sentence = page.locator('#narration');
  expect(await sentence.evaluate((n) => parseFloat(getComputedStyle(n).fontSize))).toBeGreaterThanOrEqual(28);
  await expect.poll(() => shownNameSize(page)).toBeGreaterThanOrEqual(16);
  expect(await inViewport(page, sentence)).toBe(true);
  expect(page.url()).toContain('present=1');
  // Keys only: the arrows and a clicker's Page Down step; C shows the side cards.
  await page.keyboard.press('ArrowRight');
  await expect(app).toHaveAttribute('data-step', '4');
  await page.keyboard.press('PageDown');
  await expect(app).toHaveAttribute('data-step', '5');
  await page.keyboard.press('c');
  await expect(page.locator('.side')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(app).not.toHaveAttribute('data-present', 'true');
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await expect(page.locator('.side')).toBeVisible();
  await expect.poll(() => page.url()).not.toContain('present=1');
  await expect(app).toHaveAttribute('data-step', '5');
  // From a link: the window is filled, no gesture needed.
  await openHash(page, `${NIM}&present=1`);
  await expect(app).toHaveAttribute('data-present', 'true');
  expect(await inViewport(page, sentence)).toBe(true);
});

test('embedded at 640×400: only the drawing, the controls and the sentence, stepping works', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await openHash(page, `${NIM}&embed=1`);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-embed', 'true');
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeHidden();
  await expect(page.locator('.chooser')).toBeHidden();
  await expect(page.locator('.side')).toBeHidden();
  const forward = page.getByRole('button', { name: 'Step forward' });
  for (const part of [forward, page.getByRole('button', { name: 'Step back' }), page.locator('#narration')])
    expect(await inViewport(page, part)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
  const before = await page.locator('#narration').textContent();
  await forward.click();
  await expect(app).toHaveAttribute('data-step', '4');
  await expect(page.locator('#narration')).not.toHaveText(before ?? '');
});

test('"Copy embed code" gives an iframe whose src reopens the same view embedded', async ({ page, browser }) => {
  await openHash(page, NIM);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', '4');
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.locator('#embed-status')).toHaveText(/copied/);
  const code = await page.evaluate(() => navigator.clipboard.readText());
  const frame = await page.evaluate((html) => {
    const f = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
    return f && { src: f.getAttribute('src'), width: f.width, height: f.height, title: f.title };
  }, code);
  expect(frame).toMatchObject({ width: '640', height: '400' });
  expect(frame.title).toContain('Nim');
  expect(frame.src).toContain('embed=1');
  const embedded = await browser.newPage({ viewport: { width: 640, height: 400 } });
  await embedded.goto(frame.src);
  const app = embedded.locator('#app');
  await expect(app).toHaveAttribute('data-embed', 'true');
  await expect(app).toHaveAttribute('data-state', 'ready');
  await expect(app).toHaveAttribute('data-step', '4');
  await expect(embedded.locator('#title')).toHaveText(await page.locator('#title').textContent());
  await embedded.close();
});

test('an embedded custom game writes nothing to local, session storage or IndexedDB', async ({ page, browser }) => {
  await openCustom(page);
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => page.url()).toContain('text=');
  const hash = new URL(page.url()).hash;
  // A browser that has never seen the page: whatever it holds afterwards, the page wrote.
  const context = await browser.newContext({ viewport: { width: 640, height: 400 } });
  const embedded = await context.newPage();
  await embedded.goto(`/${hash}&embed=1`);
  const app = embedded.locator('#app');
  await expect(app).toHaveAttribute('data-state', 'ready');
  await expect(app).toHaveAttribute('data-embed', 'true');
  await embedded.getByRole('button', { name: 'Step forward' }).click();
  await expect(app).toHaveAttribute('data-step', '1');
  // Going away is when an edit would be left behind.
  await embedded.reload();
  await expect(app).toHaveAttribute('data-state', 'ready');
  const kept = await embedded.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));
  expect(kept).toEqual({ local: 0, session: 0, databases: [] });
  await context.close();
});
