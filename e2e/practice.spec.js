// Practice mode (issue 9, mode=practice): for every algorithm a round with a right and a wrong
// answer and one that cannot be read, checked against the CLI's own trace (`gamegraph trace`: its
// line k is the decisive event asked about at step k); the link reopens at the question; the
// Practice tab and a change of algorithm keep the mode; a 375-px phone can answer.
import { test, expect, cli, openHash, screenshot, typeGame } from './fixtures.js';

const NIM = cli(['preset', 'nim', '1,2']);
const HASH = (alg) => `#game=nim&piles=1,2&alg=${alg}&step=0&mode=practice`;
const traceOf = (alg, text) => cli(['trace', '--algorithm', alg, '-'], text).trim().split('\n');
const TRACES = Object.fromEntries(['dfs', 'retrograde', 'attractor', 'stack', 'alphabeta'].map((alg) => [alg, traceOf(alg, NIM)]));
/** Cycles, a draw and values other than ±1 (algorithms.spec.js's game): B ⇄ C can go on for ever. */
const CYCLIC = 'start S\nS max : A D F\nA max : B Lose\nB min : C Win\nC max : B Lose\nD max : Big A\nF min : Half Lose Big\nWin = 1\nLose = -1\nHalf = 0.5\nBig = 2\n';

