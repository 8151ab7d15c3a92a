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
  await expect(page.locator('.whole-view canvas')).toHaveCount(3);
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
