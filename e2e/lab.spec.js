// The Sequence lab, driven like a person would: a small experiment run from a link, its plots
// and six answers filled in, Cancel mid-run, the CSV compared with `gamegraph simulate` for the
// same parameters, the link reopened to the same numbers, hostile lab links, a phone.
import { readFileSync } from 'node:fs';
import { test, expect, cli, screenshot } from './fixtures.js';
import { HOSTILE_LAB_LINKS } from '../test/hostile-lab-links.mjs';

const SMALL = '#lab&n=1..10&runs=200&seed=7&leaves=uniform&method=full';

/** Opens a lab link and waits until its experiment has finished. */
async function runLab(page, hash) {
  await page.goto(`/${hash}`);
  const lab = page.locator('#lab');
  await expect(lab).toBeVisible();
  await expect(lab).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  return lab;
}

/** Clicks Export CSV and returns the downloaded text (and the file's name). */
async function exportCsv(page, withName = false) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = readFileSync(await download.path(), 'utf8');
  return withName ? { text, name: download.suggestedFilename() } : text;
}

test('a small experiment runs: counts, five plots, six answers', async ({ page }) => {
  const lab = await runLab(page, SMALL);
  await expect(lab).toHaveAttribute('data-runs-total', '2000');
  await expect(lab).toHaveAttribute('data-runs-done', '2000');
  await expect(page.locator('#lab .lab-plot canvas')).toHaveCount(5);
  for (const key of ['last', 'first', 'variance', 'distribution', 'limit', 'surprise']) {
    const answer = page.locator(`[data-answer="${key}"]`);
    await expect(answer).not.toContainText('Waiting');
    await expect(answer).toContainText(/\d/);
  }
  // Uniform leaves, n up to 10: the parity pattern and the closed-form limit are stated.
  await expect(page.locator('[data-answer="last"]')).toContainText('whoever moves last is ahead');
  await expect(page.locator('[data-answer="limit"]')).toContainText('(√5 − 2)');
  await expect(page.locator('[data-answer="variance"]')).toContainText('φ/2');
  // The KS test of n = 10 (the theory worker's, at every run's value) is of all its 200 runs.
  await expect(page.locator('[data-answer="distribution"]')).toContainText(/Kolmogorov–Smirnov bound 0\.0960 for 200 runs/);
  await expect(page.getByRole('button', { name: 'Run' })).toBeEnabled();
  // The time and rates of a finished run stay as they were (a redraw, here for another n, a
  // second later does not count on).
  const progress = page.locator('.lab-progress-text');
  await expect(progress).toHaveText(/^Done: 2,000 \/ 2,000 runs in /);
  const done = await progress.textContent();
  await page.waitForTimeout(1100);
  await page.getByLabel('Histogram and CDF for n =').selectOption('3');
  await page.getByLabel('Answers 3 and 4 for n =').selectOption('3');
  await expect(page.locator('[data-answer="distribution"]')).toContainText('n = 3');
  await expect(progress).toHaveText(done);
  await screenshot(page, 'lab-small');
  // The histogram's PNG is of the n shown, and says so in its name.
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download “Histogram of VALUE\(e\).*” as PNG/ }).click()]);
  expect(png.suggestedFilename()).toMatch(/^sequence-histogram-n3-from\d+\.png$/);
});

for (const leaves of ['uniform', 'coin', 'normal']) {
  test(`the CSV equals gamegraph simulate (${leaves})`, async ({ page }) => {
    const method = leaves === 'coin' ? 'alphabeta' : 'full';
    await runLab(page, `#lab&n=1..8&runs=40&seed=11&leaves=${leaves}&method=${method}`);
    const csv = await exportCsv(page);
    const expected = cli(['simulate', '--n', '1..8', '--runs', '40', '--seed', '11', '--leaves', leaves, '--method', method]);
    // Normal leaves too: the engine's ln and cos are its own (portable), so bit-identical.
    expect(csv).toBe(expected);
  });
}

