// Finding one's way in a drawing: "Find a position" centres a named position and makes it the
// focus, in a whole (canvas) drawing and a small SVG one; a name no position has is said to be
// unknown; hovering tells a position's name, mover, value and outcome; the labels drawn on the
// canvas (the view's data-label-boxes) never overlap and none is under 11 px, far out and close
// in; Export offers only what it can make; the phone layout keeps the field without scrolling
// sideways.
import { test, expect, openHash } from './fixtures.js';

/** The label boxes the whole view says it drew: [{x, y, width, height, font}]. */
async function labelBoxes(page) {
  const text = await page.locator('.whole-view').getAttribute('data-label-boxes');
  return (text ? text.split(';') : []).map((box) => {
    const [x, y, width, height, font] = box.split(',').map(Number);
    return { x, y, width, height, font };
  });
}

function expectLegible(boxes) {
  for (const box of boxes) expect(box.font).toBeGreaterThanOrEqual(11);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `labels ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
    }
  }
}

test('tic-tac-toe drawn whole: find a position by name, hover it, labels legible, PNG but no SVG export', async ({ page }) => {
  await page.goto('/#game=tictactoe&alg=dfs&step=0');
  const app = page.locator('#app');
  // 5,478 positions traced and laid out: a shared test machine may take its time.
  await expect(app).toHaveAttribute('data-state', 'ready', { timeout: 60000 });
  await expect(app).toHaveAttribute('data-drawn', '5478');
  // Far out: the start is labelled (it must be), and whatever else is drawn is legible.
  await expect.poll(async () => (await labelBoxes(page)).length).toBeGreaterThan(0);
  expectLegible(await labelBoxes(page));
  const find = page.getByLabel('Find a position');
  await find.fill('zzz');
  await find.press('Enter');
  await expect(page.locator('#position-line')).toContainText('No position of this game is called “zzz”');
  await find.fill('XO.X.....');
  await find.press('Enter');
  const found = page.locator('[data-position="XO.X....."]');
  await expect(found).toHaveAttribute('data-focus', 'true');
  await expect(page.locator('[data-focus="true"]')).toHaveCount(1);
  await expect(page.locator('#position-line')).toContainText('Found XO.X.....: Carole (min) moves');
  await expect(page.locator('[data-board-of="XO.X....."]')).toContainText('the position you found');
  // Centred in the drawing's box.
  const box = await page.locator('#graph').boundingBox();
  await expect
    .poll(async () => {
      const mark = await found.boundingBox();
      return Math.hypot(mark.x + mark.width / 2 - (box.x + box.width / 2), mark.y + mark.height / 2 - (box.y + box.height / 2));
    })
    .toBeLessThan(4);
  // Close in: names and values drawn, still legible.
  await expect.poll(async () => (await labelBoxes(page)).length).toBeGreaterThan(1);
  expectLegible(await labelBoxes(page));
  await page.locator('[data-position=".........."], [data-start="true"]').first().hover({ force: true });
  await found.hover();
  await expect(page.locator('#position-line')).toContainText('XO.X.....: Carole (min) moves, value not known yet');
  // Export: the PNG of what is seen; no SVG of 5,478 positions.
  await page.getByText('Export', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Drawing as PNG' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drawing as SVG' })).toBeHidden();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Drawing as PNG' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
});

test('Nim 1,2,3 (SVG): find a position focuses it; both exports offered; phone keeps the field', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3&alg=dfs&step=3');
  const find = page.getByLabel('Find a position');
  await find.fill('C1.1.');
  await expect(page.locator('#find-position-names option')).toHaveCount(3);
  await find.fill('C1.1.3');
  await find.press('Enter');
  await expect(page.locator('[data-position="C1.1.3"]')).toHaveAttribute('data-focus', 'true');
  await expect(page.locator('[data-focus="true"]')).toHaveCount(1);
  // The next step gives the focus back to the search.
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('[data-position="C1.1.3"]')).not.toHaveAttribute('data-focus', 'true');
  await page.getByText('Export', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Drawing as SVG' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drawing as PNG' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(find).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
