// Measures the Sequence lab in Chromium and writes the numbers into BENCHMARKS.md (between the
// lab-benchmarks markers), side by side in one run:
//   - full evaluation (n = 20, uniform) in one WebAssembly worker: leaves per second and the
//     time of one tree; the plain JavaScript baseline (baselines/sequence.js) in the same browser;
//     the native CLI on one core (`gamegraph simulate --threads 1`);
//   - 10,000 trees of n = 20 through the page itself (#lab&n=20&runs=10000), on one worker per
//     core, with the longest main-thread task meanwhile;
//   - alpha-beta at n = 36: time per tree in one worker and leaves against the exact expectation.
// The workers run the build the lab loads where the browser has SIMD (pkg-simd/, www/engine/wasm-pick.js)
// and, for comparison, the build without SIMD (pkg/).
// Usage: node scripts/bench-lab.mjs   (after `make page` and `cargo build --release`)
// Before and after, in the same run: BENCH_LAB_BEFORE=DIR names an earlier build — DIR/pkg
// (a wasm module with its glue), DIR/dist (its page) and DIR/gamegraph (its CLI) — measured
// alternately with this one, and the two are compared on the terminal (BENCH_LAB_BEFORE_WHAT says
// in words what it is); BENCHMARKS.md gets this build's figures only.
import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { markers, writeSection } from './lib/benchmarks-md.mjs';
import os from 'node:os';
import { longTasksInTrace } from './lib/trace-tasks.mjs';

const BENCH_PORT = 4176;
const PAGE_PORT = 4177;
/** The user timing mark that tells the lab page's renderer in a trace. */
const PAGE_MARK = 'gamegraph-bench-page';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SECTION = markers('lab');
const { START, END } = SECTION;
const N = 20;
const TREES = 30;
const BIG_RUNS = 10000;
const AB_N = 36;
const AB_TREES = 4;
const BEFORE = process.env.BENCH_LAB_BEFORE ?? null;
/** What the earlier build is, in the comparison's words (BENCH_LAB_BEFORE_WHAT). */
const BEFORE_WHAT = process.env.BENCH_LAB_BEFORE_WHAT ?? 'an earlier build';
const BEFORE_PAGE_PORT = 4178;

// The bench page's worker: the wasm engine and the JavaScript baseline, timed inside the worker.
const WORKER = `
const engines = new Map();
async function engine(path) {
  if (!engines.has(path)) engines.set(path, import(path + '/gamegraph.js').then(async (m) => { await m.default(); return m; }));
  return engines.get(path);
}
let baseline = null;
async function loadBaseline() {
  const text = (await (await fetch('/baselines/sequence.js')).text()).replace(/^#!.*\\n/, '').replace(/^main\\(\\);?\\s*$/m, '');
  return new Function(text + '; return { leafValues, valueByLevels };')();
}
self.onmessage = ({ data }) => measure(data).catch((e) => self.postMessage({ error: String(e?.stack ?? e) }));
async function measure(data) {
  if (data.kind === 'wasm') {
    const wasm = await engine(data.pkg);
    const e = new wasm.LabExperiment(String(data.n), String(data.trees + 1), '7', data.leaves, data.method, 'paul');
    e.runJobs(0, 1); // warm-up
    const times = [], leaves = [];
    for (let i = 1; i <= data.trees; i++) {
      const t = performance.now();
      const batch = e.runJobs(i, i + 1);
      times.push(performance.now() - t);
      leaves.push(Number(batch.leavesEvaluated()[0]));
      batch.free();
    }
    self.postMessage({ times, leaves, expected: data.method === 'alphabeta' ? wasm.expectedAlphaBetaLeaves(data.n)[data.n] : 2 ** data.n });
  } else {
    baseline ??= await loadBaseline();
    baseline.valueByLevels(data.n, baseline.leafValues(data.n, '7', 'uniform'));
    const times = [];
    for (let i = 0; i < data.trees; i++) {
      const t = performance.now();
      baseline.valueByLevels(data.n, baseline.leafValues(data.n, String(i), 'uniform'));
      times.push(performance.now() - t);
    }
    self.postMessage({ times });
  }
}`;

function serveBench() {
  const types = { js: 'text/javascript', wasm: 'application/wasm', html: 'text/html' };
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    let body;
    if (path === '/bench.html') body = '<!doctype html><title>bench</title>';
    else if (path === '/bench-worker.js') body = WORKER;
    else if (BEFORE && path.startsWith('/pkg-before/') && !path.includes('..')) body = readFileSync(`${BEFORE}/pkg/${path.slice('/pkg-before/'.length)}`);
    else if ((path.startsWith('/pkg/') || path.startsWith('/pkg-simd/') || path === '/baselines/sequence.js') && !path.includes('..') && existsSync(`.${path}`)) body = readFileSync(`.${path}`);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.split('.').pop()] ?? 'application/octet-stream' }).end(body);
  });
  return new Promise((resolve) => server.listen(BENCH_PORT, '127.0.0.1', () => resolve(server)));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const M = (x) => `${(x / 1e6).toFixed(0)} M`;

