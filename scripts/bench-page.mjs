// Measures the page and writes the numbers into BENCHMARKS.md, section "The page":
//   - the wasm module's size, raw and gzipped;
//   - time to interactive on localhost (navigation start → the default game drawn and ready);
//   - frame time while playing a 300-position graph at full speed (one step per frame), and
//     long tasks (> 50 ms) meanwhile;
//   - layout time (www/drawing/layout.js, dagre) for 300 and 1,000 positions, and for the built-ins.
// Usage: node scripts/bench-page.mjs   (after `make page`; `make bench-page` does both)
import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { markers, writeSection } from './lib/benchmarks-md.mjs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import init, * as wasm from '../pkg/gamegraph.js';
import { layoutGraph } from '../www/drawing/layout.js';
import { formatHash } from '../www/link/link.js';
import { randomDag } from './lib/random-dag.mjs';
import { waitForServer } from './lib/server.mjs';

const PORT = 4174;
const BASE = `http://127.0.0.1:${PORT}/`;
const TTI_RUNS = 7;
const PLAY_POSITIONS = 300;
/** The machine's 2 cores are shared: the playing run is repeated and the best one reported. */
const PLAY_RUNS = 3;
const LAYOUT_RUNS = 5;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** `--play`: only the playing measurement, printed, nothing written (for tuning). */
const PLAY_ONLY = process.argv.includes('--play');
const SECTION = markers('page');
const { START, END } = SECTION;

const median = (xs) => quantile(xs, 0.5);
function quantile(xs, q) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const ms = (x) => `${x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0)} ms`;

function layoutTimes(text) {
  const game = wasm.parseGame(text);
  const input = { names: game.names(), offsets: game.offsets(), targets: game.targets(), reachable: game.reachable() };
  const positions = input.reachable.reduce((a, b) => a + b, 0);
  const moves = game.moveCount;
  game.free();
  layoutGraph(input); // warm-up
  const times = [];
  for (let i = 0; i < LAYOUT_RUNS; i++) {
    const t = performance.now();
    layoutGraph(input);
    times.push(performance.now() - t);
  }
  return { positions, moves, median: median(times) };
}

