// A file opened as a game: its first bytes tell a game's text from a binary file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import init from '../../pkg-lite/gamegraph.js';
import { fileName, isUtf8File, notTextReason } from '../../www/editor/game-file.js';

await init({ module_or_path: readFileSync(new URL('../../pkg-lite/gamegraph_bg.wasm', import.meta.url)) });

const bytes = (text) => new TextEncoder().encode(text);

test('a game text, plain or with UTF-8 names and comments, may be a game', () => {
  assert.equal(notTextReason(bytes('# Nim\nRoot max : A B\nA = 1\nB = -1\n')), null);
  assert.equal(notTextReason(bytes('# Шень, «вверх_налево» → ok\nR = 0\n')), null);
  assert.equal(notTextReason(new Uint8Array(0)), null);
});

test('a slice that ends inside a character is not taken for binary', () => {
  const whole = bytes('# вверх');
  assert.equal(notTextReason(whole.subarray(0, whole.length - 1)), null);
});

test('a NUL byte or bytes that are not UTF-8 say why the file is not a game text', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  assert.match(notTextReason(png), /NUL byte/);
  const latin1 = Uint8Array.from([...bytes('# caf'), 0xe9, 0x0a]);
  assert.match(notTextReason(latin1), /not UTF-8/);
});

test('UTF-16 text, with or without its byte-order mark, is named as such, not as binary', () => {
  const text = '# Nim\nRoot max : A B\nA = 1\nB = -1\n';
  const little = Uint8Array.from([...text].flatMap((c) => [c.charCodeAt(0), 0]));
  const big = Uint8Array.from([...text].flatMap((c) => [0, c.charCodeAt(0)]));
  for (const file of [little, big, Uint8Array.from([0xff, 0xfe, ...little]), Uint8Array.from([0xfe, 0xff, ...big])]) {
    assert.match(notTextReason(file), /UTF-16, not UTF-8: save it again as UTF-8/);
  }
  // A binary file with NUL bytes here and there is still binary.
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  assert.match(notTextReason(png), /NUL byte/);
});

test('a saved game is named after its start, else its first position', () => {
  assert.equal(fileName('start B\nA max : B\nB = 1\n'), 'game-B');
  assert.equal(fileName('# c\nRoot max : A\nA = 1\n'), 'game-Root');
  assert.equal(fileName('# nothing'), 'game-custom');
  assert.equal(fileName('# x\nstart Root\nA = 1\nRoot max : A\n'), 'game-Root', 'a start after the positions it names');
  assert.equal(fileName('# x\nP11 max : C01\nC01 = 1\n'), 'game-P11');
  assert.equal(fileName('Leaf = 1\n'), 'game-Leaf', 'an end position is a position');
  assert.equal(fileName('start a/b\nA max : a/b\na/b = 1\n'), 'game-A', 'a name that is no file name is passed over');
  assert.equal(fileName(`Cut max : X\n${'X = 1 # padding\n'.repeat(400)}`), 'game-Cut', 'a long text is read by its first lines');
});

test('a whole file is checked for UTF-8 past its first bytes (a browser reads a bad byte as U+FFFD)', async () => {
  const lines = 'P1 max : P2\n'.repeat(8000);
  assert.equal(await isUtf8File(new Blob([bytes(`${lines}P2 = 1 # \uFFFD itself is UTF-8\n`)])), true);
  assert.equal(await isUtf8File(new Blob([bytes(lines), Uint8Array.of(0x50, 0x32, 0x20, 0x3d, 0x20, 0xff, 0x31, 0x0a)])), false);
  // A character cut between two pieces read is whole in the file.
  const cut = bytes(`${'x'.repeat(4 * 1024 * 1024 - 1)}é`);
  assert.equal(await isUtf8File(new Blob([cut])), true);
  // …and one cut by the file's end is not.
  assert.equal(await isUtf8File(new Blob([cut.slice(0, cut.length - 1)])), false);
});