test('Cancel stops mid-run and the lab recovers', async ({ page }) => {
  await page.goto('/#lab&n=16..22&runs=400&seed=3&leaves=uniform&method=full');
  const lab = page.locator('#lab');
  await expect(lab).toHaveAttribute('data-state', 'running');
  await expect.poll(async () => Number(await lab.getAttribute('data-runs-done')), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(lab).toHaveAttribute('data-state', 'cancelled');
  const done = Number(await lab.getAttribute('data-runs-done'));
  const total = Number(await lab.getAttribute('data-runs-total'));
  expect(done).toBeLessThan(total);
  // Nothing more arrives once cancelled.
  await page.waitForTimeout(700);
  expect(Number(await lab.getAttribute('data-runs-done'))).toBe(done);
  // The CSV holds the runs done, and its name says it is part of the experiment.
  const csv = await exportCsv(page, true);
  expect(csv.name).toBe(`sequence-n16..22-runs400-from3-uniform-full-partial-${done}-of-${total}.csv`);
  expect(csv.text.trim().split('\n')).toHaveLength(done + 1);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  // The lab recovers: a new, small experiment runs to the end.
  await page.getByLabel('n (moves)').fill('1..6');
  await page.getByLabel('Runs per n').fill('50');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(lab).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(lab).toHaveAttribute('data-runs-done', '300');
  expect(await page.evaluate(() => location.hash)).toContain('n=1..6&runs=50');
});

test('reopening the link gives the same numbers', async ({ page, browser }) => {
  await runLab(page, '#lab&n=3..9&runs=150&seed=42&leaves=normal&method=stream');
  await page.getByLabel('Histogram and CDF for n =').selectOption('7');
  await expect(page.locator('#lab-plot-histogram + .lab-caption')).toContainText('n = 7');
  const link = await page.evaluate(() => location.href);
  expect(link).toContain('show=7');
  // The exact curves for the new n come from the theory worker: wait until no answer waits for them.
  await expect(page.locator('#lab-answers')).not.toContainText('Computing');
  const answersText = await page.locator('#lab-answers').innerText();
  const csv = await exportCsv(page);
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.locator('#lab')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(other.locator('#lab-show')).toHaveValue('7');
  await expect.poll(() => other.locator('#lab-answers').innerText()).toBe(answersText);
  expect(await exportCsv(other)).toBe(csv);
  await other.close();
});


for (const hash of HOSTILE_LAB_LINKS) {
  test(`a hostile lab link is harmless: ${hash.slice(0, 45)}`, async ({ page }) => {
    await page.goto(`/${hash}`);
    const lab = page.locator('#lab');
    await expect(lab).toBeVisible();
    await expect(page.locator('#notice')).toBeVisible();
    await expect(page.locator('#notice-text')).toContainText('could not be read');
    await expect(lab).toHaveAttribute('data-state', 'idle');
    await expect(page.getByLabel('n (moves)')).toHaveValue('1..20');
    expect(await page.locator('#app img, #app script, #app iframe').count()).toBe(0);
    expect(await page.evaluate(() => location.hash)).toContain('lab&n=1..20');
  });
}

test('a bad parameter in the form is named and marked', async ({ page }) => {
  await page.goto('/#lab&n=1..4&runs=10&seed=1');
  await expect(page.locator('#lab')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await page.getByLabel('n (moves)').fill('1..35');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(page.locator('.lab-error')).toContainText('The largest n, 35, is too large');
  await expect(page.getByLabel('n (moves)')).toHaveAttribute('aria-invalid', 'true');
});

test('the lab on a 375-px phone: no horizontal scroll, both themes', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  await page.goto(`/${SMALL}`);
  await expect(page.locator('#lab')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole('button', { name: 'Run' })).toBeVisible();
  await screenshot(page, 'lab-phone-375');
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'lab-phone-375-other-theme');
  await page.close();
});

