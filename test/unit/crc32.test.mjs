// CRC-32: the standard check values, and every single-bit change of a string caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crc32 } from '../../www/link/crc32.js';

test('the standard check values (zip, gzip, PNG)', () => {
  assert.equal(crc32(''), 0);
  assert.equal(crc32('123456789'), 0xcbf43926);
  assert.equal(crc32('The quick brown fox jumps over the lazy dog'), 0x414fa339);
});

test('any one changed character changes the CRC', () => {
  const text = 'A-bc_9Zq'.repeat(8);
  const base = crc32(text);
  for (let i = 0; i < text.length; i++) {
    for (let code = 32; code < 127; code++) {
      if (code === text.charCodeAt(i)) continue;
      assert.notEqual(
        crc32(text.slice(0, i) + String.fromCharCode(code) + text.slice(i + 1)),
        base,
        `at ${i}, ${String.fromCharCode(code)}`,
      );
    }
  }
});

test('a CRC-32 taken a piece at a time, each continuing the last, equals the whole one', () => {
  const text = 'The quick brown fox jumps over the lazy dog'.repeat(37);
  for (const step of [1, 7, 64, 1000, text.length]) {
    let crc = 0;
    for (let from = 0; from < text.length; from += step)
      crc = crc32(text, crc, from, Math.min(text.length, from + step));
    assert.equal(crc, crc32(text), `in pieces of ${step}`);
  }
  assert.equal(crc32('123456789', crc32('12345'), 5), 0xcbf43926);
});
