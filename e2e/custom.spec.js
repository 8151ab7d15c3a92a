// Custom games: parsed as you type, errors at their line, kept in the link; cycles explained.
import { readFileSync } from 'node:fs';
import { test, expect, gameText, keptGames, typeGame, openCustom, openHash, positions, screenshot } from './fixtures.js';
import { formatHash } from '../www/link/link.js';

test('a custom game with an error shows its line; fixing it draws the game', async ({ page }) => {
  await openCustom(page);
  const editor = page.locator('#editor-text');
  await expect(editor).toBeVisible();
  await typeGame(page, 'A max : B C\nB = 1\nC min : Nowhere\n');
  const errors = page.locator('#editor-errors');
  await expect(errors).toContainText('line 3');
  await expect(errors).toContainText('Nowhere');
  // The error is marked where it is: the word on line 3, one mark in the gutter.
  await expect(page.locator('#editor-text .cm-lintRange-error')).toHaveText('Nowhere');
  await expect(page.locator('#editor-host .cm-lint-marker-error')).toHaveCount(1);
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  // Titled as what it is, not as the game shown before (Nim).
  await expect(page.locator('#title')).toHaveText('Custom game');
  await screenshot(page, 'custom-error');

  await typeGame(page, 'A max : B C\nB = 1\nC min : D\nD = -2\n');
  await expect(errors).toBeHidden();
  await expect(page.locator('[data-position]')).toHaveCount(4);
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', await page.locator('#app').getAttribute('data-steps'));
  expect(await positions(page)).toEqual({
    A: { color: 'black', value: '1' },
    B: { color: 'black', value: '1' },
    C: { color: 'black', value: '-2' },
    D: { color: 'black', value: '-2' },
  });
});

test('a text with 150 errors: the first hundred listed, the others counted', async ({ page }) => {
  await openCustom(page);
  const text = Array.from({ length: 150 }, (_, i) => `X${i} max : Q${i}\n`).join('');
  await typeGame(page, text);
  await expect(page.locator('#editor-errors li')).toHaveCount(101);
  await expect(page.locator('#editor-errors li').last()).toHaveText('… and 50 more errors');
  await expect(page.locator('#graph-placeholder')).toContainText('100 errors marked in the editor, and 50 more after them');
});

test('a link to an empty custom text: titled, its one error listed', async ({ page }) => {
  await openHash(page, '#game=custom&text=');
  await expect(page.locator('#title')).toHaveText('Custom game');
  await expect(page.locator('#editor-errors')).toContainText('the game is empty');
});

test('the custom text lives in the link and in the browser\'s storage', async ({ page, context }) => {
  await openCustom(page);
  const text = '# mine\nRoot min : X Y\nX = 3\nY = 0.5\n';
  await typeGame(page, text);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#game=custom&text=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}&alg=dfs&step=1$/);
  const link = await page.evaluate(() => location.href);

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => gameText(other)).toBe(text);
  await expect(other.locator('#app')).toHaveAttribute('data-step', '1');

  // Kept in the browser (IndexedDB): choosing "custom" again without a link brings the text back.
  const third = await context.newPage();
  await third.goto('/#game=nim&piles=1,1');
  await expect(third.locator('#app')).toHaveAttribute('data-state', 'ready');
  await third.getByLabel('Game', { exact: true }).selectOption('custom');
  await expect.poll(() => gameText(third)).toBe(text);
});

