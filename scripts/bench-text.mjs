// A big built-in game's text on demand (issue 10): the main thread's long tasks (PerformanceObserver
// 'longtask', > 50 ms) while Sequence n = 18 (524,287 positions, a 26 MB text) opens in the
// explorer and in play, and what "Export → Game text" and "Edit as text" then cost, the text
// coming from the worker in slices. Written into BENCHMARKS.md between the text-benchmarks markers.
// Usage: node scripts/bench-text.mjs   (after scripts/build-page.sh)
//        BENCH_DIST=/some/dist BENCH_DRY=1 node scripts/bench-text.mjs   (another build, not written)
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { BENCHMARKS_FILE, markers, writeSection } from './lib/benchmarks-md.mjs';
import os from 'node:os';
import { waitForServer } from './lib/server.mjs';
import { longTasksInTrace } from './lib/trace-tasks.mjs';

const PORT = 4226;
const BASE = `http://127.0.0.1:${PORT}/`;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SECTION = markers('text');
const { START, END } = SECTION;
const GAME = '#game=sequence&n=18&seed=1&alg=dfs&step=0';
const SMALL = '#game=nim&piles=1,1&alg=dfs&step=0';

function watchLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
}

const ms = (x) => `${x < 10 ? x.toFixed(1) : x.toFixed(0)} ms`;

const PAGE_MARK = 'gamegraph-bench-page';
const markPage = (page) => page.evaluate((name) => performance.mark(name), PAGE_MARK);

/** Runs act() on the page, from a small game shown, and returns {ms, tasks} (the long tasks
 * meanwhile; with a Chromium trace of the page's renderer, each one's CPU time: lib/trace-tasks.mjs). */
async function measure(browser, page, label, act, from = SMALL) {
  await page.goto(`${BASE}${from}`);
  await page.locator('#app[data-state="ready"]').waitFor({ timeout: 600_000 });
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.longTasks = [];
  });
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await markPage(page);
  const started = Date.now();
  await act();
  const took = Date.now() - started;
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => window.longTasks);
  await markPage(page);
  const buffer = await browser.stopTracing();
  const parsed = JSON.parse(buffer.toString());
  const traced = longTasksInTrace(parsed.traceEvents ?? parsed, PAGE_MARK);
  const row = { label, ms: took, count: tasks.length, longest: tasks.length ? Math.max(...tasks) : 0, cpuOver: traced.filter((t) => t.cpuMs > 50).length, cpuLongest: Math.max(0, ...traced.map((t) => t.cpuMs)) };
  console.log(`${label}: ${ms(took)}, ${row.count} long tasks (longest ${ms(row.longest)}); traced: ${traced.map((t) => `${ms(t.wallMs)} (CPU ${ms(t.cpuMs)}) ${t.from}`).join('; ')}`);
  return row;
}

async function main() {
  const dist = process.env.BENCH_DIST ?? 'dist';
  const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', dist], { stdio: 'ignore' });
  const rows = [];
  let version = '';
  try {
    await waitForServer(BASE);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    version = browser.version();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') console.error(`page: ${message.text()}`);
    });
    rows.push(
      await measure(browser, page, 'Open it in the explorer (to the summary)', async () => {
        await page.goto(`${BASE}${GAME}`);
        await page.locator('#app[data-state="ready"] #summary:not([hidden])').waitFor({ timeout: 600_000 });
      }),
    );
    rows.push(
      await measure(browser, page, 'Open it in play (to the first move buttons)', async () => {
        await page.goto(`${BASE}${GAME}&mode=play&as=paul&hints=on&rng=1`);
        await page.locator('#app[data-mode="play"][data-state="ready"]').waitFor({ timeout: 600_000 });
      }),
    );
    const opened = async () => {
      await page.goto(`${BASE}${GAME}`);
      await page.locator('#app[data-state="ready"] #summary:not([hidden])').waitFor({ timeout: 600_000 });
    };
    rows.push(
      await measure(
        browser,
        page,
        'Then Export → Game text (to the download)',
        async () => {
          const download = page.waitForEvent('download', { timeout: 600_000 });
          await page.locator('#export-menu summary').click();
          await page.locator('#export-menu [data-export="text"]').click();
          await download;
        },
        GAME,
      ).catch((error) => ({ label: 'Then Export → Game text', error: error.message })),
    );
    await opened();
    await browser.close();
  } finally {
    server.kill();
  }
  if (process.env.BENCH_DRY) return;
  const lines = [
    START,
    `Measured by \`scripts/bench-text.mjs\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus()[0].model.trim()}, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the end), Chromium ${version} headless, the production build on localhost. Sequence n = 18 (524,287 positions, its text 26 MB), from a small game shown; a long task is one of the page's main thread over 50 ms meanwhile.`,
    '',
    '',
    'The CPU time of a long task is its thread\'s, from a Chromium trace of the page\'s renderer (scripts/lib/trace-tasks.mjs): on shared cores a task\'s wall clock can be many times its CPU time.',
    '',
    '| What | Took | Long tasks | Longest | Of them, over 50 ms of CPU | Longest in CPU |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => (r.error ? `| ${r.label} | failed: ${r.error} | | | | |` : `| ${r.label} | ${ms(r.ms)} | **${r.count}** | ${r.count ? ms(r.longest) : '—'} | **${r.cpuOver}** | ${r.count ? ms(r.cpuLongest) : '—'} |`)),
    END,
  ];
  writeSection(lines.join('\n'), SECTION);
  console.log(`written to ${BENCHMARKS_FILE}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
