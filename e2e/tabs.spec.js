// The Play, Practice and Draw tabs (issue 9) open the game on screen: a custom text as typed,
// even one that is not a game yet (nothing typed is lost by changing mode), and the algorithm
// the explorer shows (retrograde analysis for a game with a cycle, not the DFS of the link).
import { test, expect, gameText, typeGame, openHash } from './fixtures.js';

const CYCLE = 'start A\nA max : B C\nB min : D\nC min : D A\nD = 1\n';

test('the Practice and Play tabs take the algorithm shown and the text typed', async ({ page }) => {
  await openHash(page, '#game=custom&alg=dfs&step=0');
  await typeGame(page, CYCLE);
  const app = page.locator('#app');
  await expect(page).toHaveURL(/alg=retrograde/);
  await expect(app).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#tab-practice')).toHaveAttribute('href', /alg=retrograde/);
  await expect(page.locator('#tab-play')).toHaveAttribute('href', /alg=retrograde/);
  await page.locator('#tab-practice').click();
  await expect(app).toHaveAttribute('data-mode', 'practice');
  // Retrograde analysis asks about the cycle's game (DFS does not run on it).
  await expect(app).toHaveAttribute('data-asked', /^[A-D]$/);
  await expect.poll(async () => (await gameText(page)).trimEnd()).toBe(CYCLE.trimEnd());
});

test('a text that is not a game yet goes with the user to Draw and Play', async ({ page }) => {
  await openHash(page, '#game=custom&alg=dfs&step=0');
  const broken = 'start A\nA max : B\n';
  await typeGame(page, broken);
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByText('The text is not a game yet')).toBeVisible();
  await page.locator('#tab-draw').click();
  await expect(page.locator('#app')).toHaveAttribute('data-mode', 'draw');
  await expect.poll(async () => (await gameText(page)).trimEnd()).toBe(broken.trimEnd());
  await page.locator('#tab-explorer').click();
  await expect.poll(async () => (await gameText(page)).trimEnd()).toBe(broken.trimEnd());
  await page.locator('#tab-play').click();
  await expect.poll(async () => (await gameText(page)).trimEnd()).toBe(broken.trimEnd());
});

test('a game drawn goes with the user to Play, Practice and back to Draw', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.locator('#tab-draw').click();
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-mode', 'draw');
  const drawing = page.locator('[data-drawing]');
  await expect(drawing.locator('[data-position]')).toHaveCount(3);
  await expect(app).toHaveAttribute('data-state', 'ready');
  // A click on empty space adds D.
  await drawing.scrollIntoViewIfNeeded();
  const box = await drawing.boundingBox();
  await page.mouse.click(box.x + box.width - 80, box.y + box.height - 60);
  await expect(drawing.locator('[data-position="D"]')).toHaveCount(1);
  await expect.poll(async () => (await gameText(page)).match(/^D = 0$/m) != null).toBe(true);
  await expect(app).toHaveAttribute('data-state', 'ready');
  const drawn = await gameText(page);

  await page.locator('#tab-play').click();
  await expect(app).toHaveAttribute('data-mode', 'play');
  await expect(app).toHaveAttribute('data-current', 'A');
  await page.locator('#tab-practice').click();
  await expect(app).toHaveAttribute('data-mode', 'practice');
  await expect(app).toHaveAttribute('data-asked', /^[A-D]$/);
  await page.locator('#tab-draw').click();
  await expect(app).toHaveAttribute('data-mode', 'draw');
  await expect(drawing.locator('[data-position="D"]')).toHaveCount(1);
  expect(await gameText(page)).toBe(drawn);
});