test('a cycle is explained and solved by retrograde analysis', async ({ page }) => {
  await openCustom(page);
  // B and C can alternate for ever: Carole at B prefers that endless draw (0) to Win (+1), Paul
  // at C prefers it to Lose (−1), so A is worth 0.
  await typeGame(page, 'A max : B Lose\nB min : C Win\nC max : B Lose\nWin = 1\nLose = -1\n');
  const note = page.locator('#solved-note');
  // The sentence names the cycle in words (it was the engine's error message).
  await expect(note).toContainText('has a cycle (B → C → B)');
  await expect(note).toContainText('retrograde');
  // Retrograde analysis is the algorithm shown, animated from step 0; at its end A is a draw.
  await expect(page.locator('#app')).toHaveAttribute('data-alg', 'retrograde');
  await expect(page.getByLabel('Algorithm')).toHaveValue('retrograde');
  await expect(page.locator('[data-position="A"]')).toHaveAttribute('data-value', '');
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(page.locator('[data-position="A"]')).toHaveAttribute('data-value', '0');
  await expect(page.locator('[data-position="A"]')).toHaveAttribute('data-outcome', 'draw');
  await screenshot(page, 'custom-cycle');
  // The cycle taken out (C's move back to B): DFS, which the page left for the cycle, is back.
  await typeGame(page, 'A max : B Lose\nB min : C Win\nC max : Lose\nWin = 1\nLose = -1\n');
  await expect(page.locator('#app')).toHaveAttribute('data-alg', 'dfs');
  await expect(note).toBeHidden();
  // Chosen by the user, retrograde analysis stays when the cycle comes and goes.
  await page.getByLabel('Algorithm').selectOption('retrograde');
  await expect(page.locator('#app')).toHaveAttribute('data-alg', 'retrograde');
  await typeGame(page, 'A max : B Lose\nB min : C Win\nC max : B Lose\nWin = 1\nLose = -1\n');
  await expect(note).toContainText('has a cycle (B → C → B)');
  await typeGame(page, 'A max : B Lose\nB min : C Win\nC max : Lose\nWin = 1\nLose = -1\n');
  await expect(note).toBeHidden();
  await expect(page.locator('#app')).toHaveAttribute('data-alg', 'retrograde');
});

test('a built-in game opens as text in the editor', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1&step=4');
  await page.getByRole('button', { name: 'Edit as text' }).click();
  const editor = page.locator('#editor-text');
  await expect(editor).toBeVisible();
  await expect.poll(() => gameText(page)).toMatch(/^# Nim with piles 1,1/);
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('custom');
  // The same graph, at the same step.
  await expect(page.locator('#app')).toHaveAttribute('data-step', '4');
  await expect(page.locator('[data-position]')).toHaveCount(4);
});

test('loading an example keeps what the user typed, to restore', async ({ page }) => {
  await openCustom(page);
  const editor = page.locator('#editor-text');
  const typed = '# my own game\nStart max : Left Right\nLeft = 2\nRight = -3\n';
  await typeGame(page, typed);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  const examples = page.locator('#editor-examples');
  await examples.selectOption({ index: 1 });
  await expect.poll(() => gameText(page)).not.toBe(typed);
  await examples.selectOption('previous');
  await expect.poll(() => gameText(page)).toBe(typed);
  await expect(page.locator('[data-position]')).toHaveCount(3);
});

