// The first minutes of a newcomer: the controls on screen without scrolling, the whole graph and
// then the position being looked at always inside the graph box, Back and Forward between games,
// no word from our source documents on screen, and links and fields that never disagree.
import { test, expect, openHash, screenshot } from './fixtures.js';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1400, height: 900 },
  { width: 375, height: 800 },
];

/** Whether the element's box lies inside the graph box (1 px tolerance). */
async function insideGraph(page, locator) {
  const graph = await page.locator('#graph').boundingBox();
  const box = await locator.boundingBox();
  if (!graph || !box) return false;
  return box.x >= graph.x - 1 && box.y >= graph.y - 1 && box.x + box.width <= graph.x + graph.width + 1 && box.y + box.height <= graph.y + graph.height + 1;
}

/** Names of drawn positions whose shape lies outside the graph box. */
async function outsideGraph(page) {
  return page.evaluate(() => {
    const graph = document.getElementById('graph').getBoundingClientRect();
    return [...document.querySelectorAll('[data-position]')]
      .filter((node) => {
        const box = node.querySelector('.shape').getBoundingClientRect();
        return box.left < graph.left - 1 || box.top < graph.top - 1 || box.right > graph.right + 1 || box.bottom > graph.bottom + 1;
      })
      .map((node) => node.dataset.position);
  });
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height} the controls and the sentence are on screen without scrolling`, async ({ browser }) => {
    const page = await browser.newPage({ viewport });
    await openHash(page, '#game=nim&piles=1,2,3&first=paul&alg=dfs&step=0');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const control of [
      page.getByRole('button', { name: 'Step forward' }),
      page.getByRole('button', { name: 'Step back' }),
      page.getByRole('button', { name: 'Play' }),
      page.locator('#narration'),
    ]) {
      const box = await control.boundingBox();
      expect(box, 'drawn').not.toBeNull();
      expect(box.y, 'below the top').toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'above the bottom of the window').toBeLessThanOrEqual(viewport.height);
    }
    // The five step buttons sit on one line (the play button once took the play mode's margin).
    const tops = await Promise.all(['Jump to start', 'Step back', 'Play', 'Step forward', 'Jump to end'].map(async (name) => (await page.getByRole('button', { name, exact: true }).boundingBox()).y));
    expect(Math.max(...tops) - Math.min(...tops), `tops ${tops.join(', ')}`).toBeLessThan(0.5);
    const graph = await page.locator('#graph').boundingBox();
    expect(graph.y, 'the graph starts on screen').toBeLessThan(viewport.height / 2);
    if (viewport.width > 640) {
      // The whole of Nim 1,2,3 is drawn inside the box.
      await expect.poll(() => outsideGraph(page)).toEqual([]);
    } else {
      await expect.poll(() => insideGraph(page, page.locator('[data-focus="true"]'))).toBe(true);
    }
    // Stepping and playing keep the controls where they are.
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.locator('#app')).toHaveAttribute('data-step', '1');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, `first-view-${viewport.width}x${viewport.height}`);
    await page.close();
  });
}

for (const { hash, viewport, label } of [
  { hash: '#game=nim&piles=1,2,3&first=paul&alg=dfs&step=0', viewport: { width: 375, height: 740 }, label: 'nim-phone' },
  { hash: '#game=catmouse&alg=retrograde&step=0', viewport: { width: 1280, height: 800 }, label: 'catmouse-retrograde' },
  { hash: '#game=tictactoe&board=XO.OX....&alg=dfs&step=0', viewport: { width: 1280, height: 800 }, label: 'tictactoe-desktop' },
]) {
  test(`the position looked at stays inside the graph box for 40 steps (${label})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const page = await browser.newPage({ viewport });
    await openHash(page, hash);
    // One round trip per look: the step shown, how many positions are in focus, and whether
    // the focused one's shape is inside the graph box (1 px tolerance).
    const look = () =>
      page.evaluate(() => {
        const focused = document.querySelectorAll('[data-focus="true"]');
        const shape = focused.length === 1 ? focused[0].querySelector('.shape') : null;
        const graph = document.getElementById('graph').getBoundingClientRect();
        const box = shape?.getBoundingClientRect();
        // On a phone the controls are docked over the graph's bottom: the shape must be above them.
        const dock = document.querySelector('.dock');
        const seenBottom = Math.min(graph.bottom, getComputedStyle(dock).position === 'sticky' ? dock.getBoundingClientRect().top : Infinity);
        const inside = Boolean(box) && box.left >= graph.left - 1 && box.top >= graph.top - 1 && box.right <= graph.right + 1 && box.bottom <= seenBottom + 1;
        // …and big enough to make out (a far move once zoomed the view out to 2-pixel specks).
        return { step: document.getElementById('app').dataset.step, focused: focused.length, inside, readable: Boolean(box) && box.width >= 8 };
      });
    // 40 steps take each game through near and far moves (new branches, jumps back up the
    // tree); a look every 50 ms sees the camera settle without waiting out poll's longer backoff.
    for (let step = 1; step <= 40; step++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(look, { timeout: 10_000, intervals: [50], message: `step ${step}` }).toEqual({ step: String(step), focused: 1, inside: true, readable: true });
      if (step % 20 === 0) await screenshot(page, `follow-${label}-${step}`);
    }
    await page.close();
  });
}

