// The algorithm picker and the algorithms beyond DFS, each opened from a link, stepped forward
// and back, and checked against the CLI (`gamegraph trace` and `gamegraph solve`): the number of
// events, the state at a step, the final values, outcomes and remoteness.
import { test, expect, cli, openHash, screenshot, typeGame } from './fixtures.js';

/** Cycles, a draw and values other than ±1 (phase by phase): B ⇄ C can go on for ever. */
const CYCLIC = 'start S\nS max : A D F\nA max : B Lose\nB min : C Win\nC max : B Lose\nD max : Big A\nF min : Half Lose Big\nWin = 1\nLose = -1\nHalf = 0.5\nBig = 2\n';

/** {name: {value, outcome, remoteness}} of every drawn position. */
async function labels(page) {
  return page.locator('[data-position]').evaluateAll((nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.position, { value: n.dataset.value, outcome: n.dataset.outcome, remoteness: n.dataset.remoteness }])),
  );
}

/** The same, from `gamegraph solve --algorithm retrograde --json`. */
function solvedLabels(text) {
  const solved = JSON.parse(cli(['solve', '--algorithm', 'retrograde', '--json', '-'], text));
  return Object.fromEntries(
    solved.positions.map((p) => [p.name, { value: String(p.value), outcome: p.outcome, remoteness: p.remoteness == null ? '' : String(p.remoteness) }]),
  );
}

/** The labels after the first k lines of `gamegraph trace --algorithm retrograde`. */
function replayRetrograde(traceText, names, k) {
  const state = Object.fromEntries(names.map((name) => [name, { value: '', outcome: '', remoteness: '' }]));
  for (const line of traceText.trim().split('\n').slice(0, k)) {
    const [kind, name] = line.split(' ');
    if (kind !== 'label') continue;
    const field = (key) => new RegExp(`${key}=(\\S+)`).exec(line)[1];
    const remoteness = field('remoteness');
    state[name] = { value: String(Number(field('value'))), outcome: field('outcome'), remoteness: remoteness === '-' ? '' : remoteness };
  }
  return state;
}

