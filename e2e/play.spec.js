// Play against perfect play (issue 9): full tic-tac-toe games (the user never wins; following
// the hints draws), cat and mouse as Carole with hints equal to retrograde analysis (the CLI),
// undo/redo and the link, the neighbourhood view of tic-tac-toe from the empty board, boards on
// a 375-px phone. The page's contract: #app data-mode, data-current, data-result; each legal
// move an enabled [data-move] (with hints: data-move-value, data-move-outcome).
import { test, expect, cli, openHash, screenshot } from './fixtures.js';
import { formatHash } from '../www/link/link.js';
import { packText } from '../www/link/compress.js';

const TTT = '#game=tictactoe&board=.........&alg=dfs&step=0&mode=play';

/** The user's legal moves now: [{name, value, outcome}]. */
async function moves(page) {
  return page.locator('#play [data-move]').evaluateAll((nodes) =>
    nodes.map((n) => ({ name: n.dataset.move, value: n.dataset.moveValue, outcome: n.dataset.moveOutcome, enabled: !n.disabled })),
  );
}

/** Plays until the game is over, choosing with pick(moves, turn); returns data-result. */
async function playOut(page, pick) {
  const app = page.locator('#app');
  for (let turn = 0; turn < 10; turn += 1) {
    if ((await app.getAttribute('data-result')) != null) break;
    const now = await moves(page);
    expect(now.length).toBeGreaterThan(0);
    expect(now.every((m) => m.enabled)).toBe(true);
    const before = await app.getAttribute('data-current');
    await page.locator(`#play [data-move="${pick(now, turn).name}"]`).click();
    await expect(app).not.toHaveAttribute('data-current', before);
  }
  return app.getAttribute('data-result');
}

test('tic-tac-toe as Paul: following the hints draws, random moves never win', async ({ page }) => {
  await openHash(page, `${TTT}&as=paul&hints=on&rng=5`);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-mode', 'play');
  await expect(app).toHaveAttribute('data-current', '.........');
  const first = await moves(page);
  expect(first).toHaveLength(9);
  expect(first.every((m) => m.outcome === 'draw' && m.value === '0')).toBe(true);
  // Following the hints: a move that keeps the best outcome for Paul (draws are all he has).
  expect(await playOut(page, (m) => m.find((x) => x.outcome === 'paul') ?? m.find((x) => x.outcome === 'draw'))).toBe('draw');
  await screenshot(page, 'play-ttt-draw');

  for (const rng of ['1', '2', '3']) {
    await openHash(page, `${TTT}&as=paul&hints=on&rng=${rng}`);
    let k = Number(rng);
    const result = await playOut(page, (m) => m[(k = (k * 7 + 3) % 11) % m.length]);
    expect(['carole', 'draw']).toContain(result);
  }
});

test('tic-tac-toe as Carole with hints off: the computer opens, the user never wins', async ({ page }) => {
  await openHash(page, `${TTT}&as=carole&hints=off&rng=9`);
  const app = page.locator('#app');
  await expect(app).not.toHaveAttribute('data-current', '.........');
  const now = await moves(page);
  expect(now).toHaveLength(8);
  expect(now.every((m) => m.value === undefined && m.outcome === undefined)).toBe(true);
  expect(await playOut(page, (m) => m[0])).not.toBe('carole');
});

