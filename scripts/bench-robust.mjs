// Main-thread long tasks (PerformanceObserver 'longtask', > 50 ms) on the built page while it
// does the heavy things issue 10 named, written into BENCHMARKS.md ("Never blocked"):
//   1. a 10^6-position game text (scripts/lib/random-dag.mjs) opened from a file, until its
//      solved summary is shown; then the page reloaded, until the kept text's summary is back;
//   2. the same text pasted over the editor's text (Ctrl+V), until the summary is shown;
//   3. a 4 MB text (150,000 positions) opened from its 1.4 MB link, until its summary;
//   4. the 100,000-run lab link #lab&n=1..44&runs=100000&method=alphabeta: it opens unstarted
//      with its estimate; Run is pressed and the run is watched for RUN_SECONDS;
//   5. a 20 MB text of one line (one word: no place to break it) opened from a file, then
//      LINE_KEYS characters typed into that line one by one (www/editor/long-lines.js);
//   6. hostile inputs (lib/hostile-inputs.mjs): a game and a line of 16 million spaces by its
//      link and from a file, a 1 GB DEFLATE bomb's link opened fresh, a 5 MB hash set by
//      location.hash (and the same link opened fresh, which the browser refuses: printed).
// Throughout, a trivial page.evaluate is sent every PROBE_MS: its longest round trip says how
// long the page could not answer (with the DevTools protocol's own delays: see the link row).
// A Chromium trace of each scenario gives the CPU time of each long task (lib/trace-tasks.mjs).
// Each long frame (LoAF) is attributed to the scripts that ran in it (printed, not tabled).
// Usage: node scripts/bench-robust.mjs   (after `make page`; `make bench-robust` does both)
//   BENCH_RUNS=<n>: runs of dist/ (3 by default), the table with their medians and every run.
//   BENCH_BEFORE=<dir of another build> [BENCH_PAIRS=3]: that build and dist/ measured in turn,
//   pair after pair (the same conditions for both), compared side by side with medians and ratios
//   on the terminal (BENCHMARKS.md holds one build's figures, so it is left alone).
//   BENCH_PORT: the port; BENCH_DIST: measure that build instead of dist/;
//   BENCH_JSON=<file>: the rows (every run's, with BENCH_BEFORE) into that file instead of
//   BENCHMARKS.md; BENCH_ONLY=file,paste,link,lab,line,spaces,bomb,hash: only those scenarios (file: open and
//   reload; paste needs file), with BENCH_JSON.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { markers, writeSection } from './lib/benchmarks-md.mjs';
import { tmpdir } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { randomDag } from './lib/random-dag.mjs';
import { BOMB_BYTES, LONG_HASH_CHARS, SPACES_TEXT, bombPayload } from './lib/hostile-inputs.mjs';
import { packText } from '../www/link/compress.js';
import { waitForServer } from './lib/server.mjs';
import { longTasksInTrace } from './lib/trace-tasks.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4224);
const BASE = `http://127.0.0.1:${PORT}/`;
const POSITIONS = 1_000_000;
const RUN_SECONDS = 20;
const LINK_POSITIONS = 150_000;
const PROBE_MS = 100;
const LAB_LINK = '#lab&n=1..44&runs=100000&method=alphabeta';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SECTION = markers('robust');
const { START, END } = SECTION;
const LONG_TASK_MS = 50;
const ONLY = new Set((process.env.BENCH_ONLY ?? 'file,paste,link,lab,line,spaces,bomb,hash').split(','));
const LINE_CHARS = 20_000_000;
const LINE_KEYS = 20;

/** The file of SPACES_TEXT (written by main). */
let spacesFile;
const ms = (x) => `${x < 10 ? x.toFixed(1) : x.toFixed(0)} ms`;
const s = (x) => `${(x / 1000).toFixed(1)} s`;

