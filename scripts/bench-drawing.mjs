// The whole-game drawing (www/drawing/canvas/) in headless Chromium, into BENCHMARKS.md, section
// "The whole-game drawing":
//   - the layout in the worker (the engine's src/layout/) and the time from the link to the picture,
//     for tic-tac-toe (5,478 positions) and cat and mouse on a 13×12 board (23,180);
//   - tic-tac-toe drawn whole with ten positions recoloured per frame: frame interval, the
//     drawing's work per frame and the longest main-thread task;
//   - the same while DFS plays at top speed (one step per frame) for PLAY_MS.
// Each main-thread task over 50 ms is also read from a Chromium trace with its CPU time: on
// shared cores a task waits for a core in the middle of its work, so its wall time says more of
// the machine's load than of the work put in it (scripts/lib/trace-tasks.mjs).
// Usage: node scripts/bench-drawing.mjs   (after `make page`; `make bench-drawing` does both)
//   BENCH_BEFORE=<another build's dist/>: both builds measured in the same run (before, then this
//   one, game by game) and compared side by side on the terminal; BENCHMARKS.md gets this build's.
import os from 'node:os';
import { markers, writeSection } from './lib/benchmarks-md.mjs';
import { installFrameClock, launchChromium, startPreview } from './lib/browser.mjs';
import { longTasksInTrace } from './lib/trace-tasks.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4176);
const MAZE = 'M............/............./............./....##......./............./............./........#..../............./............./............./............./C...........H';
const GAMES = [
  { label: 'Tic-tac-toe (DFS)', hash: '#game=tictactoe&alg=dfs&step=0' },
  { label: 'Cat and mouse, 13×12 board (retrograde analysis)', hash: `#game=catmouse&board=${encodeURIComponent(MAZE)}&alg=retrograde&step=0` },
];
const RECOLOUR_FRAMES = 400;
const PLAY_MS = 8000;
const SECTION = markers('drawing');
/** The user timing mark that tells the measured page's renderer in a trace. */
const MARK = 'gamegraph:bench-drawing';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x) => `${x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0)} ms`;

/** Starts a trace of the page's tasks; its stop gives the tasks over 50 ms: [{wallMs, cpuMs}]. */
async function traceTasks(browser, page) {
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  return async () => {
    await page.evaluate((mark) => performance.mark(mark), MARK);
    const parsed = JSON.parse((await browser.stopTracing()).toString());
    return longTasksInTrace(parsed.traceEvents ?? parsed, MARK);
  };
}

async function open(browser, base, hash) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const traced = await traceTasks(browser, page);
  await page.addInitScript(() => {
    window.benchLongTasks = [];
    new PerformanceObserver((list) => window.benchLongTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
    // (The root element exists once the document starts.)
    const mark = () => (document.documentElement ? (document.documentElement.dataset.bench = 'on') : setTimeout(mark, 0));
    mark();
  });
  const started = Date.now();
  await page.goto(`${base}${hash}`);
  await page.waitForSelector('#app[data-state="ready"][data-drawn]', { timeout: 120000 });
  const toPicture = Date.now() - started;
  const layoutMs = await page.evaluate(() => performance.getEntriesByName('gamegraph:whole-layout')[0]?.detail ?? NaN);
  const loadTasks = await page.evaluate(() => window.benchLongTasks.splice(0));
  // Chromium's JS heap in use once drawn (performance.memory: rounded, but enough to compare).
  const memory = await page.evaluate(() => /** @type {any} */ (performance).memory?.usedJSHeapSize ?? NaN);
  await page.waitForTimeout(1000);
  const loadTraced = await traced();
  return { page, toPicture, layoutMs, loadTasks, loadTraced, memory };
}

/** In the page: RECOLOUR_FRAMES frames, each recolouring ten positions of the drawing. */
async function recolour(frames) {
  const view = window.gamegraphBench.whole;
  const n = view.model.n;
  const base = view.frame;
  const colors = Uint8Array.from(base.colors);
  const values = Float64Array.from(base.values);
  const intervals = [];
  const work = [];
  let last = performance.now();
  for (let f = 0; f < frames; f++) {
    const now = await new Promise(requestAnimationFrame);
    intervals.push(now - last);
    last = now;
    const started = performance.now();
    for (let k = 0; k < 10; k++) {
      const v = (f * 10 + k) * 7919 % n;
      colors[v] = (colors[v] + 1) % 3;
      values[v] = colors[v] === 2 ? (v % 3) - 1 : NaN;
    }
    view.render({ ...base, colors, values, attrs: undefined, current: (f * 10) % n, currentEdge: null });
    work.push(performance.now() - started);
  }
  return { intervals: intervals.slice(2), work, longTasks: window.benchLongTasks.splice(0) };
}

/** In the page: DFS played at top speed for `duration` ms. */
async function play(duration) {
  document.getElementById('speed').value = '7';
  document.getElementById('speed').dispatchEvent(new Event('input'));
  performance.clearMeasures();
  window.benchLongTasks.splice(0);
  window.benchFrames.start();
  document.querySelector('#btn-play').click();
  await new Promise((resolve) => setTimeout(resolve, duration));
  window.benchFrames.stop();
  document.querySelector('#btn-play').click();
  const work = performance.getEntriesByName('gamegraph:step').map((e) => e.duration);
  const drawing = performance.getEntriesByName('gamegraph:whole-render').map((e) => e.duration);
  return { intervals: window.benchFrames.intervals(), work, drawing, longTasks: window.benchLongTasks.splice(0), steps: Number(document.getElementById('app').dataset.step) };
}

