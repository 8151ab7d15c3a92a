// Play and the neighbourhood view on games over 20,000 positions (issue 9: "any game the page can
// solve"): the worker solves them by retrograde analysis and the page asks it position by
// position. Cat and mouse on a 13×12 board (23,180 positions, with cycles) played as Carole with
// hints equal to the CLI's retrograde analysis; Nim 5,6,7,8,9 (60,448 positions) walked in the
// neighbourhood view, then played from a position of it; Sequence n = 18 (524,287) announced
// while the worker solves it, with a way out; the neighbourhood view on a 375-px phone.
import { test, expect, cli, openHash, screenshot } from './fixtures.js';

const MAZE = 'M............/............./............./....##......./............./............./........#..../............./............./............./............./C...........H';
const NIM = '5,6,7,8,9';

/** {name: {value, outcome}} of every position, by the CLI's retrograde analysis. */
function retrograde(text) {
  const solved = JSON.parse(cli(['solve', '--algorithm', 'retrograde', '--json', '-'], text));
  return { solved, byName: Object.fromEntries(solved.positions.map((p) => [p.name, p])) };
}

/** The successors of `name` in the game's text (its line `name mover : a b c`), deduplicated. */
function successorsIn(text, name) {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return [...new Set(line.split(':')[1].trim().split(/\s+/))];
}

async function moves(page) {
  return page.locator('#play [data-move]').evaluateAll((nodes) => nodes.map((n) => ({ name: n.dataset.move, value: n.dataset.moveValue, outcome: n.dataset.moveOutcome })));
}

test('cat and mouse on a 13×12 board (23,180 positions, cycles) as Carole: hints are retrograde (the CLI), undo and the link', async ({ page }) => {
  const text = cli(['preset', 'catmouse', MAZE]);
  const { solved, byName } = retrograde(text);
  expect(solved.positions.length).toBeGreaterThan(20000);
  await openHash(page, `#game=catmouse&board=${encodeURIComponent(MAZE)}&alg=dfs&step=0&mode=play&as=carole&hints=on&rng=3`);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-mode', 'play');
  await expect(page.locator('#play .board-catmouse')).toBeVisible();
  let played = 0;
  for (let turn = 0; turn < 5; turn += 1) {
    if ((await app.getAttribute('data-result')) != null) break;
    const current = await app.getAttribute('data-current');
    // The mouse (the computer) has moved: the cat is to move.
    expect(current.startsWith('C')).toBe(true);
    const now = await moves(page);
    expect(now.map((m) => m.name).sort()).toEqual(successorsIn(text, current).sort());
    for (const m of now) {
      expect(Number(m.value)).toBe(byName[m.name].value);
      expect(m.outcome).toBe(byName[m.name].outcome);
    }
    await page.locator(`#play [data-move="${now[turn % now.length].name}"]`).click();
    await expect(app).not.toHaveAttribute('data-current', current);
    played += 1;
  }
  expect(played).toBeGreaterThan(1);
  const history = page.locator('.history-list li');
  const rows = await history.count();
  expect(rows).toBeGreaterThan(2);
  for (const row of await history.evaluateAll((nodes) => nodes.map((n) => ({ name: n.querySelector('.move-name').textContent, value: n.dataset.historyValue })))) {
    expect(Number(row.value)).toBe(byName[row.name].value);
  }
  // Undo takes back the user's move with the computer's answer; the link replays the game.
  const last = await app.getAttribute('data-current');
  const hash = await page.evaluate(() => location.hash);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(app).not.toHaveAttribute('data-current', last);
  await expect(history).toHaveCount(rows - 2);
  await page.goto('/');
  await openHash(page, hash);
  await expect(app).toHaveAttribute('data-current', last);
  await screenshot(page, 'play-catmouse-13x12');
});

