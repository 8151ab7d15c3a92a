// Play draws the game beside the board when it is small enough: every position of Nim 1,2 drawn
// (as many [data-position] as the CLI's text defines), the current one data-current="true" and
// the targets of its moves data-move-target="true", both following each move and Undo; a custom
// game typed as text is drawn the same way; a game too big to draw whole (tic-tac-toe) is drawn
// around the current position.
import { test, expect, cli, openHash, screenshot } from './fixtures.js';
import { packText } from '../www/link/compress.js';

/** The names the text defines, in order. */
function definedNames(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('start '))
    .map((line) => line.split(/[\s=]/)[0]);
}

test('Play on Nim 1,2 draws the game and follows the moves', async ({ page }) => {
  const names = definedNames(cli(['preset', 'nim', '1,2']));
  await openHash(page, '#game=nim&piles=1,2&mode=play&as=paul&hints=on&rng=1');
  const play = page.locator('#play');
  await expect(play.locator('[data-position]')).toHaveCount(names.length);
  expect((await play.locator('[data-position]').evaluateAll((n) => n.map((e) => e.dataset.position))).sort()).toEqual(
    [...names].sort(),
  );
  const current = play.locator('[data-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-position', 'P1.2');
  const targets = () =>
    play.locator('[data-move-target="true"]').evaluateAll((n) => n.map((e) => e.dataset.position).sort());
  await expect.poll(targets).toEqual(['C0.2', 'C1.0', 'C1.1']);

  // Paul takes the pile of 1; Carole answers at once: the drawing follows both moves.
  await play.locator('[data-move="C0.2"]').click();
  const app = page.locator('#app');
  await expect(app).not.toHaveAttribute('data-current', 'P1.2');
  const now = await app.getAttribute('data-current');
  await expect(current).toHaveAttribute('data-position', now);
  await expect(current).toHaveCount(1);
  const moves = await play.locator('.play-moves [data-move]').evaluateAll((n) => n.map((e) => e.dataset.move).sort());
  await expect.poll(targets).toEqual(moves);
  await screenshot(page, 'play-drawing-nim');

  await play.getByRole('button', { name: 'Undo' }).click();
  await expect(current).toHaveAttribute('data-position', 'P1.2');
  await expect.poll(targets).toEqual(['C0.2', 'C1.0', 'C1.1']);
});

test('Play on a custom game draws it', async ({ page }) => {
  const text = 'start A\nA max : B C\nB min : D\nC = -1\nD = 1\n';
  await openHash(page, `#game=custom&text=${packText(text)}&mode=play&as=paul&hints=on&rng=1`);
  const play = page.locator('#play');
  await expect(play.locator('[data-position]')).toHaveCount(4);
  await expect(play.locator('[data-current="true"]')).toHaveAttribute('data-position', 'A');
  await play.locator('[data-move="B"]').click();
  // Carole's only move ends the game at D.
  await expect(page.locator('#app')).toHaveAttribute('data-result', 'paul');
  await expect(play.locator('[data-current="true"]')).toHaveAttribute('data-position', 'D');
  await expect(play.locator('[data-move-target="true"]')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(play.locator('.play-graph')).toBeVisible();
  // On a phone the drawing fits the width (no sideways scrolling).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'play-drawing-phone');
});

test('Play on a game too big to draw whole draws it around the position', async ({ page }) => {
  await openHash(page, '#game=tictactoe&board=.........&mode=play&as=paul&hints=off&rng=1');
  const play = page.locator('#play');
  await expect(play.locator('[data-play-drawing="around"]')).toBeVisible();
  // The empty board and its nine moves.
  await expect(play.locator('[data-position]')).toHaveCount(10);
  await expect(play.locator('[data-current="true"]')).toHaveAttribute('data-position', '.........');
  await expect(play.locator('[data-move-target="true"]')).toHaveCount(9);
  await play.locator('[data-move="....X...."]').click();
  const app = page.locator('#app');
  await expect(app).not.toHaveAttribute('data-current', '.........');
  const now = await app.getAttribute('data-current');
  // The computer's answer: the position before it, it, and the seven moves left.
  await expect(play.locator('[data-current="true"]')).toHaveAttribute('data-position', now);
  await expect(play.locator('[data-position="....X...."]')).toHaveCount(1);
  await expect(play.locator('[data-move-target="true"]')).toHaveCount(7);
  await expect(play.locator('[data-position]')).toHaveCount(9);
});
