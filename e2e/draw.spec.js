// Draw mode (issue 9): a game drawn with the mouse becomes the text and the text the drawing;
// undo and redo; an error shown on both sides; values and best moves against the CLI; saved as
// SVG and PNG; shared by link and reopened; animated, played, practised; a phone's finger.
// Contract: the drawing carries data-drawing, its positions data-position, the editor is named
// "Game text", #app carries data-mode="draw".
import { readFileSync } from 'node:fs';
import { test, expect, gameText, typeGame, openHash, cli, screenshot } from './fixtures.js';
import { formatHash } from '../www/link/link.js';

/** The centre of a drawn position's shape, on the screen, once it has settled: each render
 * replaces the shapes (a read between two renders finds none) and may refit the view box (a
 * position moves on the screen), so it is read until two reads in a row agree. */
async function centre(page, name) {
  const shape = page.locator(`[data-drawing] [data-position="${name}"] .shape`);
  let last = null;
  await expect
    .poll(async () => {
      const box = await shape.boundingBox();
      const same = box !== null && last !== null && ['x', 'y', 'width', 'height'].every((k) => box[k] === last[k]);
      last = box;
      return same;
    })
    .toBe(true);
  return { x: last.x + last.width / 2, y: last.y + last.height / 2 };
}

/** Drags with the mouse from one point to another, in small steps (a user's drag). */
async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** Nim 1,1 in draw mode: the drawing, once its three positions are drawn. */
async function openDrawing(page) {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByRole('link', { name: 'Draw', exact: true }).click();
  const drawing = page.locator('[data-drawing]');
  await expect(drawing.locator('[data-position]')).toHaveCount(3);
  return drawing;
}

/** Drags with one finger: touch events through the DevTools protocol (Playwright's touchscreen
 * only taps). */
async function touchDrag(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, { x, y }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from);
  for (let k = 1; k <= 6; k++) await touch('touchMove', { x: from.x + ((to.x - from.x) * k) / 6, y: from.y + ((to.y - from.y) * k) / 6 });
  await touch('touchEnd', to);
  await cdp.detach();
}

/** Clicks a button that downloads a file: {name, bytes}. */
async function saved(page, button) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/** The value the CLI (the independent oracle) finds for a text's start. */
function solvedValue(text) {
  return JSON.parse(cli(['solve', '--json', '-'], text)).value;
}

/** Waits for the engine's verdict on the text shown. */
async function settled(page) {
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
}

