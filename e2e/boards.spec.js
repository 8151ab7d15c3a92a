// Boards and the neighbourhood view (issue 9): tic-tac-toe from the empty board (5,478
// positions, too many to draw) walked by its successors with retrograde's values (the CLI);
// the explorer's board follows the search and a click on a drawn position shows its board;
// every built-in game's board on a 375-px phone without horizontal scroll.
import { test, expect, cli, openHash, screenshot } from './fixtures.js';

test('the neighbourhood of tic-tac-toe from the empty board: walk, back, values from retrograde', async ({ page }) => {
  const text = cli(['preset', 'tictactoe']);
  const solved = JSON.parse(cli(['solve', '--algorithm', 'retrograde', '--json', '-'], text));
  const byName = Object.fromEntries(solved.positions.map((p) => [p.name, p]));
  await openHash(page, '#game=tictactoe&board=.........&alg=dfs&step=0');
  const nb = page.locator('#neighbourhood');
  await expect(nb).toBeVisible();
  await expect(nb).toHaveAttribute('data-current', '.........');
  const successors = () =>
    nb.locator('[data-successor]').evaluateAll((nodes) => nodes.map((n) => ({ name: n.dataset.successor, value: n.dataset.value, outcome: n.dataset.outcome })));
  const first = await successors();
  expect(first.map((s) => s.name)).toEqual(['X........', '.X.......', '..X......', '...X.....', '....X....', '.....X...', '......X..', '.......X.', '........X']);
  for (const s of first) {
    expect(Number(s.value)).toBe(byName[s.name].value);
    expect(s.outcome).toBe(byName[s.name].outcome);
  }
  await nb.locator('[data-successor="X........"]').click();
  await expect(nb).toHaveAttribute('data-current', 'X........');
  // A click on the board walks too: O takes the top middle, a losing reply.
  await nb.locator('[data-board-move="XO......."]').click();
  await expect(nb).toHaveAttribute('data-current', 'XO.......');
  const next = await successors();
  expect(next.some((s) => s.outcome === 'paul')).toBe(true);
  for (const s of next) expect(s.outcome).toBe(byName[s.name].outcome);
  await expect(nb).toContainText('Paul wins in');
  await nb.getByRole('button', { name: 'Back' }).click();
  await expect(nb).toHaveAttribute('data-current', 'X........');
  await nb.getByRole('button', { name: '.........' }).click();
  await expect(nb).toHaveAttribute('data-current', '.........');
  await screenshot(page, 'neighbourhood-ttt');
});

test('the explorer shows the board of the position the search is at, and of a clicked position', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3&alg=dfs&step=0');
  const card = page.locator('#board-card');
  await expect(card.locator('[data-board="nim"]')).toBeVisible();
  await expect(card.locator('[data-board-of]')).toHaveAttribute('data-board-of', 'P1.2.3');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(card.locator('[data-board-of]')).not.toHaveAttribute('data-board-of', 'P1.2.3');
  await page.locator('#graph [data-position="C0.2.3"]').click();
  await expect(card.locator('[data-board-of]')).toHaveAttribute('data-board-of', 'C0.2.3');
  await expect(card.locator('.nim-row')).toHaveCount(3);
  // Play from the clicked position: Carole (the computer) answers at once, the user plays Paul.
  await card.getByRole('button', { name: 'Challenge the computer from here' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-mode', 'play');
  await expect(page).toHaveURL(/from=C0\.2\.3/);
  await expect(page.locator('.history-list li').first()).toContainText('C0.2.3');
  await expect(page.locator('#play [data-move]').first()).toBeEnabled();
});

test('the Sequence board beside the explorer lists the leaves below with their VALUEs, as the CLI has them', async ({ page }) => {
  const text = cli(['preset', 'sequence', '2', '--seed', '5']);
  const leaves = Object.fromEntries([...text.matchAll(/^([01]{2}) = (\S+)$/gm)].map(([, name, value]) => [name, Number(value)]));
  for (const alg of ['dfs', 'stack']) {
    await openHash(page, `#game=sequence&n=2&seed=5&alg=${alg}&step=0`);
    const list = page.locator('#board-card').getByRole('list', { name: 'Leaf values' });
    await expect(list.locator('li')).toHaveCount(4);
    for (const [name, value] of Object.entries(leaves)) {
      const shown = `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(3).replace(/0+$/, '')}`;
      await expect(list.locator('li', { hasText: name })).toHaveText(`${name} ${shown}`);
    }
  }
});

const BOARDS = [
  ['nim', '#game=nim&piles=3,5,7&first=paul&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=1'],
  ['tictactoe', '#game=tictactoe&board=.........&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=1'],
  ['chomp', '#game=chomp&rows=3&cols=4&first=paul&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=1'],
  ['catmouse', '#game=catmouse&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=1'],
  ['sequence', '#game=sequence&n=3&seed=1&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=1'],
];

test.describe('on a 375-px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const [kind, hash] of BOARDS) {
    test(`the ${kind} board fits and its moves can be played on it`, async ({ page }) => {
      await openHash(page, hash);
      const board = page.locator(`#play [data-board="${kind}"]`);
      await expect(board).toBeVisible();
      const before = await page.locator('#app').getAttribute('data-current');
      const cells = board.locator('[data-board-move]');
      expect(await cells.count()).toBeGreaterThan(0);
      const target = await cells.first().getAttribute('data-board-move');
      await expect(page.locator(`#play [data-move="${target}"]`)).toBeEnabled();
      await cells.first().click();
      await expect(page.locator('#app')).not.toHaveAttribute('data-current', before);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `board-375-${kind}`);
    });
  }
});
