// What is in a long task: a Chromium trace (DevTools protocol `Tracing`: timeline, V8 and its CPU
// sampler) of one of scripts/bench-robust.mjs's scenarios, and each task of the page's main
// thread over 50 ms printed with its wall and CPU time, its parts over 3 ms (layout, GC, a
// script's call…) and the functions its CPU samples fell in. A tool for looking, not a benchmark
// (the tracing itself costs time: CpuProfiler::StartProfiling shows in the first task).
// Usage: node scripts/trace-tasks.mjs <build dir, e.g. an unminified one> SCENARIO
//   SCENARIO: link (a 1.4 MB link opened in the page showing Nim: a same-document navigation),
//   linkload (the same link in a fresh document), file (the 29 MB text from a file), paste,
//   spaces / spacesfile (a game and a line of 16 million spaces, by a link or a file), bomb (a
//   1 GB DEFLATE bomb's link in a fresh document), hash (a 5 MB hash set by location.hash).
//   TRACE_PORT: the port; TRACE_SAVE=<file>: keep the trace; TRACE_WARM=<positions>: open a
//   smaller link first (the editor's code and styles then warm).
//   tictactoe / catmouse (the whole-game drawing opened by a link: tic-tac-toe, cat and mouse 13×12),
//   dfs (tic-tac-toe's DFS played at top speed for 8 s from the empty board).
//   TRACE_LONG_MS: the tasks printed are those over this many ms of wall clock (50 unless set).
//   node scripts/trace-tasks.mjs <saved trace> load: the printout of a kept trace again.
// An unminified build: node_modules/.bin/vite build --minify false --outDir /tmp/dist-dev
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomDag } from './lib/random-dag.mjs';
import { packText } from '../www/link/compress.js';
import { waitForServer } from './lib/server.mjs';
import { LONG_HASH_CHARS, SPACES_TEXT, bombPayload } from './lib/hostile-inputs.mjs';

const [dist = 'dist', scenario = 'link'] = process.argv.slice(2);
const PORT = Number(process.env.TRACE_PORT ?? 4312);
const BASE = `http://127.0.0.1:${PORT}/`;
const LONG_MS = Number(process.env.TRACE_LONG_MS ?? 50);
/** The benchmarks' cat-and-mouse board (scripts/bench-drawing.mjs): 23,180 positions. */
const MAZE = 'M............/............./............./....##......./............./............./........#..../............./............./............./............./C...........H';
const CATEGORIES = ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'disabled-by-default-v8.gc'];

async function run() {
  const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', dist], { stdio: 'ignore' });
  try {
    await waitForServer(BASE);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${BASE}#game=nim&piles=1,1`);
    await page.locator('#app[data-state="ready"]').waitFor();
    const summary = () => page.waitForFunction(() => document.querySelector('#summary dl[data-start-value]')?.checkVisibility() ?? false, null, { polling: 100, timeout: 600_000 });
    let action;
    const noticeShown = () => page.waitForFunction(() => document.querySelector('#notice-text')?.checkVisibility() ?? false, null, { polling: 100, timeout: 600_000 });
    let until = summary;
    // A game with no summary shown (the line of spaces): its two positions drawn, the page ready.
    const drawn = () => page.waitForFunction(() => document.querySelectorAll('[data-position]').length === 2 && document.querySelector('#app')?.dataset.state === 'ready', null, { polling: 100, timeout: 600_000 });
    if (process.env.TRACE_WARM) {
      // The editor shown once before (a small custom link), then a built-in game again.
      await page.evaluate((p) => { location.hash = `#game=custom&text=${p}&alg=dfs&step=0`; }, packText(randomDag(Number(process.env.TRACE_WARM))));
      await summary();
      await page.evaluate(() => { location.hash = '#game=nim&piles=1,2'; });
      await page.waitForTimeout(1000);
    }
    const whole = { tictactoe: '#game=tictactoe&alg=dfs&step=0', dfs: '#game=tictactoe&alg=dfs&step=0', catmouse: `#game=catmouse&board=${encodeURIComponent(MAZE)}&alg=retrograde&step=0` };
    const drawnWhole = () => page.waitForSelector('#app[data-state="ready"][data-drawn]', { timeout: 600_000 });
    if (scenario === 'tictactoe' || scenario === 'catmouse') {
      action = () => page.goto(`${BASE}?fresh${whole[scenario]}`);
      until = drawnWhole;
    } else if (scenario === 'dfs') {
      await page.goto(`${BASE}?fresh${whole.dfs}`);
      await drawnWhole();
      await page.waitForTimeout(1000);
      action = () =>
        page.evaluate(() => {
          const speed = /** @type {HTMLInputElement} */ (document.getElementById('speed'));
          speed.value = '7';
          speed.dispatchEvent(new Event('input'));
          /** @type {HTMLElement} */ (document.querySelector('#btn-play')).click();
        });
      until = async () => {
        await page.waitForTimeout(8000);
        await page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('#btn-play')).click());
      };
    } else if (scenario === 'linkload') {
      // The link opened in a fresh document (as e2e/robust.spec.js does).
      const payload = packText(randomDag(150_000));
      action = () => page.goto(`${BASE}?fresh#game=custom&text=${payload}&alg=dfs&step=0`);
    } else if (scenario === 'link') {
      const payload = packText(randomDag(150_000));
      action = () => page.goto(`${BASE}#game=custom&text=${payload}&alg=dfs&step=0`, { waitUntil: 'commit' });
    } else if (scenario === 'spaces') {
      action = () => page.goto(`${BASE}#game=custom&text=${packText(SPACES_TEXT)}&alg=dfs&step=0`, { waitUntil: 'commit' });
      until = drawn;
    } else if (scenario === 'bomb') {
      const payload = await bombPayload();
      action = () => page.goto(`${BASE}?fresh#game=custom&text=${payload}`, { waitUntil: 'commit' });
      until = noticeShown;
    } else if (scenario === 'hash') {
      action = () => page.evaluate((n) => { location.hash = `#game=custom&text=${'A'.repeat(n)}`; }, LONG_HASH_CHARS);
      until = noticeShown;
    } else {
      const text = randomDag(1_000_000);
      const file = path.join(tmpdir(), 'gamegraph-trace-random-dag-1000000.txt');
      writeFileSync(file, text);
      await page.getByLabel('Game', { exact: true }).selectOption('custom');
      await page.locator('#app[data-state="ready"]').waitFor();
      if (scenario === 'file') action = () => page.getByLabel('Open a game file').setInputFiles(file);
      else if (scenario === 'spacesfile') {
        const spaces = path.join(tmpdir(), 'gamegraph-trace-spaces.txt');
        writeFileSync(spaces, SPACES_TEXT);
        action = () => page.getByLabel('Open a game file').setInputFiles(spaces);
        until = async () => {
          await page.waitForTimeout(500);
          await drawn();
        };
      }
      else {
        await page.evaluate((t) => navigator.clipboard.writeText(t), text);
        await page.locator('#editor-text').click();
        await page.keyboard.press('ControlOrMeta+A');
        action = () => page.keyboard.press('ControlOrMeta+V');
      }
    }
    await page.waitForTimeout(500);
    await browser.startTracing(page, { categories: CATEGORIES });
    await action();
    if (scenario === 'paste') await page.waitForFunction(() => document.querySelector('#app')?.dataset.state === 'loading', null, { polling: 100 });
    await until();
    await page.waitForTimeout(1000);
    const buffer = await browser.stopTracing();
    if (process.env.TRACE_SAVE) writeFileSync(process.env.TRACE_SAVE, buffer);
    const parsed = JSON.parse(buffer.toString());
    analyse(parsed.traceEvents ?? parsed);
    await browser.close();
  } finally {
    server.kill();
  }
}

