//! Generated game texts for the benchmarks and the end-to-end tests (one generator, shared).

/**
 * A random DAG in the text format, every position reachable: position i moves to i + 1, to
 * the next position with moves after it (so the chain never stops at an end), and to one or
 * two random positions among the next WINDOW. About a quarter are end positions, never two in a
 * row. A fixed linear congruential generator makes it the same graph every run.
 */
export function randomDag(n, seed = 7) {
  const WINDOW = 10;
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const isEnd = new Array(n).fill(false);
  for (let i = 2; i < n; i++) isEnd[i] = !isEnd[i - 1] && next() < 0.3;
  isEnd[n - 1] = true;
  const lines = [`# random DAG, ${n} positions`];
  for (let i = 0; i < n; i++) {
    if (isEnd[i]) {
      lines.push(`p${i} = ${Math.round(next() * 20 - 10)}`);
      continue;
    }
    const succ = new Set([i + 1]);
    let inner = i + 1;
    while (inner < n - 1 && isEnd[inner]) inner += 1;
    succ.add(inner);
    const extra = 1 + Math.floor(next() * 2);
    for (let e = 0; e < extra; e++) succ.add(Math.min(n - 1, i + 1 + Math.floor(next() * WINDOW)));
    lines.push(`p${i} ${next() < 0.5 ? 'max' : 'min'} : ${[...succ].map((j) => `p${j}`).join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}
