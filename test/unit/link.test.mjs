// The explorer's links: round trips of presets and custom texts, and hostile hashes (each must
// give a sentence, never an exception).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateSync } from 'fflate';
import { DEFAULT_VIEW, SYNC_UNPACK_CHARS, formatHash, linkProblem, linkText, parseHash, splitFields } from '../../www/link/link.js';
import { MAX_TEXT_BYTES, packText, unpackTextAsync } from '../../www/link/compress.js';

const PRESETS = [
  { id: 'nim', title: 'Nim', params: [{ name: 'piles' }, { name: 'first' }] },
  { id: 'sequence', title: 'The Sequence game', params: [{ name: 'n' }, { name: 'seed' }, { name: 'leaves' }] },
];

const base64url = (bytes) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

test('a preset view round-trips, commas kept readable', () => {
  const view = { game: 'nim', params: [['piles', '1,2,3'], ['first', 'carole']], alg: 'dfs', step: 12 };
  const hash = formatHash(view);
  assert.equal(hash, '#game=nim&piles=1,2,3&first=carole&alg=dfs&step=12');
  assert.deepEqual(parseHash(hash, PRESETS), { view });
  assert.deepEqual(parseHash(formatHash(DEFAULT_VIEW), PRESETS).view, { ...DEFAULT_VIEW, params: [['piles', '1,2,3']] });
});

test('a custom text round-trips, Unicode and all', () => {
  const text = 'A: B C   # Paul’s start → two moves\nB = 1\nC = −0.5\n';
  const hash = formatHash({ game: 'custom', params: [], text, alg: 'dfs', step: 3 });
  assert.deepEqual(parseHash(hash, PRESETS), { view: { game: 'custom', params: [], text, alg: 'dfs', step: 3 } });
  assert.deepEqual(parseHash(formatHash({ game: 'custom', text: '', step: 0 }), PRESETS).view.text, '');
});

test('an empty hash leaves the choice to the caller', () => {
  assert.deepEqual(parseHash('', PRESETS), { view: null });
  assert.deepEqual(parseHash('#', PRESETS), { view: null });
});

test('steps are whole numbers, capped', () => {
  assert.equal(parseHash('#game=nim&step=99999999999', PRESETS).view.step, 1e9);
  assert.equal(parseHash(`#game=nim&step=${'9'.repeat(400)}`, PRESETS).view.step, 1e9);
  assert.match(parseHash('#game=nim&step=1e2', PRESETS).error, /the step “1e2” is not a whole number/);
  assert.equal(parseHash('#game=nim&step=9999999999', PRESETS).view.step, 1e9);
  assert.match(parseHash('#game=nim&step=-1', PRESETS).error, /the step “-1” is not a whole number/);
});

test('a key given twice is refused, named (the first or the last could have been meant)', () => {
  assert.match(parseHash('#game=nim&piles=1,2,3&first=paul&first=carole', PRESETS).error, /it gives “first” twice/);
  assert.match(parseHash('#game=nim&piles=1,2&alg=dfs&alg=retrograde', PRESETS).error, /it gives “alg” twice/);
  assert.match(parseHash('#game=nim&game=chomp', PRESETS).error, /it gives “game” twice/);
  assert.equal(parseHash('#game=nim&piles=1,2&alg=dfs&step=3', PRESETS).view.step, 3);
});

test('a broken percent escape is named as it was typed, not read as “�”', () => {
  assert.match(parseHash('#game=%E0%A4%A', PRESETS).error, /the field “game=%E0%A4%A” has a broken escape/);
  assert.match(parseHash('#game=nim&piles=50%', PRESETS).error, /the field “piles=50%” has a broken escape/);
  // Far into a long value, the quote shows the broken escape.
  const far = parseHash(`#game=nim&piles=${'1,'.repeat(30)}%ZZ,2`, PRESETS).error;
  assert.match(far, /the field “….*%ZZ,2” has a broken escape/);
  // Good escapes, and a '+' for a space, read as before.
  assert.deepEqual(parseHash('#game=nim&piles=1%2C2+', PRESETS).view.params, [['piles', '1,2 ']]);
});

test('hostile hashes give a sentence naming what is wrong', () => {
  const cases = [
    ['#piles=1,2', 'names no game'],
    ['#game=chess', 'there is no game “chess”'],
    ['#game=nim&pawns=3', 'Nim has no parameter “pawns”'],
    ['#game=nim&piles=1,2&text=AwA', 'Nim is a built-in game: a text= belongs to a custom game'],
    ['#game=custom&text=AwA&foo=1', 'a custom game has no parameter “foo”'],
    ['#game=custom&piles=1,2', 'a custom game has no parameter “piles”'],
    ['#game=nim&piles=1,2&alg=retrograde&compare=dfs,stack', 'alg=retrograde and compare=dfs,stack disagree'],
    ['#game=nim&alg=bfs', 'unknown algorithm “bfs”'],
    [`#game=nim&piles=${'1,'.repeat(150)}`, 'the parameter “piles” is too long'],
    ['#game=custom&text=%%%', 'damaged: it has characters'],
    ['#game=custom&text=A', 'truncated'],
    ['#game=custom&text=AAAAA', 'truncated'],
    [`#game=custom&text=${base64url(Uint8Array.of(0xff, 0xfe, 0xfd, 0xfc))}`, 'damaged: it is not a packed game text'],
    [`#game=custom&text=${base64url(deflateSync(Uint8Array.of(0xc3, 0x28)))}`, 'not UTF-8'],
    [`#game=<img src=x onerror=alert(1)>${'x'.repeat(100)}`, 'there is no game “<img src=x onerror=alert(1)>xxxxxxxxxxxx…”'],
  ];
  for (const [hash, words] of cases) {
    const result = parseHash(hash, PRESETS);
    assert.equal(result.view, undefined, hash);
    assert.match(result.error, /^This link could not be read: .+[^.]\.$/, hash);
    assert.ok(result.error.includes(words), `${result.error} names “${words}”`);
  }
});