test('Nim 5,6,7,8,9 (60,448 positions): the neighbourhood walks it with retrograde values, then plays from a position', async ({ page }) => {
  const text = cli(['preset', 'nim', NIM]);
  const { solved, byName } = retrograde(text);
  expect(solved.positions.length).toBeGreaterThan(20000);
  await openHash(page, `#game=nim&piles=${NIM}&first=paul&alg=dfs&step=0`);
  const nb = page.locator('#neighbourhood');
  await expect(nb).toHaveAttribute('data-current', 'P5.6.7.8.9');
  const successors = () => nb.locator('[data-successor]').evaluateAll((nodes) => nodes.map((n) => ({ name: n.dataset.successor, value: n.dataset.value, outcome: n.dataset.outcome })));
  const walked = ['P5.6.7.8.9'];
  for (let step = 0; step < 4; step += 1) {
    const now = await successors();
    expect(now.map((s) => s.name).sort()).toEqual(successorsIn(text, walked.at(-1)).sort());
    for (const s of now) {
      expect(Number(s.value)).toBe(byName[s.name].value);
      expect(s.outcome).toBe(byName[s.name].outcome);
    }
    // Walk on along the last successor (a different pile each time).
    const next = now[(step * 7) % now.length].name;
    await nb.locator(`[data-successor="${next}"]`).click();
    await expect(nb).toHaveAttribute('data-current', next);
    walked.push(next);
  }
  await expect(nb.locator('.nb-path')).toContainText(walked.join(' → '));
  await nb.getByRole('button', { name: 'Back' }).click();
  await expect(nb).toHaveAttribute('data-current', walked.at(-2));
  await nb.getByRole('button', { name: 'P5.6.7.8.9' }).click();
  await expect(nb).toHaveAttribute('data-current', 'P5.6.7.8.9');
  await nb.locator(`[data-successor="${walked[1]}"]`).click();
  await expect(nb).toHaveAttribute('data-current', walked[1]);
  await screenshot(page, 'neighbourhood-nim-60448');

  // Play from there: Carole (the computer) answers, the user (Paul) has moves with hints.
  await nb.getByRole('button', { name: 'Challenge the computer from here' }).click();
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-mode', 'play');
  await expect(page).toHaveURL(new RegExp(`from=${walked[1].replaceAll('.', '\\.')}`));
  await expect(page.locator('.history-list li').first()).toContainText(walked[1]);
  await expect(page.locator('.history-list li')).toHaveCount(2);
  const now = await moves(page);
  const current = await app.getAttribute('data-current');
  expect(now.map((m) => m.name).sort()).toEqual(successorsIn(text, current).sort());
  for (const m of now) expect(m.outcome).toBe(byName[m.name].outcome);
  await page.keyboard.press('1');
  await expect(app).not.toHaveAttribute('data-current', current);
});

test('a game solved for play in the worker: play says so meanwhile, and Stop shows the explorer instead', async ({ page }) => {
  // However fast the worker is, the page must say it is solving until the answer comes, and Stop
  // must give the explorer back: the page's request to solve for play is held here (a worker that
  // has not answered yet), so the wait is seen every time, not only on a slow machine.
  // (Only the first: the explorer's neighbourhood view then asks for the same solve.)
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    let held = false;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.type === 'solve-play' && !held) {
        held = true;
        return undefined;
      }
      return post.call(this, message, ...rest);
    };
  });
  // Sequence n = 14: 32,767 positions, over the old 20,000 limit of play on the page's thread.
  await page.goto('/#game=sequence&n=14&seed=1&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=1');
  await expect(page.locator('#play [role="status"]')).toContainText('Solving for play');
  await page.getByRole('link', { name: 'Stop: show the explorer' }).click();
  await expect(page).not.toHaveURL(/mode=play/);
  await expect(page.locator('#summary')).toBeVisible();
  await expect(page.locator('#neighbourhood')).toHaveAttribute('data-current', 'e');
  await expect(page.locator('#app')).not.toHaveAttribute('data-mode', 'play');
  await expect(page.locator('#play')).toBeHidden();
});

test.describe('on a 375-px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const [label, hash, start] of [
    ['tic-tac-toe from the empty board', '#game=tictactoe&board=.........&alg=dfs&step=0', '.........'],
    ['Nim 5,6,7,8,9', `#game=nim&piles=${NIM}&first=paul&alg=dfs&step=0`, 'P5.6.7.8.9'],
  ]) {
    test(`the neighbourhood view of ${label} fits, and a step on its board walks`, async ({ page }) => {
      await openHash(page, hash);
      const nb = page.locator('#neighbourhood');
      await expect(nb).toHaveAttribute('data-current', start);
      const cell = nb.locator('[data-board-move]').first();
      const target = await cell.getAttribute('data-board-move');
      await cell.click();
      await expect(nb).toHaveAttribute('data-current', target);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `neighbourhood-375-${label.split(' ')[0].toLowerCase()}`);
    });
  }
  for (const [kind, hash] of [
    ['catmouse', `#game=catmouse&board=${encodeURIComponent(MAZE)}&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=1`],
    ['chomp', '#game=chomp&rows=3&cols=20&first=paul&alg=dfs&step=0&mode=play&as=paul&hints=on&rng=1'],
  ]) {
    test(`a wide ${kind} board (13 or 20 columns) shrinks to the phone and is played on`, async ({ page }) => {
      await openHash(page, hash);
      const board = page.locator(`#play [data-board="${kind}"]`);
      await expect(board).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const before = await page.locator('#app').getAttribute('data-current');
      await board.locator('[data-board-move]').first().click();
      await expect(page.locator('#app')).not.toHaveAttribute('data-current', before);
      await screenshot(page, `board-375-wide-${kind}`);
    });
  }
});