if (scenario === 'load') {
  // node scripts/trace-tasks.mjs <saved trace.json> load: the analysis again
  const parsed = JSON.parse(readFileSync(dist));
  analyse(parsed.traceEvents ?? parsed);
} else await run();

function analyse(events) {
  const threads = new Map();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const mainKeys = new Set([...threads].filter(([, n]) => n === 'CrRendererMain').map(([k]) => k));
  const main = events.filter((e) => mainKeys.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur != null).sort((a, b) => a.ts - b.ts);
  // CPU samples (ProfileChunk), with their stacks
  const nodes = new Map();
  const samples = [];
  const starts = new Map();
  for (const e of events) if (e.name === 'Profile' && mainKeys.has(`${e.pid}:${e.tid}`)) starts.set(e.id, e.args.data.startTime);
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !starts.has(e.id)) continue;
    const p = e.args.data.cpuProfile ?? {};
    for (const n of p.nodes ?? []) nodes.set(`${e.id}:${n.id}`, { ...n, key: `${e.id}:${n.id}`, parentKey: n.parent != null ? `${e.id}:${n.parent}` : null });
    let t = starts.get(e.id) ?? 0;
    const deltas = e.args.data.timeDeltas ?? [];
    (p.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, key: `${e.id}:${id}` });
    });
    starts.set(e.id, t);
  }
  samples.sort((a, b) => a.ts - b.ts);
  const label = (n) => (n ? `${n.callFrame.functionName || '(anon)'}@${(n.callFrame.url || '').replace(/^.*\//, '')}:${n.callFrame.lineNumber + 1}` : '?');
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > LONG_MS * 1000);
  console.log(`${tasks.length} tasks over ${LONG_MS} ms on the main thread`);
  for (const task of tasks) {
    const end = task.ts + task.dur;
    console.log(`\nTASK CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms, ${(task.dur / 1000).toFixed(1)} ms at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} ms`);
    for (const e of main) {
      if (e === task || e.ts < task.ts || e.ts + e.dur > end || e.dur < 3000) continue;
      let depth = 0;
      for (const o of main) if (o !== e && o !== task && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.ts >= task.ts && o.dur > e.dur) depth++;
      const d = e.args?.data ?? e.args?.beginData ?? {};
      const what = d.functionName || d.url || d.type || d.stackTrace?.[0]?.functionName || '';
      console.log(`${'  '.repeat(depth + 1)}${e.name} ${(e.dur / 1000).toFixed(1)} ms (CPU ${((e.tdur ?? 0) / 1000).toFixed(1)}) ${what ? String(what).replace(/^.*\//, '').slice(0, 80) : ''}`);
    }
    const self = new Map();
    const inclusive = new Map();
    let n = 0;
    for (const s of samples) {
      if (s.ts < task.ts || s.ts > end) continue;
      n++;
      const node = nodes.get(s.key);
      self.set(label(node), (self.get(label(node)) ?? 0) + 1);
      const seen = new Set();
      for (let x = node; x; x = nodes.get(x.parentKey)) {
        const l = label(x);
        if (!seen.has(l)) inclusive.set(l, (inclusive.get(l) ?? 0) + 1);
        seen.add(l);
      }
    }
    if (n) {
      console.log(`  samples ${n}; self: ${[...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v}`).join(' | ')}`);
      console.log(`  inclusive: ${[...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${v}`).join(' | ')}`);
    }
  }
}