async function inWorker(page, request) {
  return page.evaluate(
    (request) =>
      new Promise((resolve, reject) => {
        const worker = new Worker('/bench-worker.js', { type: 'module' });
        worker.onmessage = ({ data }) => {
          worker.terminate();
          if (data.error) reject(new Error(data.error));
          else resolve(data);
        };
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage(request);
      }),
    request,
  );
}

function native(args, cli = 'target/release/gamegraph') {
  const t = process.hrtime.bigint();
  const out = execFileSync(cli, ['simulate', ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  const rows = out.trim().split('\n').slice(1).map((line) => line.split(','));
  return { seconds, rows };
}

/** 10,000 trees of n = 20 through the page served on `port`, with its longest main-thread task. */
async function pageRun(browser, port) {
  const lab = await browser.newPage();
  await lab.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await lab.goto(`http://127.0.0.1:${port}/#lab&n=1..2&runs=10&seed=1`);
  await lab.waitForFunction(() => document.getElementById('lab').dataset.state === 'done', null, { timeout: 60000 });
  const cores = await lab.evaluate(() => navigator.hardwareConcurrency);
  await lab.evaluate(() => (window.__longest = 0));
  // A trace of the run: each long task's CPU time (scripts/lib/trace-tasks.mjs).
  await browser.startTracing(lab, { categories: ['toplevel', 'blink.user_timing'] });
  await lab.evaluate((mark) => performance.mark(mark), PAGE_MARK);
  const t0 = Date.now();
  await lab.evaluate((runs) => {
    document.getElementById('lab-n').value = '20';
    document.getElementById('lab-runs').value = String(runs);
    document.getElementById('lab-run').click();
  }, BIG_RUNS);
  await lab.waitForFunction(() => document.getElementById('lab').dataset.state === 'done', null, { timeout: 600000, polling: 200 });
  const seconds = (Date.now() - t0) / 1000;
  const longest = await lab.evaluate(() => window.__longest);
  await lab.evaluate((mark) => performance.mark(mark), PAGE_MARK);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const traced = longTasksInTrace(trace.traceEvents ?? trace, PAGE_MARK);
  await lab.close();
  return { seconds, longest, longestCpu: Math.max(0, ...traced.map((t) => t.cpuMs)), traced, cores };
}

/** Rate (leaves/s) and fastest tree (ms) of a full evaluation in one worker, best of `rounds`. */
function best(results) {
  const rates = results.map((r) => (r.times.length * 2 ** N) / (sum(r.times) / 1000));
  return { rate: Math.max(...rates), fastest: Math.min(...results.flatMap((r) => r.times)), median: Math.min(...results.map((r) => median(r.times))) };
}

async function main() {
  const server = await serveBench();
  const previews = [spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PAGE_PORT), '--strictPort'], { stdio: 'ignore' })];
  if (BEFORE) previews.push(spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(BEFORE_PAGE_PORT), '--strictPort', '--outDir', `${BEFORE}/dist`], { stdio: 'ignore' }));
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const version = browser.version();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${BENCH_PORT}/bench.html`);

    // Today's SIMD build, today's build without SIMD and the earlier build, alternately (twice
    // each), so that the shared machine's load falls on all alike; native likewise.
    const builds = { simd: '/pkg-simd', scalar: '/pkg', ...(BEFORE ? { before: '/pkg-before' } : {}) };
    const runs = Object.fromEntries(Object.keys(builds).map((k) => [k, []]));
    const nativeRuns = { today: [], before: [] };
    for (let round = 0; round < 2; round++) {
      for (const [name, pkg] of Object.entries(builds)) runs[name].push(await inWorker(page, { kind: 'wasm', pkg, n: N, trees: TREES, leaves: 'uniform', method: 'full' }));
      nativeRuns.today.push(native(['--n', String(N), '--runs', '200', '--seed', '7', '--threads', '1']).seconds);
      if (BEFORE) nativeRuns.before.push(native(['--n', String(N), '--runs', '200', '--seed', '7', '--threads', '1'], `${BEFORE}/gamegraph`).seconds);
    }
    const full = Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, best(r)]));
    const nativeRate = Object.fromEntries(Object.entries(nativeRuns).filter(([, s]) => s.length).map(([k, s]) => [k, (200 * 2 ** N) / Math.min(...s)]));
    const js = await inWorker(page, { kind: 'js', n: N, trees: 5 });
    const jsRate = (5 * 2 ** N) / (sum(js.times) / 1000);
    console.log({ full, nativeRate, jsRate });

    const ab = await inWorker(page, { kind: 'wasm', pkg: builds.simd, n: AB_N, trees: AB_TREES, leaves: 'uniform', method: 'alphabeta' });
    const abMeanLeaves = sum(ab.leaves) / ab.leaves.length;
    const nativeAb = native(['--n', String(AB_N), '--runs', String(AB_TREES + 1), '--seed', '7', '--method', 'alphabeta', '--threads', '1']);
    const nativeAbLeaves = sum(nativeAb.rows.map((r) => Number(r[5])));
    console.log({ abTimes: ab.times, abMeanLeaves, expected: ab.expected, nativeAbRate: nativeAbLeaves / nativeAb.seconds });

    // The page itself: 10,000 trees of n = 20 on one worker per core (the earlier page first).
    const bigBefore = BEFORE ? await pageRun(browser, BEFORE_PAGE_PORT) : null;
    const big = await pageRun(browser, PAGE_PORT);
    console.log({ big, bigBefore });

    const load = os.loadavg()[0].toFixed(1);
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const ok = (good) => (good ? 'yes' : '**no**');
    const ms = (x) => `${x.toFixed(2)} ms`;
    const { simd, scalar, before } = full;
    const longestText = (run) => `${run.longest ? `${run.longest.toFixed(0)} ms` : 'none over 50 ms'}${run.traced.length ? ` (CPU at most ${run.longestCpu.toFixed(0)} ms, in a trace)` : ''}`;
    const table = [
      START,
      '### The Sequence lab in Chromium',
      '',
      `Measured by \`node scripts/bench-lab.mjs\` on ${new Date().toISOString().slice(0, 10)}: ${cpu}, ${os.cpus().length} cores (\`navigator.hardwareConcurrency\` = ${big.cores}), Chromium ${version} headless; native = \`gamegraph simulate --threads 1\` timed in the same run; best of two rounds of ${TREES} trees; load average ${load} at the end (the cores are shared with other jobs, so these are lower bounds on speed).`,
      '',
      '| what | measured | target | met |',
      '|---|---|---|---|',
      `| one tree of n = ${N} (full, uniform) in one worker, fastest | **${ms(simd.fastest)}** (median ${ms(simd.median)}) | ≤ 2 ms | ${ok(simd.fastest <= 2)} |`,
      `| full evaluation, n = ${N}, uniform, one wasm worker (SIMD build) | **${M(simd.rate)} leaves/s** | within 1.15× of native | ${ok(nativeRate.today / simd.rate <= 1.15)} (native ${M(nativeRate.today)} leaves/s: ${(nativeRate.today / simd.rate).toFixed(2)}×) |`,
      `| the same, build without SIMD (loaded where the browser has none) | ${M(scalar.rate)} leaves/s (${ms(scalar.fastest)}/tree) | | |`,
      `| plain JavaScript baseline (\`baselines/sequence.js\`) in the same browser | ${M(jsRate)} leaves/s | wasm ≥ 10× | ${ok(simd.rate / jsRate >= 10)} (${(simd.rate / jsRate).toFixed(1)}×) |`,
      `| 10,000 trees of n = 20 in the page (\`#lab&n=20&runs=10000\`, ${big.cores} workers) | **${big.seconds.toFixed(1)} s** (${M((BIG_RUNS * 2 ** N) / big.seconds)} leaves/s in all workers) | ≤ 10 s on 2 cores | ${ok(big.seconds <= 10)} |`,
      `| the page's longest main-thread task during that run | ${longestText(big)} | ≤ 50 ms | ${ok(big.longest <= 50)} |`,
      `| alpha-beta, n = ${AB_N}, one wasm worker (${AB_TREES} trees) | **${(median(ab.times) / 1000).toFixed(2)} s** per tree (median; ${ab.times.map((t) => (t / 1000).toFixed(2)).join(', ')} s) | ≤ 3 s | ${ok(median(ab.times) <= 3000)} |`,
      `| alpha-beta, n = ${AB_N}: leaves evaluated, mean of the ${AB_TREES} trees | ${(abMeanLeaves / 1e6).toFixed(1)} M vs exact expectation ${(ab.expected / 1e6).toFixed(1)} M (${(((abMeanLeaves - ab.expected) / ab.expected) * 100).toFixed(1)} %) | within 10 % | ${ok(Math.abs(abMeanLeaves - ab.expected) <= 0.1 * ab.expected)} |`,
      `| alpha-beta, n = ${AB_N}: leaves per second | wasm ${M(sum(ab.leaves) / (sum(ab.times) / 1000))}/s, native ${M(nativeAbLeaves / nativeAb.seconds)}/s | | |`,
      '',
      `Alpha-beta's count varies from tree to tree (here ${ab.leaves.map((l) => `${(l / 1e6).toFixed(0)} M`).join(', ')}), so a handful of trees lands within 10 % of the expectation only on average.`,
      END,
    ].join('\n');
    writeSection(table, SECTION, 'page');
    console.log(table);
    if (BEFORE) {
      console.log(`\nBefore (${BEFORE_WHAT}) → this build, measured alternately:`);
      console.log(`  one tree, fastest: ${ms(before.fastest)} (median ${ms(before.median)}) → ${ms(simd.fastest)} (median ${ms(simd.median)})`);
      console.log(`  full evaluation: ${M(before.rate)} → ${M(simd.rate)} leaves/s (native ${M(nativeRate.before)} → ${M(nativeRate.today)}/s)`);
      console.log(`  10,000 trees in the page: ${bigBefore.seconds.toFixed(1)} → ${big.seconds.toFixed(1)} s; longest task ${longestText(bigBefore)} → ${longestText(big)}`);
    }
  } finally {
    await browser.close();
    for (const preview of previews) preview.kill();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