test('a mistake is called out with the move that kept the value; undo, redo and the link replay it', async ({ page }) => {
  await openHash(page, `${TTT}&as=carole&hints=on&rng=4`);
  const app = page.locator('#app');
  // X has opened; some of O's replies lose.
  await expect(app).not.toHaveAttribute('data-current', '.........');
  const now = await moves(page);
  const losing = now.find((m) => m.outcome === 'paul');
  expect(losing).toBeTruthy();
  await page.locator(`#play [data-move="${losing.name}"]`).click();
  await expect(page.locator('.play-mistake')).toContainText('threw value away');
  await expect(page.locator('.play-mistake')).toContainText('kept it');
  const afterMistake = await app.getAttribute('data-current');
  const hash = await page.evaluate(() => location.hash);
  expect(hash).toMatch(/moves=\d+\.\d+\.\d+/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(app).not.toHaveAttribute('data-current', afterMistake);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(app).toHaveAttribute('data-current', afterMistake);
  // Redone, the mistake is called out again.
  await expect(page.locator('.play-mistake')).toContainText('threw value away');
  // The link reopens the same game.
  await page.goto('/');
  await openHash(page, hash);
  await expect(app).toHaveAttribute('data-current', afterMistake);
  // Perfect play punishes the mistake: Paul wins.
  expect(await playOut(page, (m) => m[0])).toBe('paul');
  // Swap sides and restart: Paul's turn on the empty board; digit 5 plays the centre.
  await page.getByRole('button', { name: /Swap sides/ }).click();
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(app).toHaveAttribute('data-current', '.........');
  await expect(app).not.toHaveAttribute('data-result');
  await page.keyboard.press('5');
  await expect(app).not.toHaveAttribute('data-current', '.........');
  expect((await app.getAttribute('data-current')).charAt(4)).toBe('X');
});

test('a mistake lists every move that kept the value and which perfect play picks; a lost game says so', async ({ page }) => {
  // X to move on XO.OX....: three moves keep the win (two win in 2, XO.OX...X at once).
  await openHash(page, '#game=tictactoe&board=XO.OX....&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=7');
  await expect(page.locator('#play [data-move="XO.OX...X"]')).toContainText('Paul has won');
  await page.locator('#play [data-move="XO.OXX..."]').click();
  const note = page.locator('.play-mistake');
  await expect(note).toContainText('Moves that kept it: XOXOX...., XO.OX.X.., XO.OX...X (perfect play picks XO.OX...X).');
  // As Carole in Nim 1,2 (a win for the first player, Paul), she loses whatever she plays.
  await openHash(page, '#game=nim&piles=1,2&alg=dfs&step=0&mode=play&as=carole&hints=on&rng=1');
  expect(await playOut(page, (m) => m[0])).toBe('paul');
  await expect(page.locator('.play-status')).toContainText('Paul wins. You lost.');
});

test('the computer going round its own positions ends the game as a draw at once', async ({ page }) => {
  // Carole, at A, goes to B and back for ever rather than to W (+1): a draw, said in one line.
  const text = 'start S\nS max : A X\nA min : B W\nB min : A W\nW = 1\nX = -1\n';
  await openHash(page, formatHash({ game: 'custom', text, alg: 'dfs', step: 0, play: { as: 'paul', hints: true, rng: '1', moves: [], from: null } }));
  await page.locator('#play [data-move="A"]').click();
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-result', 'draw');
  await expect(page.locator('.play-status')).toHaveText('Carole answered B, then A. Game over after 3 moves: a draw. Carole is back at A and would go round for ever without you moving: a play that never ends is a draw.');
  expect(await page.evaluate(() => location.hash)).toMatch(/moves=0\.0\.0(&|$)/);
});

test('cat and mouse as Carole: the hints are retrograde analysis (the CLI)', async ({ page }) => {
  const text = cli(['preset', 'catmouse']);
  const solved = JSON.parse(cli(['solve', '--algorithm', 'retrograde', '--json', '-'], text));
  const byName = Object.fromEntries(solved.positions.map((p) => [p.name, p]));
  await openHash(page, '#game=catmouse&alg=dfs&step=0&mode=play&as=carole&hints=on&rng=3');
  const app = page.locator('#app');
  for (let turn = 0; turn < 6; turn += 1) {
    if ((await app.getAttribute('data-result')) != null) break;
    const current = await app.getAttribute('data-current');
    expect(current.startsWith('C')).toBe(true);
    const now = await moves(page);
    expect(now.map((m) => m.name).sort()).toEqual([...new Set(text.split('\n').find((l) => l.startsWith(`${current} `)).split(':')[1].trim().split(/\s+/))].sort());
    for (const m of now) {
      expect(Number(m.value)).toBe(byName[m.name].value);
      expect(m.outcome).toBe(byName[m.name].outcome);
    }
    await page.locator(`#play [data-move="${now[turn % now.length].name}"]`).click();
    await expect(app).not.toHaveAttribute('data-current', current);
  }
  await expect(page.locator('#play .board-catmouse')).toBeVisible();
});

/** A custom game with a cycle: a and b can go round for ever (a draw), c is Paul's win, e1 his
 * loss. */
const CYCLE = 'start a\na max : b e1\nb min : a c\nc max : b w\ne1 = -1\nw = 1\n';

test('a custom game with a cycle as Carole: hints are retrograde (the CLI), the mistake is named', async ({ page }) => {
  const solved = JSON.parse(cli(['solve', '--algorithm', 'retrograde', '--json', '-'], CYCLE));
  const byName = Object.fromEntries(solved.positions.map((p) => [p.name, p]));
  await openHash(page, `#game=custom&text=${packText(CYCLE)}&alg=dfs&step=0&mode=play&as=carole&hints=on&rng=2`);
  const app = page.locator('#app');
  // Paul (the computer) keeps the draw: a → b.
  await expect(app).toHaveAttribute('data-current', 'b');
  const now = await moves(page);
  expect(now.map((m) => m.name)).toEqual(['a', 'c']);
  for (const m of now) {
    expect(Number(m.value)).toBe(byName[m.name].value);
    expect(m.outcome).toBe(byName[m.name].outcome);
  }
  await expect(page.locator('#play [data-move="c"]')).toContainText('Paul wins in 1');
  // Round the cycle once, then the mistake.
  await page.keyboard.press('1');
  await expect(app).toHaveAttribute('data-current', 'b');
  await expect(page.locator('.history-list li')).toHaveCount(4);
  await expect(page.locator('.play-status')).toContainText('been here before');
  await page.locator('#play [data-move="c"]').click();
  await expect(app).toHaveAttribute('data-result', 'paul');
  await expect(page.locator('.play-mistake')).toContainText('a');
  await expect(page.locator('.play-mistake')).toContainText('c → w');
  // The value history as a picture.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Value history as PNG' }).click();
  expect((await download).suggestedFilename()).toBe('value-history.png');
});

test('arrow keys move along the moves; the neighbourhood plays from its position', async ({ page }) => {
  await openHash(page, '#game=tictactoe&board=.........&alg=dfs&step=0');
  const nb = page.locator('#neighbourhood');
  await nb.locator('[data-successor="....X...."]').click();
  await expect(nb).toHaveAttribute('data-current', '....X....');
  await nb.getByRole('button', { name: 'Challenge the computer from here' }).click();
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-mode', 'play');
  await expect(page).toHaveURL(/from=....X..../);
  // O to move at ....X....: the user plays Paul, so the computer answered at once.
  await expect(app).not.toHaveAttribute('data-current', '....X....');
  const before = await app.getAttribute('data-current');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const second = await page.locator('#play .play-moves [data-move]').nth(1).getAttribute('data-move');
  await expect(page.locator('#play .play-moves [data-move]').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(app).not.toHaveAttribute('data-current', before);
  expect(await page.locator('.history-list li').nth(2).locator('.move-name').textContent()).toBe(second);
  // The focus stays among the moves (the computer has answered: the first of the new ones), so
  // the keyboard goes on from there rather than from the top of the page.
  await expect(page.locator('#play .play-moves [data-move]').first()).toBeFocused();
  // Undo from the keyboard takes back the user's one move; Undo is then off (only the computer's
  // opening is left), and the focus goes to the moves, not to the top of the page.
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.focus();
  const played = await app.getAttribute('data-current');
  await page.keyboard.press('Enter');
  await expect(app).not.toHaveAttribute('data-current', played);
  await expect(undo).toBeDisabled();
  await expect(page.locator('#play .play-moves [data-move]').first()).toBeFocused();
  // Restart goes back to where the game started.
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.locator('.history-list li').first()).toContainText('....X....');
});

test('a game being played shows no algorithm pickers (choosing one left the game), and play\'s keys', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&mode=play&as=paul&rng=1');
  await expect(page.locator('#app')).toHaveAttribute('data-mode', 'play');
  await expect(page.locator('#play [data-move]').first()).toBeVisible();
  await expect(page.locator('#alg-select')).toBeHidden();
  await expect(page.locator('#compare-select')).toBeHidden();
  // The footer tells play's keys, not the explorer's.
  await expect(page.locator('.keys-play')).toBeVisible();
  await expect(page.locator('.keys-explorer')).toBeHidden();
  // Back in the explorer they are there again.
  await openHash(page, '#game=nim&piles=1,2&alg=dfs&step=0');
  await expect(page.locator('#alg-select')).toBeVisible();
  await expect(page.locator('.keys-explorer')).toBeVisible();
  await expect(page.locator('.keys-play')).toBeHidden();
});
