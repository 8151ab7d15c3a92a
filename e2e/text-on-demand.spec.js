// A big built-in game's text on demand (issue 10): the worker keeps a long built-in text and the
// page asks for it in pieces only when the user wants it (Export → Game as text, Edit as text,
// Graphviz DOT's size check). Sequence n = 15 (65,535 positions) has a 3 MB text, over the
// 1 MiB the worker still sends with a load; the CLI's preset is the independent oracle.
import { readFileSync } from 'node:fs';
import { test, expect, openHash, cli, gameText } from './fixtures.js';

const HASH = '#game=sequence&n=15&seed=1&alg=dfs&step=0';
const PRESET = cli(['preset', 'sequence', '15', '--seed', '1']);

test('the text of a big built-in game exports whole, asked from the worker', async ({ page }) => {
  expect(PRESET.length).toBeGreaterThan(1024 * 1024);
  await openHash(page, HASH);
  await expect(page.locator('#summary')).toBeVisible();
  await page.getByText('Export', { exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Game as text' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  expect(readFileSync(await download.path(), 'utf8')).toBe(PRESET);
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#graph-status')).toBeHidden();
  // DOT is not offered, and the menu says the text is too big for a drawing (its length is known
  // without fetching it).
  await page.getByText('Export', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Game as Graphviz DOT' })).toBeHidden();
  await expect(page.locator('#export-menu .menu-note')).toContainText(`This game's text is ${(PRESET.length / 1e6).toFixed(1)} MB`);
});

test('Edit as text on a big built-in game puts its whole text in the editor', async ({ page }) => {
  await openHash(page, HASH);
  await page.getByRole('button', { name: 'Edit as text' }).click();
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('custom');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect.poll(() => gameText(page)).toContain(PRESET.split('\n')[0]);
  // The whole text: the custom game is the same game, every position of it.
  await expect(page.locator('#summary')).toContainText('65,535');
});
