// The tree algorithms on the page: Shen's stack traversal (11.3) and alpha-beta, drawn on the
// game unfolded into its tree, opened from links, stepped forward and back, and checked against
// `gamegraph trace --algorithm stack|alphabeta` (nodes written NAME#id, id in preorder, the
// page's data-node) and `gamegraph solve`.
import { test, expect, cli, openHash, screenshot } from './fixtures.js';

const NIM_12 = cli(['preset', 'nim', '1,2']);
const SEQ_3 = cli(['preset', 'sequence', '3', '--seed', '1']);
const SEQ_LINK = '#game=sequence&n=3&seed=1&leaves=uniform';

/** The CLI's trace lines. */
function traceLines(text, ...args) {
  return cli(['trace', ...args, '-'], text).trim().split('\n');
}

/** The node ids a trace line names, in order ("down P0.1#2 -> C0.2#1 pop c=1" → [2, 1]). */
function nodesOf(line) {
  return [...line.matchAll(/#(\d+)/g)].map((m) => Number(m[1]));
}

/** Where Shen's Robot stands after a stack-trace line: the last node it names. */
function robotAfter(line) {
  const nodes = nodesOf(line.replace(/ (push|top=|pop).*$/, ''));
  return nodes[nodes.length - 1];
}

const focused = (page) => page.locator('#graph [data-focus="true"]').getAttribute('data-node');

test('the stack traversal opens from a link and steps like the CLI’s Robot', async ({ page }) => {
  const lines = traceLines(NIM_12, '--algorithm', 'stack');
  const value = JSON.parse(cli(['solve', '--json', '-'], NIM_12)).positions[0].value;
  await openHash(page, '#game=nim&piles=1,2&alg=stack&step=0');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-alg', 'stack');
  await expect(app).toHaveAttribute('data-steps', String(lines.length));
  // 2N − 1 Robot moves over N tree nodes, each drawn once.
  await expect(page.locator('#graph [data-node]')).toHaveCount((lines.length + 1) / 2);
  await expect(page.locator('#graph [data-node="0"]')).toHaveAttribute('data-position', 'P1.2');
  await expect(page.locator('#narration')).toContainText('the Robot stands on the root P1.2');
  // English first; Shen's own words stay beside it, as an aside.
  await expect(page.locator('#pseudocode-title')).toHaveText(/^Tree traversal with a stack/);
  await expect(page.locator('#pseudocode [data-key="upLeft"]')).toHaveText(/^push .*up to the first child +▹ вверх_налево$/);

  const forward = page.getByRole('button', { name: 'Step forward' });
  for (let k = 1; k <= 6; k++) {
    await forward.click();
    await expect(app).toHaveAttribute('data-step', String(k));
    expect(Number(await focused(page))).toBe(robotAfter(lines[k - 1]));
  }
  await expect(page.locator('#narration')).toContainText('(Shen: вправо)');
  // The stack panel: one entry per node under the Robot.
  await expect(page.locator('#stack li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(app).toHaveAttribute('data-step', '5');
  expect(Number(await focused(page))).toBe(robotAfter(lines[4]));
  await page.locator('body').press('End');
  await expect(app).toHaveAttribute('data-step', String(lines.length));
  const root = page.locator('#graph [data-node="0"]');
  await expect(root).toHaveAttribute('data-value', String(value));
  await expect(root).toHaveAttribute('data-outcome', value > 0 ? 'paul' : value < 0 ? 'carole' : 'draw');
  await expect(page.locator('#graph [data-node][data-outcome=""]')).toHaveCount(0);
  await expect(page.locator('#graph [data-state="finished"]')).toHaveCount((lines.length + 1) / 2);
  await expect(page.locator('#narration')).toContainText('Done: the stack is empty');
  await screenshot(page, 'stack-traversal-end');
});

test('alpha-beta, best first: the leaves, the cut-offs and the pruned nodes are the CLI’s', async ({ page }) => {
  const lines = traceLines(SEQ_3, '--algorithm', 'alphabeta', '--order', 'best');
  await openHash(page, `${SEQ_LINK}&alg=alphabeta&order=best&step=0`);
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-alg', 'alphabeta');
  // The legend speaks of the tree: its path from the root, pruned edges; not DFS's stack.
  await expect(page.locator('#legend-gray')).toHaveText('gray: on the path from the root (being explored)');
  await expect(page.locator('#legend-edge-pruned')).toContainText('cut off (pruned)');
  await expect(page.locator('#legend-edge-black')).toBeHidden();
  await expect(app).toHaveAttribute('data-steps', String(lines.length));
  await expect(page.getByLabel('Move order')).toHaveValue('best');
  await expect(page.locator('#graph [data-node]')).toHaveCount(15);

  // Step to the first cut-off: its sentence says the condition in words.
  const cut = lines.findIndex((line) => line.startsWith('cutoff')) + 1;
  expect(cut).toBeGreaterThan(0);
  for (let k = 1; k <= cut; k++) await page.locator('body').press('ArrowRight');
  await expect(app).toHaveAttribute('data-step', String(cut));
  await expect(page.locator('#narration')).toContainText(/Cut-off: at \S+ the value so far \S+ (≤ α|≥ β) = \S+: (Paul|Carole) already has better, \S+'s remaining child/);
  const leavesSoFar = lines.slice(0, cut).filter((line) => line.startsWith('leaf')).length;
  await expect(app).toHaveAttribute('data-leaves', String(leavesSoFar));
  // α and β written on the current path.
  await expect(page.locator('#graph [data-alpha]').first()).toBeVisible();
  await page.locator('body').press('ArrowLeft');
  await expect(app).toHaveAttribute('data-step', String(cut - 1));
  await expect(page.locator('#graph [data-pruned="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(app).toHaveAttribute('data-step', String(lines.length));
  const leaves = lines.filter((line) => line.startsWith('leaf')).length;
  // Best first on a uniform tree of branching 2 and depth 3: Knuth–Moore's 2² + 2¹ − 1.
  expect(leaves).toBe(5);
  await expect(app).toHaveAttribute('data-leaves', String(leaves));
  await expect(page.locator('#times')).toContainText('5 = 2^⌈3/2⌉ + 2^⌊3/2⌋ − 1');
  // Every node a cut-off names carries data-pruned, shows no value, and is never finished.
  const pruned = lines.filter((line) => line.startsWith('cutoff')).flatMap((line) => nodesOf(line.split(' pruned ')[1]));
  expect(pruned.length).toBeGreaterThan(0);
  for (const id of pruned) {
    const node = page.locator(`#graph [data-node="${id}"]`);
    await expect(node).toHaveAttribute('data-pruned', 'true');
    await expect(node).toHaveAttribute('data-value', '');
    await expect(node).toHaveAttribute('data-outcome', '');
  }
  const drawn = await page.locator('#graph [data-node]').evaluateAll((all) => all.filter((n) => n.dataset.pruned === 'true').length);
  const entered = lines.filter((line) => line.startsWith('enter')).length;
  expect(drawn).toBe(15 - entered);
  const last = lines[lines.length - 1];
  await expect(page.locator('#graph [data-node="0"]')).toHaveAttribute('data-value', String(Number(/value=(\S+)/.exec(last)[1])));
  await expect(page.locator('#graph [data-chosen="true"]').first()).toBeVisible();
  await screenshot(page, 'alphabeta-best-first-end');
});

test('the move order changes the count, and the link follows it', async ({ page }) => {
  const worst = traceLines(SEQ_3, '--algorithm', 'alphabeta', '--order', 'worst');
  await openHash(page, `${SEQ_LINK}&alg=alphabeta&step=0`);
  await expect(page.getByLabel('Move order')).toHaveValue('given');
  await page.getByLabel('Move order').selectOption('worst');
  const app = page.locator('#app');
  await expect(app).toHaveAttribute('data-steps', String(worst.length));
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('order=worst');
  await page.locator('body').press('End');
  await expect(app).toHaveAttribute('data-leaves', String(worst.filter((line) => line.startsWith('leaf')).length));
});

test('on a game with a cycle the tree algorithms say it is not a finite tree; a tree too big shows the solved game', async ({ page }) => {
  await openHash(page, '#game=catmouse&alg=stack&step=0');
  const note = page.locator('#alg-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText('not a finite tree');
  await page.getByRole('button', { name: 'Show Retrograde analysis' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-alg', 'retrograde');

  await openHash(page, '#game=nim&piles=1,2,3&alg=alphabeta&step=0');
  await expect(note).toContainText('The game tree has 447 positions');
  await expect(page.locator('#app')).toHaveAttribute('data-steps', '0');
  // The game graph with its solved values instead.
  await expect(page.locator('#graph [data-position="P1.2.3"]')).toHaveAttribute('data-value', /^-?\d/);
});

test('alpha-beta on a 375-px phone: the tree and its controls fit', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHash(page, `${SEQ_LINK}&alg=alphabeta&order=best&step=0`);
  for (let k = 1; k <= 4; k++) await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.locator('#app')).toHaveAttribute('data-step', '4');
  await expect(page.locator('#graph [data-focus="true"]')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'alphabeta-phone');
});

test('a hostile move order in a link is refused in words and runs nothing', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&alg=alphabeta&order=<img src=x onerror=alert(1)>&step=2');
  await expect(page.locator('#notice')).toContainText('is not one of given, best, worst');
  await expect(page.locator('#app')).not.toHaveAttribute('data-alg', 'alphabeta');
  await expect(page.locator('img')).toHaveCount(0);
});
