// Draw mode's model (www/draw/: drawing-model.js, drawing-text.js, drawing-history.js): text →
// drawing → text round trips through the engine's reading of the lines (the built wasm module),
// edits, undo/redo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import init, * as wasm from '../../pkg/gamegraph.js';
import { useExtras } from '../../www/engine/extras.js';
import {
  addMove,
  addPosition,
  byName,
  deleteMove,
  deletePosition,
  emptyDrawing,
  nextName,
  placePosition,
  problems,
  rename,
  setKind,
  setStart,
  setValue,
  startOf,
} from '../../www/draw/drawing-model.js';
import { fromText, toText } from '../../www/draw/drawing-text.js';
import { History } from '../../www/draw/drawing-history.js';
import { random } from './seeded-random.mjs';

await init({ module_or_path: readFileSync(new URL('../../pkg/gamegraph_bg.wasm', import.meta.url)) });
// Draw mode reads lines with the engine's on-demand part (www/engine/extras.js): the whole module.
useExtras(wasm);

const NIM = `# Nim with piles 1,1, Paul to move.
start P11
P11 max : C01 C10
C01 min : P00
C10 min : P00
P00 = -1
`;

/** The drawing without ids and coordinates: what the text says. */
function shape(drawing) {
  const names = new Map(drawing.positions.map((p) => [p.id, p.name]));
  return drawing.positions.map((p) => `${p.name}:${p.kind}:${p.value ?? ''}:${p.moves.map((id) => names.get(id)).join(',')}`);
}

