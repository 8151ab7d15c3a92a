// The DFS explorer, driven like a person would: a preset opened from a link, stepped through
// with the buttons and the keyboard, played to the end, and checked against the CLI.
import { test, expect, cli, openHash, positions, replayCliTrace, screenshot } from './fixtures.js';

const NIM_123 = '#game=nim&piles=1,2,3&first=paul&alg=dfs&step=0';

function nimOracle() {
  const text = cli(['preset', 'nim', '1,2,3']);
  const trace = cli(['trace', '-'], text);
  const solved = JSON.parse(cli(['solve', '--json', '-'], text));
  return { trace, solved, names: solved.positions.map((p) => p.name) };
}

test('a preset opens from a link, and stepping forward and back matches the CLI trace', async ({ page }) => {
  const { trace, names } = nimOracle();
  await openHash(page, NIM_123);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-step', '0');
  const steps = Number(await app.getAttribute('data-steps'));
  expect(steps).toBe(replayCliTrace(trace, names, 0).steps);
  expect(Object.keys(await positions(page)).sort()).toEqual([...names].sort());

  const forward = page.getByRole('button', { name: 'Step forward' });
  const K = 17;
  for (let k = 1; k <= K; k++) {
    await forward.click();
    await expect(app).toHaveAttribute('data-step', String(k));
  }
  expect(await positions(page)).toEqual(replayCliTrace(trace, names, K).state);
  await expect(page.locator('#step-counter')).toHaveText(`${K} / ${steps}`);
  await screenshot(page, 'explorer-step-17');

  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(app).toHaveAttribute('data-step', String(K - 1));
  expect(await positions(page)).toEqual(replayCliTrace(trace, names, K - 1).state);

  // The keyboard: → ← Home End.
  await page.locator('body').press('ArrowRight');
  await expect(app).toHaveAttribute('data-step', String(K));
  await page.locator('body').press('ArrowLeft');
  await page.locator('body').press('ArrowLeft');
  await expect(app).toHaveAttribute('data-step', String(K - 2));
  await page.locator('body').press('End');
  await expect(app).toHaveAttribute('data-step', String(steps));
  expect(await positions(page)).toEqual(replayCliTrace(trace, names, steps).state);
  await page.locator('body').press('Home');
  await expect(app).toHaveAttribute('data-step', '0');
  expect(await positions(page)).toEqual(replayCliTrace(trace, names, 0).state);
});

test('each step is told in words, with the pseudocode line and the stack', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1&step=0');
  const narration = page.locator('#narration');
  await expect(narration).toContainText('nothing is visited yet');
  const forward = page.getByRole('button', { name: 'Step forward' });
  await forward.click();
  await expect(narration).toContainText('P1.1 turns gray');
  await expect(page.locator('#pseudocode li.lit')).toHaveCount(2);
  await expect(page.locator('#stack li')).toHaveCount(1);
  // Nim 1,1 (see the CLI trace): the 10th event finds P0.0 already black.
  await page.goto('/#game=nim&piles=1,1&step=10');
  await expect(page.locator('#app')).toHaveAttribute('data-step', '10');
  await expect(narration).toHaveText('Edge C1.0 → P0.0: P0.0 is already black, its value −1 is reused.');
  await forward.click();
  await expect(narration).toHaveText('C1.0 turns black (finished at time 7): value = min(−1) = −1; best move C1.0 → P0.0.');
});

test('the move the sentence names shows the names of both its ends, even with names hidden', async ({ page }) => {
  // A laptop's window with less height (a browser's toolbars): at 1280×800 Nim 1,2,3's drawing is
  // big enough for every name, here it is not, and the names are hidden.
  await page.setViewportSize({ width: 1280, height: 680 });
  await openHash(page, '#game=nim&piles=1,2,3&alg=dfs&step=20');
  await expect(page.locator('#narration')).toContainText('Edge C0.0.3 → P0.0.1');
  await expect(page.locator('svg.graph')).toHaveClass(/names-hidden/);
  for (const name of ['C0.0.3', 'P0.0.1']) {
    await expect(page.locator(`[data-position="${name}"] .name`)).toHaveCSS('visibility', 'visible');
  }
});

