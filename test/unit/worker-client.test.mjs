// The page's side of the worker (www/engine/worker-client.js) with a fake Worker: questions to the game
// solved for play are answered by id, several at a time, beside a load; a load that supersedes a
// slow request restarts the worker and the questions waiting are told they were superseded; a
// question about a game no longer kept is superseded too, not an error to show.
import { test } from 'node:test';
import assert from 'node:assert/strict';

class FakeWorker {
  static made = [];
  constructor() {
    this.posted = [];
    this.terminated = false;
    FakeWorker.made.push(this);
  }
  postMessage(message) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker answers: the client's onmessage gets `data`. */
  reply(data) {
    this.onmessage({ data });
  }
}
const { WorkerClient } = await import('../../www/engine/worker-client.js');

test('questions are answered by id beside a pending load; a stale game is superseded', async () => {
  const client = new WorkerClient(() => new FakeWorker());
  const loaded = client.load({ game: 'nim', params: [] }, {}, () => {});
  const worker = FakeWorker.made.at(-1);
  const load = worker.posted[0];
  worker.reply({ id: load.id, type: 'done', result: { summary: 1 } });
  assert.deepEqual(await loaded, { summary: 1 });

  const solving = client.solveForPlay(() => {});
  const solve = worker.posted.at(-1);
  assert.equal(solve.type, 'solve-play');
  worker.reply({ id: solve.id, type: 'progress', phase: 'Solving' });
  worker.reply({ id: solve.id, type: 'done', result: { handle: load.id, start: { id: 0 } } });
  const { handle } = await solving;

  const first = client.ask(handle, 'node', { id: 0 });
  const second = client.ask(handle, 'move', { name: 'a', ply: 0 });
  const [a, b] = worker.posted.slice(-2);
  assert.deepEqual([a.type, a.op, b.op], ['ask', 'node', 'move']);
  // Answers may come in any order; each goes to its question.
  worker.reply({ id: b.id, type: 'answer', result: 'moved' });
  worker.reply({ id: a.id, type: 'answer', result: ['record'] });
  assert.deepEqual(await Promise.all([first, second]), [['record'], 'moved']);

  const stale = client.ask(handle + 1, 'node', { id: 0 });
  worker.reply({ id: worker.posted.at(-1).id, type: 'error', message: 'that game is no longer loaded', stale: true });
  await assert.rejects(stale, (error) => error.superseded === true);
  const failing = client.ask(handle, 'act', { what: 'fly' });
  worker.reply({ id: worker.posted.at(-1).id, type: 'error', message: 'unknown play action “fly”' });
  await assert.rejects(failing, (error) => !error.superseded && /fly/.test(error.message));
});

test('a load superseding a slow solve restarts the worker; the questions waiting are superseded', async () => {
  const client = new WorkerClient(() => new FakeWorker());
  const loaded = client.load({ game: 'nim', params: [] }, {}, () => {});
  const worker = FakeWorker.made.at(-1);
  worker.reply({ id: worker.posted[0].id, type: 'done', result: {} });
  await loaded;
  const solving = client.solveForPlay(() => {});
  const waiting = client.ask(1, 'node', { id: 0 });
  // The solve has run for a while (the client measures with performance.now).
  client.pending.started -= 10_000;
  const next = client.load({ game: 'nim', params: [] }, {}, () => {});
  await assert.rejects(solving, (error) => error.superseded === true);
  await assert.rejects(waiting, (error) => error.superseded === true);
  assert.equal(worker.terminated, true);
  const fresh = FakeWorker.made.at(-1);
  assert.notEqual(fresh, worker);
  fresh.reply({ id: fresh.posted[0].id, type: 'done', result: { again: true } });
  assert.deepEqual(await next, { again: true });
});

test('a piece of a kept text is asked for by the load that kept it, beside other questions', async () => {
  const client = new WorkerClient(() => new FakeWorker());
  const loaded = client.load({ game: 'sequence', params: [] }, {}, () => {});
  const worker = FakeWorker.made.at(-1);
  const load = worker.posted[0];
  worker.reply({ id: load.id, type: 'done', result: { text: null, textId: load.id, textChars: 5 } });
  const { textId } = await loaded;
  const piece = client.textPiece(textId, 0, 3);
  const asked = worker.posted.at(-1);
  assert.deepEqual([asked.type, asked.handle, asked.from, asked.to], ['text', load.id, 0, 3]);
  worker.reply({ id: asked.id, type: 'answer', result: 'abc' });
  assert.equal(await piece, 'abc');
  const stale = client.textPiece(textId + 1, 0, 3);
  worker.reply({ id: worker.posted.at(-1).id, type: 'error', message: 'that game is no longer loaded', stale: true });
  await assert.rejects(stale, (error) => error.superseded === true);
});
