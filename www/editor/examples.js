// The editor's examples: small games in the text format, each showing one idea (a reused
// value, a cycle, the movers' words).

export const EXAMPLES = [
  {
    title: 'Nim with piles 1,1',
    text: `# Nim with piles 1,1, Paul to move. Whoever cannot move loses:
# Paul stuck at P00 pays 1 (VALUE -1).
start P11
P11 max : C01 C10
C01 min : P00
C10 min : P00
P00 = -1
`,
  },
  {
    title: 'A DAG where a value is reused',
    text: `# D is reached from B and from C: the second time it is already black,
# so DFS reuses its value instead of exploring it again.
A max : B C
B min : E D
C min : D F
D = -2
E = 3
F = 5
`,
  },
  {
    title: 'A cycle (needs retrograde analysis)',
    text: `# B and C can move back and forth forever: an infinite play is a draw (0).
A max : B Win
B min : C Lose
C max : B Lose
Win = 1
Lose = -1
`,
  },
  {
    title: 'Paul moves, then Carole',
    text: `# Paul (max) moves first, then Carole (min); end positions pay Paul.
s paul : a b
a carole : c d
b carole : d e
c = 3
d = -1
e = 2
`,
  },
];

/** The newest of the user's own texts kept in this browser (storage.js's KeptGames), or the
 * first example. */
export async function savedText(kept) {
  return (await kept.latestText()) ?? EXAMPLES[0].text;
}
