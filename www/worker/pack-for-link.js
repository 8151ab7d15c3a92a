// A long custom text packed for its link in the worker, off the page's thread. Its own module,
// imported by the worker when a text first needs it: the packer (fflate's DEFLATE) is not on the
// first screen's download, which loads built-in games and short texts only.

import { fitsInLink, MAX_TEXT_BYTES, packText } from '../link/index.js';

/** `text` packed: {packed} when it fits in a link, {packed: null, packedChars} when not (null
 * chars: too large to be read back at all). */
export function packForLink(text) {
  if (text.length > MAX_TEXT_BYTES) return { packed: null, packedChars: null };
  const packed = packText(text);
  return fitsInLink(packed) ? { packed } : { packed: null, packedChars: packed.length };
}
