// tasks.js: a sliced loop gives way once its budget is spent, and only then.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Slicer, afterFrame, nextTask } from '../../www/core/tasks.js';

test('a Slicer is due once its budget has passed, and starts a new budget after next()', async () => {
  let now = 0;
  const slicer = new Slicer(10, () => now);
  now = 9;
  assert.equal(slicer.due(), false);
  now = 10;
  assert.equal(slicer.due(), true);
  await slicer.next();
  assert.equal(slicer.due(), false);
  now = 25;
  assert.equal(slicer.due(), true);
});

test('nextTask resolves after the current task, in order', async () => {
  const order = [];
  const a = nextTask().then(() => order.push('a'));
  const b = nextTask().then(() => order.push('b'));
  order.push('now');
  await Promise.all([a, b]);
  assert.deepEqual(order, ['now', 'a', 'b']);
});

test('afterFrame resolves after the current task outside a page (no animation frames there)', async () => {
  const order = [];
  const done = afterFrame().then(() => order.push('after'));
  order.push('now');
  await done;
  assert.deepEqual(order, ['now', 'after']);
});
