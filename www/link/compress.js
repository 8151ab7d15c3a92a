//! Custom game texts in links: UTF-8 → raw DEFLATE (RFC 1951, fflate) → base64url (RFC 4648 §5),
//! then `.` and a check: the CRC-32 (crc32.js) of those base64url characters, as 6 more of them
//! (`<data>.<check>`). DEFLATE carries no check of its own, so a changed character could unpack
//! to another valid game; with the check, any change to data or check is told "damaged" before
//! anything is unpacked. A link packed before checks (no `.`) is still read as it is.
//!
//! Reading never trusts a link: the compressed bytes are fed to the inflater (the browser's
//! `DecompressionStream`, else fflate's streaming `Inflate`) a piece at a time and the output is
//! counted as it comes, so a DEFLATE bomb stops at MAX_TEXT_BYTES instead of inflating into
//! gigabytes (a piece of 2 KB inflates to at most ~2 MB: DEFLATE's ratio is below 1,032 : 1; the
//! browser's pieces are sized by the ratio seen, so each makes at most about 128 KB). Each failure says which it is, in our words:
//! too large, truncated, damaged, or not text. Writing refuses a payload over MAX_LINK_CHARS
//! (browsers drop or cut longer addresses): the caller says so and offers a file instead.

import { deflateSync, Inflate, strToU8 } from 'fflate';
import { nextTask, Slicer } from '../core/index.js';
import { crc32 } from './crc32.js';
import { MAX_TEXT_BYTES } from './pack-sizes.js';

export { MAX_TEXT_BYTES, SYNC_PACK_CHARS } from './pack-sizes.js';

/** Largest compressed payload read from a link (characters of base64url). */
export const MAX_PAYLOAD_CHARS = 2 * 1024 * 1024;
/** Largest payload this page writes into a link (characters): 1.5 MB, under Chromium's 2 MB. */
export const MAX_LINK_CHARS = 1.5 * 1024 * 1024;
/** Compressed bytes given to the inflater at a time (bounds what one push can make: ~2 MB). */
const INFLATE_PUSH_BYTES = 2048;
/** Text the browser's inflater may make from one push (bytes): a push whose output was larger
 * makes the next ones smaller, so that a bomb (1,032 : 1) is inflated in tasks of a few ms. */
const INFLATE_OUTPUT_BYTES = 128 * 1024;
/** DEFLATE's largest ratio of output to input: a 258-byte match in under two bits. */
const DEFLATE_MAX_RATIO = 1032;
/** Characters of a link's check taken per step in the sliced path (a few ms each). */
const CHECK_STEP_CHARS = 256 * 1024;
/** fflate's error code for input that ends inside the compressed stream ('unexpected EOF'). */
const FFLATE_UNEXPECTED_EOF = 0;
/** Separates a packed text's data from its check (never a base64url character). */
const CHECK_MARK = '.';
/** Characters of the check: a CRC-32's 4 bytes in base64url. */
const CHECK_CHARS = 6;

const MB = 1024 * 1024;

/** The messages a link's text can fail with (no final full stop: the caller ends the sentence). */
export const LINK_TEXT_ERRORS = Object.freeze({
  tooLong: `the game text in the link is too large: the link is longer than ${MAX_PAYLOAD_CHARS / MB} MB`,
  tooLarge: `the game text in the link is too large: it unpacks to more than ${MAX_TEXT_BYTES / MB} MB, so it was not unpacked`,
  truncated:
    'the game text in the link is truncated: it ends in the middle (the link was probably cut short when copied)',
  damaged: 'the game text in the link is damaged: it is not a packed game text',
  notBase64: 'the game text in the link is damaged: it has characters a packed game text never has',
  notText: 'the game text in the link is damaged: it unpacks to bytes that are not UTF-8 text',
  mismatch: 'the game text in the link is damaged: it does not match its check (a character of the link was changed)',
});

function linkError(key) {
  return Object.assign(new Error(LINK_TEXT_ERRORS[key]), { linkError: key });
}