/** One build's figures: tic-tac-toe opened, recoloured and played; cat and mouse opened. */
async function measureBuild(browser, base) {
  const rows = [];
  let frames = null;
  let played = null;
  for (const game of GAMES) {
    console.log(base, game.label);
    const opened = await open(browser, base, game.hash);
    const drawn = await opened.page.getAttribute('#app', 'data-drawn');
    rows.push({ ...game, drawn, ...opened });
    if (!frames) {
      frames = await opened.page.evaluate(recolour, RECOLOUR_FRAMES);
      await opened.page.evaluate(installFrameClock);
      const traced = await traceTasks(browser, opened.page);
      played = await opened.page.evaluate(play, PLAY_MS);
      played.traced = await traced();
    }
    await opened.page.close();
  }
  return { rows, frames, played };
}

const longest = (xs) => (xs.length ? ms(Math.max(...xs)) : 'none');
/** Tasks over 50 ms: how many, the longest by wall clock and the longest by CPU time. */
const tasksCell = (wall, traced) =>
  `${wall.length}, longest ${longest(wall)} (CPU: ${traced.filter((t) => t.cpuMs > 50).length} over 50 ms, longest ${longest(traced.map((t) => t.cpuMs))})`;

/** The table's rows for the builds measured (one column each). */
function table(builds) {
  const cells = (f) => `| ${builds.map(f).join(' | ')} |`;
  const [ttt, cat] = [0, 1];
  const lines = [
    `| | ${builds.map((b) => b.name).join(' | ')} | target |`,
    `|---|${builds.map(() => '---|').join('')}---|`,
  ];
  const row = (label, f, target = '') => lines.push(`| ${label} ${cells(f)} ${target} |`);
  row('tic-tac-toe (5,478 positions): layout in the worker', (b) => ms(b.rows[ttt].layoutMs), '≤ 1 s');
  row('tic-tac-toe: link → first picture', (b) => ms(b.rows[ttt].toPicture));
  row('tic-tac-toe: tasks over 50 ms while loading', (b) => tasksCell(b.rows[ttt].loadTasks, b.rows[ttt].loadTraced), 'none');
  row('tic-tac-toe: JS heap once drawn', (b) => `${(b.rows[ttt].memory / 1e6).toFixed(0)} MB`);
  row(`ten positions recoloured per frame, ${RECOLOUR_FRAMES} frames: frame interval (median)`, (b) => `**${ms(median(b.frames.intervals))}**`, '≤ 17 ms');
  row('the same: the drawing\'s work per frame (median, max)', (b) => `${ms(median(b.frames.work))}, ${ms(Math.max(...b.frames.work))}`);
  row('the same: longest task (wall)', (b) => longest(b.frames.longTasks), '≤ 50 ms');
  row(`DFS at top speed for ${PLAY_MS / 1000} s from the empty board: steps shown`, (b) => String(b.played.steps), 'one per frame');
  row('the same: frame interval (median)', (b) => `**${ms(median(b.played.intervals))}**`, '≤ 17 ms');
  row('the same: step work (median, max)', (b) => `${ms(median(b.played.work))}, ${ms(Math.max(...b.played.work))}`);
  row('the same: the drawing\'s share (median, max)', (b) => `${ms(median(b.played.drawing))}, ${ms(Math.max(...b.played.drawing))}`);
  row('the same: tasks over 50 ms', (b) => tasksCell(b.played.longTasks, b.played.traced), 'none');
  row('cat and mouse 13×12 (23,180 positions): layout in the worker', (b) => ms(b.rows[cat].layoutMs), '≤ 3 s');
  row('cat and mouse: link → first picture', (b) => ms(b.rows[cat].toPicture));
  row('cat and mouse: tasks over 50 ms while loading', (b) => tasksCell(b.rows[cat].loadTasks, b.rows[cat].loadTraced), 'none');
  row('cat and mouse: JS heap once drawn', (b) => `${(b.rows[cat].memory / 1e6).toFixed(0)} MB`);
  return lines;
}

async function main() {
  const before = process.env.BENCH_BEFORE;
  // One server at a time on PORT: the earlier build first.
  const targets = [...(before ? [{ name: 'before', dir: before }] : []), { name: 'this build', dir: 'dist' }];
  const browser = await launchChromium();
  const builds = [];
  const loads = [];
  for (const target of targets) {
    const server = await startPreview(PORT, target.dir);
    try {
      loads.push(os.loadavg()[0]);
      builds.push({ ...target, ...(await measureBuild(browser, server.base)) });
    } finally {
      server.stop();
    }
  }
  loads.push(os.loadavg()[0]);
  const version = browser.version();
  await browser.close();
  const section = [
    SECTION.START,
    '## The whole-game drawing',
    '',
    `Measured by \`make bench-drawing\` (\`scripts/bench-drawing.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus()[0].model.trim()}, ${os.cpus().length} cores shared with other builds (load average ${loads.map((l) => l.toFixed(1)).join(', then ')}), Chromium ${version} headless, software rendering, 1280×800. Games over 300 positions are drawn on canvases (\`www/drawing/canvas/\`), laid out in the worker by the engine (\`src/layout/\`). A task's CPU time is its thread's, read from a Chromium trace: under load the wall clock of a task is mostly waiting for a core.`,
    '',
    ...table(builds.filter((b) => b.dir === 'dist')),
    SECTION.END,
  ].join('\n');
  writeSection(section, SECTION, 'page');
  console.log(section);
  if (before) console.log(['', `${before} against this build, in the same run:`, ...table(builds)].join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