/** Moves the scrubber to step k, as dragging it would. */
async function scrubTo(page, k) {
  await page.locator('#scrubber').evaluate((input, step) => {
    input.value = String(step);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, k);
  await expect(page.locator('#app')).toHaveAttribute('data-step', String(k));
}

test('retrograde analysis opens from a link, steps like the CLI trace and ends where solve does', async ({ page }) => {
  const text = cli(['preset', 'catmouse']);
  const trace = cli(['trace', '--algorithm', 'retrograde', '-'], text);
  const lines = trace.trim().split('\n');
  const solved = solvedLabels(text);
  const names = Object.keys(solved);
  await openHash(page, '#game=catmouse&alg=retrograde&step=0');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-alg', 'retrograde');
  await expect(page.getByLabel('Algorithm')).toHaveValue('retrograde');
  await expect(app).toHaveAttribute('data-steps', String(lines.length));
  // Every animation opens paused.
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.locator('#narration')).toContainText('nothing is labelled yet');
  await expect(page.locator('#pseudocode-title')).toHaveText('Retrograde analysis');
  // The legend says what the fills mean for this algorithm.
  await expect(page.locator('#legend-gray')).toHaveText('gray: labelled, waiting in the queue');
  // …and its edges: moves examined backwards; no dashed "value reused" edges here.
  await expect(page.locator('#legend-edge-tree')).toContainText('a move examined backwards');
  await expect(page.locator('#legend-edge-black')).toBeHidden();

  const forward = page.getByRole('button', { name: 'Step forward' });
  const K = 12;
  for (let k = 1; k <= K; k++) {
    await forward.click();
    await expect(app).toHaveAttribute('data-step', String(k));
  }
  expect(await labels(page)).toEqual(replayRetrograde(trace, names, K));
  // The queue, front first, in the state panel.
  await expect(page.locator('#stack ol[aria-label="Queue, front first"] li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(app).toHaveAttribute('data-step', String(K - 1));
  expect(await labels(page)).toEqual(replayRetrograde(trace, names, K - 1));

  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(app).toHaveAttribute('data-step', String(lines.length));
  expect(await labels(page)).toEqual(solved);
  // The draws are explained at the end.
  await expect(page.locator('#narration')).toContainText('Done: the value of');
  await screenshot(page, 'retrograde-end');
});

test('a draw is explained in words, and values other than ±1 are solved phase by phase', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('custom');
  await typeGame(page, CYCLIC);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-alg', 'retrograde');
  const trace = cli(['trace', '--algorithm', 'retrograde', '-'], CYCLIC);
  const lines = trace.trim().split('\n');
  await expect(app).toHaveAttribute('data-steps', String(lines.length));
  // The first phase is the largest end value, 2.
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#narration')).toContainText('Phase +2');
  // B is labelled a draw by the last phase: the sentence says why.
  const drawStep = lines.findIndex((line) => line.startsWith('label B ')) + 1;
  await scrubTo(page, drawStep);
  await expect(page.locator('#narration')).toContainText('no move of Carole’s leads to a position she wins, and she is never forced into a loss: play can go on forever');
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(app).toHaveAttribute('data-step', String(lines.length));
  expect(await labels(page)).toEqual(solvedLabels(CYCLIC));
});

test('DFS on a game with a cycle says why it does not apply and offers retrograde analysis', async ({ page }) => {
  await openHash(page, '#game=catmouse&alg=dfs&step=3');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-alg', 'dfs');
  const note = page.locator('#alg-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('DFS minimax (CLRS ch. 22) needs every successor finished');
  await expect(note).toContainText('has a cycle');
  await page.getByRole('button', { name: 'Show Retrograde analysis' }).click();
  await expect(app).toHaveAttribute('data-alg', 'retrograde');
  await expect(note).toBeHidden();
  await expect(app).toHaveAttribute('data-step', '0');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('alg=retrograde');
});

test('the picker switches algorithms on the same game; the defaults follow the game', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2');
  const app = page.locator('#app');
  // No alg= in the link: DFS on a game without cycles.
  await expect(app).toHaveAttribute('data-alg', 'dfs');
  const picker = page.getByLabel('Algorithm');
  const options = await picker.locator('option').evaluateAll((all) => all.map((o) => o.value));
  expect(options.slice(0, 2)).toEqual(['dfs', 'retrograde']);
  await picker.selectOption('retrograde');
  await expect(app).toHaveAttribute('data-alg', 'retrograde');
  const text = cli(['preset', 'nim', '1,2']);
  const lines = cli(['trace', '--algorithm', 'retrograde', '-'], text).trim().split('\n');
  await expect(app).toHaveAttribute('data-steps', String(lines.length));
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('alg=retrograde&step=0');
  await page.keyboard.press('End');
  await expect(app).toHaveAttribute('data-step', String(lines.length));
  expect(await labels(page)).toEqual(solvedLabels(text));
  // Back in history: DFS again.
  await page.goBack();
  await expect(app).toHaveAttribute('data-alg', 'dfs');
  // A game with cycles chosen on the page opens with retrograde analysis.
  await page.getByLabel('Game', { exact: true }).selectOption('catmouse');
  await expect(app).toHaveAttribute('data-alg', 'retrograde');
  await expect(page.locator('#alg-note')).toBeHidden();
});

for (const alg of ['bfs', '<img src=x onerror=alert(1)>', 'DFS', '']) {
  test(`a hostile alg= is harmless: ${JSON.stringify(alg)}`, async ({ page }) => {
    await page.goto(`/#game=nim&piles=1,2&alg=${encodeURIComponent(alg)}`);
    await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('#notice')).toBeVisible();
    await expect(page.locator('#notice-text')).toContainText('unknown algorithm');
    await expect(page.locator('[data-position]').first()).toBeVisible();
    expect(await page.locator('#app img, #app script').count()).toBe(0);
  });
}

test('retrograde analysis on a 375-px phone: no horizontal scroll', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  await page.goto('/#game=catmouse&alg=retrograde&step=40');
  await expect(page.locator('#app')).toHaveAttribute('data-step', '40');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByLabel('Algorithm')).toBeVisible();
  await screenshot(page, 'retrograde-phone');
  await page.close();
});

/** {name: layer} of the drawn positions inside `scope` (data-layer). */
async function layersOf(page, scope = '') {
  return page.locator(`${scope} [data-position]`).evaluateAll((nodes) => Object.fromEntries(nodes.map((n) => [n.dataset.position, n.dataset.layer])));
}

