// The drawing gets the room at 1280×800: the game picker above it is compact, the side cards sit
// beside it and fold away, and on load the default game (Nim 1,2,3) shows every position's name
// at 11 px or more with no two names overlapping. A big game's step controls stay above the fold.
import { test, expect, openHash, screenshot } from './fixtures.js';

/** At 1280×800 the graph box was 854×279 before the picker was made compact; it is about 854×392
 * now. */
const LEAST_GRAPH_HEIGHT = 360;

/** The graph box's size on screen: {width, height}. */
async function graphBox(page) {
  const box = await page.locator('#graph').boundingBox();
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

/** Every position's name shown in the drawing: [{text, px, box}] (px: its size on screen). */
function shownNames(page) {
  return page.locator('#graph svg.graph text.name').evaluateAll((texts) =>
    texts
      .filter((t) => getComputedStyle(t).display !== 'none' && getComputedStyle(t).visibility === 'visible')
      .map((t) => {
        const r = t.getBoundingClientRect();
        return {
          text: t.textContent,
          px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a,
          box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
        };
      })
      .filter((name) => name.box.right > name.box.left),
  );
}

/** The pairs of names whose boxes overlap: ["a / b"]. */
function overlapping(names) {
  const pairs = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [names[i].box, names[j].box];
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        pairs.push(`${names[i].text} / ${names[j].text}`);
    }
  }
  return pairs;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('Nim 1,2,3 at 1280×800: a tall drawing with all 40 names legible and apart', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3');
  const { height } = await graphBox(page);
  expect(height).toBeGreaterThanOrEqual(LEAST_GRAPH_HEIGHT);
  // The camera glides to its first frame: the names are read once it has settled.
  await expect.poll(async () => (await shownNames(page)).length).toBe(40);
  const names = await shownNames(page);
  for (const { text, px } of names) expect(px, `"${text}" is ${px.toFixed(1)} px`).toBeGreaterThanOrEqual(10.99);
  expect(overlapping(names)).toEqual([]);
  // The whole drawing is on screen, under the picker, with the step controls.
  const box = await page.locator('#graph').boundingBox();
  expect(box.y + box.height).toBeLessThanOrEqual(800);
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeInViewport();
  await screenshot(page, 'room-nim-1280');
});

test("tic-tac-toe's step controls and sentence are above the fold, the neighbourhood under them", async ({ page }) => {
  await openHash(page, '#game=tictactoe');
  await expect(page.locator('#app')).toHaveAttribute('data-drawn', '5478');
  expect((await graphBox(page)).height).toBeGreaterThanOrEqual(LEAST_GRAPH_HEIGHT);
  for (const name of ['Play', 'Step forward', 'Jump to end'])
    await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  const controls = await page.getByRole('group', { name: 'Step through the search' }).boundingBox();
  const neighbourhood = await page.locator('#neighbourhood').boundingBox();
  if (neighbourhood) expect(neighbourhood.y).toBeGreaterThan(controls.y);
});

test('a side card folds and unfolds by keyboard, and stays folded over a step and a reload', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3');
  const hide = page.getByRole('button', { name: 'Hide pseudocode' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#pseudocode')).toBeVisible();
  await hide.focus();
  await page.keyboard.press('Enter');
  const show = page.getByRole('button', { name: 'Show pseudocode' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#pseudocode')).toBeHidden();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', '1');
  await expect(page.locator('#pseudocode')).toBeHidden();
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#pseudocode')).toBeHidden();
  // The other cards are as they were.
  await expect(page.locator('#stack')).toBeVisible();
  await show.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Hide pseudocode' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#pseudocode')).toBeVisible();
});

test('putting the side cards away gives the drawing their width, kept over a step', async ({ page }) => {
  await openHash(page, '#game=tictactoe');
  await expect(page.locator('#app')).toHaveAttribute('data-drawn', '5478');
  const before = await graphBox(page);
  await page.getByRole('button', { name: 'Hide side cards' }).click();
  await expect(page.locator('#board-card')).toBeHidden();
  await expect(page.locator('#stack')).toBeHidden();
  await expect.poll(async () => (await graphBox(page)).width).toBeGreaterThan(before.width + 200);
  expect((await graphBox(page)).height).toBeGreaterThanOrEqual(before.height);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', '1');
  const show = page.getByRole('button', { name: 'Show side cards' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  expect((await graphBox(page)).width).toBeGreaterThan(before.width + 200);
  await screenshot(page, 'room-cards-away-1280');
  await show.click();
  await expect(page.locator('#stack')).toBeVisible();
  await expect.poll(async () => (await graphBox(page)).width).toBe(before.width);
});

test('on a 375-px phone the cards fold under the drawing, each within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHash(page, '#game=nim&piles=1,2,3');
  // The whole column is put away only beside a wide drawing.
  await expect(page.getByRole('button', { name: 'Hide side cards' })).toBeHidden();
  await page.getByRole('button', { name: 'Hide board' }).click();
  await expect(page.locator('#board-card')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show board' })).toBeVisible();
  const widths = await page
    .locator('.side .card')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
  for (const right of widths) expect(right).toBeLessThanOrEqual(375);
});