test('a deflate bomb is refused as too large, not inflated', async () => {
  const bomb = packText('0'.repeat(MAX_TEXT_BYTES + 1));
  assert.ok(bomb.length < 40_000, 'the bomb is small in the link');
  // A long packed text is not unpacked by parseHash: the page unpacks it in steps.
  const { view } = parseHash(`#game=custom&text=${bomb}`, PRESETS);
  assert.ok(bomb.length > SYNC_UNPACK_CHARS);
  assert.deepEqual([view.text, view.payload], [null, bomb]);
  await assert.rejects(unpackTextAsync(view.payload), /too large: it unpacks to more than 16 MB/);
  const small = packText('0'.repeat(3 * 1024 * 1024));
  assert.ok(small.length <= SYNC_UNPACK_CHARS);
  assert.equal(parseHash(`#game=custom&text=${small}`, PRESETS).view.text.length, 3 * 1024 * 1024);
});

test('a long packed text unpacked in steps is the same text', async () => {
  let seed = 3;
  const words = Array.from({ length: 200_000 }, () => `p${(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 100000}`);
  const text = `# é → ∞\n${words.join(' ')}\n`;
  const { view } = parseHash(`#game=custom&text=${packText(text)}&step=4`, PRESETS);
  assert.equal(view.payload.length > SYNC_UNPACK_CHARS, true);
  assert.equal(await unpackTextAsync(view.payload), text);
  assert.equal(linkProblem(new Error('it is bad')), 'This link could not be read: it is bad.');
});

test('a custom link without its text is the user\'s own text kept in this browser', () => {
  // No alg= either: null, the game's default algorithm (DFS, or retrograde analysis on cycles).
  assert.deepEqual(parseHash('#game=custom&step=2', PRESETS), { view: { game: 'custom', params: [], text: null, alg: null, step: 2 } });
});

test('a text whose link would be too long is left out of the link', () => {
  // Random letters barely compress: 1.5 MB of them pack to more than the link's limit.
  let seed = 1;
  const letters = Array.from({ length: 2.1 * 1024 * 1024 }, () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26))).join('');
  const text = `A = 1\n# ${letters}\n`;
  assert.equal(linkText(text), null);
  assert.equal(formatHash({ game: 'custom', text, alg: 'dfs', step: 0 }), '#game=custom&alg=dfs&step=0');
  const small = 'A = 1\n';
  assert.equal(linkText(small), packText(small));
});

test('an algorithm, its player and compare= round-trip; bad ones are named', () => {
  const view = { game: 'nim', params: [['piles', '1,2']], alg: 'attractor', step: 4, player: 'carole' };
  const hash = formatHash(view);
  assert.equal(hash, '#game=nim&piles=1,2&alg=attractor&player=carole&step=4');
  assert.deepEqual(parseHash(hash, PRESETS), { view });
  const compared = { game: 'nim', params: [], alg: null, step: 0, compare: ['dfs', 'retrograde'] };
  assert.equal(formatHash(compared), '#game=nim&compare=dfs,retrograde&step=0');
  assert.deepEqual(parseHash(formatHash(compared), PRESETS).view.compare, ['dfs', 'retrograde']);
  for (const [hash, words] of [
    ['#game=nim&alg=attractor&player=mallory', 'the player “mallory” is not one of paul, carole'],
    ['#game=nim&compare=dfs', 'compare= names two different algorithms'],
    ['#game=nim&compare=dfs,dfs', 'compare= names two different algorithms'],
    ['#game=nim&compare=dfs,<b>', 'unknown algorithm “<b>” to compare'],
  ]) {
    assert.ok(parseHash(hash, PRESETS).error.includes(words), `${hash}: ${parseHash(hash, PRESETS).error}`);
  }
});

test('a long link’s packed text is cut out of its fields as URLSearchParams would read it', () => {
  const text = 'Ab0_-'.repeat(20_000);
  for (const body of [`game=custom&text=${text}&alg=dfs&step=0`, `text=${text}&game=custom`, `game=custom&alg=dfs&text=${text}`]) {
    const { fields, text: cut } = splitFields(body);
    const whole = new URLSearchParams(body);
    assert.equal(cut, whole.get('text'));
    assert.deepEqual([...fields], [...whole].filter(([name]) => name !== 'text'));
  }
  // A text that needs decoding, two texts, or a short link: read as form fields.
  for (const body of [`game=custom&text=${text}%41`, `game=custom&text=${text}&text=B`, 'game=custom&text=AAAA']) {
    const { fields, text: cut } = splitFields(body);
    assert.equal(cut, null);
    assert.deepEqual([...fields], [...new URLSearchParams(body)]);
  }
});
