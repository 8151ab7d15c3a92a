// The whole-game drawing (www/drawing/canvas/) in headless Chromium, into BENCHMARKS.md, section
// "The whole-game drawing":
//   - the layout in the worker (the engine's src/layout/) and the time from the link to the picture,
//     for tic-tac-toe (5,478 positions) and cat and mouse on a 13×12 board (23,180);
//   - tic-tac-toe drawn whole with ten positions recoloured per frame: frame interval, the
//     drawing's work per frame and the longest main-thread task;
//   - the same while DFS plays at top speed (one step per frame) for PLAY_MS.
// Usage: node scripts/bench-drawing.mjs   (after `make page`; `make bench-drawing` does both)
import os from 'node:os';
import { markers, writeSection } from './lib/benchmarks-md.mjs';
import { installFrameClock, launchChromium, startPreview } from './lib/browser.mjs';

const PORT = 4176;
const MAZE = 'M............/............./............./....##......./............./............./........#..../............./............./............./............./C...........H';
const GAMES = [
  { label: 'Tic-tac-toe (DFS)', hash: '#game=tictactoe&alg=dfs&step=0' },
  { label: 'Cat and mouse, 13×12 board (retrograde analysis)', hash: `#game=catmouse&board=${encodeURIComponent(MAZE)}&alg=retrograde&step=0` },
];
const RECOLOUR_FRAMES = 400;
const PLAY_MS = 8000;
const SECTION = markers('drawing');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x) => `${x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0)} ms`;

async function open(browser, base, hash) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
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
  return { page, toPicture, layoutMs, loadTasks, memory };
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

async function main() {
  const server = await startPreview(PORT);
  try {
    const browser = await launchChromium();
    const rows = [];
    let frames = null;
    let played = null;
    for (const game of GAMES) {
      console.log(game.label);
      const opened = await open(browser, server.base, game.hash);
      const drawn = await opened.page.getAttribute('#app', 'data-drawn');
      rows.push({ ...game, drawn, ...opened });
      if (!frames) {
        frames = await opened.page.evaluate(recolour, RECOLOUR_FRAMES);
        await opened.page.evaluate(installFrameClock);
        played = await opened.page.evaluate(play, PLAY_MS);
      }
      await opened.page.close();
    }
    const version = browser.version();
    await browser.close();
    const longest = (xs) => (xs.length ? ms(Math.max(...xs)) : 'none');
    const section = [
      SECTION.START,
      '## The whole-game drawing',
      '',
      `Measured by \`make bench-drawing\` (\`scripts/bench-drawing.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus()[0].model.trim()}, ${os.cpus().length} cores shared with other builds (load average ${os.loadavg()[0].toFixed(1)}), Chromium ${version} headless, software rendering, 1280×800. Games over 300 positions are drawn on canvases (\`www/drawing/canvas/\`), laid out in the worker by the engine (\`src/layout/\`).`,
      '',
      '| game | positions drawn | layout in the worker | link → first picture | long tasks while loading | JS heap once drawn |',
      '|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.label} | ${Number(r.drawn).toLocaleString('en-US')} | **${ms(r.layoutMs)}** | ${ms(r.toPicture)} | ${r.loadTasks.length} (longest ${longest(r.loadTasks)}) | ${(r.memory / 1e6).toFixed(0)} MB |`),
      '',
      '| tic-tac-toe drawn whole | frame interval (median) | drawing / step work (median, max) | longest task | target |',
      '|---|---|---|---|---|',
      `| ten positions recoloured per frame, ${RECOLOUR_FRAMES} frames | **${ms(median(frames.intervals))}** | ${ms(median(frames.work))}, ${ms(Math.max(...frames.work))} | ${longest(frames.longTasks)} | median ≤ 17 ms, no task > 50 ms |`,
      `| DFS at top speed for ${PLAY_MS / 1000} s (${played.steps} steps) | **${ms(median(played.intervals))}** | ${ms(median(played.work))}, ${ms(Math.max(...played.work))} (the drawing's share: ${ms(median(played.drawing))}, ${ms(Math.max(...played.drawing))}) | ${longest(played.longTasks)} | the same |`,
      '',
      "While loading, the page's thread parses the game, reads the trace's events as JSON a slice of 3,000 per task (`eventsJson(from, to)`) while the worker lays the game out, and draws; the long tasks left are the parse of the game's text and the first full drawing.",
      SECTION.END,
    ].join('\n');
    writeSection(section, SECTION, 'page');
    console.log(section);
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