/**
 * Every long task from now on is kept in window.longTasks, and every long animation frame (LoAF,
 * over 50 ms) in window.longFrames with its scripts (installed before the page's scripts): a
 * long task says how long, a LoAF says what ran in it — which script, and how much was style,
 * layout and paint.
 */
function watchLongTasks() {
  window.longTasks = [];
  window.longFrames = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        window.longFrames.push({
          duration: f.duration,
          blocking: f.blockingDuration,
          render: f.renderStart ? f.startTime + f.duration - f.renderStart : 0,
          layout: f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
          scripts: f.scripts.map((x) => ({ duration: x.duration, invoker: x.invoker, type: x.invokerType, url: x.sourceURL, fn: x.sourceFunctionName, at: x.sourceCharPosition, forced: x.forcedStyleAndLayoutDuration })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without LoAF: only the long tasks.
  }
}

/** What ran in the long frames: script time (by invoker) and the rest (style, layout, paint). */
function describeFrames(frames) {
  const scripts = new Map();
  let script = 0;
  for (const f of frames) {
    for (const x of f.scripts) {
      script += x.duration;
      const key = `${x.type} ${x.invoker} ${x.fn ? `${x.fn}@` : ''}${(x.url ?? '').replace(/^.*\//, '')}:${x.at}`;
      scripts.set(key, (scripts.get(key) ?? 0) + x.duration);
    }
  }
  const total = frames.reduce((a, f) => a + f.duration, 0);
  const top = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `    ${ms(v)}  ${k}`);
  const each = process.env.BENCH_FRAMES ? frames.map((f) => `   frame ${ms(f.duration)} (render ${ms(f.render)}, style+layout ${ms(f.layout)}): ${f.scripts.map((x) => `${x.invoker} ${x.fn}:${x.at} ${ms(x.duration)} (forced layout ${ms(x.forced)})`).join('; ')}`) : [];
  return { total, script, detail: [`  ${frames.length} long frames, ${ms(total)}: scripts ${ms(script)}, longest ${ms(Math.max(0, ...frames.map((f) => f.duration)))}`, ...top, ...each].join('\n') };
}

/** Sends a trivial evaluation every PROBE_MS until stopped; the longest round trip. */
function probe(page) {
  const since = performance.now();
  let running = true;
  let longest = 0;
  const done = (async () => {
    while (running) {
      const t = performance.now();
      await page.evaluate(() => 1);
      longest = Math.max(longest, performance.now() - t);
      if (process.env.BENCH_PROBE_LOG && performance.now() - t > 100) console.log(`  probe at ${ms(t - since)}: ${ms(performance.now() - t)}`);
      await new Promise((r) => setTimeout(r, PROBE_MS));
    }
  })();
  return async () => {
    running = false;
    await done;
    return longest;
  };
}

/** The long tasks of a trace (scripts/lib/trace-tasks.mjs): how many are over LONG_TASK_MS of
 * CPU, the longest CPU time, and each (printed, not tabled). */
function cpuOfLongTasks(buffer) {
  if (process.env.BENCH_TRACE_DUMP) writeFileSync(process.env.BENCH_TRACE_DUMP, buffer);
  const parsed = JSON.parse(buffer.toString());
  const tasks = longTasksInTrace(parsed.traceEvents ?? parsed, PAGE_MARK, LONG_TASK_MS);
  return {
    cpuLongest: Math.max(0, ...tasks.map((t) => t.cpuMs)),
    cpuOver: tasks.filter((t) => t.cpuMs > LONG_TASK_MS).length,
    scriptLongest: Math.max(0, ...tasks.map((t) => t.scriptMs)),
    traced: tasks.map((t) => `${ms(t.wallMs)} (CPU ${ms(t.cpuMs)}, scripts ${ms(t.scriptMs)}) ${t.from}`).join('; '),
  };
}

const PAGE_MARK = 'gamegraph-bench-page';
const markPage = (page) => page.evaluate((name) => performance.mark(name), PAGE_MARK);

/** Starts a trace of the tasks' wall and CPU times, and of the page's scripts in them
 * (cpuOfLongTasks); returns its stop. */
async function traceTasks(browser, page) {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'v8.execute', 'blink.user_timing', ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? [])] });
  await markPage(page);
  return async () => {
    await markPage(page);
    return cpuOfLongTasks(await browser.stopTracing());
  };
}

