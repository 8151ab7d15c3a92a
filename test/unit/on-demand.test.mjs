// www/core/on-demand.js: a part loaded on first use is loaded once; a failure says to reload, each
// time the part is asked for, and resolves to null (no unhandled rejection).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadFailed, onDemand } from '../../www/core/on-demand.js';

test('loads once, however often it is asked for', async () => {
  let loads = 0;
  const said = [];
  const get = onDemand('the code editor', async () => ({ made: ++loads }), (s) => said.push(s));
  const [a, b] = await Promise.all([get(), get()]);
  assert.deepEqual([a, b, await get()], [{ made: 1 }, { made: 1 }, { made: 1 }]);
  assert.equal(loads, 1);
  assert.deepEqual(said, []);
});

test('a failed load says so (to reload) each time, resolves null, and is not tried again', async () => {
  let loads = 0;
  const said = [];
  const get = onDemand('draw mode', async () => {
    loads++;
    throw new Error('Failed to fetch dynamically imported module');
  }, (s) => said.push(s));
  assert.equal(await get(), null);
  assert.equal(await get(), null);
  assert.equal(loads, 1);
  assert.deepEqual(said, [loadFailed('draw mode', new Error('Failed to fetch dynamically imported module')), said[0]]);
  assert.equal(said[0], 'Draw mode could not be loaded (Failed to fetch dynamically imported module): check the connection, then reload the page.');
});
