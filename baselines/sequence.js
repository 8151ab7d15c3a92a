#!/usr/bin/env node
// Plain JavaScript baseline for the Sequence lab: the evaluation a student would write —
// generate all 2^n leaf VALUEs into a Float64Array, then reduce them level by level with
// Math.max (Paul's levels) and Math.min (Carole's levels) — with the same leaf generator as the
// Rust crate, so that the same (n, seed, distribution) gives the same VALUE(e) and the speed
// comparison is honest.
//
// The generator (see src/games/sequence.rs): key = mix(seed) (normal: mix(seed ^
// 0x6A09E667F3BCC908)); draw i = mix(key + (i + 1)·γ), γ = 0x9E3779B97F4A7C15; mix is the
// SplitMix64 finaliser. JavaScript numbers hold 53 bits, so the 64-bit arithmetic is done on
// pairs of unsigned 32-bit halves (hi, lo), with the 64-bit product built from 16-bit pieces —
// exact, no BigInt in the inner loop. Uniform and coin leaves are bit-identical to Rust's;
// normal leaves use Math.log and Math.cos, which may differ from the engine's portable ln and
// cos in the last bit (run.sh reports whether the VALUEs agree).
//
// Usage: node sequence.js N SEED [uniform|coin|normal] [REPETITIONS]
// Prints one JSON line: the VALUE, and leaves per second of wall-clock and of CPU time over the
// repetitions (after a warm-up).

"use strict";

const TWO32 = 4294967296;

// 64-bit results are returned as two unsigned 32-bit words: the low word as the function's
// value and the high word in `high` (no allocation in the inner loop).
let high = 0;

// (ah, al) · (bh, bl) mod 2^64. The high word of al·bl comes from 16-bit pieces, each partial
// product below 2^32; the cross terms ah·bl and al·bh only matter modulo 2^32 (Math.imul).
function mul64(ah, al, bh, bl) {
  const a0 = al & 0xffff, a1 = al >>> 16, b0 = bl & 0xffff, b1 = bl >>> 16;
  const p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  const middle = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff); // < 3·2^16
  const highOfLow = p11 + (p01 >>> 16) + (p10 >>> 16) + (middle >>> 16);
  high = (highOfLow + Math.imul(ah, bl) + Math.imul(al, bh)) >>> 0;
  return Math.imul(al, bl) >>> 0;
}

// The SplitMix64 finaliser on (hi, lo).
function mix(hi, lo) {
  // z ^= z >> 30; z *= 0xBF58476D1CE4E5B9
  lo = (lo ^ ((lo >>> 30) | (hi << 2))) >>> 0;
  hi = (hi ^ (hi >>> 30)) >>> 0;
  lo = mul64(hi, lo, 0xbf58476d, 0x1ce4e5b9);
  hi = high;
  // z ^= z >> 27; z *= 0x94D049BB133111EB
  lo = (lo ^ ((lo >>> 27) | (hi << 5))) >>> 0;
  hi = (hi ^ (hi >>> 27)) >>> 0;
  lo = mul64(hi, lo, 0x94d049bb, 0x133111eb);
  hi = high;
  // z ^= z >> 31
  high = (hi ^ (hi >>> 31)) >>> 0;
  return (lo ^ ((lo >>> 31) | (hi << 1))) >>> 0;
}

const GAMMA_HI = 0x9e3779b9, GAMMA_LO = 0x7f4a7c15;
const UNIT = Math.pow(2, -53);

function splitSeed(text) {
  const seed = BigInt.asUintN(64, BigInt(text));
  return [Number(seed >> 32n), Number(seed & 0xffffffffn)];
}

// All 2^n leaf VALUEs, in index order.
function leafValues(n, seed, leaves) {
  const count = 2 ** n;
  const values = new Float64Array(count);
  let [sh, sl] = splitSeed(seed);
  if (leaves === "normal") { sh = (sh ^ 0x6a09e667) >>> 0; sl = (sl ^ 0xf3bcc908) >>> 0; }
  const keyLo = mix(sh, sl), keyHi = high;
  // x = key + (i + 1)·γ: the draws' inputs, advanced by γ per draw.
  let xh = keyHi, xl = keyLo;
  let bitsHi = 0, bitsLo = 0;
  const next = () => {
    const l = xl + GAMMA_LO;
    xl = l >>> 0;
    xh = (xh + GAMMA_HI + (l >= TWO32 ? 1 : 0)) >>> 0;
    bitsLo = mix(xh, xl);
    bitsHi = high;
  };
  for (let i = 0; i < count; i++) {
    if (leaves === "normal") {
      next();
      const u1 = (bitsHi * 2097152 + (bitsLo >>> 11) + 1) * UNIT; // ((bits >> 11) + 1) / 2^53
      next();
      const u2 = (bitsHi * 2097152 + (bitsLo >>> 11)) * UNIT; // (bits >> 11) / 2^53
      values[i] = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
    } else {
      next();
      const negative = bitsHi >>> 31 === 1;
      if (leaves === "coin") {
        values[i] = negative ? -1 : 1;
      } else {
        const m = (bitsHi & 0x7fffffff) * 2097152 + (bitsLo >>> 11); // the 52 bits below the sign
        const magnitude = (2 * m + 1) * UNIT;
        values[i] = negative ? -magnitude : magnitude;
      }
    }
  }
  return values;
}

// VALUE(e): Paul (max) moves at even depths, leaves at depth n.
function valueByLevels(n, values) {
  let level = values;
  for (let depth = n - 1; depth >= 0; depth--) {
    const next = new Float64Array(level.length / 2);
    const paul = depth % 2 === 0;
    for (let i = 0; i < next.length; i++) {
      next[i] = paul ? Math.max(level[2 * i], level[2 * i + 1]) : Math.min(level[2 * i], level[2 * i + 1]);
    }
    level = next;
  }
  return level[0];
}

function main() {
  const [n, seed, leaves = "uniform", repetitions = "5"] = process.argv.slice(2);
  if (n === undefined || seed === undefined || !["uniform", "coin", "normal"].includes(leaves)) {
    console.error("usage: node sequence.js N SEED [uniform|coin|normal] [REPETITIONS]");
    process.exit(2);
  }
  const moves = Number(n), reps = Number(repetitions);
  const evaluate = () => valueByLevels(moves, leafValues(moves, seed, leaves));
  const value = evaluate(); // warm-up (and the VALUE)
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  for (let r = 0; r < reps; r++) {
    if (evaluate() !== value) throw new Error("not deterministic");
  }
  const cpu = process.cpuUsage(cpuStart);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(JSON.stringify({
    implementation: "javascript", n: moves, seed, leaves, value,
    seconds_per_tree: seconds / reps, leaves_per_second: reps * 2 ** moves / seconds,
    leaves_per_cpu_second: reps * 2 ** moves / cpuSeconds,
  }));
}

main();
