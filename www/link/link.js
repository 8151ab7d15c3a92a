// The URL hash holds the whole view, so a link reopens exactly what the sender saw:
//   #game=nim&piles=1,2,3&alg=dfs&step=12          (a preset and its parameters)
//   #game=custom&text=<deflate, base64url>.<CRC-32>&step=3  (a custom game's text, compressed
//                                                    and checked: compress.js)
//   #game=custom&step=3                             (a text too long for a link: the user's own
//                                                    text kept in this browser, see storage.js)
//   #game=catmouse&alg=attractor&player=carole&step=5   (an algorithm's own parameters)
//   #game=nim&compare=dfs,retrograde&step=4        (two algorithms side by side)
//   #game=custom&text=…&mode=draw                   (draw mode, www/draw/: the text holds the
//                                                    drawing's coordinates as comments)
//   #game=nim&piles=1,2&step=4&embed=1              (shown embedded, or present=1 projected:
//                                                    display-fields.js)
// Without alg= the page picks the game's default algorithm (DFS, or retrograde on cycles).
// A custom view read from a hash has `text`, or text null and `payload` (long: unpacked by the
// caller in steps), or text null alone (the user's own text).
// Reading a hash never trusts it: unknown games, parameters or algorithms and damaged text give a
// readable error, and the caller falls back to the default view.

import { fitsInLink, knownPacked, packText, rememberPacked, SYNC_PACK_CHARS, unpackText } from './compress.js';
import { ALGORITHM_PARAMS, ALGORITHMS } from '../algorithms/index.js';
import { formatPlay, PLAY_KEYS, readPlay } from './play-fields.js';
import { refuseBadEscapes, refuseRepeats, short } from './link-fields.js';
import { DISPLAY_KEYS, formatDisplay, readDisplay } from './display-fields.js';

export const DEFAULT_VIEW = Object.freeze({
  game: 'nim',
  params: [['piles', '1,2,3']],
  alg: 'dfs',
  step: 0,
});
/** Algorithms a link may name. */
const ALGORITHM_IDS = ALGORITHMS.map((algorithm) => algorithm.id);
const MAX_HASH_CHARS = 3 * 1024 * 1024;
const MAX_PARAM_CHARS = 200;
const MAX_STEP = 1e9;
/** Packed texts up to this many characters are unpacked at once (a few milliseconds); a longer
 * one comes back as `payload` for the caller to unpack in steps. */
export const SYNC_UNPACK_CHARS = 16 * 1024;
/** Keys of the hash that are not preset parameters. */
const RESERVED = new Set([
  'game',
  'text',
  'alg',
  'step',
  'compare',
  ...Object.keys(ALGORITHM_PARAMS),
  ...PLAY_KEYS,
  ...DISPLAY_KEYS,
]);