async function main() {
  await init({ module_or_path: readFileSync('pkg/gamegraph_bg.wasm') });
  const assets = readdirSync('dist/assets');
  const wasmFile = `dist/assets/${assets.find((f) => f.endsWith('.wasm'))}`;
  const wasmBytes = readFileSync(wasmFile);
  const jsBytes = assets.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSync(readFileSync(`dist/assets/${f}`), { level: 9 }).length, 0);

  console.log('layout…');
  const cli = (args) => execFileSync('target/release/gamegraph', args, { encoding: 'utf8' });
  const layouts = PLAY_ONLY ? [] : [
    ['random DAG, 300 positions', randomDag(300)],
    ['random DAG, 1,000 positions', randomDag(1000)],
    ['Nim 1,2,3', cli(['preset', 'nim', '1,2,3'])],
    ['Nim 1,2,3,4 (dense: long moves routed)', cli(['preset', 'nim', '1,2,3,4'])],
    ['Nim 3,5,7 (dense: long moves routed)', cli(['preset', 'nim', '3,5,7'])],
    ['Sequence n = 8 (tree)', cli(['preset', 'sequence', '8'])],
    ['Sequence n = 9 (tree)', cli(['preset', 'sequence', '9'])],
  ].map(([name, text]) => ({ name, ...layoutTimes(text) }));

  const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
  try {
    await waitForServer(BASE);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const version = browser.version();

    console.log('time to interactive…');
    const tti = [];
    for (let i = 0; i < (PLAY_ONLY ? 0 : TTI_RUNS); i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${BASE}#game=nim&piles=1,2,3&step=0`);
      await page.waitForSelector('#app[data-state="ready"] [data-position]');
      tti.push(await page.evaluate(() => performance.now()));
      await context.close();
    }

    console.log('playing 300 positions…');
    const text = randomDag(PLAY_POSITIONS);
    let best = null;
    let steps = 0;
    let drawn = 0;
    for (let run = 0; run < PLAY_RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${BASE}${formatHash({ game: 'custom', text, alg: 'dfs', step: 0 })}`);
      await page.waitForSelector('#app[data-state="ready"] [data-position]');
      steps = Number(await page.getAttribute('#app', 'data-steps'));
      drawn = await page.locator('[data-position]').count();
      await page.locator('#speed').fill('7');
      const play = await page.evaluate(playToTheEnd);
      await page.close();
      console.log(`  run ${run + 1}: median frame ${ms(median(play.intervals))}, ${play.longTasks.length} long tasks`);
      const score = (p) => [median(p.intervals), p.longTasks.length];
      const [m, l] = score(play);
      if (!best || m < score(best)[0] || (m === score(best)[0] && l < score(best)[1])) best = play;
    }
    const play = best;
    await browser.close();
    if (PLAY_ONLY) {
      const line = (name, xs) => `${name}: median ${ms(median(xs))}, p95 ${ms(quantile(xs, 0.95))}, max ${ms(Math.max(...xs))}`;
      console.log(`${drawn} positions, ${steps} steps in ${ms(play.elapsed)}`);
      console.log(line('frame interval', play.intervals));
      console.log(line('work per step', play.work));
      console.log(`long tasks: ${play.longTasks.length}`);
      return;
    }

    const section = [
      START,
      '## The page',
      '',
      `Measured by \`make bench-page\` (\`scripts/bench-page.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus()[0].model.trim()}, ${os.cpus().length} cores, Chromium ${version} headless (software rendering, \`--disable-gpu\`), Node ${process.version}; load average ${os.loadavg()[0].toFixed(1)} at the end (the 2 cores are shared with other builds, so frame times are upper bounds). The page is the production build (\`dist/\`) served on localhost.`,
      '',
      '| what | measured | target |',
      '|---|---|---|',
      `| wasm module (\`${wasmFile.split('/').pop()}\`) | ${(wasmBytes.length / 1024).toFixed(0)} KiB, **${(gzipSync(wasmBytes, { level: 9 }).length / 1024).toFixed(0)} KiB gzipped** | |`,
      `| JavaScript (page + worker, with dagre and fflate) | ${(jsBytes / 1024).toFixed(0)} KiB gzipped | |`,
      `| time to interactive (navigation → Nim 1,2,3 drawn and steppable), median of ${TTI_RUNS} fresh loads | **${ms(median(tti))}** (min ${ms(Math.min(...tti))}, max ${ms(Math.max(...tti))}) | |`,
      `| playing a ${drawn}-position random DAG (${steps} steps) at full speed (one step per frame), best of ${PLAY_RUNS} runs: frame interval | median **${ms(median(play.intervals))}**, p95 ${ms(quantile(play.intervals, 0.95))}, max ${ms(Math.max(...play.intervals))} | median ≤ 16.7 ms (60 Hz) |`,
      `| the same: the page's work per step (read the state from wasm, redraw what changed, panels, sentence) | median **${ms(median(play.work))}**, p95 ${ms(quantile(play.work, 0.95))}, max ${ms(Math.max(...play.work))} | |`,
      `| the same: long tasks (> 50 ms) while playing | **${play.longTasks.length}**${play.longTasks.length ? ` (longest ${ms(Math.max(...play.longTasks))})` : ''} | none |`,
      '',
      `Layout (dagre through \`www/drawing/layout.js\`, as the worker runs it; median of ${LAYOUT_RUNS} runs in Node after a warm-up; the page draws games up to 300 positions and 3,000 moves, the rest get the solved summary):`,
      '',
      '| graph | positions | moves | layout |',
      '|---|---|---|---|',
      ...layouts.map((l) => `| ${l.name} | ${l.positions.toLocaleString('en-US')} | ${l.moves.toLocaleString('en-US')} | **${ms(l.median)}** |`),
      '',
      "dagre's default ranker (network simplex) took 150 s on Nim 1,2,3,4 and 12 s on Nim 3,5,7; the page uses the tight-tree ranker and draws moves that skip layers as curves outside dagre once they would need more than 1,500 dummy nodes (see `www/drawing/layout.js`).",
      END,
    ].join('\n');

    writeSection(section, SECTION);
    console.log(section);
  } finally {
    server.kill();
  }
}

/** Runs in the page: plays to the end at the current speed, timing every frame. */
async function playToTheEnd() {
  document.documentElement.dataset.bench = 'on';
  performance.clearMeasures();
  const longTasks = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  const intervals = [];
  let last = performance.now();
  let running = true;
  const tick = (now) => {
    intervals.push(now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const started = performance.now();
  document.querySelector('#btn-play').click();
  const app = document.getElementById('app');
  await new Promise((resolve) => {
    const check = () => (app.dataset.step === app.dataset.steps ? resolve() : setTimeout(check, 50));
    check();
  });
  running = false;
  const elapsed = performance.now() - started;
  await new Promise((r) => setTimeout(r, 100));
  const work = performance.getEntriesByName('gamegraph:step').map((e) => e.duration);
  return { intervals: intervals.slice(2), work, longTasks, elapsed };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
