// Hostile inputs for the benchmarks and traces of the page's main thread (one maker each, shared
// by scripts/bench-robust.mjs and scripts/trace-tasks.mjs): a game followed by a line of 16
// million spaces, a DEFLATE bomb of 1 GB in a link, a hash of 5 MB.
import { constants, createDeflateRaw } from 'node:zlib';

/** A two-position game, then a line of 16,777,152 spaces (the text is 16 MiB in all). */
export const SPACES_TEXT = `A max : B\nB = 1\n${' '.repeat(16 * 1024 * 1024 - 16)}`;
/** Bytes of zeros the bomb inflates to. */
export const BOMB_BYTES = 1024 * 1024 * 1024;
/** Characters of the long hash set by a script. */
export const LONG_HASH_CHARS = 5 * 1024 * 1024;

const base64url = (bytes) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A link's packed text (raw DEFLATE in base64url, no check: as anyone can write one) that
 * inflates to BOMB_BYTES of zeros: about 1.4 MB of base64url. Made by a stream, 1 MB at a time. */
export async function bombPayload() {
  const deflater = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION, strategy: constants.Z_RLE });
  const pieces = [];
  deflater.on('data', (piece) => pieces.push(piece));
  const ended = new Promise((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < BOMB_BYTES; written += zeros.length) {
    if (!deflater.write(zeros)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await ended;
  return base64url(Buffer.concat(pieces));
}