function toBase64Url(bytes) {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw linkError('notBase64');
  // One character past a whole group of four cannot be base64: the link was cut short.
  if (text.length % 4 === 1) throw linkError('truncated');
  // The browser's own decoder where it has one (one native pass over a 1.4 MB link).
  if (typeof Uint8Array.fromBase64 === 'function') {
    try {
      return Uint8Array.fromBase64(text, { alphabet: 'base64url', lastChunkHandling: 'loose' });
    } catch {
      throw linkError('notBase64');
    }
  }
  let binary;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  } catch {
    throw linkError('notBase64');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The last text packed: the link is rewritten at every step, the text rarely changes. */
let lastPacked = { text: null, packed: '' };

/** The text as a link-safe string (any length: see linkPayload for the link's limit). */
export function packText(text) {
  if (text !== lastPacked.text) {
    const data = toBase64Url(deflateSync(strToU8(text), { level: 9 }));
    lastPacked = { text, packed: `${data}${CHECK_MARK}${checkOf(data)}` };
  }
  return lastPacked.packed;
}

/** The check of a packed text's data: its CRC-32 in base64url (CHECK_CHARS characters). */
function checkOf(data) {
  return checkOfCrc(crc32(data));
}

/** A CRC-32 as a check: base64url of its 4 bytes, high first. */
function checkOfCrc(crc) {
  return toBase64Url(Uint8Array.of(crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff));
}

/** A packed text's data once its check is verified (a link packed before checks has none: its
 * payload is all data). Throws `mismatch` for any change, `truncated` for a check cut short. */
function verified(payload) {
  const steps = verifying(payload);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** verified, yielding between two pieces of the check whenever `due()` says so. */
function* verifying(payload, due = () => false) {
  const at = payload.indexOf(CHECK_MARK);
  // No mark: the mark itself may have changed into a data character, so what is around it is
  // checked too (an unchecked link ending so by chance: one in 2^32).
  const data = at < 0 ? payload.slice(0, -CHECK_CHARS - 1) : payload.slice(0, at);
  const check = at < 0 ? payload.slice(-CHECK_CHARS) : payload.slice(at + 1);
  if (at >= 0 && check.length < CHECK_CHARS && /^[A-Za-z0-9_-]*$/.test(check)) throw linkError('truncated');
  if (at < 0 && payload.length <= CHECK_CHARS) return payload;
  let crc = 0;
  for (let from = 0; from < data.length; from += CHECK_STEP_CHARS) {
    crc = crc32(data, crc, from, Math.min(data.length, from + CHECK_STEP_CHARS));
    if (due()) yield;
  }
  const matches = check === checkOfCrc(crc);
  if (at < 0) {
    if (matches) throw linkError('mismatch');
    return payload;
  }
  if (!matches) throw linkError('mismatch');
  return data;
}

/** Tells the cache a text's packed form computed elsewhere (the worker packs big texts). */
export function rememberPacked(text, packed) {
  lastPacked = { text, packed };
}

/** The packed form if it is already known (no work), else null. */
export function knownPacked(text) {
  return text === lastPacked.text ? lastPacked.packed : null;
}

/** True when a packed text fits in a link this page writes. */
export function fitsInLink(packed) {
  return packed.length <= MAX_LINK_CHARS;
}

/** "1.3 MB" for a byte or character count. */
export function megabytes(size) {
  return `${(size / MB).toFixed(1)} MB`;
}

/** The text back from packText's output; throws an Error whose message says what is wrong. */
export function unpackText(payload) {
  const steps = unpacking(payload);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * unpackText for a long link, off the page's thread as far as the browser allows: its own
 * DecompressionStream('deflate-raw') where it has one (native inflate: fflate's streaming
 * Inflate re-decodes a DEFLATE block from its start at every push, one push of a 1.4 MB link
 * took up to 300 ms), else fflate in steps of about TASK_BUDGET_MS. Rejects with unpackText's
 * messages. It starts in a task of its own: the task that took the address (Chromium's commit of
 * a 1.4 MB URL, 50–60 ms of CPU) gets none of its work.
 */
export async function unpackTextAsync(payload) {
  await nextTask();
  if (typeof DecompressionStream === 'function') {
    const text = await unpackNative(payload);
    if (text != null) return text;
  }
  // No native inflater, or it failed: fflate in steps says what is wrong (the browsers' words
  // for a cut or damaged stream differ, and arrive at different moments).
  const slicer = new Slicer();
  const steps = unpacking(payload, () => slicer.due());
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await slicer.next();
  }
}

/**
 * The browser's inflater, fed INFLATE_PUSH_BYTES at a time and read as it goes: the text is
 * counted as it comes and the stream cancelled past MAX_TEXT_BYTES (one push makes at most
 * ~2 MB), and the page gets a task between pushes every TASK_BUDGET_MS. Returns the text, or
 * null when the inflater itself fails (a damaged or cut stream: the caller finds out which);
 * throws what is found here (too long, not base64, too large, not text).
 */
async function unpackNative(payload) {
  if (payload.length > MAX_PAYLOAD_CHARS) throw linkError('tooLong');
  const slicer = new Slicer();
  const checking = verifying(payload, () => slicer.due());
  let step = checking.next();
  for (; !step.done; step = checking.next()) await slicer.next();
  const compressed = fromBase64Url(step.value);
  await slicer.next();
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const pieces = [];
  let total = 0;
  let ours = null; // tooLarge or notText: found here, not by the inflater
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.length;
      if (total > MAX_TEXT_BYTES) ours = linkError('tooLarge');
      else {
        try {
          pieces.push(decoder.decode(value, { stream: true }));
        } catch {
          ours = linkError('notText');
        }
      }
      if (ours) {
        reader.cancel().catch(() => {});
        writer.abort(ours).catch(() => {});
        return;
      }
    }
  })();
  try {
    // The first push is small enough for the worst ratio; then each push is sized by the ratio
    // the last one had (its output counted by the reads so far: a rough measure is enough).
    // (The next piece starts where this one ended, whatever size the next push is.)
    let push = Math.ceil(INFLATE_OUTPUT_BYTES / DEFLATE_MAX_RATIO);
    for (let at = 0; at < compressed.length;) {
      const before = total;
      const piece = compressed.subarray(at, at + push);
      at += piece.length;
      await writer.write(piece);
      const made = Math.max(1, total - before);
      push = Math.max(1, Math.min(INFLATE_PUSH_BYTES, Math.floor((push * INFLATE_OUTPUT_BYTES) / made)));
      if (slicer.due()) await slicer.next();
    }
    await writer.close();
    await reading;
  } catch {
    await reading.catch(() => {});
    if (ours) throw ours;
    return null;
  }
  if (ours) throw ours;
  try {
    pieces.push(decoder.decode());
  } catch {
    throw linkError('notText');
  }
  return pieces.join('');
}

