// A lighter first visit: the first screen of a built-in game never asks for the code editor
// (its own code and CodeMirror's chunk) nor for draw mode; choosing "Custom game" loads the
// editor, which then works (a typed game is parsed and drawn); the Draw tab loads draw mode.
import { test, expect, openHash, typeGame } from './fixtures.js';

/** The page's chunks loaded on first use only (www/on-demand.js), by their file names. */
const ON_DEMAND = /\/assets\/(editor|codemirror|mode)-[\w-]+\.js$/;

test('the first screen of a Nim link fetches neither the editor nor draw mode; Custom game loads the editor, which works', async ({ page }) => {
  const asked = [];
  page.on('request', (request) => {
    if (ON_DEMAND.test(new URL(request.url()).pathname)) asked.push(new URL(request.url()).pathname.split('/').pop());
  });
  await openHash(page, '#game=nim');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  await expect(page.locator('#editor-text')).toBeVisible();
  expect(asked.some((name) => name.startsWith('editor-'))).toBe(true);
  expect(asked.some((name) => name.startsWith('codemirror-'))).toBe(true);
  expect(asked.some((name) => name.startsWith('mode-'))).toBe(false);
  await typeGame(page, 'A max : B C\nB = 3\nC = -1\n');
  await expect(page.locator('[data-position="A"]')).toBeVisible();
  await page.locator('#tab-draw').click();
  await expect(page.locator('#app')).toHaveAttribute('data-mode', 'draw');
  await expect(page.locator('#draw [data-tool="connect"]')).toBeVisible();
  expect(asked.some((name) => name.startsWith('mode-'))).toBe(true);
});
