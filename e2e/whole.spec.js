// Games too big for the SVG drawing are drawn whole on canvases (www/drawing/canvas/): tic-tac-toe
// from the empty board, all 5,478 positions, animated by DFS to its last step (every position
// black, the start's value the CLI's), with the start and the focus as [data-position] elements.
import { test, expect, cli, openHash } from './fixtures.js';

test('tic-tac-toe drawn whole: DFS to the end colours every position black, the value is the CLI’s', async ({ page }) => {
  const text = cli(['preset', 'tictactoe']);
  const solved = JSON.parse(cli(['solve', '--json', '-'], text));
  await openHash(page, '#game=tictactoe&alg=dfs&step=0');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-drawn', '5478');
  await expect(app).toHaveAttribute('data-count-white', '5478');
  // Three layers (moves, marks, overlay) and the minimap.
  await expect(page.locator('.whole-view canvas[aria-hidden="true"]')).toHaveCount(3);
  await expect(page.getByRole('img', { name: /^Minimap/ })).toBeVisible();
  const start = page.locator(`[data-position="${solved.start}"]`);
  await expect(start).toHaveAttribute('data-color', 'white');
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(app).toHaveAttribute('data-step', await app.getAttribute('data-steps'));
  await expect(app).toHaveAttribute('data-count-black', '5478');
  await expect(app).toHaveAttribute('data-count-white', '0');
  await expect(start).toHaveAttribute('data-value', String(solved.value));
  await expect(start).toHaveAttribute('data-focus', 'true');
  await expect(start).toHaveAttribute('data-outcome', 'draw');
  // Outcomes counted at the end are the CLI's values' signs.
  const signs = { paul: 0, carole: 0, draw: 0 };
  for (const p of solved.positions) signs[p.value > 0 ? 'paul' : p.value < 0 ? 'carole' : 'draw'] += 1;
  for (const [who, n] of Object.entries(signs)) await expect(app).toHaveAttribute(`data-count-${who}`, String(n));
});

const MAZE = 'M............/............./............./....##......./............./............./........#..../............./............./............./............./C...........H';

test('cat and mouse on a 13×12 board drawn whole: retrograde outcomes counted as the CLI’s; DFS says why not', async ({ page }) => {
  const text = cli(['preset', 'catmouse', MAZE]);
  const solved = JSON.parse(cli(['solve', '--algorithm', 'retrograde', '--json', '-'], text));
  const board = encodeURIComponent(MAZE);
  await openHash(page, `#game=catmouse&board=${board}&alg=retrograde&step=0`);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-drawn', String(solved.positions.length));
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(app).toHaveAttribute('data-step', await app.getAttribute('data-steps'));
  const outcomes = { paul: 0, carole: 0, draw: 0 };
  for (const p of solved.positions) outcomes[p.outcome] += 1;
  for (const [who, n] of Object.entries(outcomes)) await expect(app).toHaveAttribute(`data-count-${who}`, String(n));
  await expect(page.locator(`[data-position="${solved.start}"]`)).toHaveAttribute('data-outcome', solved.outcome);
  // DFS does not apply to a game with cycles: the sentence says so, not a size limit.
  await openHash(page, `#game=catmouse&board=${board}&alg=dfs&step=0`);
  await expect(page.locator('#summary')).toContainText('needs every successor finished');
  await expect(page.locator('#summary')).not.toContainText('too many');
});