test('keys typed a moment before an example, a file or one of "Your games" is picked are kept', async ({ page }) => {
  await openCustom(page);
  const typed = '# my own game\nStart max : Left Right\nLeft = 2\nRight = -3\n';
  await typeGame(page, typed);
  await expect.poll(async () => (await keptGames(page)).map((g) => g.chars)).toEqual([typed.length]);
  const editor = page.getByRole('textbox', { name: 'Game text' });
  // Typed, and at once (no pause after typing) another text picked: each time, the entry typed
  // in keeps the keystrokes.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# a');
  await page.locator('#editor-examples').selectOption({ index: 1 });
  await expect.poll(async () => (await keptGames(page)).map((g) => g.chars)).toEqual([`${typed}# a`.length]);
  const file = { name: 'one.txt', mimeType: 'text/plain', buffer: Buffer.from('# One\nX min : Y Z\nY = 5\nZ = 6\n') };
  await page.getByLabel('Open a game file').setInputFiles(file);
  await expect.poll(() => gameText(page)).toBe(file.buffer.toString());
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# b');
  const mine = (await keptGames(page)).find((g) => g.title === 'my own game').id;
  await page.getByLabel('Your games').selectOption(mine);
  await expect.poll(() => gameText(page)).toBe(`${typed}# a`);
  await expect.poll(async () => (await keptGames(page)).map((g) => [g.title, g.chars])).toEqual([
    ['One', file.buffer.length + 3],
    ['my own game', `${typed}# a`.length],
  ]);
  // Typed, and at once the same entry picked again: it shows with the keystrokes.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# c');
  await page.getByLabel('Your games').selectOption(mine);
  await page.waitForTimeout(600); // past the pause after typing: a late save would show
  expect(await gameText(page)).toBe(`${typed}# a# c`);
  // An example, typed into, and at once "Restore my previous text": the previous text comes back.
  await page.locator('#editor-examples').selectOption({ index: 1 });
  await expect.poll(() => gameText(page)).not.toContain('my own game');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# d');
  await page.locator('#editor-examples').selectOption('previous');
  await expect.poll(() => gameText(page)).toBe(`${typed}# a# c`);
});

test('two tabs editing the same one of "Your games": neither text is lost, the later one is a new entry', async ({ page, context }) => {
  await openCustom(page);
  const shared = '# shared game\nS max : L R\nL = 1\nR = -1\n';
  await typeGame(page, shared);
  await expect.poll(async () => (await keptGames(page)).length).toBe(1);
  const id = (await keptGames(page))[0].id;
  const other = await context.newPage();
  await openCustom(other);
  for (const tab of [page, other]) {
    await tab.getByLabel('Your games').selectOption(id);
    await expect.poll(() => gameText(tab)).toBe(shared);
  }
  // One tab edits, then the other (which still shows the text before that edit).
  for (const [tab, line] of [[page, '# first tab'], [other, '# second tab']]) {
    await tab.getByRole('textbox', { name: 'Game text' }).click();
    await tab.keyboard.press('ControlOrMeta+End');
    await tab.keyboard.type(line);
    await expect.poll(async () => (await keptGames(tab)).map((g) => g.chars).sort()).toContain(`${shared}${line}`.length);
  }
  await expect(other.locator('#editor-status')).toContainText('Another tab saved this game meanwhile');
  const kept = await keptGames(page);
  expect(kept.map((g) => g.chars).sort()).toEqual([`${shared}# first tab`.length, `${shared}# second tab`.length].sort());
  expect(kept.find((g) => g.id === id).chars).toBe(`${shared}# first tab`.length);
  // The line goes with the text it was about.
  await other.locator('#editor-examples').selectOption({ index: 1 });
  await expect(other.locator('#editor-status')).toBeHidden();
  await other.close();
});

test('typing over a selection of several lines replaces it (and breaks no rule of the page\'s CSP)', async ({ page }) => {
  await openCustom(page);
  await typeGame(page, '# three lines\nS max : L\nL = 1\n');
  await expect(page.locator('[data-position]')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Game text' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('A = 5');
  await expect.poll(() => gameText(page)).toBe('A = 5');
  await expect(page.locator('[data-position]')).toHaveCount(1);
});

test('a kept text over 1 MiB can be restored at once from a page opened by someone else\'s link', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openCustom(page);
  const lines = ['# my long chain'];
  for (let i = 0; i < 39_998; i++) lines.push(`position${i} ${i % 2 ? 'min' : 'max'} : position${i + 1} position${i + 2}`);
  const mine = `${lines.join('\n')}\nposition39998 = 1\nposition39999 = -1\n`;
  expect(mine.length).toBeGreaterThan(1024 * 1024);
  await typeGame(page, mine);
  await expect(page.locator('#summary')).toContainText('40,000');
  await expect(page.getByLabel('Your games').locator('option')).toHaveCount(2);

  // Another tab opens a link: the big text is not read there, yet "Restore" is offered at once.
  const other = await context.newPage();
  await other.goto(`/${formatHash({ game: 'custom', text: '# theirs\nX min : Y Z\nY = 3\nZ = 4\n', alg: 'dfs', step: 0 })}`);
  await expect(other.locator('#app')).toHaveAttribute('data-state', 'ready');
  const examples = other.locator('#editor-examples');
  await expect(examples.locator('option[value=previous]')).toHaveText('Restore my previous text');
  await examples.selectOption('previous');
  await expect(other.locator('#summary')).toContainText('40,000', { timeout: 60_000 });
  await expect(other.locator('#editor-text .cm-line').first()).toHaveText('# my long chain');
  await expect(examples.locator('option[value=previous]')).toHaveCount(0);
});

