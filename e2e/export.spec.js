// Export: the drawing as SVG and PNG, the game as text and as Graphviz DOT, each a real download
// checked for what it holds; the menu offers only what can be made, and says why the rest is not
// there (a game shown as a summary has no drawing to export).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { test, expect, openHash, openCustom, typeGame, cli } from './fixtures.js';

async function exportAs(page, item) {
  await page.getByText('Export', { exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: item }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test('Nim 1,2,3: the drawing as SVG and PNG, the game as text and DOT', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3&first=paul&alg=dfs&step=12');
  const names = await page.locator('[data-position]').evaluateAll((nodes) => nodes.map((n) => n.dataset.position));
  expect(names.length).toBeGreaterThan(10);

  const svg = await exportAs(page, 'Drawing as SVG');
  expect(svg.name).toBe('nim-with-piles-1-2-3-paul-moves-first.svg');
  const text = svg.bytes.toString('utf8');
  expect(text).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(text).toMatch(/viewBox="[-\d. ]+"/);
  for (const name of names) expect(text).toContain(`data-position="${name}"`);
  // Styles baked in as presentation attributes (the page's stylesheet does not travel with it).
  expect(text).toMatch(/<path[^>]* fill="[^"]+"/);
  expect(text).not.toMatch(/ style="/);
  expect(text.length).toBeLessThan(200_000);

  const png = await exportAs(page, 'Drawing as PNG');
  expect(png.name).toMatch(/^nim-with-piles-1-2-3.*\.png$/);
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  const width = png.bytes.readUInt32BE(16);
  const height = png.bytes.readUInt32BE(20);
  expect(width).toBeGreaterThan(200);
  expect(height).toBeGreaterThan(200);
  mkdirSync('test-results/screens', { recursive: true });
  writeFileSync('test-results/screens/export-nim-1-2-3.png', png.bytes);

  const game = await exportAs(page, 'Game as text');
  expect(game.name).toMatch(/^nim-with-piles-1-2-3.*\.txt$/);
  const preset = cli(['preset', 'nim', '1,2,3']);
  // The same game: the CLI solves the exported text to the same table as the preset.
  expect(cli(['solve', '-'], game.bytes.toString('utf8'))).toBe(cli(['solve', '-'], preset));

  const dot = (await exportAs(page, 'Game as Graphviz DOT')).bytes.toString('utf8');
  expect(dot).toMatch(/^\/\/ Nim with piles 1,2,3 — Paul moves first\ndigraph game \{/);
  for (const name of names) expect(dot).toContain(`"${name}" [`);
  // One edge per move of the preset text (`NAME max : A B C`), plus the arrow to the start.
  const moves = preset.split('\n').reduce((sum, line) => sum + (line.includes(' : ') ? line.split(' : ')[1].trim().split(/\s+/).length : 0), 0);
  expect((dot.match(/ -> /g) ?? []).length).toBe(moves + 1);
});

test('a game shown as a summary: no drawing offered, said in words; its text still exports', async ({ page }) => {
  // Alpha-beta unfolds tic-tac-toe into a tree too big to draw: the solved summary.
  await openHash(page, '#game=tictactoe&board=.........&alg=alphabeta');
  await page.getByText('Export', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Drawing as SVG' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drawing as PNG' })).toBeHidden();
  await expect(page.locator('.menu-note')).toContainText('There is no drawing to export');
  await page.keyboard.press('Escape');
  const game = await exportAs(page, 'Game as text');
  expect(game.bytes.toString('utf8').split('\n').length).toBeGreaterThan(5000);
});

test('compare mode: both drawings in one SVG, side by side, each under its algorithm', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&compare=dfs,retrograde&step=5');
  await expect(page.locator('[data-pane="retrograde"] [data-position]').first()).toBeVisible();
  const names = await page.locator('[data-pane="dfs"] [data-position]').evaluateAll((nodes) => nodes.map((n) => n.dataset.position));
  const svg = (await exportAs(page, 'Drawing as SVG')).bytes.toString('utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+"/);
  expect(svg.match(/<svg x="\d+" y="\d+"/g)).toHaveLength(2);
  expect(svg).toContain('>DFS minimax</text>');
  expect(svg).toContain('>Retrograde analysis</text>');
  for (const name of names) expect(svg.split(`data-position="${name}"`).length - 1).toBe(2);
  const png = await exportAs(page, 'Drawing as PNG');
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  await expect(page.locator('#notice')).toBeHidden();
});

test('a custom text that is not a game yet: saved as typed, no drawing or DOT, said why', async ({ page }) => {
  await openCustom(page);
  const typed = 'A max : B\nB = x\n';
  await typeGame(page, typed);
  await expect(page.locator('#editor-errors')).toContainText('line 2');
  const game = await exportAs(page, 'Game as text');
  // The name "Save as file" gives the same text: from its first position.
  expect(game.name).toBe('game-A.txt');
  expect(game.bytes.toString('utf8')).toBe(typed);
  await page.getByText('Export', { exact: true }).click();
  for (const name of ['Drawing as SVG', 'Drawing as PNG', 'Game as Graphviz DOT'])
    await expect(page.getByRole('button', { name })).toBeHidden();
  await expect(page.locator('.menu-note')).toHaveText(
    'There is no drawing to export: the text is not a game yet (its errors are marked in the editor). No Graphviz DOT: the text is not a game yet (its errors are marked in the editor).',
  );
});