test('the tabs switch between the explorer and the lab', async ({ page }) => {
  await page.goto('/#game=nim&piles=1,1&step=2');
  await expect(page.locator('#app')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('link', { name: 'Sequence lab' }).click();
  await expect(page.locator('#lab')).toBeVisible();
  await expect(page.locator('#explorer-view')).toBeHidden();
  await expect(page.locator('#lab')).toHaveAttribute('data-state', /running|done/);
  await page.getByRole('link', { name: 'Explorer', exact: true }).click();
  await expect(page.locator('#explorer-view')).toBeVisible();
  await expect(page.locator('[data-position]').first()).toBeVisible();
  expect(await page.evaluate(() => location.hash)).toContain('game=nim');
});

test('a link to another experiment clears the one shown: a bad link, or one too long to start by itself', async ({ page }) => {
  const lab = await runLab(page, '#lab&n=1..4&runs=20&seed=3');
  const csv = page.getByRole('button', { name: 'Export CSV' });
  await expect(csv).toBeEnabled();
  await expect(page.locator('#lab-answers')).toContainText('n = 4');
  // A bad link: the defaults are shown, unstarted — not the old run's plots under their name.
  await page.evaluate(() => { location.hash = '#lab&n=1..5&runs=abc'; });
  await expect(page.locator('#notice')).toContainText('This lab link could not be read');
  await expect(lab).toHaveAttribute('data-state', 'idle');
  await expect(lab).toHaveAttribute('data-runs-done', '0');
  await expect(csv).toBeDisabled();
  await expect(page.locator('#lab-answers')).not.toContainText('n = 4');
  // Run again, then a link estimated at days: shown with its estimate, nothing of the last run.
  await page.evaluate(() => { location.hash = '#lab&n=1..3&runs=20&seed=3'; });
  await expect(lab).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await page.evaluate(() => { location.hash = '#lab&n=1..30&runs=100000&method=full'; });
  await expect(lab).toHaveAttribute('data-estimate-seconds', /\d+/);
  await expect(lab).toHaveAttribute('data-state', 'idle');
  await expect(csv).toBeDisabled();
  await expect(page.locator('#lab-show option')).toHaveCount(0);
  await expect(page.locator('#lab-answers')).not.toContainText('n = 3');
});

test('going back to the lab reopens its last experiment, not the default one', async ({ page }) => {
  await page.goto('/#lab&n=2..5&runs=30&seed=9&leaves=coin&method=full');
  await expect(page.locator('#lab')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await page.getByRole('link', { name: 'Explorer', exact: true }).click();
  await expect(page.locator('#explorer-view')).toBeVisible();
  await page.getByRole('link', { name: 'Sequence lab' }).click();
  await expect(page.locator('#lab')).toHaveAttribute('data-runs-total', '120');
  expect(await page.evaluate(() => location.hash)).toContain('n=2..5&runs=30&seed=9&leaves=coin');
});

/**
 * The share of drawn (non-transparent) pixels in the plotting area's column at fraction `at` of
 * its width, on a plot's canvas (uPlot draws on a transparent canvas, under .u-over); 0 while
 * nothing is drawn.
 */
function columnInk(page, plotId, at) {
  return page.locator(`#${plotId}`).evaluate((box, at) => {
    const canvas = box.querySelector('canvas');
    if (!canvas) return 0;
    const over = box.querySelector('.u-over').getBoundingClientRect();
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    const x = Math.round((over.left - rect.left + over.width * at) * scale);
    const top = Math.round((over.top - rect.top) * scale);
    const height = Math.round(over.height * scale);
    // Read through a one-column copy: repeated reads of the chart's own canvas make Chromium warn.
    const column = document.createElement('canvas');
    column.width = 1;
    column.height = height;
    const ctx = column.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, x, top, 1, height, 0, 0, 1, height);
    const pixels = ctx.getImageData(0, 0, 1, height).data;
    let ink = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) ink += 1;
    return ink / height;
  }, at);
}

test('switching from uniform to coin leaves redraws the histogram as two bars (no grey block)', async ({ page }) => {
  const lab = await runLab(page, '#lab&n=1..6&runs=200&seed=5&leaves=uniform&method=full');
  // Uniform: the bulk of the runs is in the middle of the range drawn.
  await expect.poll(() => columnInk(page, 'lab-plot-histogram', 0.5)).toBeGreaterThan(0.2);
  await page.getByLabel('Leaves', { exact: true }).selectOption('coin');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(lab).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(page.locator('#lab-plot-histogram + .lab-caption')).toContainText('n = 6: 200 runs');
  // Coins on [−1.5, 1.5]: bars at ±1 (around 1/6 and 5/6 of the width; polled, as uPlot draws
  // a moment after the caption is set), nothing between them but grid lines — the old chart
  // kept its stepped fill and drew one grey block with a diagonal.
  const bars = async () => Math.max(await columnInk(page, 'lab-plot-histogram', 1.1 / 6), await columnInk(page, 'lab-plot-histogram', 4.9 / 6));
  await expect.poll(bars).toBeGreaterThan(0.3);
  expect(await columnInk(page, 'lab-plot-histogram', 0.42)).toBeLessThan(0.1);
  expect(await columnInk(page, 'lab-plot-histogram', 0.58)).toBeLessThan(0.1);
  await expect(page.locator('#lab')).not.toContainText('NaN');
  await screenshot(page, 'lab-histogram-after-switch-to-coin');
  // And back: a continuous histogram again.
  await page.getByLabel('Leaves', { exact: true }).selectOption('uniform');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect(lab).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect.poll(() => columnInk(page, 'lab-plot-histogram', 0.5)).toBeGreaterThan(0.2);
});

