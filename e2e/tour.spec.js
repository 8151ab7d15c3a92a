// The guided start: a first visit is welcomed by a non-modal card (nothing covered, no focus
// taken), whose tour (driver.js) shows its first stop; Skip is remembered across a reload; the
// header's Tour button opens the card again. And the page says beside the algorithm picker why it
// shows retrograde analysis when the algorithm asked for cannot solve the game.
import { test, expect, openHash } from './fixtures.js';

test('a first visit is welcomed; Skip is remembered; Tour opens the Welcome again and its tour starts', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome).toBeVisible();
  // Non-modal and not in the way: the focus stays on the page, the step buttons work at once.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', '1');
  await expect(welcome).toBeVisible();

  await welcome.getByRole('button', { name: 'Skip' }).click();
  await expect(welcome).toBeHidden();
  // A step is written into the address after a pause: the reload waits for it, so that the page
  // reloads on step 1 (which the tour's → below must leave as it is).
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('step=1');
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(welcome).toBeHidden();

  // Asked for, the Welcome takes the focus; Escape closes it.
  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Start the tour' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  await welcome.getByRole('button', { name: 'Start the tour' }).click();
  const stop = page.locator('.driver-popover');
  await expect(stop).toBeVisible();
  await expect(stop).toContainText('The game as a graph');
  await expect(stop).toContainText('Stop 1 of 7');
  // The explorer's keys wait while the tour is on: → goes to the next stop, not the next step.
  await page.keyboard.press('ArrowRight');
  await expect(stop).toContainText('What am I looking at?');
  await expect(page.locator('#app')).toHaveAttribute('data-step', '1');
  await page.keyboard.press('Escape');
  await expect(stop).toBeHidden();
});

test('the legend is one click from the drawing', async ({ page }) => {
  // An embedded view welcomes nobody (a first visit all the same).
  await openHash(page, '#game=nim&piles=1,1&alg=retrograde&embed=1');
  await expect(page.locator('#welcome')).toBeHidden();
  // The page boots again for the next link (a new hash alone would not).
  await page.goto('about:blank');
  await openHash(page, '#game=nim&piles=1,1&alg=retrograde');
  await expect(page.getByRole('dialog', { name: /Welcome/ })).toBeVisible();
  const button = page.getByRole('button', { name: 'What am I looking at?' });
  await button.click();
  const panel = page.getByRole('region', { name: 'What am I looking at?' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Paul moves (max): up-triangle');
  // The legend speaks for the algorithm shown (the store's subscriber wrote it).
  await expect(panel.locator('#legend-edge-tree')).toContainText('a move examined backwards');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Back in its card beside the drawing.
  await expect(page.locator('.side section.legend')).toHaveCount(1);
});

test('cat and mouse asked with DFS says beside the picker why retrograde analysis is shown', async ({ page }) => {
  // A link keeps its algorithm: the note under the picker says why DFS cannot, and whose values are drawn.
  await openHash(page, '#game=catmouse&board=M../.%23./C.H&alg=dfs');
  const note = page.locator('#alg-note');
  await expect(note).toContainText('has a cycle');
  await expect(note).toContainText("The values drawn are retrograde analysis's solution");
  await expect(page.locator('#narration')).toContainText('Solved by retrograde analysis');
  // Chosen on the page with DFS shown, cat and mouse switches to retrograde analysis, said in
  // one sentence in the picker's row.
  await openHash(page, '#game=nim&piles=1,1&alg=dfs');
  await page.getByRole('button', { name: /Cat and mouse 3×3/ }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-alg', 'retrograde');
  const switched = page.locator('.alg-row #alg-switched');
  await expect(switched).toHaveText('Switched to retrograde analysis: DFS minimax cannot solve a game with a cycle.');
  // A game without a cycle brings DFS back, and says so.
  await page.getByRole('button', { name: 'Nim 1,1' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-alg', 'dfs');
  await expect(switched).toHaveText('Back to DFS minimax: this game has no cycle.');
});
