// The page's long tasks read from a Chromium trace (the DevTools protocol's Tracing, category
// `toplevel`): each task of a renderer's main thread with its wall time (`dur`) and its thread's
// CPU time (`tdur`), both in microseconds. The longtask API gives only the wall time; on shared
// cores a task waits for a core in the middle of its work, so a task of 8 ms of CPU was seen to
// take 68 ms of wall clock. The CPU time says how much work was put in one task, whatever the
// load (the scripts' own measure, not the page's).

/** Names Chromium gives a main-thread task in a trace (the newer first). */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
/** Events in which the page's own scripts run, with what they make Chromium do meanwhile (a
 * forced layout, a message's deserialisation): categories `devtools.timeline` and `v8.execute`.
 * The rest of a task is Chromium's own (a navigation's commit, a frame's paint, a GC). */
export const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'v8.callFunction', 'v8.run', 'RunMicrotasks', 'FireAnimationFrame', 'FireIdleCallback', 'TimerFire', 'EventDispatch', 'HandlePostMessage']);

/**
 * The tasks over `longMs` of wall clock on the main thread of the renderers that wrote the user
 * timing mark `mark` (the measured page's: the trace holds every process), in trace order:
 * [{wallMs, cpuMs, scriptMs, from}], `from` being where Chromium posted the task (its source
 * function), `scriptMs` the CPU time of the page's scripts in it (SCRIPT_EVENTS, the outermost
 * ones; 0 in a trace without their categories).
 */
export function longTasksInTrace(events, mark, longMs = 50) {
  const pids = new Set(events.filter((e) => e.name === mark).map((e) => e.pid));
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pids.has(e.pid)).map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const scripts = onMain.filter((e) => SCRIPT_EVENTS.has(e.name));
  return onMain
    .filter((e) => TASK_NAMES.has(e.name) && e.dur > longMs * 1000)
    .map((e) => ({ wallMs: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000, scriptMs: scriptCpu(e, scripts) / 1000, from: e.args?.src_func ?? '' }));
}

/** The CPU time (µs) of the outermost script events inside `task` on its thread (`scripts`: in
 * order of start, the longer first at a tie). */
function scriptCpu(task, scripts) {
  let cpu = 0;
  let end = -Infinity;
  for (const e of scripts) {
    if (e.pid !== task.pid || e.tid !== task.tid || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
    if (e.ts < end) continue; // inside the one counted
    cpu += e.tdur ?? e.dur;
    end = e.ts + e.dur;
  }
  return cpu;
}