test('the editor: colours, search, undo, a dropped file, a binary file refused, a saved file', async ({ page }) => {
  await openCustom(page);
  const typed = '# typed\nRoot max : L R\nL = 1\nR = -2\n';
  await typeGame(page, typed);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  // The mover is coloured as a keyword: a span of its own.
  await expect(page.locator('#editor-text .cm-line span', { hasText: /^max$/ })).toHaveCount(1);

  // Search (Ctrl-F opens CodeMirror's panel), then undo a typed character.
  const editor = page.getByRole('textbox', { name: 'Game text' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+f');
  await expect(page.getByRole('textbox', { name: 'Find' })).toBeVisible();
  await page.keyboard.press('Escape');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Z');
  await expect.poll(() => gameText(page)).toBe(`${typed}Z`);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => gameText(page)).toBe(typed);

  // A game file dropped on the editor opens.
  const dropped = '# dropped\nA min : B C D\nB = 1\nC = 2\nD = 3\n';
  await page.locator('#editor-text').evaluate((content, text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'dropped.txt', { type: 'text/plain' }));
    data.items.add(new File(['A = 1\n'], 'second.txt', { type: 'text/plain' }));
    content.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, composed: true }));
  }, dropped);
  await expect.poll(() => gameText(page)).toBe(dropped);
  await expect(page.locator('[data-position]')).toHaveCount(4);
  // Two files dropped: the first opens, the other is said to be left unopened.
  await expect(page.locator('#editor-status')).toHaveText('Opened “dropped.txt” only: one game file at a time (the other file was left unopened).');

  // A file that is not text (an image) is refused in words, and the text stays as it was.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  await page.getByLabel('Open a game file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('#editor-status')).toHaveText(/“photo\.png” is not a game file: it holds binary data.*your text is unchanged/);
  expect(await gameText(page)).toBe(dropped);
  await expect(page.locator('#editor-errors')).toBeHidden();

  // Save as file: the text, as a .txt file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as file' }).click()]);
  expect(download.suggestedFilename()).toBe('game-A.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe(dropped);
});

