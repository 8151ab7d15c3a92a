// Shared test helpers: a `page` that fails the test on any console error or uncaught exception,
// the CLI as the independent oracle, and small readers of the testability contract.
import { test as base, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

export const CLI = 'target/debug/gamegraph';

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('dialog', (dialog) => {
      problems.push(`unexpected dialog: ${dialog.message()}`);
      dialog.dismiss();
    });
    await use(page);
    expect(problems, 'no console errors, warnings, exceptions or dialogs').toEqual([]);
  },
});
export { expect };

/** Runs the CLI: `cli(['preset', 'nim', '1,2,3'])`, with optional stdin text (its output may be
 * tens of megabytes: a 60,000-position game solved as JSON). */
export function cli(args, input) {
  return execFileSync(CLI, args, { input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

/** Opens a hash and waits until the page has loaded it. */
export async function openHash(page, hash) {
  await page.goto(`/${hash}`);
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
}

/** Opens a small built-in game, then chooses "Custom game" in the game menu (the editor shows). */
export async function openCustom(page) {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
}

/** {name: {color, value}} for every drawn position. */
export async function positions(page) {
  return page.locator('[data-position]').evaluateAll((nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.position, { color: n.dataset.color, value: n.dataset.value }])),
  );
}

/** The state after the first k events of `gamegraph trace` output: the CLI as the oracle. */
export function replayCliTrace(traceText, names, k) {
  const state = Object.fromEntries(names.map((name) => [name, { color: 'white', value: '' }]));
  const lines = traceText.trim().split('\n');
  for (const line of lines.slice(0, k)) {
    const [kind, name] = line.split(' ');
    if (kind === 'discover') state[name].color = 'gray';
    if (kind === 'finish') {
      state[name].color = 'black';
      state[name].value = String(Number(/value=(\S+)/.exec(line)[1]));
    }
  }
  return { state, steps: lines.length };
}

/** Replaces the custom editor's text as a user would paste it (Ctrl+A, Ctrl+V): CodeMirror takes
 * the paste itself (a contenteditable's fill lets Chromium insert styled markup, which the page's
 * Content Security Policy reports). */
export async function typeGame(page, text) {
  const editor = page.locator('#editor-text');
  await editor.click();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

/** The custom editor's text (CodeMirror draws one .cm-line per line; small texts are all drawn). */
export function gameText(page) {
  return page.locator('#editor-text').evaluate((content) => Array.from(content.querySelectorAll('.cm-line'), (line) => line.textContent).join('\n'));
}

/** The user's games kept in IndexedDB: [{id, title, chars, …}]. */
export function keptGames(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('gamegraph');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('kept')) return resolve([]);
          const get = db.transaction('kept').objectStore('kept').get('games');
          get.onsuccess = () => resolve(get.result ?? []);
        };
      }),
  );
}

export async function screenshot(page, name) {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
