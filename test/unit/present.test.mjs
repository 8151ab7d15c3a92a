// Projector and embed modes' pure parts: the link's display fields (present=1, embed=1) and the
// "Copy embed code" snippet (www/present/embed-code.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatHash, parseHash } from '../../www/link/link.js';
import { asksEmbed } from '../../www/link/display-fields.js';
import { attribute, embedCode, embedTitle, EMBED_HEIGHT, EMBED_WIDTH } from '../../www/present/embed-code.js';

const PRESETS = [{ id: 'nim', title: 'Nim', params: [{ name: 'piles' }] }];

test('present=1 and embed=1 round-trip, custom texts too; left out, the view has neither', () => {
  const view = { game: 'nim', params: [['piles', '1,2']], alg: 'dfs', step: 4, present: true, embed: true };
  const hash = formatHash(view);
  assert.equal(hash, '#game=nim&piles=1,2&alg=dfs&step=4&present=1&embed=1');
  assert.deepEqual(parseHash(hash, PRESETS), { view });
  const custom = { game: 'custom', params: [], text: 'A max : B\nB = 1\n', alg: null, step: 2, embed: true };
  const read = parseHash(formatHash(custom), PRESETS).view;
  assert.equal(read.embed, true);
  assert.equal(read.text, custom.text);
  const plain = parseHash('#game=nim&piles=1,2&step=0', PRESETS).view;
  assert.equal('present' in plain || 'embed' in plain, false);
  assert.equal(formatHash({ ...view, present: undefined, embed: undefined }), '#game=nim&piles=1,2&alg=dfs&step=4');
});

test('a display field other than 1 is a sentence naming it, never an exception', () => {
  for (const [hash, field] of [
    ['#game=nim&piles=1&embed=yes', 'embed'],
    ['#game=nim&piles=1&present=0', 'present'],
    ['#game=nim&piles=1&present=', 'present'],
  ]) {
    const { error } = parseHash(hash, PRESETS);
    assert.match(error, new RegExp(`${field}=.*must be 1`));
  }
  assert.match(parseHash('#game=nim&piles=1&embed=1&embed=1', PRESETS).error, /twice/);
});

test('embed mode is told from the hash before it is read, never inside a packed text', () => {
  assert.equal(asksEmbed('#game=nim&embed=1'), true);
  assert.equal(asksEmbed('#embed=1&game=nim'), true);
  assert.equal(asksEmbed('#game=nim&embed=1&step=2'), true);
  assert.equal(asksEmbed('#game=nim&embed=10'), false);
  assert.equal(asksEmbed('#game=nim&xembed=1'), false);
  assert.equal(asksEmbed('#game=nim'), false);
  assert.equal(asksEmbed(''), false);
});

test('the snippet: an iframe of the page at the view, 640×400, its title and link escaped', () => {
  const code = embedCode('https://lab.example/gg/index.html#old', '#game=nim&piles=1,2&step=3&embed=1', 'Nim "1,2" <b>');
  assert.equal(
    code,
    `<iframe src="https://lab.example/gg/index.html#game=nim&amp;piles=1,2&amp;step=3&amp;embed=1" width="${EMBED_WIDTH}" height="${EMBED_HEIGHT}" title="Nim &quot;1,2&quot; &lt;b&gt;"></iframe>`,
  );
  assert.equal([EMBED_WIDTH, EMBED_HEIGHT].join('×'), '640×400');
  assert.equal(attribute(`a&"<>'`), 'a&amp;&quot;&lt;&gt;\'');
  assert.equal(embedTitle('  Nim with piles 1,2  '), 'Game Graph Lab: Nim with piles 1,2');
  assert.equal(embedTitle(''), 'Game Graph Lab');
  assert.equal(embedTitle(null), 'Game Graph Lab');
});
