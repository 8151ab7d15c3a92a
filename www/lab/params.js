// The lab's link: #lab&n=1..20&runs=1000&seed=7&leaves=uniform&method=full&first=carole&show=20
// (first = who picks the first bit, written only for Carole: Paul is seed 001's game and the
// default; show = the n of the histogram and CDF). Reading never trusts the hash: unknown keys, bad
// numbers and sizes past the page's limits give a sentence, and the caller falls back to the
// default experiment. The engine (LabExperiment) checks the same parameters again.

import { count } from '../core/index.js';
import { refuseBadEscapes, refuseRepeats, short } from '../link/index.js';

/** @typedef {{ n: string, runs: string, seed: string, leaves: string, method: string, first: string, show: string }} LabParams */
/** @type {Readonly<LabParams>} */
export const DEFAULT_PARAMS = Object.freeze({
  n: '1..20',
  runs: '1000',
  seed: '7',
  leaves: 'uniform',
  method: 'full',
  first: 'paul',
  show: '',
});
// The largest n per method mirror src/sim/limits.rs (MAX_N_FULL, MAX_N_ALPHABETA), which the engine
// enforces again; tests/suite/lab_limits.rs checks that the two agree.
/** Full (and stream) evaluation reads 2^n leaves: n = 30 is a billion, ~3 s per tree. */
export const MAX_N_FULL = 30;
/** Alpha-beta reads ~3.5 φ^n: n = 44 is ~5·10^9 leaves, a couple of minutes per tree. */
export const MAX_N_ALPHABETA = 44;
/** Each method in messages, as the engine names it (src/sim/limits.rs, method_words). */
const METHOD_WORDS = Object.freeze({
  full: 'a full evaluation',
  stream: 'a stream evaluation',
  alphabeta: 'alpha-beta',
});
export const MAX_RUNS = 100000;
const KEYS = ['n', 'runs', 'seed', 'leaves', 'method', 'first', 'show'];
const MAX_HASH = 400;
export const LEAVES = ['uniform', 'coin', 'normal'];
export const METHODS = ['full', 'stream', 'alphabeta'];
export const FIRST_MOVERS = ['paul', 'carole'];

/** True for a lab link (#lab, #lab&…). */
export function isLabHash(hash) {
  return /^#?lab(&|$)/.test(hash);
}

/** The hash of params. */
export function formatLabHash(p) {
  const parts = ['lab', `n=${p.n}`, `runs=${p.runs}`, `seed=${p.seed}`, `leaves=${p.leaves}`, `method=${p.method}`];
  if (p.first && p.first !== DEFAULT_PARAMS.first) parts.push(`first=${p.first}`);
  if (p.show) parts.push(`show=${p.show}`);
  return `#${parts.join('&')}`;
}

/** {params} or {error}; never throws. */
export function parseLabHash(hash) {
  try {
    const body = hash.replace(/^#/, '');
    if (body.length > MAX_HASH) throw new Error('it is too long');
    const rest = body.replace(/^lab&?/, '');
    refuseBadEscapes(rest);
    const fields = new URLSearchParams(rest);
    refuseRepeats(fields);
    const params = { ...DEFAULT_PARAMS };
    for (const [key, value] of fields) {
      if (!KEYS.includes(key)) throw new Error(`the lab has no parameter “${short(key)}”`);
      params[key] = value.trim();
    }
    const problem = checkParams(params);
    if (problem) throw new Error(problem.message);
    return { params };
  } catch (error) {
    return { error: `This lab link could not be read: ${error.message}.` };
  }
}

/** The range "a..b" as numbers, or null. */
export function parseRange(text) {
  const match = /^(\d{1,3})(?:\.\.=?(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  return { first, last };
}

/** The page's own limits, as {param, message} or null (the engine checks the rest). */
export function checkParams(p) {
  if (!LEAVES.includes(p.leaves))
    return { param: 'leaves', message: `“${short(p.leaves)}” is not a distribution: use uniform, coin or normal` };
  if (!FIRST_MOVERS.includes(p.first ?? DEFAULT_PARAMS.first))
    return { param: 'first', message: `“${short(p.first)}” is not a player: use paul or carole` };
  if (!METHODS.includes(p.method))
    return { param: 'method', message: `“${short(p.method)}” is not a method: use full, stream or alphabeta` };
  const range = parseRange(p.n);
  if (!range) return { param: 'n', message: `the sizes “${short(p.n)}” are not a range like 1..20` };
  if (range.first > range.last) return { param: 'n', message: `the range ${range.first}..${range.last} is empty` };
  const max = p.method === 'alphabeta' ? MAX_N_ALPHABETA : MAX_N_FULL;
  if (range.last > max) {
    const further = p.method === 'alphabeta' ? '' : ` (alpha-beta goes to ${MAX_N_ALPHABETA})`;
    return {
      param: 'n',
      message: `the largest n, ${range.last}, is too large for ${METHOD_WORDS[p.method]} in the page: at most ${max}${further}`,
    };
  }
  if (!/^\d{1,6}$/.test(p.runs) || Number(p.runs) < 1 || Number(p.runs) > MAX_RUNS)
    return {
      param: 'runs',
      message: `the runs per n “${short(p.runs)}” must be a whole number from 1 to ${count(MAX_RUNS)}`,
    };
  if (!/^\d{1,20}$/.test(p.seed) || BigInt(p.seed) >= 2n ** 64n)
    return { param: 'seed', message: `the seed “${short(p.seed)}” must be a whole number from 0 to 2^64 − 1` };
  if (p.show !== '' && (!/^\d{1,3}$/.test(p.show) || Number(p.show) < range.first || Number(p.show) > range.last)) {
    return {
      param: 'show',
      message: `the n shown, “${short(p.show)}”, must be one of the sizes ${range.first}..${range.last}`,
    };
  }
  return null;
}
