// The lab's u64 columns (leaves evaluated, run numbers, seeds: BigUint64Array from the engine)
// read and copied as pairs of 32-bit words: reading a BigUint64Array element makes a BigInt on
// the heap, and a slice of 8,192 runs made tens of thousands of them, each one garbage for
// the page's thread to collect.

const WORD = 2 ** 32;

/** The 32-bit words of a BigUint64Array (a view, no copy; little-endian, as wasm and every
 * browser the page runs in). */
export function words(array) {
  return new Uint32Array(array.buffer, array.byteOffset, array.length * 2);
}

/** Element i of the u64 array whose words are `w`, as a Number (exact below 2^53). */
export function u64At(w, i) {
  return w[2 * i] + w[2 * i + 1] * WORD;
}

/** Copies element i of the u64 words `from` into element j of the u64 words `to`, exactly. */
export function copyU64(from, i, to, j) {
  to[2 * j] = from[2 * i];
  to[2 * j + 1] = from[2 * i + 1];
}