test('playing fast on a phone, the camera keeps up with the position looked at', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openHash(page, '#game=nim&piles=1,2,3&step=0');
  await page.locator('#speed').fill('5'); // 15 steps a second
  // Sample every frame while playing: is the focused shape inside the graph box?
  await page.evaluate(() => {
    window.cameraSamples = { inside: 0, outside: 0 };
    const graph = document.getElementById('graph');
    const sample = () => {
      const shape = document.querySelector('[data-focus="true"] .shape');
      if (shape) {
        const box = graph.getBoundingClientRect();
        const r = shape.getBoundingClientRect();
        const inside = r.left >= box.left - 1 && r.top >= box.top - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1;
        window.cameraSamples[inside ? 'inside' : 'outside'] += 1;
      }
      if (Number(document.getElementById('app').dataset.step) < 100) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => page.evaluate(() => Number(document.getElementById('app').dataset.step)), { timeout: 20_000 }).toBeGreaterThanOrEqual(100);
  await page.getByRole('button', { name: 'Pause' }).click();
  const { inside, outside } = await page.evaluate(() => window.cameraSamples);
  // A long jump (the search turning to a far branch) takes a glide of a few frames, during which
  // the new position may still be outside; everywhere else the camera is with it.
  expect(outside / (inside + outside), `${outside} of ${inside + outside} frames outside`).toBeLessThan(0.12);
  await expect.poll(() => insideGraph(page, page.locator('[data-focus="true"] .shape'))).toBe(true);
});

test('the user pans; the camera leaves the view alone until ⤢', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openHash(page, '#game=nim&piles=1,2,3&step=0');
  const graph = await page.locator('#graph').boundingBox();
  const transform = () => page.locator('svg.graph g.viewport').getAttribute('transform');
  await page.mouse.move(graph.x + 100, graph.y + 100);
  await page.mouse.down();
  await page.mouse.move(graph.x + 300, graph.y + 300, { steps: 5 });
  await page.mouse.up();
  await expect.poll(transform).toContain('translate');
  const panned = await transform();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#app')).toHaveAttribute('data-step', '2');
  await page.waitForTimeout(500);
  expect(await transform()).toBe(panned);
  await page.getByRole('button', { name: 'Fit to view' }).click();
  await expect.poll(transform).not.toBe(panned);
});

test('Back and Forward move between three games', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3&first=paul&alg=dfs&step=0');
  const count = () => page.locator('[data-position]').count();
  const nim123 = await count();
  await page.getByRole('button', { name: 'Nim 1,1' }).click();
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('piles=1,1&');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  const nim11 = await count();
  await page.getByLabel('Game', { exact: true }).selectOption('chomp');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('game=chomp');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');

  await page.goBack();
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('piles=1,1&');
  await expect.poll(count).toBe(nim11);
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('nim');
  await expect(page.getByLabel('piles', { exact: true })).toHaveValue('1,1');
  await page.goBack();
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('piles=1,2,3&');
  await expect.poll(count).toBe(nim123);
  await expect(page.getByLabel('piles', { exact: true })).toHaveValue('1,2,3');
  await page.goForward();
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('piles=1,1&');
  await page.goForward();
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('game=chomp');
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('chomp');
});

test('stepping does not add history entries', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1&step=0');
  const length = await page.evaluate(() => history.length);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('#app')).toHaveAttribute('data-step', '5');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('step=5');
  expect(await page.evaluate(() => history.length)).toBe(length);
});

