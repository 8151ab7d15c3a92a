// The benchmarks' reading of long tasks from a Chromium trace (scripts/lib/trace-tasks.mjs), on a
// tiny hand-written trace: two renderers, one of them the measured page's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { longTasksInTrace } from '../../scripts/lib/trace-tasks.mjs';

const MARK = 'bench-page';
const task = (pid, tid, ts, dur, tdur, from = 'Accept') => ({ ph: 'X', name: 'ThreadControllerImpl::RunTask', pid, tid, ts, dur, tdur, args: { src_func: from } });
const TRACE = [
  { ph: 'M', name: 'thread_name', pid: 1, tid: 1, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', pid: 1, tid: 2, args: { name: 'DedicatedWorker thread' } },
  { ph: 'M', name: 'thread_name', pid: 9, tid: 9, args: { name: 'CrRendererMain' } },
  { ph: 'R', name: MARK, pid: 1, tid: 1, ts: 0 },
  task(1, 1, 300, 68_000, 7_500, 'PostDispatchNextMessageFromPipe'),
  task(1, 1, 100, 60_000, 55_000),
  task(1, 1, 500, 50_000, 50_000), // not over 50 ms
  task(1, 1, 900, 20_000, 20_000),
  task(1, 2, 100, 900_000, 900_000), // the worker
  task(9, 9, 100, 400_000, 400_000), // another page
  { ph: 'X', name: 'RunTask', pid: 1, tid: 1, ts: 700, dur: 51_000 }, // the older name, no CPU time
];

test('only the marked renderer main thread, tasks over the limit, in order, with their CPU time', () => {
  assert.deepEqual(longTasksInTrace(TRACE, MARK), [
    { wallMs: 60, cpuMs: 55, scriptMs: 0, from: 'Accept' },
    { wallMs: 68, cpuMs: 7.5, scriptMs: 0, from: 'PostDispatchNextMessageFromPipe' },
    { wallMs: 51, cpuMs: 51, scriptMs: 0, from: '' },
  ]);
});

test("the page's scripts in a task: the outermost script events, on its thread, inside it", () => {
  const x = (name, ts, dur, tdur, tid = 1) => ({ ph: 'X', name, pid: 1, tid, ts, dur, tdur });
  // A message handled (its handler, then the microtasks it queued: nested), a frame's layout
  // (not a script), a worker's call at the same time, a call past the task's end.
  //   task     |-------------------------------------------|      0 .. 80 ms
  //   message    |--HandlePostMessage 30--|                       5 .. 35
  //                |FunctionCall| |RunMicrotasks|                 (inside: not counted again)
  //   layout                                |Layout 10|           40 .. 50
  //   animation                                        |rAF 12|   60 .. 75
  //   worker     |FunctionCall 70 (another thread)|
  //   later                                                  |FunctionCall|  79 .. 90
  const trace = [
    ...TRACE.slice(0, 4),
    task(1, 1, 0, 80_000, 70_000, 'PostMessageToWorkerObject'),
    x('HandlePostMessage', 5_000, 30_000, 25_000),
    x('FunctionCall', 6_000, 5_000, 4_000),
    x('RunMicrotasks', 12_000, 20_000, 18_000),
    x('Layout', 40_000, 10_000, 9_000),
    x('FireAnimationFrame', 60_000, 15_000, 12_000),
    x('FunctionCall', 5_000, 70_000, 70_000, 2),
    x('FunctionCall', 79_000, 11_000, 11_000),
  ];
  assert.deepEqual(longTasksInTrace(trace, MARK), [{ wallMs: 80, cpuMs: 70, scriptMs: 37, from: 'PostMessageToWorkerObject' }]);
});

test('another limit, and a trace without the mark gives no task', () => {
  assert.equal(longTasksInTrace(TRACE, MARK, 65).length, 1);
  assert.deepEqual(longTasksInTrace(TRACE, 'no such mark'), []);
});
