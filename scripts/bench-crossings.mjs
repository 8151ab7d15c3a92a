// Crossings in the drawn graphs, dagre's own order against ours (the median/transpose loop of
// www/drawing/crossings.js from two depth-first starts, www/drawing/layout.js), with the layout
// time of each (the same run, side by side), written into BENCHMARKS.md between the crossings
// markers.
// Usage: node scripts/bench-crossings.mjs   (after `make page`; `make bench-crossings` does both)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { markers, writeSection } from './lib/benchmarks-md.mjs';
import os from 'node:os';
import init, * as wasm from '../pkg/gamegraph.js';
import { layoutGraph } from '../www/drawing/layout.js';

const RUNS = 5;
const SECTION = markers('crossings');
const { START, END } = SECTION;
const GAMES = [
  ['Nim 3,3', ['nim', '3,3']],
  ['Nim 1,2,3', ['nim', '1,2,3']],
  ['Nim 2,2,2', ['nim', '2,2,2']],
  ['Nim 1,2,3,4 (long moves routed)', ['nim', '1,2,3,4']],
  ['Tic-tac-toe from XO.X.O...', ['tictactoe', 'XO.X.O...']],
  ['Tic-tac-toe from X...O....', ['tictactoe', 'X...O....']],
  ['Cat and mouse M.../.#../C..H (cycles)', ['catmouse', 'M.../.#../C..H']],
  ['Sequence n = 4 (a tree)', ['sequence', '4']],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

function measure(input, transpose) {
  const crossings = {};
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    layoutGraph(input, { transpose, crossings });
    times.push(performance.now() - t);
  }
  return { crossings: crossings.after, ms: median(times) };
}

await init({ module_or_path: readFileSync('pkg/gamegraph_bg.wasm') });
const rows = [];
for (const [name, args] of GAMES) {
  const text = execFileSync('target/release/gamegraph', ['preset', ...args], { encoding: 'utf8' });
  const game = wasm.parseGame(text);
  const input = { names: game.names(), offsets: game.offsets(), targets: game.targets(), reachable: game.reachable() };
  game.free();
  const positions = input.reachable.reduce((a, b) => a + b, 0);
  const dagre = measure(input, false);
  const ours = measure(input, true);
  const fewer = dagre.crossings === 0 ? '—' : `${Math.round((100 * (dagre.crossings - ours.crossings)) / dagre.crossings)} %`;
  rows.push(`| ${name} | ${positions} | ${dagre.crossings} | ${ours.crossings} | ${fewer} | ${dagre.ms.toFixed(0)} ms | ${ours.ms.toFixed(0)} ms |`);
  console.log(rows.at(-1));
}

const [load] = os.loadavg();
const section = `${START}
### Crossings in the drawings (\`make bench-crossings\`, ${new Date().toISOString().slice(0, 10)})

Edge crossings between neighbouring layers of dagre's layered graph (a long move counts once per
layer it spans), with dagre's own ordering (barycenter sweeps, stopping after four without gain) and
with ours: the loop of Gansner et al. (1993), median sweeps each followed by the transpose step,
within a fixed work bound (\`www/drawing/crossings.js\`), from two depth-first starting orders, the
better kept (\`www/drawing/layout.js\`). Layout time in node, median of ${RUNS}, both in this run
(${os.cpus()[0]?.model ?? 'unknown CPU'}, load ${load.toFixed(1)}: compare the columns, not the absolute times).

| Game | Positions | Crossings, dagre | Crossings, ours | Fewer | Layout, dagre | Layout, ours |
|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}
${END}`;

writeSection(section, SECTION, 'page');