/** Words of our source documents that must never reach a visitor. */
const SOURCE_WORDS = /\bseeds? ?0\d\d|surprise your instructor|issue \d/i;

test('no word of our source documents on any view', async ({ page }) => {
  const views = [
    '#game=nim&piles=1,2,3&step=0',
    '#game=nim&piles=1,2,3&step=188',
    '#game=nim&piles=3,5,7',
    '#game=catmouse&board=M../.%23./C.H',
    '#game=catmouse',
    '#game=tictactoe&board=XO.OX....',
    '#game=chomp',
    '#game=custom&text=',
  ];
  for (const hash of views) {
    await openHash(page, hash);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text, hash).not.toMatch(SOURCE_WORDS);
    // Outside the sequence game (whose random leaves have a seed), not even the word.
    expect(text, hash).not.toMatch(/seed/i);
  }
  await openHash(page, '#game=sequence&n=3&seed=1');
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(SOURCE_WORDS);
  await page.getByRole('link', { name: 'Sequence lab' }).click();
  await expect(page.locator('#lab')).toBeVisible();
  await expect(page.locator('#lab')).toContainText('Sequence lab');
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(SOURCE_WORDS);
});

test('a rejected link resets every field to what is shown', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&first=bob');
  await expect(page.locator('#notice')).toBeVisible();
  await expect(page.locator('#notice-text')).toContainText('bob');
  await expect(page.getByLabel('piles', { exact: true })).toHaveValue('1,2,3');
  await expect(page.getByLabel('first', { exact: true })).toHaveValue('paul');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('first=paul');
  await screenshot(page, 'rejected-link');
});

test('fixed choices are selects; a bad typed value marks its field and keeps the game shown', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2&first=paul&step=3');
  const first = page.getByLabel('first', { exact: true });
  expect(await first.evaluate((e) => e.tagName)).toBe('SELECT');
  const drawn = await page.locator('[data-position]').count();
  const piles = page.getByLabel('piles', { exact: true });
  await piles.fill('1,x');
  await expect(piles).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#param-piles-help')).toContainText('x');
  await expect(page.locator('[data-position]')).toHaveCount(drawn);
  await expect(page.locator('#app')).toHaveAttribute('data-step', '3');
  expect(await page.evaluate(() => location.hash)).toContain('piles=1,2&');
  await piles.fill('1,1');
  await expect(piles).toHaveAttribute('aria-invalid', 'false');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('piles=1,1&');
  await first.selectOption('carole');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('first=carole');
  await expect(page.locator('[data-position="C1.1"]')).toHaveCount(1);
  await openHash(page, '#game=sequence&n=2&seed=1&leaves=uniform');
  expect(await page.getByLabel('leaves', { exact: true }).evaluate((e) => e.tagName)).toBe('SELECT');
});

test('the end: the best line can be picked out; the legend explains the names', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,2,3&step=0');
  await expect(page.locator('#names-line')).toContainText('P1.2.3: Paul to move, piles of 1, 2 and 3 matches');
  const toggle = page.getByRole('button', { name: 'Best line' });
  await expect(toggle).toBeHidden();
  await page.keyboard.press('End');
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The best line runs from the start to an end position; everything else is dimmed.
  const onLine = page.locator('[data-position].on-best-line');
  expect(await onLine.count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-position="P1.2.3"]')).toHaveClass(/on-best-line/);
  await screenshot(page, 'best-line');
  await page.keyboard.press('Home');
  await expect(page.locator('#btn-best-line')).toBeHidden();
  await expect(page.locator('#btn-best-line')).toHaveAttribute('aria-pressed', 'false');
});

test('cat and mouse opens on a board small enough to draw, and the cycle quick pick too', async ({ page }) => {
  await openHash(page, '#game=nim&piles=1,1');
  await page.getByLabel('Game', { exact: true }).selectOption('catmouse');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#summary')).toBeHidden();
  expect(await page.locator('[data-position]').count()).toBeGreaterThan(0);
  await expect(page.locator('#solved-note')).toContainText('cycle');
  await page.getByRole('button', { name: /Cat and mouse 3×3/ }).click();
  await expect(page.locator('#title')).toContainText('3×3');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#solved-note')).toContainText('cycle');
  await screenshot(page, 'cat-and-mouse-3x3');
});