/** Runs `action` on `page`, then waits for `until`; the long tasks meanwhile and the probe,
 * which starts once `action` is done when probeAfterAction (see the link row). */
async function measure(browser, page, name, action, until, probeAfterAction = false) {
  await page.evaluate(() => {
    window.longTasks = [];
    window.longFrames = [];
  });
  const stopTrace = await traceTasks(browser, page);
  let stop = probeAfterAction ? null : probe(page);
  const started = performance.now();
  await action();
  stop ??= probe(page);
  await until();
  const elapsed = performance.now() - started;
  const probeMs = await stop();
  const { tasks, frames } = await page.evaluate(() => ({ tasks: window.longTasks, frames: window.longFrames }));
  const cpu = await stopTrace();
  const row = { name, elapsed, count: tasks.length, longest: tasks.length ? Math.max(...tasks) : 0, total: tasks.reduce((a, b) => a + b, 0), probeMs, ...cpu, frames: describeFrames(frames) };
  console.log(`${name}: ${s(elapsed)}, ${row.count} long tasks (longest ${ms(row.longest)}; of the traced ones, longest in CPU ${ms(row.cpuLongest)}, ${row.cpuOver} over ${LONG_TASK_MS} ms of CPU, the page's scripts at most ${ms(row.scriptLongest)} of CPU in one), probe ${ms(probeMs)}\n  traced: ${row.traced}\n${row.frames.detail}`);
  return row;
}

/**
 * Waits until `selector` matches a shown element, polling with the page's own querySelector
 * every PROBE_MS: Playwright's locators pierce shadow roots, so each of their polls walked the
 * editor's lines too — a harness task of up to 60 ms on the page's thread, counted as ours.
 */
const shown = (page, selector) => page.waitForFunction((s) => document.querySelector(s)?.checkVisibility() ?? false, selector, { polling: PROBE_MS, timeout: 600_000 });
const summaryShown = (page) => () => shown(page, '#summary dl[data-start-value]');