/** The layers after the first k lines of `gamegraph trace --algorithm attractor`. */
function replayAttractor(traceText, names, k) {
  const state = Object.fromEntries(names.map((name) => [name, '']));
  for (const line of traceText.trim().split('\n').slice(0, k)) {
    const [kind, name] = line.split(' ');
    if (kind === 'join') state[name] = /layer=(\d+)/.exec(line)[1];
  }
  return state;
}

test('attractor layers open from a link with their player, step like the CLI and end on W', async ({ page }) => {
  const text = cli(['preset', 'catmouse']);
  const trace = cli(['trace', '--algorithm', 'attractor', '--player', 'carole', '-'], text);
  const lines = trace.trim().split('\n');
  const names = Object.keys(solvedLabels(text));
  await openHash(page, '#game=catmouse&alg=attractor&player=carole&step=0');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-alg', 'attractor');
  await expect(page.getByLabel('Player')).toHaveValue('carole');
  await expect(app).toHaveAttribute('data-steps', String(lines.length));
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.locator('#pseudocode')).toContainText('some move reaches Wi');
  await expect(page.locator('#pseudocode')).toContainText('good(x) ← good(x) + 1');
  const forward = page.getByRole('button', { name: 'Step forward' });
  const K = 9;
  for (let k = 1; k <= K; k++) {
    await forward.click();
    await expect(app).toHaveAttribute('data-step', String(k));
  }
  expect(await layersOf(page)).toEqual(replayAttractor(trace, names, K));
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(app).toHaveAttribute('data-step', String(K - 1));
  expect(await layersOf(page)).toEqual(replayAttractor(trace, names, K - 1));
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(app).toHaveAttribute('data-step', String(lines.length));
  expect(await layersOf(page)).toEqual(replayAttractor(trace, names, lines.length));
  // The layer is written on the position (not colour alone), and |Wi| drawn as bars.
  const joined = Object.entries(replayAttractor(trace, names, lines.length)).find(([, layer]) => layer !== '');
  await expect(page.locator(`[data-position="${joined[0]}"] .badge`)).toHaveText(`W${joined[1]}`);
  await expect(page.locator('.layer-bars li')).toHaveCount(lines.filter((line) => line.startsWith('layer ')).length);
  await expect(page.locator('#narration')).toContainText('the attractor is complete');
  await screenshot(page, 'attractor-end');
  // The other player: a new link, the CLI's count.
  await page.getByLabel('Player').selectOption('paul');
  const paul = cli(['trace', '--algorithm', 'attractor', '--player', 'paul', '-'], text).trim().split('\n');
  await expect(app).toHaveAttribute('data-steps', String(paul.length));
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('alg=attractor&player=paul&step=0');
});