/** The position a trace line is about, as data-asked names it (a tree node's #id dropped). */
function nameIn(line) {
  return line.split(' ')[1].replace(/#\d+$/, '');
}

/**
 * The right answer and a wrong one to the question at step k, from the CLI's trace, with the
 * position asked about.
 */
function oracle(alg, k, lines = TRACES[alg]) {
  const line = lines[k];
  const field = (key) => new RegExp(`${key}=(\\S+)`).exec(line)[1];
  const number = (right) => ({ right: String(right), wrong: String(right + 1) });
  const yesno = (yes) => ({ right: yes ? 'yes' : 'no', wrong: yes ? 'n' : 'y' });
  switch (alg) {
    case 'dfs':
      expect(line).toMatch(/^finish /);
      return { asked: nameIn(line), ...number(Number(field('value'))) };
    case 'retrograde': {
      expect(line).toMatch(/^label /);
      const outcome = field('outcome');
      const right = outcome === 'draw' ? 'draw' : `${outcome} wins in ${field('remoteness')} moves`;
      return { asked: nameIn(line), right, wrong: outcome === 'paul' ? 'C1' : 'P1' };
    }
    case 'attractor': {
      expect(line).toMatch(/^notify /);
      const x = nameIn(line);
      return { asked: x, ...yesno(lines[k + 1]?.startsWith(`join ${x} `)) };
    }
    case 'stack':
      if (line.startsWith('right ')) return { asked: stackTop(lines, k), ...number(Number(/top=\(\w+, (\S+)\)/.exec(line)[1])) };
      expect(line).toMatch(/^down /);
      return { asked: line.split(' ')[3].replace(/#\d+$/, ''), ...number(Number(field('c'))) };
    default: {
      if (line.startsWith('return ')) return { asked: nameIn(line), ...number(Number(field('value'))) };
      // The question after a return: is the parent's rest pruned (a cutoff line next)?
      const parent = / to (\S+)$/.exec(lines[k - 1])[1].replace(/#\d+$/, '');
      return { asked: parent, ...yesno(line.startsWith('cutoff ')) };
    }
  }
}

/** Whose entry is on top of Shen's stack before line k: up-left X pushes X's, down pops. */
function stackTop(lines, k) {
  const stack = [];
  for (const line of lines.slice(0, k)) {
    if (line.startsWith('up-left ')) stack.push(nameIn(line));
    if (line.startsWith('down ')) stack.pop();
  }
  return stack.at(-1);
}

const app = (page) => page.locator('#app');
const step = async (page) => Number(await app(page).getAttribute('data-step'));

/** Waits for an open question and checks data-asked against the oracle; returns the oracle. */
async function openQuestion(page, alg, lines = TRACES[alg]) {
  await expect(app(page)).toHaveAttribute('data-asked', /.+/);
  const k = await step(page);
  const expected = oracle(alg, k, lines);
  await expect(app(page)).toHaveAttribute('data-asked', expected.asked);
  // The drawing marks it (one node: a tree's by its id).
  await expect(page.locator('#graph [data-asked-here]')).toHaveAttribute('data-position', expected.asked);
  return { k, ...expected };
}

async function answer(page, text, { enter = false } = {}) {
  await page.getByLabel('Your answer').fill(text);
  if (enter) await page.getByLabel('Your answer').press('Enter');
  else await page.getByRole('button', { name: 'Check' }).click();
}

for (const alg of Object.keys(TRACES)) {
  test(`practice ${alg}: right, unreadable, wrong; the link reopens at the question`, async ({ page }) => {
    await openHash(page, HASH(alg));
    await expect(app(page)).toHaveAttribute('data-mode', 'practice');
    await expect(app(page)).toHaveAttribute('data-alg', alg);
    await expect(app(page)).toHaveAttribute('data-score', '0/0');
    await expect(page.getByRole('link', { name: 'Practice' })).toHaveAttribute('aria-current', 'page');
    // It stops and asks; the step controls are gone, so nothing advances but an answer.
    await expect(page.getByRole('button', { name: 'Step forward' })).toBeHidden();
    const first = await openQuestion(page, alg);

    await answer(page, first.right);
    await expect(app(page)).toHaveAttribute('data-score', '1/1');
    await expect(page.locator('.practice-feedback')).toContainText('Right');
    const second = await openQuestion(page, alg);
    expect(second.k).toBeGreaterThan(first.k);

    // A reply that cannot be read is not counted, and says what is expected.
    await answer(page, 'banana');
    await expect(page.locator('.practice-feedback')).toContainText('“banana” is not an answer I can read.');
    await expect(app(page)).toHaveAttribute('data-score', '1/1');
    await expect(app(page)).toHaveAttribute('data-asked', second.asked);

    // The link reopens at the same question (a fresh score).
    await expect(page).toHaveURL(new RegExp(`step=${second.k}&mode=practice`));
    const link = page.url();

    await answer(page, second.wrong);
    await expect(app(page)).toHaveAttribute('data-score', '1/2');
    await expect(app(page)).not.toHaveAttribute('data-asked', /.*/);
    await expect(page.locator('.practice-feedback')).toContainText(`the answer is`);
    // The decisive step is shown; nothing else moves until "Next question".
    await expect(app(page)).toHaveAttribute('data-step', String(second.k + 1));
    await expect(page.locator('.practice-score')).toContainText('streak 0');
    await page.getByRole('button', { name: 'Next question' }).click();
    const third = await openQuestion(page, alg);
    await expect(app(page)).toHaveAttribute('data-score', '1/2');
    await expect(page).toHaveURL(new RegExp(`step=${third.k}&mode=practice`));

    await page.goto(link);
    await expect(app(page)).toHaveAttribute('data-mode', 'practice');
    await expect(app(page)).toHaveAttribute('data-asked', second.asked);
    await expect(app(page)).toHaveAttribute('data-step', String(second.k));
    await expect(app(page)).toHaveAttribute('data-score', '0/0');
  });
}

test('a whole round ends with a summary and "Again"; the rule is shown for a wrong answer', async ({ page }) => {
  await openHash(page, HASH('dfs'));
  let asked = 0;
  let right = 0;
  // DFS on Nim 1,2: one question per position with two moves or more; wrong on the first,
  // right on the rest. Answered with Enter, which must not also press the button that takes
  // the focus next (the correction's "Next question", the summary's "Again").
  for (;;) {
    const summary = page.locator('.practice-summary');
    if (await summary.isVisible()) break;
    const q = await openQuestion(page, 'dfs');
    asked += 1;
    if (asked === 1) {
      await answer(page, q.wrong, { enter: true });
      await expect(page.locator('.practice-feedback')).toContainText(/position \((Paul|Carole) moves\) takes the (largest|smallest) value of its successors: (max|min)\(/);
      await page.getByRole('button', { name: /Next question|See the score/ }).click();
    } else {
      await answer(page, q.right, { enter: true });
      right += 1;
    }
    await expect(app(page)).toHaveAttribute('data-score', `${right}/${asked}`);
  }
  const choices = NIM.split('\n').filter((line) => / : \S+ \S+/.test(line)).length;
  expect(asked).toBe(choices);
  await expect(page.locator('.practice-summary')).toContainText(`${right} of ${asked} right`);
  await expect(app(page)).toHaveAttribute('data-step', String(TRACES.dfs.length));
  // The finished run can be looked through again with the step controls.
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(app(page)).toHaveAttribute('data-step', String(TRACES.dfs.length - 1));
  await page.getByRole('button', { name: 'Again' }).click();
  await expect(app(page)).toHaveAttribute('data-score', '0/0');
  await openQuestion(page, 'dfs');
  await expect(page.getByRole('button', { name: 'Step back' })).toBeHidden();
});

test('the Practice tab, a change of algorithm and of game keep practice mode; Explorer leaves it', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&alg=dfs&step=0');
  await expect(app(page)).not.toHaveAttribute('data-mode', /.*/);
  await page.getByRole('link', { name: 'Practice' }).click();
  await expect(app(page)).toHaveAttribute('data-mode', 'practice');
  await openQuestion(page, 'dfs');
  await page.getByLabel('Algorithm').selectOption('retrograde');
  await expect(app(page)).toHaveAttribute('data-alg', 'retrograde');
  await expect(app(page)).toHaveAttribute('data-mode', 'practice');
  await openQuestion(page, 'retrograde');
  await expect(page).toHaveURL(/alg=retrograde.*mode=practice/);
  // Another game keeps practice mode and the algorithm.
  await page.getByRole('button', { name: 'Nim 1,1' }).click();
  await expect(page).toHaveURL(/piles=1,1.*alg=retrograde.*mode=practice/);
  await expect(app(page)).toHaveAttribute('data-mode', 'practice');
  await openQuestion(page, 'retrograde', traceOf('retrograde', cli(['preset', 'nim', '1,1'])));
  await page.getByRole('link', { name: 'Explorer', exact: true }).click();
  await expect(app(page)).not.toHaveAttribute('data-mode', /.*/);
  await expect(app(page)).not.toHaveAttribute('data-asked', /.*/);
  await expect(page.getByRole('button', { name: 'Step forward' })).toBeVisible();
});

test('a custom game with cycles, a draw and values other than ±1: every retrograde question as the CLI labels it', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1&alg=retrograde&step=0&mode=practice');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  await typeGame(page, CYCLIC);
  const lines = traceOf('retrograde', CYCLIC);
  await expect(app(page)).toHaveAttribute('data-steps', String(lines.length));
  await expect(app(page)).toHaveAttribute('data-mode', 'practice');
  let asked = 0;
  while (!(await page.locator('.practice-summary').isVisible())) {
    const q = await openQuestion(page, 'retrograde', lines);
    await answer(page, q.right);
    asked += 1;
    await expect(app(page)).toHaveAttribute('data-score', `${asked}/${asked}`);
  }
  // Every label of an inner position but the draws after the first.
  const inner = lines.filter((line) => /^label (\S+) /.test(line) && !/^label (Win|Lose|Half|Big) /.test(line));
  const draws = inner.filter((line) => / outcome=draw /.test(line)).length;
  expect(asked).toBe(inner.length - Math.max(0, draws - 1));
  expect(draws).toBeGreaterThan(0);
});

test('attractor layers for Carole: a whole round answered right, as the CLI joins positions', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&alg=attractor&player=carole&step=0&mode=practice');
  const lines = cli(['trace', '--algorithm', 'attractor', '--player', 'carole', '-'], NIM).trim().split('\n');
  await expect(app(page)).toHaveAttribute('data-steps', String(lines.length));
  let asked = 0;
  while (!(await page.locator('.practice-summary').isVisible())) {
    const q = await openQuestion(page, 'attractor', lines);
    await answer(page, q.right);
    asked += 1;
  }
  expect(asked).toBe(lines.filter((line) => line.startsWith('notify ')).length);
  await expect(page.locator('.practice-summary')).toContainText(`${asked} of ${asked} right`);
});

test('an algorithm that does not apply says so; its offer opens practice on the one that does', async ({ page }) => {
  await openHash(page, '#game=catmouse&board=M../.#./C.H&alg=dfs&step=0&mode=practice');
  await expect(app(page)).toHaveAttribute('data-mode', 'practice');
  // The reason is the algorithm's own sentence (why DFS does not apply to a game with a cycle).
  await expect(page.locator('#practice')).toContainText('Nothing to practise here. DFS minimax (CLRS ch. 22) needs every successor finished before a position');
  await expect(page.locator('#practice')).toContainText('play can come back to where it was. Choose another game or algorithm');
  await expect(app(page)).not.toHaveAttribute('data-asked', /.*/);
  await page.getByRole('button', { name: 'Show Retrograde analysis' }).click();
  await expect(app(page)).toHaveAttribute('data-alg', 'retrograde');
  await openQuestion(page, 'retrograde', traceOf('retrograde', cli(['preset', 'catmouse', 'M../.#./C.H'])));
});

test('a game too big to animate: practice says why (the count and the limit)', async ({ page }) => {
  await openHash(page, '#game=sequence&n=14&seed=1&alg=dfs&step=0&mode=practice');
  await expect(page.locator('#practice')).toContainText(/Nothing to practise here\. [\d,]+ positions are too many to animate \(the limit is 25,000\)\./);
  await expect(app(page)).not.toHaveAttribute('data-asked', /.*/);
});

test.describe('on a 375-px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the question, the field and Check fit the screen', async ({ page }) => {
    await openHash(page, HASH('retrograde'));
    const q = await openQuestion(page, 'retrograde');
    for (const control of [page.getByLabel('Your answer'), page.getByRole('button', { name: 'Check' })]) {
      await expect(control).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Paul wins in …' }).click();
    await expect(page.getByLabel('Your answer')).toHaveValue('Paul wins in ');
    await answer(page, q.right);
    await expect(app(page)).toHaveAttribute('data-score', '1/1');
    await screenshot(page, 'practice-375');
  });
});