/** Every scenario once on the build in `dist`: {rows, version}. */
async function runOnce(dist, text, file, lineFile) {
  console.log(`— the build in ${dist}`);
  const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort', '--outDir', dist], { stdio: 'ignore' });
  const rows = [];
  let version;
  try {
    await waitForServer(BASE);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    version = browser.version();
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 900 } });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    await page.goto(`${BASE}#game=nim&piles=1,1`);
    await page.locator('#app[data-state="ready"]').waitFor();
    await page.getByLabel('Game', { exact: true }).selectOption('custom');
    await page.locator('#app[data-state="ready"]').waitFor();

    console.log(`a ${POSITIONS.toLocaleString('en-US')}-position text (${(text.length / 1e6).toFixed(1)} MB)…`);
    if (ONLY.has('file')) {
      rows.push(await measure(browser, page, `open the ${(text.length / 1e6).toFixed(1)} MB text from a file (until its summary)`, () => page.getByLabel('Open a game file').setInputFiles(file), summaryShown(page)));
      // Kept in IndexedDB: let the save finish before reloading.
      await page.waitForTimeout(3000);
      await page.evaluate(() => {
        window.longTasks = [];
        window.longFrames = [];
      });
      const stopTrace = await traceTasks(browser, page);
      const reloadStarted = performance.now();
      await page.reload();
      await summaryShown(page)();
      const reload = await page.evaluate(() => ({ tasks: window.longTasks, frames: window.longFrames }));
      const reloadTasks = reload.tasks;
      rows.push({ name: 'reload: the kept text back, until its summary', elapsed: performance.now() - reloadStarted, count: reloadTasks.length, longest: Math.max(0, ...reloadTasks), total: reloadTasks.reduce((a, b) => a + b, 0), probeMs: null, ...(await stopTrace()), frames: describeFrames(reload.frames) });
      console.log(rows.at(-1).name, rows.at(-1).count, ms(rows.at(-1).longest));
      console.log(rows.at(-1).frames.detail);
    }

    if (ONLY.has('paste')) {
      await page.evaluate((t) => navigator.clipboard.writeText(t), text);
      await page.locator('#editor-text').click();
      await page.keyboard.press('ControlOrMeta+A');
      // The page times Chromium's own read of the clipboard in its paste handler (editor.js).
      await page.evaluate(() => {
        document.documentElement.dataset.bench = 'on';
        performance.clearMeasures();
      });
      rows.push(await measure(browser, page, 'paste the same text over it (Ctrl+V, until its summary)', () => page.keyboard.press('ControlOrMeta+V'), async () => {
        // The old summary stays up while the new text loads: wait for the load, then its end.
        await shown(page, '#app[data-state="loading"]');
        await shown(page, '#app[data-state="ready"]');
        await summaryShown(page)();
      }));
      rows.at(-1).clipboardMs = await page.evaluate(() => performance.getEntriesByName('gamegraph:clipboard-read').reduce((a, e) => a + e.duration, 0));
      console.log(`  of which Chromium's clipboard read: ${ms(rows.at(-1).clipboardMs)}`);
    }

    if (ONLY.has('link')) {
      const linkText = randomDag(LINK_POSITIONS);
      const payload = packText(linkText);
      const linked = await context.newPage();
      await linked.goto(`${BASE}#game=nim&piles=1,1`);
      await linked.locator('#app[data-state="ready"]').waitFor();
      rows.push(
        await measure(
          browser,
          linked,
          `open a ${(linkText.length / 1e6).toFixed(1)} MB text (${LINK_POSITIONS.toLocaleString('en-US')} positions) from its ${(payload.length / 1e6).toFixed(2)} MB link (until its summary)`,
          // As a user opens it: the whole address given to the browser (a same-document
          // navigation: only the hash differs), not a script setting location.hash with a 1.4 MB
          // string (that evaluation's own round trip was the probe's 0.7 s). The probe starts
          // once the page has taken the address (it says "Unpacking the link"): Chromium's own
          // commit of a 1.4 MB address is one task of 50–60 ms of CPU (its long task is counted),
          // and the DevTools protocol carries the address to Playwright in its events.
          // The old game's summary is marked first: on a quick run the page can leave "loading"
          // between two polls, and then the new summary (an element without the mark) is what
          // says the address was taken.
          async () => {
            await linked.evaluate(() => document.querySelector('#summary dl[data-start-value]')?.setAttribute('data-bench-old', ''));
            await linked.goto(`${BASE}#game=custom&text=${payload}&alg=dfs&step=0`, { waitUntil: 'commit' });
            await shown(linked, '#app[data-state="loading"], #summary dl[data-start-value]:not([data-bench-old])');
          },
          () => shown(linked, '#summary dl[data-start-value]:not([data-bench-old])'),
          true,
        ),
      );
      await linked.close();
    }

    if (ONLY.has('line')) {
      const typing = await context.newPage();
      await typing.goto(`${BASE}#game=nim&piles=1,1`);
      await typing.locator('#app[data-state="ready"]').waitFor();
      await typing.getByLabel('Game', { exact: true }).selectOption('custom');
      await typing.getByLabel('Open a game file').setInputFiles(lineFile);
      // Its error (a name of 20 MB) listed: the text is in the editor and parsed.
      await shown(typing, '#editor-errors li');
      await typing.locator('#editor-text .cm-line').first().click();
      await typing.keyboard.press('Home');
      rows.push(
        await measure(
          browser,
          typing,
          `type ${LINE_KEYS} characters, one every 100 ms, into a ${LINE_CHARS / 1e6} MB text of one line`,
          () => typing.keyboard.type('x'.repeat(LINE_KEYS), { delay: 100 }),
          () => typing.waitForTimeout(2000),
        ),
      );
      await typing.close();
    }

    if (ONLY.has('spaces')) {
      // A two-position game, then a line of 16 million spaces: by its link (21,778 characters, in
      // a page showing Nim) and from a file.
      const spaces = await freshPage(context);
      // (Its summary is not shown: the game's two positions drawn and the page ready say it is open.)
      const drawn = () => spaces.waitForFunction(() => document.querySelectorAll('[data-position]').length === 2 && document.querySelector('#app')?.dataset.state === 'ready', null, { polling: PROBE_MS, timeout: 600_000 });
      rows.push(await measure(browser, spaces, 'a game and a line of 16 million spaces, from its link (until it is drawn)', () => spaces.goto(`${BASE}#game=custom&text=${packText(SPACES_TEXT)}&alg=dfs&step=0`, { waitUntil: 'commit' }), drawn));
      await spaces.getByLabel('Game', { exact: true }).selectOption('nim');
      await spaces.locator('#app[data-state="ready"]').waitFor();
      await spaces.getByLabel('Game', { exact: true }).selectOption('custom');
      await spaces.locator('#app[data-state="ready"]').waitFor();
      rows.push(await measure(browser, spaces, 'the same text from a file (until it is drawn)', () => spaces.getByLabel('Open a game file').setInputFiles(spacesFile), async () => {
        await spaces.waitForTimeout(PROBE_MS);
        await drawn();
      }));
      await spaces.close();
    }

    if (ONLY.has('bomb')) {
      // A DEFLATE bomb of 1 GB in a link, opened in a fresh document, until its message. The
      // document's commit (Chromium's, with a 1.4 MB address) is in the trace before the page's
      // own tasks: the probe starts once the address is taken.
      const bomb = await freshPage(context);
      const payload = await bombPayload();
      rows.push(await measure(browser, bomb, `a ${BOMB_BYTES / 2 ** 30} GB DEFLATE bomb in a ${(payload.length / 1e6).toFixed(2)} MB link, opened fresh (until its message)`, () => bomb.goto(`${BASE}?bomb#game=custom&text=${payload}`, { waitUntil: 'commit' }), () => shown(bomb, '#notice-text'), true));
      await bomb.close();
    }

    if (ONLY.has('hash')) {
      // A 5 MB hash set by a script (made in the page: not 5 MB through the DevTools protocol).
      const hashed = await freshPage(context);
      rows.push(await measure(browser, hashed, `a ${LONG_HASH_CHARS / 2 ** 20} MB hash set by location.hash (until its message)`, () => hashed.evaluate((n) => { location.hash = `#game=custom&text=${'A'.repeat(n)}`; }, LONG_HASH_CHARS), () => shown(hashed, '#notice-text')));
      // The same link opened fresh: Chromium refuses a URL over 2 MB before any document loads.
      const fresh = await hashed.goto(`${BASE}?long#game=custom&text=${'A'.repeat(LONG_HASH_CHARS)}`).then((r) => `opened (${r?.status()})`, (e) => `refused by the browser (${e.message.split('\n')[0].slice(0, 80)})`);
      // A row without figures: what happened is its name.
      rows.push({ name: `a ${LONG_HASH_CHARS / 2 ** 20} MB link opened fresh: ${fresh.replace(/ at http[^)\s]*/, '')}, no document loads`, elapsed: null, count: null, longest: null, total: null, probeMs: null });
      console.log(`a ${LONG_HASH_CHARS / 2 ** 20} MB link opened fresh: ${fresh}; the page shows ${await hashed.evaluate(() => location.href.slice(0, 60))}`);
      await hashed.close();
    }

    if (ONLY.has('lab')) {
      const lab = await context.newPage();
      await lab.goto(`${BASE}${LAB_LINK}`);
      await lab.locator('#lab[data-estimate-seconds]').waitFor();
      const estimate = Number(await lab.locator('#lab').getAttribute('data-estimate-seconds'));
      rows.push(
        await measure(browser, lab, `the lab link ${LAB_LINK} (opens unstarted, estimate ${(estimate / 3600).toFixed(0)} h), Run pressed, ${RUN_SECONDS} s of the run`, () => lab.getByRole('button', { name: 'Run' }).click(), () => lab.waitForTimeout(RUN_SECONDS * 1000)),
      );
      rows.at(-1).runsDone = Number(await lab.locator('#lab').getAttribute('data-runs-done'));
      await lab.getByRole('button', { name: 'Cancel' }).click();
    }
    await browser.close();
  } finally {
    // The next run starts its own server on the same port: this one must be gone first.
    const gone = server.exitCode != null || server.signalCode != null ? null : new Promise((resolve) => server.once('exit', resolve));
    server.kill();
    await gone;
  }
  return { rows, version };
}

