// The built-in lessons, one per algorithm of the sources, written in the lesson format
// (lesson-format.js). Each slide's state is a step chosen to show what its caption says; the
// steps are the events of `gamegraph trace` (step k: after the first k events), so a caption's
// claim can be checked against the CLI.
//
// Sources: DFS, the note "Game Analysis" (extra material to CLRS ch. 22) and its project (Nim,
// the Sequence game); retrograde analysis, Knuth TAOCP 2.2.3 ex. 28; the attractor sets W0 ⊆ W1
// ⊆ …, the Indian Computing Olympiad notes "Solving finite games"; the stack traversal, Shen,
// "Programming: theorems and problems" 11.3; alpha-beta's best case, Knuth and Moore (1975).

/** The small cat-and-mouse board the lessons use (25 positions, some of them draws). */
const SMALL_BOARD = 'board=M../C.H';

const DFS = `slide: #game=nim&piles=1,2&alg=dfs&step=0
Paul (max, **up-triangles**) and Carole (min, **down-triangles**) play Nim with piles 1 and 2: a move takes one or more matches from one pile, and whoever faces no matches loses.
Each position says whose move it is: \`P1.2\` is Paul to move with piles 1 and 2. The end positions (squares) carry their VALUE: Carole pays Paul that much.

slide: #game=nim&piles=1,2&alg=dfs&step=1
DFS-VISIT starts at the start position \`P1.2\`. It turns **gray**: it is on the stack, being explored.
DFS follows a move to a white (not yet seen) position before it comes back to try the next move.

slide: #game=nim&piles=1,2&alg=dfs&step=8
The first position to turn **black** is the end position \`C0.0\`: Carole must move and no match is left, so she has lost. Its VALUE, +1, is given by the game.
question: Which VALUE does the end position \`P0.0\` have?
wrong: +1: Carole has no match to take
right: −1: Paul has no match to take, so Paul loses
wrong: 0: nobody moves

slide: #game=nim&piles=1,2&alg=dfs&step=9
\`P0.1\` turns black. When a position turns black, **all its moves lead to black positions already**, so their values are known.
Paul moves at \`P0.1\`, so VALUE[\`P0.1\`] = the **max** over its moves = +1.

slide: #game=nim&piles=1,2&alg=dfs&step=13
Carole moves at \`C0.2\`: VALUE = the **min** over its moves, min(+1, −1) = −1. Carole wants the value low.

slide: #game=nim&piles=1,2&alg=dfs&step=16
From \`C1.1\` a move leads to \`P0.1\`, which is black already: its value is **reused**, not searched again (the dashed edge).
So each move is looked at once: the whole analysis takes Θ(V + E) = Θ(E) time, the time of DFS itself.

slide: #game=nim&piles=1,2&alg=dfs&step=26
The start turns black last: VALUE[\`P1.2\`] = max(−1, +1, −1) = **+1**. Paul wins, by moving to \`C1.1\` (take one match from the pile of 2).
Check it with the nim-sum: 1 XOR 2 = 3 ≠ 0, and the player to move wins exactly when the nim-sum is not 0.
question: Nim with piles 1, 2, 3 and Paul to move: who wins with perfect play?
wrong: Paul
right: Carole: 1 XOR 2 XOR 3 = 0
`;