test('a text round-trips through a drawing: the same lines, plus where each position is drawn', () => {
  const drawing = fromText(NIM);
  assert.deepEqual(shape(drawing), ['P11:max::C01,C10', 'C01:min::P00', 'C10:min::P00', 'P00:end:-1:']);
  const text = toText(drawing);
  assert.ok(text.startsWith(NIM), text);
  assert.match(text, /^# drawn at: P11=\d+,\d+ C01=\d+,\d+ C10=\d+,\d+ P00=\d+,\d+$/m);
  // …and the text with coordinates round-trips exactly, coordinates included.
  const again = fromText(text);
  assert.equal(toText(again), text);
  assert.deepEqual(again.positions.map((p) => [p.name, p.x, p.y]), drawing.positions.map((p) => [p.name, p.x, p.y]));
});

test('the layout puts each position one layer below its first predecessor, none on another', () => {
  const drawing = fromText(NIM);
  const y = Object.fromEntries(drawing.positions.map((p) => [p.name, p.y]));
  assert.ok(y.P11 < y.C01 && y.C01 === y.C10 && y.C10 < y.P00);
  const places = new Set(drawing.positions.map((p) => `${p.x},${p.y}`));
  assert.equal(places.size, 4);
});

test('mover words, comments after a line, and unreadable lines are kept word for word', () => {
  const text = 'S Paul : a b # the start\na carole : b\nb = 2.5\nc max B C\nb = 3\n';
  const drawing = fromText(text);
  assert.deepEqual(shape(drawing), ['S:max::a,b', 'a:min::b', 'b:end:2.5:']);
  assert.deepEqual(drawing.extra, ['c max B C', 'b = 3']);
  const written = toText(drawing);
  assert.ok(written.startsWith(text), written);
  // An edit of the drawing keeps every word the user wrote.
  const edited = toText(placePosition(drawing, byName(drawing, 'b').id, 300, 300));
  assert.ok(edited.startsWith(text), edited);
  assert.match(edited, /b=300,300/);
});

test('comment lines stay where they were: above their line, last, and above the next line when theirs is deleted', () => {
  const text = '# My game\nstart S\nS max : a b\n# the left branch\na = 1\n# the right branch\nb = -1\n# the end\n';
  const drawing = fromText(text);
  const moved = toText(placePosition(drawing, byName(drawing, 'a').id, 10, 20));
  assert.ok(moved.startsWith(text), moved);
  // a deleted: its comment goes above b's line, with b's own.
  const without = toText(deletePosition(drawing, byName(drawing, 'a').id));
  assert.ok(without.startsWith('# My game\nstart S\nS max : b\n# the left branch\n# the right branch\nb = -1\n# the end\n'), without);
  // b, the last, deleted: its comment goes with the last ones.
  const last = toText(deletePosition(drawing, byName(drawing, 'b').id));
  assert.match(last, /^a = 1\n# the right branch\n# the end\n/m);
  // The comments above the start line stay first when the start is dropped.
  const noStart = toText(deletePosition(drawing, byName(drawing, 'S').id));
  assert.ok(noStart.startsWith('# My game\n# the left branch\na = 1\n'), noStart);
});

test('a successor no line defines is drawn, written nowhere, and said to be missing', () => {
  const drawing = fromText('A max : B Ghost\nB = 1\n');
  assert.deepEqual(shape(drawing), ['A:max::B,Ghost', 'B:end:1:', 'Ghost:null::']);
  assert.ok(!/^Ghost/m.test(toText(drawing)));
  assert.deepEqual(problems(drawing).map((p) => p.message.split(':')[0]), ['Ghost']);
  // Giving it a kind writes it.
  const fixed = setKind(drawing, byName(drawing, 'Ghost').id, 'end');
  assert.match(toText(fixed), /^Ghost = 0$/m);
  assert.deepEqual(problems(fixed), []);
});

test('coordinates: the text’s own, else the previous drawing’s, else laid out', () => {
  const first = fromText('A max : B\nB = 1\n# drawn at: A=10,20\n');
  assert.deepEqual([byName(first, 'A').x, byName(first, 'A').y], [10, 20]);
  const moved = placePosition(first, byName(first, 'B').id, 400, 300);
  // The user edits the text (adds C, drops the coordinates): A and B stay where they were.
  const second = fromText('A max : B C\nB = 1\nC = -1\n', moved);
  assert.deepEqual([byName(second, 'A').x, byName(second, 'A').y], [10, 20]);
  assert.deepEqual([byName(second, 'B').x, byName(second, 'B').y], [400, 300]);
  assert.equal(byName(second, 'B').id, byName(moved, 'B').id);
  assert.ok(byName(second, 'C').x != null);
});

test('drawing a game: positions named A, B, C; a move turns an end position into a mover', () => {
  let d = emptyDrawing();
  assert.equal(problems(d).length, 1);
  const ids = [];
  for (const [x, y] of [[100, 50], [50, 150], [150, 150], [100, 250]]) {
    const added = addPosition(d, x, y);
    d = added.drawing;
    ids.push(added.id);
  }
  assert.deepEqual(d.positions.map((p) => p.name), ['A', 'B', 'C', 'D']);
  assert.equal(nextName(d), 'E');
  d = addMove(d, ids[0], ids[1]);
  d = addMove(d, ids[0], ids[2]);
  // B follows a move of Paul's: it becomes Carole's.
  d = addMove(d, ids[1], ids[3]);
  d = setValue(d, ids[2], '3');
  d = setValue(d, ids[3], '-2');
  assert.deepEqual(shape(d), ['A:max::B,C', 'B:min::D', 'C:end:3:', 'D:end:-2:']);
  assert.equal(toText(d), 'A max : B C\nB min : D\nC = 3\nD = -2\n# drawn at: A=100,50 B=50,150 C=150,150 D=100,250\n');
  assert.throws(() => addMove(d, ids[0], ids[1]), /A already has a move to B/);
  assert.throws(() => setValue(d, ids[2], 'lots'), /not a finite number/);
  assert.throws(() => setValue(d, ids[2], '-1e-400'), /too close to 0 to be stored/);
  assert.doesNotThrow(() => setValue(d, ids[2], '0.000e7'));
  // Only what the format reads: no hex, binary, octal, underscores or "Infinity"; the page's
  // own minus sign (−3, copied from a drawing) is written as '-'.
  for (const bad of ['0x10', '0b1', '0o7', '1_000', 'Infinity', '1e400', '1 2']) assert.throws(() => setValue(d, ids[2], bad), /not a finite number/, bad);
  assert.throws(() => setValue(d, ids[2], ' '), /cannot be empty/);
  for (const good of ['+1', '.5', '5.', '1E+3', ' 2 ']) assert.doesNotThrow(() => setValue(d, ids[2], good), good);
  const minus = setValue(d, ids[2], '\u22123');
  assert.equal(minus.positions.find((p) => p.id === ids[2]).value, '-3');
  assert.throws(() => rename(d, ids[2], 'A'), /already called/);
  assert.throws(() => rename(d, ids[2], 'a b'), /space/);
  // The engine's limit on a name's length (64 bytes), counted in bytes.
  assert.throws(() => rename(d, ids[2], 'é'.repeat(33)), /at most 64 bytes/);
  assert.doesNotThrow(() => rename(d, ids[2], 'é'.repeat(32)));
  assert.throws(() => rename(d, ids[2], ''), /empty/);
  // U+0085 (next line) is a space to the engine, though not to a regular expression's \s.
  assert.throws(() => rename(d, ids[2], 'X\u0085Y'), /space/);
  d = rename(d, ids[2], 'Win');
  assert.match(toText(d), /^A max : B Win$/m);
  d = setStart(d, ids[1]);
  assert.equal(startOf(d), ids[1]);
  assert.match(toText(d), /^start B$/m);
});

test('a mover without moves is said to be missing one, and nothing is lost', () => {
  let d = fromText('A max : B\nB = 1\n');
  d = deleteMove(d, byName(d, 'A').id, 0);
  assert.match(toText(d), /^A max :$/m);
  assert.deepEqual(problems(d).map((p) => p.id), [byName(d, 'A').id]);
  // Read back, the line is still A's (a position without moves yet, not an unreadable line).
  assert.deepEqual(shape(fromText(toText(d))), ['A:max::', 'B:end:1:']);
  assert.match(problems(d)[0].message, /Paul moves here but has no move yet/);
  // Making A an end position drops its moves; deleting a position drops the moves to it.
  d = fromText('A max : B C\nB = 1\nC = 2\n');
  assert.deepEqual(shape(setKind(d, byName(d, 'A').id, 'end')), ['A:end:0:', 'B:end:1:', 'C:end:2:']);
  assert.deepEqual(shape(deletePosition(d, byName(d, 'B').id)), ['A:max::C', 'C:end:2:']);
});

test('trying another kind loses nothing: an end gets its VALUE back, a mover its moves', () => {
  let d = fromText('A max : B C\nB = 5\nC = 2\n');
  const [A, B, C] = ['A', 'B', 'C'].map((name) => byName(d, name).id);
  // B: end (5) → max → end: VALUE 5 again, not 0.
  d = setKind(d, B, 'max');
  assert.match(toText(d), /^B max :$/m);
  d = setKind(d, B, 'min');
  d = setKind(d, B, 'end');
  assert.match(toText(d), /^B = 5$/m);
  // A: max → end → min: its moves again (the one to a deleted position gone).
  d = setKind(d, A, 'end');
  assert.match(toText(d), /^A = 0$/m);
  d = deletePosition(d, C);
  d = setKind(d, A, 'min');
  assert.match(toText(d), /^A min : B$/m);
  // A new end is 0; the kept VALUE is the one it had.
  d = setValue(setKind(d, A, 'end'), A, '7');
  d = setKind(setKind(d, A, 'max'), A, 'end');
  assert.match(toText(d), /^A = 7$/m);
});

test('a new start does not keep the old start line\'s comment', () => {
  let d = fromText('start A # A: where Paul begins\nA max : B\nB max : C\nC = 1\n');
  assert.match(toText(d), /^start A # A: where Paul begins$/m);
  d = setStart(d, byName(d, 'A').id);
  assert.match(toText(d), /^start A # A: where Paul begins$/m, 'the same start keeps it');
  d = setStart(d, byName(d, 'B').id);
  assert.match(toText(d), /^start B$/m);
  // Deleting the start drops it too: a later start line has no comment of another position.
  d = fromText('start A # about A\nA max : B\nB = 1\n');
  d = setStart(deletePosition(d, byName(d, 'A').id), byName(d, 'B').id);
  assert.match(toText(d), /^start B$/m);
});

test('undo and redo walk the edits back and forth; a new edit drops the redo', () => {
  const history = new History(emptyDrawing());
  const a = addPosition(history.current, 10, 10);
  history.push(a.drawing);
  const b = addPosition(history.current, 100, 10);
  history.push(b.drawing);
  history.push(addMove(history.current, a.id, b.id));
  assert.equal(toText(history.current).split('\n')[0], 'A max : B');
  assert.equal(toText(history.undo()).split('\n')[0], 'A = 0');
  assert.equal(history.undo().positions.length, 1);
  assert.equal(history.undo().positions.length, 0);
  assert.equal(history.canUndo, false);
  assert.equal(history.undo().positions.length, 0);
  assert.equal(history.redo().positions.length, 1);
  assert.equal(history.redo().positions.length, 2);
  assert.equal(history.canRedo, true);
  history.push(placePosition(history.current, a.id, 50, 50));
  assert.equal(history.canRedo, false);
  assert.deepEqual([history.current.positions[0].x, history.current.positions[0].y], [50, 50]);
});

test('a text without positions, a start naming nothing, and a second start are kept', () => {
  assert.equal(toText(fromText('')), '');
  assert.equal(toText(fromText('# just a comment\n')).split('\n')[0], '# just a comment');
  const text = 'start Nowhere\nA max : B\nB = 1\nstart B\n';
  const written = toText(fromText(text));
  assert.match(written, /^start Nowhere$/m);
  assert.match(written, /^start B$/m);
});

/** Lines without spaces, sorted, leaving out blank lines and the `# drawn at:` ones. */
function words(text) {
  return text
    .split(/\r\n?|\n/)
    .filter((line) => line.trim() !== '' && !/^\s*#\s*drawn at:/i.test(line))
    .map((line) => line.replace(/\s+/g, ''))
    .sort();
}

test('any text: reading never throws, nothing written is lost, and reading what is written changes nothing', () => {
  const TOKENS = ['A', 'B', 'C', 'start', 'max', 'MIN', 'paul', 'carole', ':', '=', '1', '-2.5', 'x', '#', '# note', '\n', '\n', '\n', ' ', '  ', '\t', 'A=3', '# drawn at: A=1,2 B=x'];
  for (let seed = 1; seed <= 500; seed++) {
    const next = random(seed);
    const parts = [];
    const length = Math.floor(next() * 40);
    for (let i = 0; i < length; i++) parts.push(TOKENS[Math.floor(next() * TOKENS.length)], next() < 0.6 ? ' ' : '');
    const text = parts.join('');
    const drawing = fromText(text);
    const written = toText(drawing);
    assert.deepEqual(words(written), words(text), `seed ${seed}: ${JSON.stringify(text)}`);
    assert.equal(toText(fromText(written)), written, `seed ${seed}`);
    for (const p of drawing.positions) assert.ok(Number.isFinite(p.x) && Number.isFinite(p.y), `seed ${seed}: ${p.name} placed`);
  }
});
