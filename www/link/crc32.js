// CRC-32 (ISO 3309 / ITU-T V.42, the one of zip, gzip and PNG: polynomial 0xEDB88320, reflected,
// initial and final XOR 0xFFFFFFFF) of a string of 8-bit characters, by the classic table of
// 256 entries. A link's packed text carries it, so that a changed character is caught before
// the text is unpacked (DEFLATE itself carries no check: a changed character can unpack to
// another valid game).

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The CRC-32 of `text`'s characters from `from` to `to` taken as bytes (their codes' low 8 bits:
 * meant for ASCII), continuing `previous`, the CRC-32 of what came before (zlib's `crc32`
 * chaining: a long text's check can be taken a piece at a time). */
export function crc32(text, previous = 0, from = 0, to = text.length) {
  let crc = (previous ^ 0xffffffff) >>> 0;
  for (let i = from; i < to; i++) crc = TABLE[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