test('a game drawn with the mouse: the text follows, undo and redo, errors on both sides, the text redraws', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByRole('link', { name: 'Draw', exact: true }).click();
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-mode', 'draw');
  await expect(page.getByRole('link', { name: 'Draw', exact: true })).toHaveAttribute('aria-current', 'page');
  const drawing = page.locator('[data-drawing]');
  await expect(drawing).toBeVisible();
  // The small game to start from: A (Paul) with moves to B (+1) and C (−1).
  await expect(drawing.locator('[data-position]')).toHaveCount(3);
  await expect(page.getByRole('textbox', { name: 'Game text' })).toBeVisible();
  await settled(page);
  await expect(page.locator('.draw-verdict')).toContainText('the value of A, the start, is +1');

  // A click on empty space adds D; a drag from C to D adds the move C → D (C becomes Carole's:
  // a move of Paul's leads to it).
  await drawing.scrollIntoViewIfNeeded();
  const box = await drawing.boundingBox();
  await page.mouse.click(box.x + box.width - 80, box.y + box.height - 60);
  await expect(drawing.locator('[data-position="D"]')).toHaveAttribute('data-kind', 'end');
  await drag(page, await centre(page, 'C'), await centre(page, 'D'));
  await expect(drawing.locator('[data-position="C"]')).toHaveAttribute('data-kind', 'min');
  await expect.poll(() => gameText(page)).toMatch(/^C min : D$/m);
  // The inspector: D's value becomes 5.
  await drawing.locator('[data-position="D"] .shape').click();
  await page.getByLabel('End value').fill('5');
  await page.getByLabel('End value').press('Enter');
  await expect.poll(() => gameText(page)).toMatch(/^D = 5$/m);
  await settled(page);
  const text = await gameText(page);
  expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual(['A max : B C', 'B = 1', 'C min : D', 'D = 5', '']);
  expect(text).toMatch(/^# drawn at: A=\d+,\d+ B=\d+,\d+ C=\d+,\d+ D=\d+,\d+$/m);
  await expect(page.locator('.draw-verdict')).toContainText(`is +${solvedValue(text)} — Paul wins`);
  // Solved: every position shows its value (the CLI's), the best moves are marked.
  const oracle = JSON.parse(cli(['solve', '--json', '-'], text)).positions;
  for (const { name, value } of oracle) await expect(drawing.locator(`[data-position="${name}"]`)).toHaveAttribute('data-value', String(value));
  await expect(page.locator('.draw-edge.best')).toHaveCount(2);
  await expect(page.locator('[data-edge-from="A"][data-edge-to="C"]')).toHaveClass(/best/);
  // Kept in this browser with the user's other texts.
  await expect(page.getByLabel('Your games')).toContainText('Your games (1)');
  await screenshot(page, 'draw-drawn');
  // Saved as files: an SVG of the drawing (its positions and values) and a PNG.
  const svgFile = await saved(page, 'Save as SVG');
  expect(svgFile.name).toBe('my-game-paul-moves-first-at-a.svg');
  const svgText = svgFile.bytes.toString('utf8');
  expect(svgText).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  for (const name of ['A', 'B', 'C', 'D']) expect(svgText).toContain(`data-position="${name}"`);
  expect(svgText).toContain('+5');
  const png = await saved(page, 'Save as PNG');
  expect(png.name).toBe('my-game-paul-moves-first-at-a.png');
  expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

  // B made Carole's without a move: not a game yet — said in the drawing (B outlined, a
  // sentence) and in the editor (its lint mark and the error list).
  await drawing.locator('[data-position="B"] .shape').click();
  await page.getByLabel('Who moves').selectOption('min');
  await expect(drawing.locator('[data-position="B"]')).toHaveAttribute('data-problem', 'true');
  await expect(page.locator('.draw-problems')).toContainText('B: Carole moves here but has no move yet');
  await expect(page.locator('#editor-errors')).toContainText('line 3');
  await expect(page.getByRole('textbox', { name: 'Game text' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.draw-problems')).toContainText('Line 3 (B)');
  await screenshot(page, 'draw-error');

  // Undo (the button, then Ctrl+Z) and redo (Ctrl+Y).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(drawing.locator('[data-position="B"]')).toHaveAttribute('data-kind', 'end');
  await expect(drawing.locator('[data-position="B"]')).not.toHaveAttribute('data-problem', 'true');
  await expect(page.locator('#editor-errors')).toBeHidden();
  await drawing.focus();
  await page.keyboard.press('Control+Z');
  await expect.poll(() => gameText(page)).toMatch(/^D = 0$/m);
  await page.keyboard.press('Control+Y');
  await expect.poll(() => gameText(page)).toMatch(/^D = 5$/m);
  await settled(page);
  await expect(page.locator('.draw-verdict')).toContainText('is +5');

  // Delete: select the move A → B and press Delete.
  await page.locator('[data-edge-from="A"][data-edge-to="B"]').click({ force: true });
  await page.keyboard.press('Delete');
  await expect(page.locator('[data-edge-from="A"][data-edge-to="B"]')).toHaveCount(0);
  await expect.poll(() => gameText(page)).toMatch(/^A max : C$/m);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => gameText(page)).toMatch(/^A max : B C$/m);

  // The keyboard: Tab reaches the positions, Enter selects one (it keeps the focus), Delete
  // deletes it, Ctrl+Z brings it back.
  await drawing.locator('[data-position="B"]').focus();
  await page.keyboard.press('Enter');
  await expect(drawing.locator('[data-position="B"]')).toHaveAttribute('data-selected', 'true');
  await expect(drawing.locator('[data-position="B"]')).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(drawing.locator('[data-position="B"]')).toHaveCount(0);
  await expect.poll(() => gameText(page)).toMatch(/^A max : C$/m);
  await page.keyboard.press('Control+Z');
  await expect.poll(() => gameText(page)).toMatch(/^A max : B C$/m);

  // A drag from a position dropped on empty space: a new position (E) with a move to it (D, after a move of Carole's, becomes Paul's).
  const d = await centre(page, 'D');
  await drag(page, d, { x: d.x - 200, y: d.y });
  await expect(drawing.locator('[data-position="E"]')).toHaveCount(1);
  await expect.poll(() => gameText(page)).toMatch(/^D max : E$/m);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(drawing.locator('[data-position="E"]')).toHaveCount(0);

  // The text typed in the editor redraws the drawing: E is new (laid out), A stays where it was.
  const placeOfA = await drawing.locator('[data-position="A"]').getAttribute('transform');
  await typeGame(page, 'A max : B C E\nB = 1\nC min : D\nD = 5\nE = 7\n');
  await expect(drawing.locator('[data-position="E"]')).toHaveAttribute('data-kind', 'end');
  await expect(drawing.locator('[data-position="A"]')).toHaveAttribute('transform', placeOfA);
  await settled(page);
  await expect(page.locator('.draw-verdict')).toContainText('is +7');
});

test('keys typed in the editor a moment before an edit of the drawing are drawn and kept', async ({ page }) => {
  const drawing = await openDrawing(page);
  await settled(page);
  const box = await drawing.boundingBox();
  // A new end position typed, and at once (no pause after typing) a click adds one in the drawing.
  await page.getByRole('textbox', { name: 'Game text' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Z = 7\n');
  await drawing.click({ position: { x: box.width - 80, y: box.height - 60 } });
  await expect(drawing.locator('[data-position]')).toHaveCount(5);
  await expect(drawing.locator('[data-position="Z"]')).toHaveAttribute('data-kind', 'end');
  await expect.poll(() => gameText(page)).toMatch(/^Z = 7$/m);
  await settled(page);
});

test('a drawn game is shared by link and reopened: same game, same value; then animated', async ({ page, context }) => {
  const drawing = await openDrawing(page);
  // Move positions: B dragged somewhere else keeps its new place in the text and the link.
  await page.getByRole('button', { name: 'Move positions' }).click();
  await drawing.scrollIntoViewIfNeeded();
  const from = await centre(page, 'B');
  // Where B is drawn now (the text has no places until an edit writes them).
  const placed = await drawing.locator('[data-position="B"]').getAttribute('transform');
  const [bx, by] = /translate\((-?\d+) (-?\d+)\)/.exec(placed).slice(1).map(Number);
  await drag(page, from, { x: from.x + 150, y: from.y + 60 });
  await expect.poll(() => gameText(page)).toMatch(new RegExp(`B=${bx + 150},${by + 60}`));
  // A renamed Root: the moves follow.
  await drawing.locator('[data-position="A"] .shape').click();
  await page.getByLabel('Position name').fill('Root');
  // Leaving the field renames; the click that leaves it, on the position itself, selects it.
  await drawing.locator('[data-position="A"] .shape').click();
  await expect.poll(() => gameText(page)).toMatch(/^Root max : B C$/m);
  await expect(drawing.locator('[data-position]')).toHaveCount(3);
  await expect(drawing.locator('[data-position="Root"]')).toHaveAttribute('data-selected', 'true');
  await settled(page);
  const text = await gameText(page);
  const value = solvedValue(text);
  await expect(page.locator('.draw-verdict')).toContainText(`the value of Root, the start, is +${value}`);
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#game=custom&text=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}&step=0&mode=draw$/);
  const link = await page.evaluate(() => location.href);

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('#app')).toHaveAttribute('data-mode', 'draw');
  await expect(other.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => gameText(other)).toBe(text);
  await expect(other.locator('[data-drawing] [data-position="B"]')).toHaveAttribute('transform', `translate(${bx + 150} ${by + 60})`);
  await expect(other.locator('.draw-verdict')).toContainText(`the value of Root, the start, is +${value}`);

  // Animate it: the explorer, DFS to its end, the same value at Root.
  await other.getByRole('link', { name: 'Animate it' }).click();
  await expect(other.locator('#app')).not.toHaveAttribute('data-mode', 'draw');
  await expect(other.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(other.locator('[data-drawing]')).toHaveCount(0);
  await other.getByRole('button', { name: 'Jump to end' }).click();
  await expect(other.locator('[data-position="Root"]')).toHaveAttribute('data-value', String(value));
  // …and play it.
  await other.goBack();
  await expect(other.locator('#app')).toHaveAttribute('data-mode', 'draw');
  await other.getByRole('link', { name: 'Play it' }).click();
  await expect(other.locator('#app')).toHaveAttribute('data-mode', 'play');
  await expect(other.locator('#app')).toHaveAttribute('data-current', 'Root');
  // …and practise on it.
  await other.goBack();
  await expect(other.locator('#app')).toHaveAttribute('data-mode', 'draw');
  await other.getByRole('link', { name: 'Practise on it' }).click();
  await expect(other.locator('#app')).toHaveAttribute('data-score', '0/0');
  await expect.poll(() => other.evaluate(() => location.hash)).toMatch(/&mode=practice/);
});

test('a drag out of a position and back onto it draws a move to itself; a wobble only selects', async ({ page }) => {
  const drawing = await openDrawing(page);
  await drawing.scrollIntoViewIfNeeded();
  const a = await centre(page, 'A');
  // A wobble inside A: selected, no move.
  await drag(page, a, { x: a.x + 6, y: a.y + 4 });
  await expect(drawing.locator('[data-position="A"]')).toHaveAttribute('data-selected', 'true');
  await expect.poll(() => gameText(page)).toMatch(/^A max : B C$/m);
  // Out 90 px and back: A → A.
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 90, a.y + 40, { steps: 5 });
  await page.mouse.move(a.x, a.y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => gameText(page)).toMatch(/^A max : B C A$/m);
  await expect(page.locator('[data-edge-from="A"][data-edge-to="A"]')).toHaveCount(1);
});

test('a drawing link opened after another starts its own history: Undo never brings back the other game', async ({ page }) => {
  await openHash(page, formatHash({ game: 'custom', text: 'A max : B X\nB min : A Y\nX = -1\nY = 1\n', alg: 'dfs', step: 0, draw: true }));
  await expect(page.locator('[data-drawing] [data-position]')).toHaveCount(4);
  await page.evaluate((hash) => { location.hash = hash; }, formatHash({ game: 'custom', text: 'P max : Q\nQ = 5\n', alg: 'dfs', step: 0, draw: true }));
  await expect(page.locator('[data-drawing] [data-position]')).toHaveCount(2);
  await expect(page.locator('#draw').getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
});

test('a position no play reaches is said to be unsolved, not left blank without a word', async ({ page }) => {
  await openHash(page, formatHash({ game: 'custom', text: 'start A\nA max : B\nB = 1\nZ max : B\n', alg: 'dfs', step: 0, draw: true }));
  await expect(page.locator('[data-drawing] [data-position]')).toHaveCount(3);
  await expect(page.locator('.draw-verdict')).toContainText('the value of A, the start, is +1');
  await expect(page.locator('.draw-verdict')).toContainText('One position is not reachable from the start: no value is worked out there.');
});

test('a built-in game is drawn from its text; one too big to draw by hand stays in the explorer', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1&mode=draw');
  await expect(page.locator('#app')).toHaveAttribute('data-mode', 'draw');
  const text = cli(['preset', 'nim', '1,1']);
  await expect.poll(() => gameText(page)).toBe(text);
  await expect(page.locator('[data-drawing] [data-position]')).toHaveCount(4);
  await expect(page.locator('[data-drawing] [data-position="P1.1"]')).toHaveAttribute('data-value', String(solvedValue(text)));
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#game=custom&text=.*&mode=draw$/);
  // A quick pick while drawing draws that game.
  await page.getByRole('button', { name: 'Nim 1,2,3' }).click();
  await expect.poll(() => gameText(page)).toBe(cli(['preset', 'nim', '1,2,3']));
  await expect(page.locator('#app')).toHaveAttribute('data-mode', 'draw');

  // A text typed while drawing that is too big to draw by hand: the explorer shows it.
  const chain = Array.from({ length: 200 }, (_, i) => (i < 199 ? `Q${i} max : Q${i + 1}` : `Q${i} = 1`)).join('\n');
  await page.getByRole('link', { name: 'Draw', exact: true }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-mode', 'draw');
  await typeGame(page, `${chain}\n`);
  await expect(page.locator('#notice')).toContainText('too many to draw by hand');
  await expect(page.locator('#app')).not.toHaveAttribute('data-mode', 'draw');
  // The Explorer tab is the current one now, not Draw.
  await expect(page.locator('#tab-explorer')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#tab-draw')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-drawing]')).toHaveCount(0);
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => page.evaluate(() => location.hash)).not.toMatch(/mode=draw/);

  await openHash(page, '#game=tictactoe&board=.........&mode=draw');
  await expect(page.locator('#notice')).toContainText('too many to draw by hand');
  await expect(page.locator('#app')).not.toHaveAttribute('data-mode', 'draw');
  await expect(page.locator('#tab-explorer')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#tab-draw')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-drawing]')).toHaveCount(0);
});

test.describe('on a 375-px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a tap adds a position, a drag with a finger adds a move', async ({ page }) => {
    const drawing = await openDrawing(page);
    await drawing.scrollIntoViewIfNeeded();
    const box = await drawing.boundingBox();
    expect(box.width).toBeLessThanOrEqual(375);
    await page.touchscreen.tap(box.x + box.width - 50, box.y + box.height - 50);
    await expect(drawing.locator('[data-position="D"]')).toHaveCount(1);
    // A finger's drag (touch events, as a phone sends them) from B to D adds the move B → D.
    await touchDrag(page, await centre(page, 'B'), await centre(page, 'D'));
    await expect.poll(() => gameText(page)).toMatch(/^B min : D$/m);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'draw-phone');
  });
});
