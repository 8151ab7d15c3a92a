// The Play, Practice and Draw tabs (issue 9) open the game on screen: a custom text as typed,
// even one that is not a game yet (nothing typed is lost by changing mode), and the algorithm
// the explorer shows (retrograde analysis for a game with a cycle, not the DFS of the link).
import { test, expect, gameText, typeGame, openHash } from './fixtures.js';
import { randomDag } from '../scripts/lib/random-dag.mjs';
import { packText } from '../www/link/compress.js';

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

test('a long custom text: the tabs make their links when used, and lead to that text', async ({ page }) => {
  // 4,000 positions, about 100 KB: its three tab links are not built while the game is shown.
  const text = randomDag(4000);
  await openHash(page, `#game=custom&text=${packText(text)}&alg=dfs&step=0`);
  const app = page.locator('#app');
  // Drawn whole (www/drawing/canvas/): past 300 positions, no SVG.
  await expect(app).toHaveAttribute('data-drawn', /^\d+$/);
  const draw = page.locator('#tab-draw');
  await expect(draw).toHaveAttribute('href', '#game=custom&mode=draw');
  await draw.focus();
  await expect(draw).toHaveAttribute('href', /^#game=custom&text=[^&]{1000,}.*&mode=draw$/);
  await expect(page.locator('#tab-practice')).toHaveAttribute('href', '#game=custom&mode=practice');
  // In the lab, the Explorer tab leads back to the same game (its link made on the click).
  await page.locator('#tab-lab').click();
  const explorer = page.locator('#tab-explorer');
  await expect(explorer).toHaveAttribute('href', '#game=custom');
  await explorer.dispatchEvent('click');
  await expect(app).toHaveAttribute('data-view', 'explorer');
  await expect(page).toHaveURL(/text=[^&]{1000,}/);
  await expect(app).toHaveAttribute('data-drawn', /^\d+$/);
  // A click alone (no press or focus before it, as assistive technology may send one) still
  // follows the whole link.
  await expect(page.locator('#tab-play')).toHaveAttribute('href', '#game=custom&mode=play');
  await page.locator('#tab-play').dispatchEvent('click');
  await expect(app).toHaveAttribute('data-mode', 'play');
  await expect(page).toHaveURL(/text=[^&]{1000,}/);
  // The game of the text (the computer may already have answered from p0).
  await expect(app).toHaveAttribute('data-current', /^p\d+$/);
  // Its first lines in the editor (CodeMirror draws the lines in view).
  await expect.poll(async () => (await gameText(page)).startsWith(text.split('\n').slice(0, 10).join('\n'))).toBe(true);
});

test('the Explorer tab, pressed while the explorer is shown, keeps the game and the step shown', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&mode=play');
  await page.locator('#tab-explorer').click();
  await expect(page).toHaveURL(/game=nim&piles=1,2&/);
  // Another game chosen in the explorer, and a few steps taken.
  await page.getByRole('button', { name: 'Nim 1,2,3' }).click();
  await expect(page).toHaveURL(/piles=1,2,3/);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-state', 'ready');
  for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(app).toHaveAttribute('data-step', '3');
  await page.locator('#tab-explorer').click();
  await page.waitForTimeout(300); // a navigation would start at once
  await expect(page).toHaveURL(/piles=1,2,3/);
  await expect(app).toHaveAttribute('data-step', '3');
  await expect(page.locator('#tab-explorer')).toHaveAttribute('aria-current', 'page');
});
