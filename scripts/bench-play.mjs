// Play mode and the neighbourhood view on big games (issue 9), on the built page: the main
// thread's long tasks (PerformanceObserver 'longtask', > 50 ms) while play opens (the worker
// builds, solves and replays the game; the page only draws), and how long a move takes from the
// click to the computer's answer on the page (one message to the worker and back, then drawing),
// and a step in the neighbourhood view. Written into BENCHMARKS.md between the play-benchmarks
// markers.
// Usage: node scripts/bench-play.mjs   (after scripts/build-page.sh)
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { BENCHMARKS_FILE, markers, writeSection } from './lib/benchmarks-md.mjs';
import os from 'node:os';
import { waitForServer } from './lib/server.mjs';

const PORT = 4225;
const BASE = `http://127.0.0.1:${PORT}/`;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SECTION = markers('play');
const { START, END } = SECTION;
const MOVES = 12;
/** A user's pause between clicks (the views ahead of a move come with the worker's answer). */
const PAUSE_MS = 200;
const MAZE = 'M............/............./............./....##......./............./............./........#..../............./............./............./............./C...........H';

const GAMES = [
  { label: 'Tic-tac-toe from the empty board', positions: 5478, hash: '#game=tictactoe&board=.........&alg=dfs&step=0' },
  { label: 'Cat and mouse on a 13×12 board (cycles)', positions: 23180, hash: `#game=catmouse&board=${encodeURIComponent(MAZE)}&alg=dfs&step=0` },
  { label: 'Nim 5,6,7,8,9', positions: 60448, hash: '#game=nim&piles=5,6,7,8,9&first=paul&alg=dfs&step=0' },
  { label: 'Sequence n = 18', positions: 524287, hash: '#game=sequence&n=18&seed=1&alg=dfs&step=0' },
];

function watchLongTasks() {
  window.longTasks = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x < 10 ? x.toFixed(1) : x.toFixed(0)} ms`;

/** Milliseconds from a click (in the page) until #app's data-current (or the section's) changes. */
async function clickToChange(page, selector, watched) {
  return page.evaluate(
    ([selector, watched]) =>
      new Promise((resolve) => {
        const target = document.querySelector(watched);
        const before = target.dataset.current;
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (target.dataset.current !== before) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(target, { attributes: true, attributeFilter: ['data-current'] });
        document.querySelector(selector).click();
      }),
    [selector, watched],
  );
}

async function measureGame(page, game) {
  // Play as Paul with hints; the first move buttons shown mean the game is open.
  await page.goto(`${BASE}#game=nim&piles=1,1&alg=dfs&step=0`);
  await page.locator('#app[data-state="ready"]').waitFor();
  await page.evaluate(() => {
    window.longTasks = [];
  });
  const started = Date.now();
  await page.goto(`${BASE}${game.hash}&mode=play&as=paul&hints=on&rng=1`);
  await page.locator('#app[data-mode="play"][data-state="ready"]').waitFor({ timeout: 600_000 });
  const openMs = Date.now() - started;
  const tasks = await page.evaluate(() => window.longTasks);
  const moves = [];
  for (let i = 0; i < MOVES; i++) {
    if ((await page.locator('#app[data-result]').count()) > 0) await page.getByRole('button', { name: 'Restart' }).click();
    await page.locator('#play .play-moves [data-move]').first().waitFor();
    await page.waitForTimeout(PAUSE_MS);
    moves.push(await clickToChange(page, '#play .play-moves [data-move]', '#app'));
  }
  // The neighbourhood view: the explorer on the same game, a step onto each first successor.
  await page.goto(`${BASE}${game.hash}`);
  await page.locator('#neighbourhood [data-successor]').first().waitFor({ timeout: 600_000 });
  const steps = [];
  for (let i = 0; i < MOVES; i++) {
    if ((await page.locator('#neighbourhood [data-successor]').count()) === 0) break;
    await page.waitForTimeout(PAUSE_MS);
    steps.push(await clickToChange(page, '#neighbourhood [data-successor]', '#neighbourhood'));
  }
  const row = { ...game, openMs, longTasks: tasks.length, longest: tasks.length ? Math.max(...tasks) : 0, move: median(moves), moveMax: Math.max(...moves), step: median(steps), stepMax: Math.max(...steps) };
  console.log(`${game.label}: open ${ms(openMs)}, ${row.longTasks} long tasks (longest ${ms(row.longest)}); a move ${ms(row.move)} (max ${ms(row.moveMax)}); a step ${ms(row.step)} (max ${ms(row.stepMax)})`);
  return row;
}

async function main() {
  const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore' });
  const rows = [];
  let version = '';
  try {
    await waitForServer(BASE);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    version = browser.version();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') console.error(`page: ${message.text()}`);
    });
    for (const game of GAMES) rows.push(await measureGame(page, game));
    // The observer sees long tasks at all: an 80 ms busy loop must be one.
    const seen = await page.evaluate(async () => {
      window.longTasks = [];
      // In a task of the page's own (a CDP evaluation is not watched).
      setTimeout(() => {
        const until = performance.now() + 80;
        while (performance.now() < until);
      }, 0);
      await new Promise((r) => setTimeout(r, 300));
      return window.longTasks.length;
    });
    if (seen === 0) throw new Error('the long-task observer saw no 80 ms busy loop: the figures mean nothing');
    await browser.close();
  } finally {
    server.kill();
  }
  const lines = [
    START,
    `Measured by \`scripts/bench-play.mjs\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus()[0].model.trim()}, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)} at the end), Chromium ${version} headless, the production build on localhost. "Open" is from the link to the first move buttons (the worker builds, parses, solves by DFS or retrograde analysis for the summary, then by retrograde analysis for play); long tasks are the page's main thread's tasks over 50 ms meanwhile. "A move" is from the click on a move to the computer's answer drawn (median and worst of ${MOVES}, clicks ${PAUSE_MS} ms apart), drawn from the views the worker sent ahead, so it is this thread's own drawing (the board, the moves, the value history, the link); "a step" the same for a click on a successor in the neighbourhood view (drawn from the positions sent one level ahead).`,
    '',
    '| Game | Positions | Open | Long tasks while opening | Longest | A move: median (max) | A neighbourhood step: median (max) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.label} | ${r.positions.toLocaleString('en-US')} | ${ms(r.openMs)} | **${r.longTasks}** | ${r.longTasks ? ms(r.longest) : '—'} | ${ms(r.move)} (${ms(r.moveMax)}) | ${ms(r.step)} (${ms(r.stepMax)}) |`),
    END,
  ];
  writeSection(lines.join('\n'), SECTION);
  console.log(`written to ${BENCHMARKS_FILE}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
