//! Long work on the page's main thread, cut into tasks of at most about TASK_BUDGET_MS each, so
//! that the page can paint and answer input in between (no task over 50 ms). The
//! RAIL model's budget for a task is 50 ms; the slices here aim at a fifth of it, since a busy
//! machine stretches every task.
//!
//! `nextTask()` gives way to the browser: the rest runs in a new task, queued behind what is
//! already waiting (a message on a MessageChannel: no 4 ms clamp as nested timeouts have, and
//! no cutting in line as scheduler.yield does — a chain of those starved other tasks, such as
//! a test's probe, for seconds). `Slicer` says when a loop's budget is spent:
//! `if (slicer.due()) await slicer.next()`. `afterFrame()` waits for the next animation frame to
//! be over, so that the work after it gets a frame of its own.

/** Milliseconds of work a sliced loop does before it gives way. */
export const TASK_BUDGET_MS = 10;

const waiting = [];
let channel = null;

/** Gives way to the browser: resolves in a later task. */
export function nextTask() {
  // Outside a page (node's tests) a port would keep the process alive: a timeout is enough there.
  if (typeof MessageChannel !== 'function' || typeof document === 'undefined')
    return new Promise((resolve) => setTimeout(resolve, 0));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

/** Milliseconds afterFrame waits for a frame before it goes on without one (a hidden page
 * paints none). */
const FRAME_WAIT_MS = 100;

/** Resolves in a task after the next animation frame: work that would otherwise share the frame
 * with what is already asked of it (all of a frame's callbacks run in one task). Outside a page,
 * or if no frame comes within FRAME_WAIT_MS, as nextTask. */
export function afterFrame() {
  if (typeof requestAnimationFrame !== 'function') return nextTask();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve(undefined);
    });
  }).then(nextTask);
}

/** A time budget for a loop: due() once budgetMs have passed since the last next(). */
export class Slicer {
  constructor(budgetMs = TASK_BUDGET_MS, now = () => performance.now()) {
    this.budgetMs = budgetMs;
    this.now = now;
    this.since = now();
  }

  due() {
    return this.now() - this.since >= this.budgetMs;
  }

  /** Gives way (nextTask), then starts a new budget. */
  async next() {
    await nextTask();
    this.since = this.now();
  }
}
