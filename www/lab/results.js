// The runs of one experiment as they arrive, kept by job index (n-major, as the engine numbers
// them), with per-n running statistics (Welford's update, as sim::stats) so that the plots and
// answers never rescan everything.

import { copyU64, u64At, words } from './u64.js';

export class Results {
  /** plan: {first, last, runs, leaves, method, seed}. */
  constructor(plan) {
    this.plan = plan;
    const total = (plan.last - plan.first + 1) * plan.runs;
    this.total = total;
    this.done = 0;
    this.values = new Float64Array(total);
    this.leaves = new Float64Array(total);
    this.seeds = new BigUint64Array(total);
    this.seedWords = words(this.seeds);
    this.filled = new Uint8Array(total);
    this.perN = [];
    for (let n = plan.first; n <= plan.last; n++) {
      this.perN.push({ n, count: 0, mean: 0, squares: 0, leavesSum: 0, positive: 0 });
    }
  }

  /** Stores a worker's slice {n, runs, values, leaves, seeds} (typed arrays). */
  add(slice) {
    const { first, runs } = this.plan;
    // Read as 32-bit words: no BigInt per run (u64.js).
    const runWords = words(slice.runs);
    const leafWords = words(slice.leaves);
    const seedWords = words(slice.seeds);
    for (let i = 0; i < slice.values.length; i++) {
      const n = slice.n[i];
      const index = (n - first) * runs + u64At(runWords, i);
      if (this.filled[index]) continue;
      const value = slice.values[i];
      const leaves = u64At(leafWords, i);
      this.filled[index] = 1;
      this.values[index] = value;
      this.leaves[index] = leaves;
      copyU64(seedWords, i, this.seedWords, index);
      const s = this.perN[n - first];
      s.count += 1;
      const delta = value - s.mean;
      s.mean += delta / s.count;
      s.squares += delta * (value - s.mean);
      s.leavesSum += leaves;
      if (value > 0) s.positive += 1;
      this.done += 1;
    }
  }

  /** {n, count, mean, sd, se, meanLeaves, positive} for every n (sd NaN below two runs). */
  stats() {
    return this.perN.map((s) => {
      const sd = s.count > 1 ? Math.sqrt(s.squares / (s.count - 1)) : NaN;
      return {
        n: s.n,
        count: s.count,
        mean: s.count ? s.mean : NaN,
        sd,
        se: sd / Math.sqrt(s.count),
        meanLeaves: s.count ? s.leavesSum / s.count : NaN,
        positive: s.positive,
      };
    });
  }

  /** The measured values of size n (those done so far), as a new Float64Array. */
  valuesOf(n) {
    const { first, runs } = this.plan;
    const base = (n - first) * runs;
    const out = [];
    for (let r = 0; r < runs; r++) if (this.filled[base + r]) out.push(this.values[base + r]);
    return Float64Array.from(out);
  }
}