test('compare mode: two panes on one game, one set of controls, the table and the agreement', async ({ page }) => {
  const text = cli(['preset', 'nim', '1,2']);
  const dfs = cli(['trace', '-'], text).trim().split('\n');
  const retro = cli(['trace', '--algorithm', 'retrograde', '-'], text).trim().split('\n');
  await openHash(page, '#game=nim&piles=1,2&compare=dfs,retrograde&step=0');
  const app = page.locator('#app');
  const panes = { dfs: page.locator('[data-pane="dfs"]'), retrograde: page.locator('[data-pane="retrograde"]') };
  const count = Object.keys(solvedLabels(text)).length;
  for (const pane of Object.values(panes)) await expect(pane.locator('[data-position]')).toHaveCount(count);
  await expect(app).toHaveAttribute('data-steps', String(Math.max(dfs.length, retro.length)));
  await expect(panes.dfs).toHaveAttribute('data-steps', String(dfs.length));
  await expect(panes.retrograde).toHaveAttribute('data-steps', String(retro.length));
  await expect(page.locator('.compare-agreement')).toContainText('agree on every position both compute');
  await expect(page.locator('.compare-table tbody tr')).toHaveCount(2);
  // The legend speaks for both panes: each one's gray, and the edge kinds either draws.
  await expect(page.locator('#legend-gray')).toHaveText('gray: on the stack (being explored) (DFS minimax); labelled, waiting in the queue (Retrograde analysis)');
  await expect(page.locator('#legend-edge-black')).toBeVisible();
  // Beside the panes, their sentences are theirs alone (the dock repeats them on a phone only).
  await expect(page.locator('#narration .compare-sentences')).toBeHidden();
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(panes.dfs).toHaveAttribute('data-step', String(dfs.length));
  await expect(panes.retrograde).toHaveAttribute('data-step', String(retro.length));
  const solvedDfs = JSON.parse(cli(['solve', '--json', '-'], text));
  const dfsValues = await panes.dfs.locator('[data-position]').evaluateAll((nodes) => Object.fromEntries(nodes.map((n) => [n.dataset.position, n.dataset.value])));
  expect(dfsValues).toEqual(Object.fromEntries(solvedDfs.positions.map((p) => [p.name, String(p.value)])));
  const retroLabels = await panes.retrograde.locator('[data-position]').evaluateAll((nodes) =>
    Object.fromEntries(nodes.map((n) => [n.dataset.position, { value: n.dataset.value, outcome: n.dataset.outcome, remoteness: n.dataset.remoteness }])),
  );
  expect(retroLabels).toEqual(solvedLabels(text));
  // Halfway: each pane at half of its own trace.
  await scrubTo(page, Math.round(Math.max(dfs.length, retro.length) / 2));
  const half = Number(await app.getAttribute('data-step')) / Number(await app.getAttribute('data-steps'));
  for (const [alg, all] of [['dfs', dfs], ['retrograde', retro]]) {
    expect(Number(await panes[alg].getAttribute('data-step'))).toBe(Math.round(half * all.length));
  }
  await screenshot(page, 'compare-desktop');
});

test('compare mode with an algorithm that does not apply, and on a phone', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  await page.goto('/#game=catmouse&compare=dfs,attractor&player=paul&step=5');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('[data-pane="dfs"]')).toContainText('needs every successor finished');
  await expect(page.locator('[data-pane="attractor"] [data-position]').first()).toBeAttached();
  await expect(page.locator('[data-pane="attractor"]')).toHaveAttribute('data-step', '5');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Stacked: the second pane is under the first.
  const [a, b] = await Promise.all(['dfs', 'attractor'].map((id) => page.locator(`[data-pane="${id}"]`).boundingBox()));
  expect(b.y).toBeGreaterThan(a.y + a.height - 1);
  await screenshot(page, 'compare-phone');
  await page.close();
});

test('the compare picker opens compare mode and leaves it', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&alg=dfs');
  await page.getByLabel('Compare with').selectOption('attractor');
  await expect(page.locator('#app')).toHaveAttribute('data-compare', 'dfs,attractor');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('compare=dfs,attractor&player=paul');
  await expect(page.locator('[data-pane="attractor"] [data-position]').first()).toBeAttached();
  await expect(page.locator('.compare-agreement')).toContainText('agree on every position both compute');
  await page.getByLabel('Compare with').selectOption('');
  await expect(page.locator('#app')).not.toHaveAttribute('data-compare', /./);
  await expect(page.locator('#compare')).toBeHidden();
  await expect(page.locator('#graph [data-position]').first()).toBeVisible();
});

test('compare mode with a tree algorithm: the graph and the tree side by side, agreeing', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&compare=retrograde,alphabeta&step=0');
  await expect(page.locator('[data-pane="retrograde"] [data-position]').first()).toBeAttached();
  await expect(page.locator('[data-pane="alphabeta"] [data-node]').first()).toBeAttached();
  await expect(page.locator('.compare-agreement')).toContainText('agree on every position both compute (1 position)');
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(page.locator('[data-pane="alphabeta"]')).toHaveAttribute('data-step', await page.locator('[data-pane="alphabeta"]').getAttribute('data-steps'));
});

test('compared on a phone, the docked sentence says both panes\' steps (their own are below the dock)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHash(page, '#game=nim&piles=1,2,2&compare=retrograde,dfs&step=40');
  const said = page.locator('#narration .compare-sentences');
  await expect(said).toBeVisible();
  await expect(said).toContainText(`Retrograde analysis: ${await page.locator('[data-pane="retrograde"] .pane-narration').textContent()}`);
  await expect(said).toContainText(`DFS minimax: ${await page.locator('[data-pane="dfs"] .pane-narration').textContent()}`);
});
