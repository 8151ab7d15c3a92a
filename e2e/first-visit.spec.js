// A lighter first visit: the first screen of a built-in game never asks for the code editor
// (its own code and CodeMirror's chunk), draw mode, play mode, the algorithms but DFS minimax nor
// the game tree's drawing; choosing "Custom game" loads the editor, which then works (a typed game
// is parsed and drawn); the Draw tab loads draw mode; choosing an algorithm loads it, the Play tab
// play mode; a part that cannot be loaded says so, and the page goes on.
import { test, expect, openHash, typeGame } from './fixtures.js';

/** The page's chunks loaded on first use only (www/core/on-demand.js), by their file names. */
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

/** The chunks of play mode, the algorithms other than DFS minimax and the tree's drawing. */
const LATER = /\/assets\/(play-view|retrograde|attractor|stack|alphabeta|tree-run|tree-view)-[\w-]+\.js$/;

test('the first screen fetches neither play mode, the other algorithms nor the tree view; each loads when chosen, and works', async ({ page }) => {
  const asked = [];
  page.on('request', (request) => {
    const chunk = LATER.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) asked.push(chunk);
  });
  await openHash(page, '#game=nim&piles=1,2');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The picker lists them all before any is loaded.
  await expect(page.locator('#alg-select option')).toHaveText(['DFS minimax', 'Retrograde analysis', 'Attractor layers', 'Stack traversal', 'Alpha-beta']);
  await page.locator('#alg-select').selectOption('stack');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-alg', 'stack');
  await expect(app).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#graph [data-node="0"]')).toHaveAttribute('data-position', 'P1.2');
  expect(asked).toEqual(expect.arrayContaining(['stack', 'tree-view']));
  expect(asked).not.toContain('play-view');
  // The keys step it.
  await page.locator('#btn-fit').focus();
  await page.keyboard.press('ArrowRight');
  await expect(app).toHaveAttribute('data-step', '1');
  await page.locator('#alg-select').selectOption('retrograde');
  await expect(app).toHaveAttribute('data-alg', 'retrograde');
  await expect(app).toHaveAttribute('data-state', 'ready');
  expect(asked).toContain('retrograde');
  await page.locator('#tab-play').click();
  await expect(app).toHaveAttribute('data-mode', 'play');
  await expect(page.locator('#play [data-move]').first()).toBeVisible();
  expect(asked).toContain('play-view');
});

test("an algorithm whose code cannot be loaded says so; the page goes on with another", async ({ page }) => {
  // A chunk that fails as it runs (a failed fetch would also be logged by the browser itself).
  await page.route(/\/assets\/alphabeta-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('the line dropped');" }),
  );
  await openHash(page, '#game=nim&piles=1,2&alg=alphabeta');
  await expect(page.locator('#notice')).toContainText('Alpha-beta could not be loaded (the line dropped)');
  await expect(page.locator('#graph-placeholder')).toContainText('reload the page');
  await page.locator('#alg-select').selectOption('dfs');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-alg', 'dfs');
  await expect(app).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#graph [data-position="P1.2"]')).toBeVisible();
});

test('play mode whose code cannot be loaded says so in its section; the explorer is a tab away', async ({ page }) => {
  await page.route(/\/assets\/play-view-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('the line dropped');" }),
  );
  await openHash(page, '#game=nim&piles=1,2');
  await page.locator('#tab-play').click();
  await expect(page.locator('#play')).toContainText('Play mode could not be loaded (the line dropped)');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await page.locator('#tab-explorer').click();
  await expect(page.locator('#graph [data-position="P1.2"]')).toBeVisible();
});