/** Unpacks a link's text, yielding between two pushes whenever `due()` says so; returns the
 * text or throws linkError's messages. */
function* unpacking(payload, due = () => false) {
  if (payload.length > MAX_PAYLOAD_CHARS) throw linkError('tooLong');
  const compressed = fromBase64Url(verified(payload));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const pieces = [];
  let total = 0;
  let tooLarge = false;
  let notText = false;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > MAX_TEXT_BYTES) {
      tooLarge = true;
      throw linkError('tooLarge');
    }
    try {
      pieces.push(decoder.decode(chunk, { stream: !final }));
    } catch {
      notText = true;
      throw linkError('notText');
    }
    if (final) ended = true;
  });
  for (let at = 0; at < compressed.length || at === 0; at += INFLATE_PUSH_BYTES) {
    const last = at + INFLATE_PUSH_BYTES >= compressed.length;
    try {
      inflater.push(compressed.subarray(at, at + INFLATE_PUSH_BYTES), last);
    } catch (error) {
      if (tooLarge) throw linkError('tooLarge');
      if (notText) throw linkError('notText');
      if (error?.code === FFLATE_UNEXPECTED_EOF) throw linkError('truncated');
      throw linkError('damaged');
    }
    if (last) break;
    if (due()) yield;
  }
  if (!ended) throw linkError('truncated');
  return pieces.join('');
}