const RETROGRADE = `slide: #game=catmouse&${SMALL_BOARD}&alg=retrograde&step=0
The mouse (Paul) runs for the hole; the cat (Carole) tries to catch it. They can chase each other round and round: the game graph has **cycles**, so DFS minimax (which needs a DAG) does not apply.
Retrograde analysis (Knuth, TAOCP 2.2.3, exercise 28) works **backwards** from the end positions, along each position's list of predecessors.

slide: #game=catmouse&${SMALL_BOARD}&alg=retrograde&step=5
First the end positions where Paul has won (the mouse in the hole, value +1) are labelled and put in the queue Q.
Every position x also has a counter c(x): how many of its moves are not yet known to lose for the player who moves there.

slide: #game=catmouse&${SMALL_BOARD}&alg=retrograde&step=7
A position y is taken from the queue. Each predecessor x where the **winner** moves is labelled at once: that player has a move into a position he wins.

slide: #game=catmouse&${SMALL_BOARD}&alg=retrograde&step=26
At a predecessor where the **other** player moves, one move less is open: c(x) goes down by 1. When c(x) reaches 0, every move from x loses for its mover, so x is labelled too, and queued.
question: Carole moves at x, and 2 of her 3 moves are known to lose for her. What is x?
wrong: Lost for Carole: most of her moves lose
right: Not known yet: c(x) = 1, one move may still save her
wrong: A draw

slide: #game=catmouse&${SMALL_BOARD}&alg=retrograde&step=58
The start is labelled: Paul wins. Each label also says how fast (the remoteness): here in 5 moves.
Every label is certain: a position is won only for a move into a lost one, lost only when all its moves are won.

slide: #game=catmouse&${SMALL_BOARD}&alg=retrograde&step=70
Then the same backward sweep for Carole: the positions where the cat has caught the mouse (value −1), and what they force.

slide: #game=catmouse&${SMALL_BOARD}&alg=retrograde&step=82
When the queue is empty, the positions **never labelled** are draws (value 0): from them neither player can force a win, and with best play the chase never ends.
Each position enters the queue at most once, so the work is proportional to the size of the graph.
On the [4×3 board](#game=catmouse&alg=retrograde) even the start is a draw.
`;

const ATTRACTOR = `slide: #game=catmouse&${SMALL_BOARD}&alg=attractor&player=paul&step=0
Take the player Paul (the mouse) and the set G of positions where he has already won. The attractor builds the sets **W0 ⊆ W1 ⊆ W2 ⊆ …**: Wi holds the positions from which Paul can force the game into G in at most i moves.

slide: #game=catmouse&${SMALL_BOARD}&alg=attractor&player=paul&step=3
Layer 0: W0 = G, the end positions where the mouse is in the hole.

slide: #game=catmouse&${SMALL_BOARD}&alg=attractor&player=paul&step=12
Layer 1: a position where **Paul** moves joins as soon as **one** of its moves leads into the layers already built: he takes that move.

slide: #game=catmouse&${SMALL_BOARD}&alg=attractor&player=paul&step=18
A position where **Carole** moves joins only when **all** its moves lead in: she is forced into Paul's set. Each position counts its good successors (good = 1/1 here): it joins when the count equals its number of moves.
question: A Carole position has 2 moves, and 1 of them leads into the set. Does it join?
wrong: Yes: one good move is enough
right: Not yet: Carole still has a move that stays outside

slide: #game=catmouse&${SMALL_BOARD}&alg=attractor&player=paul&step=42
The start joins layer 5: Paul can force a win from it in at most 5 moves.

slide: #game=catmouse&${SMALL_BOARD}&alg=attractor&player=paul&step=44
A layer adds nothing new: Wi = W(i+1), so the attractor stops. From a position in W, Paul wins; from any position outside W, Carole can keep the game outside for ever.
With the counters each edge is looked at once: O(m) time, like BFS.

slide: #game=catmouse&${SMALL_BOARD}&alg=attractor&player=carole&step=0
The same construction for Carole attracts into the positions where the cat has caught the mouse. What neither player's attractor holds is a draw.
`;

const STACK = `slide: #game=nim&piles=1,2&alg=stack&step=0
Shen's Robot walks the **game tree** (a position reached in two ways is drawn twice) with three commands: **up-left** to the first child, **right** to the next brother, **down** back to the parent. It starts at the root, the start position.

slide: #game=nim&piles=1,2&alg=stack&step=1
No recursion: a **stack** holds one entry per ancestor of the Robot's vertex: its type (max or min) and the max or min of its children left of the current one.
Going up-left pushes (max, −∞) or (min, +∞): the max of nothing is −∞, the min of nothing is +∞.

slide: #game=nim&piles=1,2&alg=stack&step=4
At a final vertex the Robot processes it: the variable c takes the leaf's value, here +1.

slide: #game=nim&piles=1,2&alg=stack&step=5
Going down pops the top entry and folds it into c: c = max or min (by the entry's type) of the entry's value and c. Now c is the value of the vertex the Robot came down to.

slide: #game=nim&piles=1,2&alg=stack&step=6
Going right folds c into the top entry instead: (min, +∞) becomes (min, 1), the min over the children left of the new current one.
question: The top entry is (max, −1) and c = +1. The Robot goes right. What is the top entry now?
right: (max, 1)
wrong: (max, −1)
wrong: (min, 1)

slide: #game=nim&piles=1,2&alg=stack&step=23
When the Robot is back at the root the stack is empty and **c is the value of the game**: +1, as DFS minimax found on the same game.
`;

