// A trace's events read as JSON slices (www/engine/trace-events.js, Trace.eventsJson(from, to)):
// the same objects eventAt gives one by one, all at once or a slice per task, for DFS, retrograde
// analysis and the attractor; a slice past the end is clamped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import init, * as wasm from '../../pkg/gamegraph.js';
import { EVENT_SLICE, readEvents, readEventsInTasks } from '../../www/engine/trace-events.js';

await init({ module_or_path: readFileSync(new URL('../../pkg/gamegraph_bg.wasm', import.meta.url)) });

/** A chain of n positions with a branch at each, the last an end: thousands of events. */
function chain(n) {
  const lines = [];
  for (let v = 0; v < n; v++) lines.push(`p${v} ${v % 2 ? 'min' : 'max'} : p${v + 1} e${v}`);
  lines.push(`p${n} = 1`);
  for (let v = 0; v < n; v++) lines.push(`e${v} = ${(v % 5) - 2}`);
  return lines.join('\n');
}

const one = (trace) => Array.from({ length: trace.length }, (_, i) => JSON.parse(JSON.stringify(trace.eventAt(i))));

test('events as JSON slices are eventAt’s, all at once and a slice per task', async () => {
  const game = wasm.parseGame(chain(1500));
  const dfs = game.trace('dfs');
  assert.ok(dfs.length > 2 * EVENT_SLICE, 'more events than two slices');
  for (const trace of [dfs, game.traceRetrograde(), game.traceAttractor('paul')]) {
    const expected = one(trace);
    assert.deepEqual(readEvents(trace), expected);
    assert.deepEqual(await readEventsInTasks(trace), expected);
    assert.deepEqual(JSON.parse(trace.eventsJson(trace.length - 2, trace.length + 50)), expected.slice(-2));
    assert.deepEqual(JSON.parse(trace.eventsJson(trace.length + 5, 3)), []);
    trace.free();
  }
  game.free();
});