/** A new page showing a small built-in game, ready. */
async function freshPage(context) {
  const page = await context.newPage();
  await page.goto(`${BASE}#game=nim&piles=1,1`);
  await page.locator('#app[data-state="ready"]').waitFor();
  return page;
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const m = sorted.length >> 1;
  return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
};
const ratio = (before, after) => (after > 0 ? `${(before / after).toFixed(1)}×` : before > 0 ? 'all gone' : '–');

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gamegraph-bench-'));
  const file = path.join(dir, 'random-dag-1000000.txt');
  const text = randomDag(POSITIONS);
  writeFileSync(file, text);
  const lineFile = path.join(dir, 'one-line.txt');
  writeFileSync(lineFile, `A max :${'x'.repeat(LINE_CHARS)}\nB = 1\n`);
  spacesFile = path.join(dir, 'spaces.txt');
  writeFileSync(spacesFile, SPACES_TEXT);
  const before = process.env.BENCH_BEFORE;
  const common = (version, loads) => `Measured by \`scripts/bench-robust.mjs\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus()[0].model.trim()}, ${os.cpus().length} cores (load average ${loads}), Chromium ${version} headless; the production build on localhost. A long task is one over ${LONG_TASK_MS} ms (PerformanceObserver \`longtask\`); the probe is a trivial \`page.evaluate\` sent every ${PROBE_MS} ms, its longest round trip. The text is \`randomDag(${POSITIONS.toLocaleString('en-US')})\` (scripts/lib/random-dag.mjs): ${(text.length / 1e6).toFixed(1)} MB.`;
  let section;
  if (!before) {
    // RUNS runs of the same build, one after the other: each figure is their median, every run's
    // value beside it (the load moves between runs).
    const count = Number(process.env.BENCH_RUNS ?? 3);
    const runs = [];
    const loads = [];
    let version;
    for (let i = 0; i < count; i++) {
      const run = await runOnce(process.env.BENCH_DIST ?? 'dist', text, file, lineFile);
      runs.push(run.rows);
      version = run.version;
      loads.push(os.loadavg()[0]);
      console.log(`  load average after run ${i + 1}: ${loads.at(-1).toFixed(1)}`);
    }
    if (process.env.BENCH_JSON) {
      writeFileSync(process.env.BENCH_JSON, JSON.stringify({ loads, runs }, null, 1));
      return;
    }
    const cell = (i, f, format, bold = false) => {
      const values = runs.map((rows) => f(rows[i]));
      if (values.some((v) => v == null)) return '–';
      const m = format(median(values));
      const shown = bold ? `**${m}**` : m;
      return values.length === 1 ? shown : `${shown} (${values.map(format).join(', ')})`;
    };
    const count0 = (x) => String(x);
    const time = (x) => (x === 0 ? '0' : ms(x));
    const done = (i) => (runs[0][i].runsDone != null ? ` (runs done: ${cell(i, (x) => x.runsDone, (n) => n.toLocaleString('en-US'))})` : '');
    section = [
      START,
      '## Never blocked: long tasks on the page\'s main thread (`make bench-robust`)',
      '',
      `${common(version, `${loads.map((l) => l.toFixed(1)).join(', ')} after each run`)} ${count === 1 ? 'One run.' : `${count} runs one after the other: each figure is their median, every run's value in brackets.`} A task's CPU time is its thread's, from a Chromium trace of the page's renderer (\`toplevel\` category, scripts/lib/trace-tasks.mjs): on 2 shared cores a task waits for a core in the middle of its work, so its wall clock can be many times its CPU time. The page's own work in a task is the CPU time of its scripts there, with what they make Chromium do (a forced layout, a message's deserialisation): the trace's \`devtools.timeline\` and \`v8.execute\` events; the rest of a task is Chromium's (a navigation's commit, a frame's paint, a garbage collection).`,
      '',
      "| what | took | long tasks (over 50 ms of wall clock) | longest | of them, over 50 ms of CPU | longest in CPU | the page's own work: its scripts' CPU in one task, longest | of it, Chromium reading the clipboard | probe, longest answer |",
      '|---|---|---|---|---|---|---|---|---|',
      ...runs[0].map(
        (r, i) =>
          `| ${r.name}${done(i)} | ${cell(i, (x) => x.elapsed, s)} | ${cell(i, (x) => x.count, count0, true)} | ${cell(i, (x) => x.longest, time)} | ${cell(i, (x) => x.cpuOver, count0, true)} | ${cell(i, (x) => x.cpuLongest, time)} | ${cell(i, (x) => x.scriptLongest, time, true)} | ${cell(i, (x) => x.clipboardMs, time)} | ${cell(i, (x) => x.probeMs, time)} |`,
      ),
      '',
      'The goal is no task over 50 ms; what is still over it is said below the table.',
      END,
    ].join('\n');
  } else {
    const pairs = Number(process.env.BENCH_PAIRS ?? 3);
    const runs = { before: [], after: [] };
    const loads = [];
    let version;
    for (let i = 0; i < pairs; i++) {
      for (const [key, dist] of [['before', before], ['after', 'dist']]) {
        const run = await runOnce(dist, text, file, lineFile);
        runs[key].push(run.rows);
        version = run.version;
        loads.push(os.loadavg()[0]);
      }
    }
    if (process.env.BENCH_JSON) {
      writeFileSync(process.env.BENCH_JSON, JSON.stringify({ loads, runs }, null, 1));
      return;
    }
    const cell = (key, i, f) => median(runs[key].map((rows) => f(rows[i])));
    const names = runs.after[0].map((r) => r.name);
    const comparison = [
      `${common(version, `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} across the runs`)} Before and after: the build in \`${before}\` and dist/, measured in turn, ${pairs} pairs; each figure is the median of its ${pairs} runs, the ratio before / after.`,
      '',
      '| what | long tasks, before → after | longest task, before → after | in long tasks, before → after (ratio) | probe, longest answer, before → after |',
      '|---|---|---|---|---|',
      ...names.map((name, i) => {
        const count = (k) => cell(k, i, (r) => r.count);
        const longest = (k) => cell(k, i, (r) => r.longest);
        const total = (k) => cell(k, i, (r) => r.total);
        const probeMs = (k) => cell(k, i, (r) => r.probeMs ?? NaN);
        const clip = runs.after[0][i].clipboardMs != null ? `; of it, Chromium reading the clipboard: ${ms(cell('after', i, (r) => r.clipboardMs))}` : '';
        return `| ${name} | ${count('before')} → **${count('after')}** | ${ms(longest('before'))} → **${ms(longest('after'))}** | ${ms(total('before'))} → **${ms(total('after'))}** (${ratio(total('before'), total('after'))})${clip} | ${Number.isNaN(probeMs('after')) ? '–' : `${ms(probeMs('before'))} → ${ms(probeMs('after'))}`} |`;
      }),
    ].join('\n');
    console.log(comparison);
    return;
  }
  writeSection(section, SECTION);
  console.log(section);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
