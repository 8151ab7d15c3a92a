// Links' packed texts: each failure gives its own sentence in our words (too large, truncated,
// damaged, not text), a bomb stops at the cap without being inflated, and the link's limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync, strToU8 } from 'fflate';
import { LINK_TEXT_ERRORS, MAX_LINK_CHARS, MAX_PAYLOAD_CHARS, MAX_TEXT_BYTES, fitsInLink, knownPacked, megabytes, packText, rememberPacked, unpackText, unpackTextAsync } from '../../www/link/compress.js';

const base64url = (bytes) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const failure = (payload) => {
  try {
    unpackText(payload);
  } catch (error) {
    return error.message;
  }
  return null;
};

test('a text round-trips, Unicode and all, and the empty text too', () => {
  const text = 'A max : B C  # Paul’s start → two moves\nB = 1\nC = −0.5\n'.repeat(50);
  assert.equal(unpackText(packText(text)), text);
  assert.equal(unpackText(packText('')), '');
});

test('no message ends with a full stop or quotes a browser error', () => {
  for (const message of Object.values(LINK_TEXT_ERRORS)) {
    assert.match(message, /^the game text in the link is [a-z ]+: .*[^.]$/);
    assert.doesNotMatch(message, /atob|Failed to execute|Window/);
  }
});

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

test('a packed text carries its check: every one character changed (data, mark or check) says damaged', () => {
  // Short texts, where one changed character of bare DEFLATE most often unpacks to another text
  // ("alert(1)" became "alert(a)").
  const texts = ['A max : B\nB = 1\n', '# alert(1)\nA max : B C\nB = 1\nC min : A\n', 'start P11\nP11 max : C01 C10\nC01 min : P00\nC10 min : P00\nP00 = -1\n'];
  let changes = 0;
  for (const text of texts) {
    const packed = packText(text);
    assert.match(packed, /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}$/);
    for (let at = 0; at < packed.length; at++) {
      for (const c of `${BASE64URL}.`) {
        if (c === packed[at]) continue;
        changes++;
        const changed = packed.slice(0, at) + c + packed.slice(at + 1);
        assert.equal(failure(changed), LINK_TEXT_ERRORS.mismatch, `${JSON.stringify(text)} with ${c} at ${at}`);
      }
    }
  }
  assert.ok(changes > 5000);
});

test('without its check (a link packed before checks) a text is read as it is; a check cut short: truncated', () => {
  const text = 'A max : B C\nB = 1\nC = 2\n';
  const bare = base64url(deflateSync(strToU8(text), { level: 9 }));
  assert.equal(unpackText(bare), text);
  assert.equal(packText(text).split('.')[0], bare);
  const packed = packText(text);
  assert.equal(failure(packed.slice(0, -3)), LINK_TEXT_ERRORS.truncated);
  assert.equal(failure(`${bare}.`), LINK_TEXT_ERRORS.truncated);
  assert.equal(failure(`${packed}A`), LINK_TEXT_ERRORS.mismatch);
});

test('characters outside base64url: damaged', () => {
  assert.equal(failure('%%%'), LINK_TEXT_ERRORS.notBase64);
  assert.equal(failure('ab+/'), LINK_TEXT_ERRORS.notBase64);
});

test('a link cut short: truncated', () => {
  const packed = packText('A max : B C\nB = 1\nC = 2\n'.repeat(200));
  assert.equal(failure('A'), LINK_TEXT_ERRORS.truncated);
  assert.equal(failure(packed.slice(0, packed.length - 9)), LINK_TEXT_ERRORS.truncated);
  assert.equal(failure(packed.slice(0, 20)), LINK_TEXT_ERRORS.truncated);
});

test('bytes that are not DEFLATE: damaged', () => {
  assert.equal(failure(base64url(Uint8Array.of(0xff, 0xfe, 0xfd, 0xfc))), LINK_TEXT_ERRORS.damaged);
});

test('bytes that are not UTF-8: not text', () => {
  assert.equal(failure(base64url(deflateSync(Uint8Array.of(0xc3, 0x28)))), LINK_TEXT_ERRORS.notText);
});

test('a link longer than the payload limit: too large, not read', () => {
  assert.equal(failure('A'.repeat(MAX_PAYLOAD_CHARS + 1)), LINK_TEXT_ERRORS.tooLong);
});