test('playing runs to the end, and the start value equals the CLI solve --json', async ({ page }) => {
  const { solved } = nimOracle();
  await openHash(page, NIM_123);
  const app = page.locator('#app');
  const steps = await app.getAttribute('data-steps');
  // Top speed: one step per frame.
  await page.locator('#speed').fill('7');
  const play = page.getByRole('button', { name: 'Play' });
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(app).toHaveAttribute('data-step', steps, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const start = page.locator(`[data-position="${solved.start}"]`);
  await expect(start).toHaveAttribute('data-color', 'black');
  expect(Number(await start.getAttribute('data-value'))).toBe(solved.value);
  // Every position's value, too.
  const drawn = await positions(page);
  for (const p of solved.positions) expect(Number(drawn[p.name].value), p.name).toBe(p.value);
  await screenshot(page, 'explorer-end');
});

test('pause stops the animation where it is', async ({ page }) => {
  await openHash(page, NIM_123);
  const app = page.locator('#app');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(app).not.toHaveAttribute('data-step', '0');
  await page.getByRole('button', { name: 'Pause' }).click();
  // The step the player was at when paused may still be drawn on the next frame (the player draws
  // at most once per frame): read the step once two frames have passed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const paused = await app.getAttribute('data-step');
  await page.waitForTimeout(1200);
  await expect(app).toHaveAttribute('data-step', paused);
});

test('copy link, open it in a new page: the same view', async ({ page, context }) => {
  await openHash(page, NIM_123);
  const forward = page.getByRole('button', { name: 'Step forward' });
  for (let k = 0; k < 9; k++) await forward.click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', '9');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('#copy-status')).toHaveText('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('#game=nim&piles=1,2,3');
  expect(link).toContain('step=9');
  const before = await positions(page);

  const other = await context.newPage();
  const errors = [];
  other.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await other.goto(link);
  await expect(other.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(other.locator('#app')).toHaveAttribute('data-step', '9');
  expect(await positions(other)).toEqual(before);
  expect(errors).toEqual([]);
});

test('a game too big to animate shows its solved summary', async ({ page }) => {
  const text = cli(['preset', 'nim', '5,6,7,8,9']);
  const solved = JSON.parse(cli(['solve', '--json', '-'], text));
  await openHash(page, '#game=nim&piles=5,6,7,8,9');
  const summary = page.locator('#summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('too many to animate');
  expect(Number(await summary.locator('[data-start-value]').getAttribute('data-start-value'))).toBe(solved.value);
  await expect(page.locator('#app')).toHaveAttribute('data-steps', '0');
  await expect(page.locator('[data-position]')).toHaveCount(0);
  await screenshot(page, 'summary-nim-56789');
});

test('parameters are editable and the link follows them', async ({ page }) => {
  await openHash(page, '#game=sequence&n=3&seed=1');
  await expect(page.locator('[data-position]')).toHaveCount(15);
  await page.getByLabel('n', { exact: true }).fill('4');
  await expect(page.locator('[data-position]')).toHaveCount(31);
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('n=4');
});

test('every built-in game opens with its default parameters', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  const select = page.getByLabel('Game', { exact: true });
  const ids = await select.locator('option').evaluateAll((options) => options.map((o) => o.value).filter((v) => v !== 'custom'));
  expect(ids.length).toBeGreaterThanOrEqual(5);
  for (const id of ids) {
    await select.selectOption(id);
    await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
    await expect.poll(() => page.evaluate(() => location.hash)).toContain(`game=${id}`);
    // Either a drawing to step through, a cycle's retrograde result, or a solved summary.
    const drawn = await page.locator('[data-position]').count();
    const summary = await page.locator('#summary').isVisible();
    expect(drawn > 0 || summary, id).toBe(true);
    await expect(page.locator('#notice')).toBeHidden();
  }
});

test('a space typed after a parameter does not load the same game again', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3&step=5');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-step', '5');
  const entries = await page.evaluate(() => history.length);
  const piles = page.locator('#param-piles');
  await piles.click();
  await piles.press('End');
  await piles.press('Space');
  await expect(piles).toHaveValue('1,2,3 ');
  // Past the field's pause before it loads what was typed (500 ms): nothing happened.
  await page.waitForTimeout(1500);
  await expect(app).toHaveAttribute('data-step', '5');
  expect(await page.evaluate(() => history.length)).toBe(entries);
  // A changed value still loads.
  await piles.press('Backspace');
  await piles.press('Backspace');
  await piles.press('4');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('piles=1,2,4');
  await expect(app).toHaveAttribute('data-step', '0');
  // Typed with spaces the engine leaves out ("1, 2, 5" is the game "1,2,5"): a space more is
  // still the same game.
  await piles.fill('1, 2, 5');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('piles=1,2,5');
  await expect(app).toHaveAttribute('data-state', 'ready');
  const after = await page.evaluate(() => history.length);
  await piles.press('End');
  await piles.press('Space');
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => history.length)).toBe(after);
  await expect(piles).toHaveValue('1, 2, 5 ');
});
