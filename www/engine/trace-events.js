// A scrubbed trace's events (DFS, retrograde analysis, the attractor) read from wasm in slices of
// JSON (Trace.eventsJson(from, to)): all at once for a small game, or a slice per task for a
// whole drawing's tens of thousands of events, so the page's thread never holds a long task.

import { nextTask } from '../core/index.js';

/** Events per slice: a slice is read and parsed in a few milliseconds. */
export const EVENT_SLICE = 3000;

/** Every event of `trace` at once. */
export function readEvents(trace) {
  return JSON.parse(trace.eventsJson(0, trace.length));
}

/** Every event of `trace`, EVENT_SLICE per task. */
export async function readEventsInTasks(trace) {
  const events = [];
  for (let from = 0; from < trace.length; from += EVENT_SLICE) {
    if (from > 0) await nextTask();
    for (const event of JSON.parse(trace.eventsJson(from, from + EVENT_SLICE))) events.push(event);
  }
  return events;
}