/** encodeURIComponent, but commas stay readable ("1,2,3"). */
function encode(value) {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * The hash (with '#') for a view: {game, params: [[name, value]], text? (null: none in the link),
 * payload? (its text still packed, as parseHash gives a long one), alg (null: the game's
 * default), step, compare?: [id, id], and the algorithms' own parameters (player, …) when set}.
 */
export function formatHash(view) {
  const parts = [`game=${encode(view.game)}`];
  if (view.game === 'custom') {
    // No text: the user's own, kept in this browser; a payload is a packed text not unpacked yet.
    const packed = view.text != null ? linkText(view.text) : (view.payload ?? null);
    if (packed != null) parts.push(`text=${packed}`);
  } else {
    for (const [name, value] of view.params ?? []) parts.push(`${encode(name)}=${encode(value)}`);
  }
  if (view.compare) parts.push(`compare=${view.compare.map(encode).join(',')}`);
  else if (view.alg != null) parts.push(`alg=${encode(view.alg)}`);
  for (const name of Object.keys(ALGORITHM_PARAMS)) if (view[name] != null) parts.push(`${name}=${encode(view[name])}`);
  parts.push(`step=${view.step ?? 0}`);
  // Play mode (www/link/play-fields.js): mode=play&as=…&hints=…&rng=…&moves=…
  parts.push(...formatPlay(view.play));
  // Practice mode (www/practice/): asks before each decisive step of the run (play and draw win).
  if (view.practice && !view.play && !view.draw) parts.push('mode=practice');
  if (view.draw) parts.push('mode=draw');
  // How it is shown (www/link/display-fields.js): present=1, embed=1.
  parts.push(...formatDisplay(view));
  return `#${parts.join('&')}`;
}

/** The packed text for a link, or null when it is too long for one (or not packed yet). */
export function linkText(text) {
  const packed = knownPacked(text) ?? (text.length <= SYNC_PACK_CHARS ? packText(text) : null);
  return packed != null && fitsInLink(packed) ? packed : null;
}

/**
 * Reads a hash. `presets` is the registry's list ({id, params: [{name}]}).
 * Returns {view} or {error} (a sentence for the page) — never throws.
 * An empty hash gives {view: null}: the caller chooses its default.
 */
export function parseHash(hash, presets) {
  try {
    return readHash(hash, presets);
  } catch (error) {
    return { error: linkProblem(error) };
  }
}

/** The sentence for a link that could not be read. */
export function linkProblem(error) {
  return `This link could not be read: ${error.message}.`;
}

function readHash(hash, presets) {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (body === '') return { view: null };
  if (body.length > MAX_HASH_CHARS) throw new Error('it is too long');
  refuseBadEscapes(body);
  const { fields, text } = splitFields(body);
  refuseRepeats(fields);
  const game = fields.get('game');
  if (game == null) throw new Error('it names no game (expected #game=…)');

  const alg = fields.get('alg');
  if (alg != null && !ALGORITHM_IDS.includes(alg)) throw new Error(`unknown algorithm “${short(alg)}”`);
  const stepText = fields.get('step') ?? '0';
  // Any count of digits is a whole number: a step past the end is the end (capped here, then at
  // the trace's length).
  if (!/^\d+$/.test(stepText)) throw new Error(`the step “${short(stepText)}” is not a whole number`);
  const step = Math.min(Number(stepText), MAX_STEP);
  const extra = algorithmFields(fields);
  const play = readPlay(fields);
  const mode = fields.get('mode');

  if (game === 'custom') {
    // A custom game's only parameter is its text.
    for (const name of fields.keys()) {
      if (!RESERVED.has(name))
        throw new Error(`a custom game has no parameter “${short(name)}” (its game is all in text=)`);
    }
    const payload = text ?? fields.get('text');
    // No text: the user's own text kept in this browser (too long for a link).
    if (payload == null)
      return { view: withModes({ game, params: [], text: null, alg, step, ...extra }, fields, play, mode) };
    // A long one is unpacked by the caller, in steps (compress.js: unpackTextAsync).
    if (payload.length > SYNC_UNPACK_CHARS)
      return { view: withModes({ game, params: [], text: null, payload, alg, step, ...extra }, fields, play, mode) };
    const unpacked = unpackText(payload);
    // The link holds this text packed already: writing it again needs no packing.
    rememberPacked(unpacked, payload);
    return { view: withModes({ game, params: [], text: unpacked, alg, step, ...extra }, fields, play, mode) };
  }
  const preset = presets.find((p) => p.id === game);
  if (!preset) throw new Error(`there is no game “${short(game)}”`);
  const known = new Set(preset.params.map((p) => p.name));
  const params = [];
  if (text != null || fields.has('text'))
    throw new Error(`${preset.title} is a built-in game: a text= belongs to a custom game (game=custom)`);
  for (const [name, value] of fields) {
    if (RESERVED.has(name)) continue;
    if (!known.has(name)) throw new Error(`${preset.title} has no parameter “${short(name)}”`);
    if (value.length > MAX_PARAM_CHARS) throw new Error(`the parameter “${name}” is too long`);
    params.push([name, value]);
  }
  return { view: withModes({ game, params, alg, step, ...extra }, fields, play, mode) };
}

/** A packed text longer than this is cut out of the hash before the other fields are read. */
const SPLIT_TEXT_CHARS = 64 * 1024;

/**
 * The hash's fields (URLSearchParams) and, for a long link, its packed text apart: decoding
 * a 1.4 MB hash as form fields copies the text twice in one task. The text is cut out only
 * when it needs no decoding (base64url and its check's `.`, as packText writes it) and is the
 * one `text` field.
 */
export function splitFields(body) {
  if (body.length > SPLIT_TEXT_CHARS) {
    const at = body.startsWith('text=') ? 0 : body.indexOf('&text=') + 1;
    if (at > 0 || body.startsWith('text=')) {
      const end = body.indexOf('&', at);
      const text = body.slice(at + 5, end < 0 ? body.length : end);
      const rest = body.slice(0, at) + (end < 0 ? '' : body.slice(end + 1));
      const fields = new URLSearchParams(rest);
      if (/^[A-Za-z0-9_.-]*$/.test(text) && !fields.has('text')) return { fields, text };
    }
  }
  return { fields: new URLSearchParams(body), text: null };
}

/** compare= (two different known algorithms) and the algorithms' own parameters, when given. */
function algorithmFields(fields) {
  const extra = {};
  const compare = fields.get('compare');
  if (compare != null) {
    const ids = compare.split(',');
    const unknown = ids.find((id) => !ALGORITHM_IDS.includes(id));
    if (unknown != null) throw new Error(`unknown algorithm “${short(unknown)}” to compare`);
    if (ids.length !== 2 || ids[0] === ids[1])
      throw new Error(`compare= names two different algorithms (compare=dfs,retrograde), not “${short(compare)}”`);
    extra.compare = ids;
    const alg = fields.get('alg');
    if (alg != null && alg !== ids[0])
      throw new Error(
        `alg=${short(alg)} and compare=${short(compare)} disagree: compare= alone names the two algorithms`,
      );
  }
  for (const [name, param] of Object.entries(ALGORITHM_PARAMS)) {
    const value = fields.get(name);
    if (value == null) continue;
    if (!param.values.includes(value))
      throw new Error(`the ${name} “${short(value)}” is not one of ${param.values.join(', ')}`);
    extra[name] = value;
  }
  return extra;
}

/** The view with its play state, when the link has one (no `play` key otherwise), or marked for
 * practice mode (`practice: true`) or draw mode (`draw: true`). */
function withPlay(view, play, mode) {
  if (mode === 'practice') return { ...view, practice: true };
  if (mode === 'draw') return { ...view, draw: true };
  return play ? { ...view, play } : view;
}

/** withPlay, and how the view is shown (present, embed) when the link says. */
function withModes(view, fields, play, mode) {
  return { ...withPlay(view, play, mode), ...readDisplay(fields) };
}