const ALPHABETA = `slide: #game=sequence&n=4&seed=1&alg=alphabeta&order=given&step=0
Alpha-beta walks the game tree depth first, as the stack traversal does, but carries a window [alpha, beta]: alpha is what Paul is sure of already, beta what Carole is sure of.
The tree: the Sequence game with 4 moves, so 16 leaves with random values.

slide: #game=sequence&n=4&seed=1&alg=alphabeta&order=given&step=30
A **cutoff**: at \`01\` Paul can get at least −0.19, but Carole, one level down, already has −0.50 through \`00\`. She will never let the game reach \`01\`, so its other move \`011\` is **pruned**: never looked at.

slide: #game=sequence&n=4&seed=1&alg=alphabeta&order=given&step=69
The value is the same as a full search, from 13 of the 16 leaves.

slide: #game=sequence&n=4&seed=1&alg=alphabeta&order=worst&step=78
Move ordering matters. With the **worst** move first everywhere, no window ever closes: all 16 leaves are evaluated.

slide: #game=sequence&n=4&seed=1&alg=alphabeta&order=best&step=48
With the **best** move first everywhere, only 7 leaves: the least any search can do, b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = 4 + 4 − 1 for b = 2 moves and depth d = 4 (Knuth and Moore).
question: Which move order evaluates the fewest leaves?
right: Best move first
wrong: The game's own order
wrong: Worst move first
`;

const SEQUENCE = `slide: #game=sequence&n=3&seed=1&alg=dfs&step=0
The Sequence game: n moves, Paul first, then Carole and Paul in turn; each move picks a bit, 0 or 1. The start is the empty string e, and the 2^n leaves (strings of n bits) get random values in [−1, +1].

slide: #game=sequence&n=3&seed=1&alg=dfs&step=44
DFS gives VALUE(e), the game's value to Paul: here +0.745 for these leaves. The tree has 2^(n+1) − 1 nodes, so even n = 20 is quick.
But VALUE(e) depends on the random leaves: what is it **usually**, as a function of n?

slide: #lab&n=1..12&runs=1000&seed=7&leaves=uniform&method=full
The lab plays 1000 games for each n with fresh random leaves. Read the data as a data scientist would:
1. Is there an advantage to playing last? Then the parity of n shows.
2. Is there an advantage to playing first? With no advantage the mean would be 0.
question: For odd n (Paul moves last), is the mean of VALUE(e) above or below 0?
right: Above 0: moving last helps Paul
wrong: About 0: nobody has an advantage
wrong: Below 0

slide: #lab&n=1..12&runs=1000&seed=7&leaves=uniform&method=full&show=12
3. Is there much variance?
4. Is there a distribution?
The histogram shows VALUE(e) for one n (here 12); compare its spread for small and large n.

slide: #lab&n=1..12&runs=1000&seed=7&leaves=coin&method=full
Change the leaves: with coin leaves (±1) every game has a winner. Who wins more often as n grows?
5. What does the limit as n → ∞ look like?
6. Find an analysis of your own: what else do the numbers show?
`;

/** The built-in lessons' slides by id, in the lesson format without their titles (the menu's
 * list in ./index.js has them): read by lesson-format.js's parseLesson. */
export const BUILTIN_LESSONS = Object.freeze({
  dfs: DFS,
  retrograde: RETROGRADE,
  attractor: ATTRACTOR,
  stack: STACK,
  alphabeta: ALPHABETA,
  sequence: SEQUENCE,
});
