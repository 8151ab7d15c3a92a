// One sentence per step, in words: what the last event did and why.

import { showValue, outcomeWords } from './numbers.js';
import { MOVER_NAMES as PLAYER, MOVER_RULES as RULE } from './codes.js';

const MAX_LISTED_VALUES = 6;

/** The sentence for a frame of an Explorer. */
export function narrate(explorer, frame) {
  const { names } = explorer;
  const event = frame.event;
  const name = (v) => names[v];
  if (!event) {
    return `Step 0: nothing is visited yet. DFS-VISIT starts from ${name(explorer.start)}; press Step forward (→).`;
  }
  if (event.kind === 'discover') {
    const v = event.position;
    if (explorer.isEnd[v]) {
      return `${name(v)} turns gray (discovered at time ${event.time}): an end position, its VALUE ${showValue(explorer.endValues[v])} is given.`;
    }
    const mover = explorer.movers[v];
    return `${name(v)} turns gray (discovered at time ${event.time}): ${PLAYER[mover]} moves here, so its value will be the ${RULE[mover]} of its successors.`;
  }
  if (event.kind === 'edge') {
    const from = name(event.from);
    const to = name(event.to);
    if (event.edge === 'tree') return `Edge ${from} → ${to}: ${to} is white, so DFS visits it next (tree edge).`;
    if (event.edge === 'black') {
      return `Edge ${from} → ${to}: ${to} is already black, its value ${showValue(frame.values[event.to])} is reused.`;
    }
    return `Edge ${from} → ${to}: ${to} is gray (still on the stack), so the graph has a cycle: DFS minimax needs a DAG.`;
  }
  // finish
  const v = event.position;
  const done = frame.step === explorer.steps && v === explorer.start;
  let sentence;
  if (explorer.isEnd[v]) {
    sentence = `${name(v)} turns black (finished at time ${event.time}): an end position, VALUE = ${showValue(event.value)}.`;
  } else {
    const successorValues = explorer.successors(v).map((w) => showValue(frame.values[w]));
    const shown =
      successorValues.length > MAX_LISTED_VALUES
        ? `${successorValues.slice(0, MAX_LISTED_VALUES).join(', ')}, … ${successorValues.length} values`
        : successorValues.join(', ');
    const best = event.best == null ? '' : `; best move ${name(v)} → ${name(event.best)}`;
    sentence = `${name(v)} turns black (finished at time ${event.time}): value = ${RULE[explorer.movers[v]]}(${shown}) = ${showValue(event.value)}${best}.`;
  }
  if (done) {
    sentence += ` Done: the game's value is ${showValue(event.value)}, ${outcomeWords(event.value)}.`;
  }
  return sentence;
}
