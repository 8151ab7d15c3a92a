// The page's long tasks read from a Chromium trace (the DevTools protocol's Tracing, category
// `toplevel`): each task of a renderer's main thread with its wall time (`dur`) and its thread's
// CPU time (`tdur`), both in microseconds. The longtask API gives only the wall time; on shared
// cores a task waits for a core in the middle of its work, so a task of 8 ms of CPU was seen to
// take 68 ms of wall clock. The CPU time says how much work was put in one task, whatever the
// load (the scripts' own measure, not the page's).

/** Names Chromium gives a main-thread task in a trace (the newer first). */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The tasks over `longMs` of wall clock on the main thread of the renderers that wrote the user
 * timing mark `mark` (the measured page's: the trace holds every process), in trace order:
 * [{wallMs, cpuMs, from}], `from` being where Chromium posted the task (its source function).
 */
export function longTasksInTrace(events, mark, longMs = 50) {
  const pids = new Set(events.filter((e) => e.name === mark).map((e) => e.pid));
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pids.has(e.pid)).map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && main.has(`${e.pid}:${e.tid}`) && e.dur > longMs * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => ({ wallMs: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000, from: e.args?.src_func ?? '' }));
}
