// Custom games: parsed as you type, errors at their line, kept in the link; cycles explained.
import { test, expect, openHash, positions, screenshot } from './fixtures.js';

test('a custom game with an error shows its line; fixing it draws the game', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  const editor = page.locator('#editor-text');
  await expect(editor).toBeVisible();
  await editor.fill('A max : B C\nB = 1\nC min : Nowhere\n');
  const errors = page.locator('#editor-errors');
  await expect(errors).toContainText('line 3');
  await expect(errors).toContainText('Nowhere');
  await expect(page.locator('#editor-gutter [data-line="3"]')).toHaveClass(/error/);
  await expect(page.locator('#editor-gutter [data-line="1"]')).not.toHaveClass(/error/);
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'custom-error');

  await editor.fill('A max : B C\nB = 1\nC min : D\nD = -2\n');
  await expect(errors).toBeHidden();
  await expect(page.locator('[data-position]')).toHaveCount(4);
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', await page.locator('#app').getAttribute('data-steps'));
  expect(await positions(page)).toEqual({
    A: { color: 'black', value: '1' },
    B: { color: 'black', value: '1' },
    C: { color: 'black', value: '-2' },
    D: { color: 'black', value: '-2' },
  });
});

test('the custom text lives in the link and in local storage', async ({ page, context }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  const text = '# mine\nRoot min : X Y\nX = 3\nY = 0.5\n';
  await page.locator('#editor-text').fill(text);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#game=custom&text=[A-Za-z0-9_-]+&alg=dfs&step=1$/);
  const link = await page.evaluate(() => location.href);

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(other.locator('#editor-text')).toHaveValue(text);
  await expect(other.locator('#app')).toHaveAttribute('data-step', '1');

  // Local storage: choosing "custom" again without a link brings the text back.
  const third = await context.newPage();
  await third.goto('/#game=nim&piles=1,1');
  await expect(third.locator('#app')).toHaveAttribute('data-state', 'ready');
  await third.getByLabel('Game', { exact: true }).selectOption('custom');
  await expect(third.locator('#editor-text')).toHaveValue(text);
});

test('a cycle is explained and solved by retrograde analysis', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  // B and C can alternate for ever: Carole at B prefers that endless draw (0) to Win (+1), Paul
  // at C prefers it to Lose (−1), so A is worth 0.
  await page.locator('#editor-text').fill('A max : B Lose\nB min : C Win\nC max : B Lose\nWin = 1\nLose = -1\n');
  const note = page.locator('#solved-note');
  // The sentence names the cycle in words (it was the engine's error message).
  await expect(note).toContainText('has a cycle (B → C → B)');
  await expect(note).toContainText('retrograde');
  // Retrograde analysis is the algorithm shown, animated from step 0; at its end A is a draw.
  await expect(page.locator('#app')).toHaveAttribute('data-alg', 'retrograde');
  await expect(page.getByLabel('Algorithm')).toHaveValue('retrograde');
  await expect(page.locator('[data-position="A"]')).toHaveAttribute('data-value', '');
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(page.locator('[data-position="A"]')).toHaveAttribute('data-value', '0');
  await expect(page.locator('[data-position="A"]')).toHaveAttribute('data-outcome', 'draw');
  await screenshot(page, 'custom-cycle');
});

test('a built-in game opens as text in the editor', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1&step=4');
  await page.getByRole('button', { name: 'Edit as text' }).click();
  const editor = page.locator('#editor-text');
  await expect(editor).toBeVisible();
  await expect(editor).toHaveValue(/^# Nim with piles 1,1/);
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('custom');
  // The same graph, at the same step.
  await expect(page.locator('#app')).toHaveAttribute('data-step', '4');
  await expect(page.locator('[data-position]')).toHaveCount(4);
});

test('loading an example keeps what the user typed, to restore', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  const editor = page.locator('#editor-text');
  const typed = '# my own game\nStart max : Left Right\nLeft = 2\nRight = -3\n';
  await editor.fill(typed);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  const examples = page.locator('#editor-examples');
  await examples.selectOption({ index: 1 });
  await expect(editor).not.toHaveValue(typed);
  await examples.selectOption('previous');
  await expect(editor).toHaveValue(typed);
  await expect(page.locator('[data-position]')).toHaveCount(3);
});
