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
    { wallMs: 60, cpuMs: 55, from: 'Accept' },
    { wallMs: 68, cpuMs: 7.5, from: 'PostDispatchNextMessageFromPipe' },
    { wallMs: 51, cpuMs: 51, from: '' },
  ]);
});

test('another limit, and a trace without the mark gives no task', () => {
  assert.equal(longTasksInTrace(TRACE, MARK, 65).length, 1);
  assert.deepEqual(longTasksInTrace(TRACE, 'no such mark'), []);
});