test('undo never turns one of "Your games" into another; the same file opened twice is one entry', async ({ page }) => {
  await openCustom(page);
  const mine = '# Mine A\nS max : L R\nL = 2\nR = -1\n';
  await typeGame(page, mine);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  const file = { name: 'one.txt', mimeType: 'text/plain', buffer: Buffer.from('# One\nX min : Y Z\nY = 5\nZ = 6\n') };
  await page.getByLabel('Open a game file').setInputFiles(file);
  await expect.poll(() => gameText(page)).toBe(file.buffer.toString());
  await expect.poll(async () => (await keptGames(page)).map((g) => g.title)).toEqual(['One', 'Mine A']);

  // "Mine A" picked, then Ctrl+Z in the editor: there is nothing to undo (the file's text does
  // not come back as an edit of "Mine A", to be saved into it).
  const games = page.getByLabel('Your games');
  const mineId = (await keptGames(page))[1].id;
  await games.selectOption(mineId);
  await expect.poll(() => gameText(page)).toBe(mine);
  await page.getByRole('textbox', { name: 'Game text' }).click();
  await page.keyboard.press('ControlOrMeta+z');
  await page.waitForTimeout(600); // longer than the pause after typing: a save would have started
  expect(await gameText(page)).toBe(mine);
  await expect.poll(async () => (await keptGames(page)).map((g) => [g.title, g.chars])).toEqual([
    ['One', file.buffer.length],
    ['Mine A', mine.length],
  ]);

  // The same file again, once "Mine A" is newer (typed into): the file's entry moves to the
  // top, no copy.
  await page.getByRole('textbox', { name: 'Game text' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# edited\n');
  await expect.poll(async () => (await keptGames(page)).map((g) => g.title)).toEqual(['Mine A', 'One']);
  await page.getByLabel('Open a game file').setInputFiles(file);
  await expect.poll(() => gameText(page)).toBe(file.buffer.toString());
  await expect.poll(async () => (await keptGames(page)).map((g) => g.title)).toEqual(['One', 'Mine A']);
  await expect(games.locator('option')).toHaveCount(3);

  // Select all and paste another game over "One": a new entry; "One" stays as it was.
  await typeGame(page, '# Two\nT max : U\nU = 3\n');
  await expect.poll(async () => (await keptGames(page)).map((g) => g.title)).toEqual(['Two', 'One', 'Mine A']);
  await expect.poll(async () => (await keptGames(page)).find((g) => g.title === 'One')?.chars).toBe(file.buffer.length);
  // Undone, the paste gives "One" back, and its entry takes the edits again (no copy of it in
  // the paste's entry); redone, the paste's entry does.
  await page.getByRole('textbox', { name: 'Game text' }).click();
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => gameText(page)).toBe(file.buffer.toString());
  await page.waitForTimeout(600); // past the pause after typing: the save is done
  await expect.poll(async () => (await keptGames(page)).map((g) => g.title).sort()).toEqual(['Mine A', 'One', 'Two']);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect.poll(() => gameText(page)).toBe('# Two\nT max : U\nU = 3\n');
  await page.waitForTimeout(600);
  // Its next edits go into the new entry.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# more\n');
  await expect.poll(async () => (await keptGames(page)).map((g) => [g.title, g.chars])).toEqual([
    ['Two', '# Two\nT max : U\nU = 3\n# more\n'.length],
    ['One', file.buffer.length],
    ['Mine A', `${mine}# edited\n`.length],
  ]);
});

test('keys typed in the editor stay in it: spaces, arrows, Home and End do not step or play the game', async ({ page }) => {
  await openCustom(page);
  const typed = 'A max : B C\nB = 1\nC = -2\n';
  await typeGame(page, typed);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  const app = page.locator('#app');
  for (const step of ['1', '2']) {
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(app).toHaveAttribute('data-step', step);
  }
  // The text is a valid game, so the page's shortcuts are live: none may take a key typed here.
  const editor = page.getByRole('textbox', { name: 'Game text' });
  await editor.click();
  for (const key of ['ControlOrMeta+End', 'ArrowLeft', 'ArrowLeft', 'Home', 'End', 'ArrowRight', 'ArrowUp']) {
    await page.keyboard.press(key);
  }
  await page.keyboard.press('ControlOrMeta+End');
  await expect(app).toHaveAttribute('data-step', '2');
  await page.keyboard.type('# my note here');
  await expect.poll(() => gameText(page)).toBe(`${typed}# my note here`);
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(1);
  // The note is a new text: once its pause is over the game opens again from its start. Outside
  // the editor the shortcuts still work.
  await expect(app).toHaveAttribute('data-step', '0');
  await expect(app).toHaveAttribute('data-state', 'ready');
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('ArrowRight');
  await expect(app).toHaveAttribute('data-step', '1');
});

test('the last keystrokes before a reload are kept: the reloaded page shows them', async ({ page }) => {
  await openCustom(page);
  const typed = '# quick\nA max : B C\nB = 1\nC = -2\n';
  await typeGame(page, typed);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#game=custom&text=/);
  // Typed, then a reload at once: no pause after typing, so no save had started.
  await page.getByRole('textbox', { name: 'Game text' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# zz0');
  const before = await page.evaluate(() => location.hash);
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  // The address held the text before those keystrokes: the page shows the text with them, and
  // the address now holds it too.
  await expect.poll(() => gameText(page)).toBe(`${typed}# zz0`);
  await expect.poll(() => page.evaluate(() => location.hash)).not.toBe(before);
  await expect(page.getByLabel('Your games').locator('option')).toHaveCount(2);
  // Once only: a reload now shows what the address holds, which is the same text.
  await page.reload();
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => gameText(page)).toBe(`${typed}# zz0`);
  // The user's text, still: the next edit goes into the same entry of "Your games".
  await page.getByRole('textbox', { name: 'Game text' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('1');
  await expect.poll(async () => (await keptGames(page)).map((g) => g.chars)).toEqual([`${typed}# zz01`.length]);
});

test('an edit left as a tab closed is kept, and the same link opened again shows its own text', async ({ page, context }) => {
  await openCustom(page);
  const example = await page.evaluate(() => location.hash);
  const typed = '# quick\nA max : B C\nB = 1\nC = -2\n';
  await typeGame(page, typed);
  await expect(page.locator('[data-position]')).toHaveCount(3);
  // The address holds the typed text (not the example shown before it).
  await expect.poll(() => page.evaluate(() => location.hash)).not.toBe(example);
  await page.getByRole('textbox', { name: 'Game text' }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# zz0');
  const hash = await page.evaluate(() => location.hash);
  await page.close();
  // Not a reload: the link's text, with the edit kept in "Your games".
  const next = await context.newPage();
  await next.goto(`/${hash}`);
  await expect(next.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => gameText(next)).toBe(typed);
  await expect.poll(async () => (await keptGames(next)).map((g) => g.chars)).toContain(`${typed}# zz0`.length);
});

test('a reload at any moment after typing (12 instants from 0 to 500 ms) shows what was typed', async ({ page, context }) => {
  test.setTimeout(240_000);
  // Tabs of their own (an edit left as a page goes is kept under its tab's key), each taking
  // every PAGES-th wait: a reload and the page's start take a second or more each.
  const PAGES = 4;
  // Spread evenly over 0–500 ms, about 45 ms apart: several before the pause's end, around it
  // and after the save.
  const INSTANTS = 12;
  const WAITS = Array.from({ length: INSTANTS }, (_, i) => Math.round((i * 500) / (INSTANTS - 1)));
  const pages = [page, ...(await Promise.all(Array.from({ length: PAGES - 1 }, () => context.newPage())))];
  await Promise.all(
    pages.map(async (tab, index) => {
      await openCustom(tab);
      const editor = tab.getByRole('textbox', { name: 'Game text' });
      // The pause after typing is 250 ms: the reloads go from before its end, through it, to
      // after the edit is kept and the address rewritten.
      for (const wait of WAITS.filter((_, i) => i % PAGES === index)) {
        const typed = `A max : B\nB = ${wait}\n# ${wait} ms`;
        // Typed over a text that is not the user's (as over the Nim text): a new entry each time.
        await tab.locator('#editor-examples').selectOption({ index: 1 });
        await expect.poll(() => gameText(tab)).toMatch(/^# Nim with piles 1,1/);
        await editor.click();
        await tab.keyboard.press('ControlOrMeta+A');
        await tab.keyboard.type(typed);
        if (wait > 0) await tab.waitForTimeout(wait);
        await tab.reload();
        // (Four pages start at once: a start can take long on a loaded machine.)
        await expect.poll(() => gameText(tab), { message: `reloaded ${wait} ms after the last key`, timeout: 60_000 }).toBe(typed);
        await expect(tab.locator('#app')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
      }
    }),
  );
});
