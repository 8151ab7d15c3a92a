// Draw mode's "Arrange" and "New drawing": a game drawn in one row (each move running over the
// positions between its ends) is laid out in layers with no position on another's move, and
// Undo puts every position back; "New drawing" empties the drawing and the text, Undo brings the
// game back, and a game drawn after it is kept in "Your games" beside the one before.
import { test, expect, gameText, openHash, screenshot } from './fixtures.js';
import { formatHash } from '../www/link/link.js';
import { tangles } from '../www/draw/tangles.js';

const ROW = 'A max : B C D\nB min : C D\nC max : D\nD = 1\n# drawn at: A=50,50 B=140,50 C=230,50 D=320,50\n';

/** The drawing a text describes, as tangles() reads it: positions by name, their places and moves. */
function drawnOf(text) {
  const places = new Map();
  for (const [, name, x, y] of text.matchAll(/(\S+)=(\d+),(\d+)/g)) places.set(name, [Number(x), Number(y)]);
  const positions = [];
  for (const line of text.split('\n')) {
    const position = /^(\S+) (?:max|min) :(.*)$/.exec(line) ?? /^(\S+) = /.exec(line);
    if (!position) continue;
    const [x, y] = places.get(position[1]);
    positions.push({ id: position[1], x, y, moves: (position[2] ?? '').trim().split(/\s+/).filter(Boolean) });
  }
  return { positions };
}

test('Arrange lays a tangled drawing out, Undo puts it back; New drawing starts empty, Undo restores', async ({ page }) => {
  await openHash(page, formatHash({ game: 'custom', params: [], text: ROW, step: 0, draw: true }));
  const drawing = page.locator('[data-drawing]');
  await expect(drawing.locator('[data-position]')).toHaveCount(4);
  expect(tangles(drawnOf(ROW)).onMoves).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Arrange' }).click();
  await expect.poll(() => gameText(page)).not.toBe(ROW);
  const arranged = await gameText(page);
  // Only the places changed; none of the four sits on a move any more, and no two moves cross.
  expect(arranged.split('\n').filter((line) => !line.startsWith('#'))).toEqual(ROW.split('\n').filter((line) => !line.startsWith('#')));
  expect(tangles(drawnOf(arranged))).toEqual({ crossings: 0, onMoves: 0 });
  await screenshot(page, 'draw-arranged');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => gameText(page)).toBe(ROW);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => gameText(page)).toBe(arranged);

  await page.getByRole('button', { name: 'New drawing' }).click();
  await expect(drawing.locator('[data-position]')).toHaveCount(0);
  await expect.poll(() => gameText(page)).toBe('');
  await expect(page.locator('.draw-problems')).toContainText('The drawing is empty');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(drawing.locator('[data-position]')).toHaveCount(4);
  await expect.poll(() => gameText(page)).toBe(arranged);

  // A game drawn after a new drawing is a new entry in "Your games": the one before stays.
  await page.getByRole('button', { name: 'New drawing' }).click();
  await expect(drawing.locator('[data-position]')).toHaveCount(0);
  const box = await drawing.boundingBox();
  await drawing.click({ position: { x: box.width / 2, y: box.height / 2 } });
  await expect.poll(() => gameText(page)).toMatch(/^A = 0$/m);
  await expect(page.getByLabel('Your games')).toContainText('Your games (2)');
});