test('log axes label every tick with its exponent, and every plot reads out values on hover', async ({ page }) => {
  // Record every text drawn on a canvas (the axis labels are not in the DOM).
  await page.addInitScript(() => {
    window.drawnTexts = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      window.drawnTexts.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  });
  await runLab(page, '#lab&n=1..16&runs=100&seed=3&leaves=uniform&method=full');
  await expect(page.locator('#lab-answers')).not.toContainText('Computing');
  // sd falls below 0.1 and the leaves pass 10⁴ by n = 16.
  await expect.poll(() => page.evaluate(() => window.drawnTexts)).toEqual(expect.arrayContaining(['10⁻¹', '10⁴']));
  const texts = await page.evaluate(() => window.drawnTexts);
  for (const text of texts) {
    expect(text, 'a power of ten keeps its exponent').not.toMatch(/⁻$/);
    expect(text).not.toMatch(/NaN|undefined|Infinity/);
  }
  for (const key of ['histogram', 'mean', 'sd', 'cdf', 'leaves']) {
    const box = page.locator(`#lab-plot-${key}`);
    await box.locator('.u-over').hover({ position: { x: 150, y: 60 } });
    const values = await box.locator('.u-legend .u-series:not(.lab-data-only) .u-value').allInnerTexts();
    expect(values.some((v) => /\d/.test(v)), `${key}: ${values.join(' | ')}`).toBe(true);
  }
});

test('the lab says nothing about our sources or the classroom', async ({ page }) => {
  await runLab(page, SMALL);
  const text = await page.locator('#lab').innerText();
  expect(text).not.toMatch(/seed|instructor/i);
  // The formulas are one click away.
  const details = page.locator('#lab .lab-details').first();
  await expect(details.locator('.lab-formula')).toBeHidden();
  await details.locator('summary').click();
  await expect(details.locator('.lab-formula')).toBeVisible();
  await expect(details.locator('.lab-formula')).toContainText('P_n');
});

test('Open results…: the exported CSV opened again shows the same plots and answers; a bad file is named by line and column', async ({ page }) => {
  const lab = await runLab(page, '#lab&n=2..7&runs=60&seed=11&leaves=normal&method=full');
  // Every answer drawn, the last one (the KS test of n = 7's runs) included.
  await expect(page.locator('[data-answer="distribution"]')).toContainText('Kolmogorov–Smirnov bound 0.1753 for 60 runs');
  await expect(page.locator('#lab-answers')).not.toContainText(/Computing|Waiting/);
  const answers = await page.locator('#lab-answers').innerText();
  const captions = await page.locator('#lab .lab-caption').allInnerTexts();
  const { text, name } = await exportCsv(page, true);
  const input = page.getByLabel('Open results', { exact: true });
  await input.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(page.locator('.lab-progress-text')).toContainText(`Opened “${name}”: 360 runs of n = 2..7`);
  await expect(lab).toHaveAttribute('data-state', 'done');
  await expect(lab).toHaveAttribute('data-runs-done', '360');
  await expect.poll(() => page.locator('#lab-answers').innerText()).toBe(answers);
  await expect.poll(() => page.locator('#lab .lab-caption').allInnerTexts()).toEqual(captions);
  expect(await page.evaluate(() => location.hash)).toContain('n=2..7&runs=60&seed=11&leaves=normal');
  // Export again: the same bytes.
  expect(await exportCsv(page)).toBe(text);
  const bad = text.replace(/\n3,0,(\d+),normal,/, '\n3,0,$1,normal,x');
  await input.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(page.locator('#notice-text')).toContainText('“bad.csv” was not opened: line 62: column value: "x');
  await expect(lab).toHaveAttribute('data-state', 'idle');
  // Rows the engine reads but the lab does not run: more than its 100,000 runs per n.
  await input.setInputFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(`${text.split('\n')[0]}\n1,100000,5,uniform,0.5,2\n`) });
  await expect(page.locator('#notice-text')).toContainText('“many.csv” was not opened: its experiment is beyond what the lab shows: the runs per n');
});
