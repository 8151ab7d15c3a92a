// The Sequence game with Carole first, in the explorer and the lab, against `gamegraph … --first
// carole`; the lab's legends show values without hover; answers 3 and 4 speak of the largest n
// run whatever n the histogram shows.
import { readFileSync } from 'node:fs';
import { test, expect, cli, openHash } from './fixtures.js';

test('the explorer plays the Sequence game with Carole first as gamegraph does', async ({ page }) => {
  const solved = JSON.parse(cli(['solve', '--json'], cli(['preset', 'sequence', '3', '--seed', '4', '--first', 'carole'])));
  await openHash(page, '#game=sequence&n=3&seed=4&alg=dfs&step=0');
  await page.getByLabel('first', { exact: true }).selectOption('carole');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('first=carole');
  // Solved to the end, the start's VALUE is the command line's, and Carole moves there.
  const start = page.locator('#graph [data-position="e"]');
  await expect(start).toHaveAttribute('data-player', /carole|min/);
  // Keys are for a game that has loaded (a key pressed while it loads is not kept).
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await page.locator('body').press('End');
  await expect(start).toHaveAttribute('data-value', String(solved.value));
  // The link reopens the same game.
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await page.locator('body').press('End');
  await expect(page.locator('#graph [data-position="e"]')).toHaveAttribute('data-value', String(solved.value));
});

test('the lab with Carole first: the CSV of gamegraph simulate --first carole, legends and answers', async ({ page }) => {
  await page.goto('/#lab&n=1..6&runs=40&seed=11&leaves=uniform&method=alphabeta&first=carole');
  const lab = page.locator('#lab');
  await expect(lab).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(page.getByLabel('First move')).toHaveValue('carole');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toContain('-carole-first');
  const args = ['simulate', '--n', '1..6', '--runs', '40', '--seed', '11', '--method', 'alphabeta', '--first', 'carole'];
  expect(readFileSync(await download.path(), 'utf8')).toBe(cli(args));
  // Carole first: Paul moves last at even n.
  await expect(page.locator('[data-answer="last"]')).toContainText('For even n Paul moves last');
  // Without hover every legend value shown is a number (the last one), not "—".
  const values = page.locator('#lab-plot-mean .u-legend tr.u-series:not(.lab-data-only) .u-value');
  await expect(values.first()).toHaveText(/\d/);
  expect((await values.allTextContents()).filter((v) => v.trim() === '—')).toEqual([]);
  // The histogram shows n = 2; answers 3 and 4 stay on the largest n run unless picked.
  await page.getByLabel('Histogram and CDF for n =').selectOption('2');
  await expect(page.getByRole('region', { name: /^Histogram of VALUE/ }).locator('.lab-caption')).toContainText('n = 2:');
  await expect(page.locator('[data-answer="variance"]')).toContainText('At n = 6,');
  await page.getByLabel('Answers 3 and 4 for n =').selectOption('3');
  await expect(page.locator('[data-answer="variance"]')).toContainText('At n = 3,');
});
