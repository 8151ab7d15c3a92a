// Issue 10's promises on the page: never frozen (a 10^6-position text from a file), never lost
// (reload keeps it; someone else's link never replaces the user's own text), no marathons
// started by a link, runs that survive a tab switch, and links' failures in our words.
import { test, expect, gameText, keptGames, openHash, positions, typeGame } from './fixtures.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import { randomDag } from '../scripts/lib/random-dag.mjs';
import { formatHash } from '../www/link/link.js';
import { MAX_LINK_CHARS, MAX_TEXT_BYTES, packText, unpackText } from '../www/link/compress.js';

const POSITIONS = 1_000_000;
const base64url = (bytes) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Sends a trivial evaluation again and again until stopped; resolves to the slowest answer. */
function probe(page) {
  let running = true;
  let slowest = 0;
  const done = (async () => {
    while (running) {
      const started = Date.now();
      await page.evaluate(() => 1);
      slowest = Math.max(slowest, Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await done;
    return slowest;
  };
}

/** The text written to a file of the test's own, for "Open a game file": its path. */
function gameFile(testInfo, name, text) {
  mkdirSync(testInfo.outputDir, { recursive: true });
  const file = testInfo.outputPath(name);
  writeFileSync(file, text);
  return file;
}

/** Opens a file as a custom game, from a small built-in game's page. */
async function openGameFile(page, file) {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  await page.getByLabel('Open a game file').setInputFiles(file);
}

test('a 10^6-position text opened from a file: the page keeps answering, the summary shows, a reload keeps it', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  const text = randomDag(POSITIONS);
  const file = gameFile(testInfo, 'random-dag-1000000.txt', text);

  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  await expect(page.getByRole('textbox', { name: 'Game text' })).toBeVisible();
  const stop = probe(page);
  await page.getByLabel('Open a game file').setInputFiles(file);
  const summary = page.locator('#summary dl[data-start-value]');
  await expect(summary).toBeVisible({ timeout: 300_000 });
  expect(await stop(), 'the slowest answer of a trivial evaluation (ms)').toBeLessThan(1000);
  await expect(page.locator('#summary')).toContainText('1,000,000');
  await expect(page.locator('#summary')).toContainText('too many to animate');
  // The editor shows the text's first lines, numbered; it never drew all of them.
  await expect(page.locator('#editor-text .cm-line').first()).toHaveText('# random DAG, 1000000 positions');
  expect(await page.locator('#editor-text .cm-line').count()).toBeLessThan(2000);

  // Kept whole in IndexedDB (29 MB: past local storage's quota), and too long for a link.
  await expect.poll(async () => (await keptGames(page)).map((g) => g.chars), { timeout: 120_000 }).toContain(text.length);
  expect(await page.evaluate(() => location.hash)).not.toContain('text=');
  await page.reload();
  await expect(summary).toBeVisible({ timeout: 300_000 });
  await expect(page.locator('#summary')).toContainText('1,000,000');
});

test('a small game padded with 20 MB of comments opens from a file, drawn and solved as written', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // The page parses the worker's print of a long drawn text, not the text: the same positions in
  // the same order, named as written (a successor named before its own line, an unreachable one).
  const pad = `#${' padding'.repeat(15)}\n`;
  const game = 'C min : D E\n# between\nstart A\nA max : C B\nB = 1\nD = -2\nE = 3\nLost max : B\n';
  const text = game + pad.repeat(Math.ceil(20e6 / pad.length));
  await openGameFile(page, gameFile(testInfo, 'padded.txt', text));
  await expect(page.locator('[data-position]')).toHaveCount(5, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', await page.locator('#app').getAttribute('data-steps'));
  expect(await positions(page)).toMatchObject({
    A: { color: 'black', value: '1' },
    B: { color: 'black', value: '1' },
    C: { color: 'black', value: '-2' },
    D: { color: 'black', value: '-2' },
    E: { color: 'black', value: '3' },
  });
});

test('a game too large for a link: Copy link says the link leaves it out; opened elsewhere, the link says it holds no game', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const text = randomDag(200_000);
  await openGameFile(page, gameFile(testInfo, 'random-dag-200000.txt', text));
  await expect(page.locator('#summary dl[data-start-value]')).toBeVisible({ timeout: 120_000 });
  await expect(page.locator('#notice')).toContainText('too large for a link');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#copy-status')).toContainText('Link copied, without the game');
  const link = await page.evaluate(() => location.href);
  expect(link).not.toContain('text=');
  // Someone else opens it: no game of theirs here, and the page says why an example shows.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await theirs.goto(link);
  await expect(theirs.locator('#notice')).toContainText('This link holds no game text');
  await expect(theirs.locator('#notice')).toContainText('keeps no game of yours');
  await other.close();
});

test('the page\'s own text-less links (a text not packed, between its tabs) say nothing of a missing game', async ({ page }, testInfo) => {
  // Over 32 KB and not a game (its last successor undefined): the link leaves the text out.
  const text = `${Array.from({ length: 3000 }, (_, i) => `P${i} max : P${i + 1}`).join('\n')}\nP3000 max : NOWHERE\n`;
  await openGameFile(page, gameFile(testInfo, 'not-a-game.txt', text));
  await expect(page.locator('#editor-errors')).toContainText('NOWHERE');
  await expect.poll(() => page.evaluate(() => location.hash)).not.toContain('text=');
  await page.getByRole('link', { name: 'Draw', exact: true }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('link', { name: 'Explorer', exact: true }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#notice')).not.toContainText('holds no game text');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#copy-status')).toHaveText('Link copied, without the game text. “Save as file” makes a file to share.');
});

test('typing into a text of one 5 MB line: each character lands where it is typed, the text is kept whole', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // One word of 5 MB: CodeMirror compared the whole line with its DOM after each character,
  // 0.6–0.9 s per character at 20 MB (www/editor/long-lines.js; timed in BENCHMARKS.md, "Never blocked").
  const word = 'x'.repeat(5_000_000);
  const text = `A max :${word}\nB = 1\n`;
  await openGameFile(page, gameFile(testInfo, 'one-line.txt', text));
  // Parsed: its one error, a bad name, listed.
  await expect(page.locator('#editor-errors li').first()).toContainText('bad name');
  const first = page.locator('#editor-text .cm-line').first();
  await first.click();
  await page.keyboard.press('Home');
  await page.keyboard.type('Q');
  await expect(first).toContainText('QA max :xxx');
  // Only the part of the line in view is drawn: after End, its end.
  await page.keyboard.press('End');
  await page.keyboard.type('W');
  await expect(first).toContainText('xxxW');
  await expect.poll(async () => (await keptGames(page)).map((g) => g.chars), { timeout: 60_000 }).toContain(text.length + 2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as file' }).click()]);
  expect(readFileSync(await download.path(), 'utf8') === `QA max :${word}W\nB = 1\n`, 'Q at the start of the line, W at its end').toBe(true);
  // Back on a text of short lines, special characters are marked again (not on the long line).
  await page.locator('#editor-text').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText('A max : B\u0007\nB = 1\n');
  await expect(page.locator('#editor-text .cm-specialChar')).toHaveCount(1);
});

test('a 4 MB text in a 1.4 MB link opens, unpacked in steps while the page keeps answering', async ({ page }) => {
  test.setTimeout(300_000);
  const text = randomDag(150_000);
  const payload = packText(text);
  expect(payload.length).toBeLessThan(MAX_LINK_CHARS);
  await page.goto(`/#game=custom&text=${payload}&alg=dfs&step=0`);
  const stop = probe(page);
  await expect(page.locator('#summary dl[data-start-value]')).toBeVisible({ timeout: 240_000 });
  expect(await stop(), 'the slowest answer of a trivial evaluation (ms)').toBeLessThan(1000);
  await expect(page.locator('#summary')).toContainText('150,000');
  await expect(page.locator('#editor-text .cm-line').first()).toHaveText('# random DAG, 150000 positions');
  await expect(page.locator('#notice')).toBeHidden();
});

test('someone else\'s link never replaces the user\'s own text', async ({ page, context }) => {
  const mine = '# my own game\nRoot max : L R\nL = 1\nR = -2\n';
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  await typeGame(page, mine);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  await expect.poll(async () => (await keptGames(page)).map((g) => g.title)).toEqual(['my own game']);

  // Someone else's game arrives by link, in another tab; the user edits it there.
  const theirs = '# their game\nX min : Y Z\nY = 3\nZ = 4\n';
  const other = await context.newPage();
  await other.goto(`/${formatHash({ game: 'custom', text: theirs, alg: 'dfs', step: 0 })}`);
  await expect(other.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => gameText(other)).toBe(theirs);
  expect((await keptGames(other)).map((g) => g.title), 'opening a link saves nothing').toEqual(['my own game']);
  await other.locator('#editor-text').click();
  await other.keyboard.press('ControlOrMeta+End');
  await other.keyboard.type('W = 0\n');
  await expect.poll(async () => (await keptGames(other)).map((g) => g.title)).toEqual(['their game', 'my own game']);

  // The user's text is still theirs: in the first tab, and in "Your games" everywhere.
  expect(await gameText(page)).toBe(mine);
  const third = await context.newPage();
  await third.goto('/#game=nim&piles=1,1');
  await expect(third.locator('#app')).toHaveAttribute('data-state', 'ready');
  await third.getByLabel('Game', { exact: true }).selectOption('custom');
  const games = third.getByLabel('Your games');
  await expect(games.locator('option')).toHaveCount(3);
  await games.selectOption({ label: (await games.locator('option', { hasText: 'my own game' }).textContent()).trim() });
  await expect.poll(() => gameText(third)).toBe(mine);
  await expect(third.locator('[data-position]')).toHaveCount(3);
});

test('a lab link estimated at hours opens with its parameters and the estimate, not started', async ({ page }) => {
  await page.goto('/#lab&n=1..44&runs=100000&method=alphabeta');
  const lab = page.locator('#lab');
  await expect(lab).toHaveAttribute('data-estimate-seconds', /\d+/);
  expect(Number(await lab.getAttribute('data-estimate-seconds'))).toBeGreaterThan(3600);
  await expect(lab).toHaveAttribute('data-state', 'idle');
  await expect(page.locator('.lab-progress-text')).toContainText(/Not started: this experiment would take about ([\d,]+ (h|days|years))/);
  await expect(page.getByLabel('n (moves)')).toHaveValue('1..44');
  await expect(page.getByLabel('Runs per n')).toHaveValue('100000');
  await expect(page.getByLabel('Method')).toHaveValue('alphabeta');
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  await page.waitForTimeout(500);
  await expect(lab).toHaveAttribute('data-runs-done', '0');
  await expect(lab).toHaveAttribute('data-state', 'idle');

  // A bad lab link next: the default experiment, and the old estimate is gone with it.
  await page.goto('/#lab&n=1..62&runs=1&method=full');
  await expect(page.locator('#notice-text')).toContainText('This lab link could not be read: the largest n, 62, is too large');
  await expect(page.getByLabel('n (moves)')).toHaveValue('1..20');
  await expect(lab).not.toHaveAttribute('data-estimate-seconds', /./);
  await expect(page.locator('.lab-progress-text')).toHaveText('Choose an experiment and press Run.');
});

test('switching to the explorer and back keeps a run\'s progress', async ({ page }) => {
  await page.goto('/#lab&n=1..26&runs=2000&method=full');
  const lab = page.locator('#lab');
  await expect(lab).toHaveAttribute('data-state', 'idle');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(lab).toHaveAttribute('data-state', 'running');
  await expect.poll(async () => Number(await lab.getAttribute('data-runs-done'))).toBeGreaterThan(0);
  const before = Number(await lab.getAttribute('data-runs-done'));
  await page.getByRole('link', { name: 'Explorer', exact: true }).click();
  await expect(page.locator('#explorer-view')).toBeVisible();
  await expect(page.locator('[data-position]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Sequence lab' }).click();
  await expect(lab).toBeVisible();
  await expect(lab).toHaveAttribute('data-state', /running|done/);
  // Not restarted: the count went on from where it was, and keeps going.
  expect(Number(await lab.getAttribute('data-runs-done'))).toBeGreaterThanOrEqual(before);
  const back = Number(await lab.getAttribute('data-runs-done'));
  await expect.poll(async () => Number(await lab.getAttribute('data-runs-done'))).toBeGreaterThan(back);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(lab).toHaveAttribute('data-state', 'cancelled');
});

for (const [what, payload, words] of [
  ['a link cut short', 'A', 'is truncated'],
  ['a link whose text is not DEFLATE', base64url(Uint8Array.of(0xff, 0xfe, 0xfd, 0xfc)), 'is damaged'],
  ['a DEFLATE bomb (128 MB of zeros) in a link', base64url(deflateSync(new Uint8Array(MAX_TEXT_BYTES * 8))), 'is too large'],
]) {
  test(`${what}: the page says which, in our words`, async ({ page }) => {
    await page.goto(`/#game=custom&text=${payload}`);
    await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
    const notice = page.locator('#notice-text');
    await expect(notice).toContainText(`This link could not be read: the game text in the link ${words}`);
    const message = await notice.textContent();
    expect(message).not.toMatch(/atob|Failed to execute|\.\./);
    await expect(page.locator('[data-position]').first()).toBeVisible();
  });
}

test('a packed link with any one character changed says damaged, never another game', async ({ page }) => {
  // Every change checked in node (as the page unpacks), a handful of them opened in the page: in
  // the data, its last character, the check's mark, the check, and in a long link's data (unpacked
  // in steps).
  const text = '# alert(1)\nA max : B C\nB = 1\nC min : A\n';
  const packed = packText(text);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
  const change = (s, at) => s.slice(0, at) + alphabet[(alphabet.indexOf(s[at]) + 1) % alphabet.length] + s.slice(at + 1);
  for (let at = 0; at < packed.length; at++) {
    for (const c of alphabet) {
      if (c !== packed[at]) expect(() => unpackText(packed.slice(0, at) + c + packed.slice(at + 1)), `${c} at ${at}`).toThrow('is damaged');
    }
  }
  const long = packText(randomDag(20_000));
  const links = [change(packed, 3), change(packed, packed.indexOf('.') - 1), change(packed, packed.indexOf('.')), change(packed, packed.length - 1), change(long, long.length >> 1)];
  await openHash(page, '#game=nim&piles=1,1');
  for (const payload of links) {
    await page.goto(`/#game=nim&piles=1,2`);
    await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
    await page.goto(`/#game=custom&text=${payload}`);
    await expect(page.locator('#notice-text')).toContainText('This link could not be read: the game text in the link is damaged');
    await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('#title')).not.toHaveText('Custom game');
  }
  // The link unchanged opens its game.
  await page.goto(`/#game=custom&text=${packed}`);
  await expect.poll(() => gameText(page)).toBe(text);
});

test('a line of 16 million spaces after a game, from a link and from a file: the page keeps answering, the game opens', async ({ page }, testInfo) => {
  const text = `A max : B\nB = 1\n${' '.repeat(16_777_152)}`;
  const payload = packText(text);
  await openHash(page, '#game=nim&piles=1,1');
  const stop = probe(page);
  await page.goto(`/#game=custom&text=${payload}`);
  await expect(page.locator('[data-position]')).toHaveCount(2);
  await page.getByLabel('Open a game file').setInputFiles(gameFile(testInfo, 'spaces.txt', `${text}\t\t`));
  await expect(page.locator('#editor-status')).toBeHidden();
  await expect(page.locator('[data-position]')).toHaveCount(2);
  expect(await stop(), 'the slowest answer while the line was shown (ms)').toBeLessThan(1000);
});