test('a DEFLATE bomb stops at the cap: too large, and little memory taken', () => {
  const bomb = base64url(deflateSync(new Uint8Array(256 * 1024 * 1024)));
  assert.ok(bomb.length < MAX_PAYLOAD_CHARS);
  const before = process.memoryUsage().arrayBuffers;
  assert.equal(failure(bomb), LINK_TEXT_ERRORS.tooLarge);
  assert.ok(process.memoryUsage().arrayBuffers - before < 4 * MAX_TEXT_BYTES, 'the bomb was not inflated whole');
  // Just over the cap is too large; just under is read.
  assert.equal(failure(packText('0'.repeat(MAX_TEXT_BYTES + 1))), LINK_TEXT_ERRORS.tooLarge);
  assert.equal(unpackText(packText('0'.repeat(MAX_TEXT_BYTES))).length, MAX_TEXT_BYTES);
});

test('the link limit and the packed cache', () => {
  assert.equal(fitsInLink('x'.repeat(MAX_LINK_CHARS)), true);
  assert.equal(fitsInLink('x'.repeat(MAX_LINK_CHARS + 1)), false);
  assert.equal(megabytes(1.5 * 1024 * 1024), '1.5 MB');
  rememberPacked('some text', 'PACKED');
  assert.equal(knownPacked('some text'), 'PACKED');
  assert.equal(knownPacked('other text'), null);
});

test('unpacked in steps by the inflater of the platform (DecompressionStream), each link reads as unpackText reads it', async () => {
  assert.equal(typeof DecompressionStream, 'function', 'node has DecompressionStream: the steps are the browser’s');
  const packed = packText('A max : B C\nB = 1\nC = 2\n'.repeat(200));
  const payloads = [
    packText('A max : B C  # Paul’s start → two moves\nB = 1\nC = −0.5\n'.repeat(5000)),
    packText(''),
    'A',
    packed.slice(0, packed.length - 9),
    packed.slice(0, 20),
    '%%%',
    base64url(Uint8Array.of(0xff, 0xfe, 0xfd, 0xfc)),
    base64url(deflateSync(Uint8Array.of(0xc3, 0x28))),
    'A'.repeat(MAX_PAYLOAD_CHARS + 1),
    base64url(deflateSync(new Uint8Array(64 * 1024 * 1024))),
    packText('0'.repeat(MAX_TEXT_BYTES + 1)),
  ];
  for (const payload of payloads) {
    const sync = (() => {
      try {
        return { text: unpackText(payload) };
      } catch (error) {
        return { error: error.message };
      }
    })();
    const stepped = await unpackTextAsync(payload).then((text) => ({ text }), (error) => ({ error: error.message }));
    assert.deepEqual(stepped, sync, `payload ${payload.slice(0, 24)}…`);
  }
});

test('a long link is unpacked from a task of its own, not in the task that took the address', async () => {
  // A timer queued before the call runs before the unpacking starts: a payload with a character
  // a packed text never has is refused only then.
  const order = [];
  setTimeout(() => order.push('the task queued before'), 0);
  const refused = unpackTextAsync('not*base64').then(
    () => order.push('unpacked'),
    () => order.push('refused'),
  );
  await refused;
  assert.deepEqual(order, ['the task queued before', 'refused']);
});

test('the browser\'s inflater is fed the whole stream, each byte once, in pushes of every size', async () => {
  // A stand-in for DecompressionStream that keeps what it is fed and inflates it at the end (so
  // each push seems to make nothing, and the pushes grow from the first small one to the largest).
  const { inflateRawSync } = await import('node:zlib');
  const fed = [];
  const real = globalThis.DecompressionStream;
  globalThis.DecompressionStream = class {
    constructor() {
      const pieces = [];
      fed.push(pieces);
      const stream = new TransformStream({
        transform: (piece) => void pieces.push(Buffer.from(piece)),
        flush: (out) => out.enqueue(new Uint8Array(inflateRawSync(Buffer.concat(pieces)))),
      });
      this.writable = stream.writable;
      this.readable = stream.readable;
    }
  };
  try {
    const lines = Array.from({ length: 6_000 }, (_, i) => `P${(i * 7919) % 6_007} = ${(i * 104_729) % 1_009}\n`);
    const text = `A max : B\nB = 1\n${' '.repeat(300_000)}${lines.join('')}`;
    const payload = packText(text);
    assert.equal(await unpackTextAsync(payload), text);
    const data = Buffer.from(payload.slice(0, payload.lastIndexOf('.')), 'base64url');
    assert.equal(fed.length, 1);
    assert.ok(new Set(fed[0].map((piece) => piece.length)).size > 1, 'pushes of more than one size');
    assert.ok(Buffer.concat(fed[0]).equals(data), 'the stream as packed, each byte once');
  } finally {
    globalThis.DecompressionStream = real;
  }
});
