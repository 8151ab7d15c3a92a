// Crossings in the drawn graphs: the engine's layout (src/layout/, through www/drawing/layout.js,
// as the worker runs it) beside elkjs's layered layout (scripts/lib/elk-layout.mjs: the same boxes
// and moves, a time limit), both counted as drawn (scripts/lib/drawn-crossings.mjs), with the
// layout time of each, written into BENCHMARKS.md between the crossings markers.
// Usage: node scripts/bench-crossings.mjs   (after `make page`; `make bench-crossings` does both)
//        ELK_LIMIT_S=120 (default): seconds elkjs gets per game before it is stopped.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { markers, writeSection } from './lib/benchmarks-md.mjs';
import { drawnCrossings } from './lib/drawn-crossings.mjs';
import { elkLayout } from './lib/elk-layout.mjs';
import os from 'node:os';
import init, * as wasm from '../pkg/gamegraph.js';
import { layoutGraph } from '../www/drawing/layout.js';
import { NODE_SIZE, nodeWidth } from '../www/drawing/geometry.js';

const RUNS = 5;
const ELK_LIMIT_S = Number(process.env.ELK_LIMIT_S ?? 120);
/** The height of a position's box, as layout.js gives it. */
const NODE_HEIGHT = NODE_SIZE + 14;
const SECTION = markers('crossings');
const { START, END } = SECTION;
const GAMES = [
  ['Nim 3,3', ['nim', '3,3']],
  ['Nim 1,2,3', ['nim', '1,2,3']],
  ['Nim 2,2,2', ['nim', '2,2,2']],
  ['Nim 1,2,3,4 (many long moves)', ['nim', '1,2,3,4']],
  ['Tic-tac-toe from XO.X.O...', ['tictactoe', 'XO.X.O...']],
  ['Tic-tac-toe from X...O....', ['tictactoe', 'X...O....']],
  ['Cat and mouse M.../.#../C..H (cycles)', ['catmouse', 'M.../.#../C..H']],
  ['Sequence n = 4 (a tree)', ['sequence', '4']],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (x) => (x < 10 ? `${x.toFixed(1)} ms` : x < 10000 ? `${x.toFixed(0)} ms` : `${(x / 1000).toFixed(1)} s`);

/** Ours: median time of RUNS after a warm-up, and the drawing's crossings. */
function ours(input) {
  let laid = layoutGraph(input, wasm);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    laid = layoutGraph(input, wasm);
    times.push(performance.now() - t);
  }
  return { laid, crossings: drawnCrossings(laid.edges), ms: median(times) };
}

await init({ module_or_path: readFileSync('pkg/gamegraph_bg.wasm') });
const rows = [];
for (const [name, args] of GAMES) {
  const text = execFileSync('target/release/gamegraph', ['preset', ...args], { encoding: 'utf8' });
  const game = wasm.parseGame(text);
  const input = { names: game.names(), offsets: game.offsets(), targets: game.targets(), reachable: game.reachable() };
  game.free();
  const positions = input.reachable.reduce((a, b) => a + b, 0);
  const mine = ours(input);
  const widths = Array.from(input.names, (n, v) => (input.reachable[v] ? nodeWidth(n) : NaN));
  const pairs = mine.laid.edges.map((e) => [e.from, e.to]);
  const elk = await elkLayout({ widths, height: NODE_HEIGHT, pairs }, ELK_LIMIT_S * 1000);
  const elkCrossings = elk ? drawnCrossings(elk.edges) : null;
  const fewer =
    elkCrossings == null || elkCrossings === 0
      ? '—'
      : `${Math.round((100 * (elkCrossings - mine.crossings)) / elkCrossings)} %`;
  rows.push(
    `| ${name} | ${positions} | ${mine.crossings} | ${elkCrossings ?? 'not done'} | ${fewer} | ${ms(mine.ms)} | ${elk ? ms(elk.ms) : `> ${ELK_LIMIT_S} s`} |`,
  );
  console.log(rows.at(-1));
}

const [load] = os.loadavg();
const section = `${START}
### Crossings in the drawings (\`make bench-crossings\`, ${new Date().toISOString().slice(0, 10)})

The drawing of a game up to a few hundred positions is the engine's layout (\`src/layout/\`, in wasm
as the worker runs it): layers by longest path (cycles turned round within their strongly connected
components, by distance from the start), long moves through one dummy node per layer they cross,
the median/transpose loop of Gansner et al. (1993) from two depth-first starts and the search's
order within a fixed work bound, boxes as wide as their names. Beside it, elkjs ${elkVersion()}'s
layered layout (ELK Layered: network-simplex layers, layer sweeps, Brandes–Köpf coordinates) of the
same boxes and moves, stopped after ${ELK_LIMIT_S} s. Crossings are counted as drawn, the same way
for both: every pair of segments of two moves' polylines that cross (\`scripts/lib/drawn-crossings.mjs\`).
Layout time in node, ours the median of ${RUNS} runs after a warm-up, elkjs's one run after a
warm-up on a two-box graph (in a worker thread); both in
this run (${os.cpus()[0]?.model ?? 'unknown CPU'}, load ${load.toFixed(1)}: compare the columns, not the absolute times).

| Game | Positions | Crossings, ours | Crossings, elkjs | Fewer than elkjs | Layout, ours | Layout, elkjs |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}
${END}`;

writeSection(section, SECTION, 'page');

function elkVersion() {
  return JSON.parse(readFileSync('node_modules/elkjs/package.json', 'utf8')).version;
}
