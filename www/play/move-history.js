// The value history of a game (after GamesmanUni's visual value history): one row per position
// so far, placed by who wins from it and how soon — Paul's wins on the left, Carole's on the
// right, nearer the edge the sooner they end, draws in the middle — joined by a line, so the
// move where a game turned stands out. A list under it says the same in words.

import {
  download,
  h,
  MOVER_NAMES,
  OUTCOME,
  outcomeHint,
  outcomeWord,
  s,
  showValue,
  valueWords,
} from '../core/index.js';
import { standaloneSvg, svgToPng } from '../export/index.js';

const WIDTH = 260;
const ROW = 16;
const PAD = 14;

/** The x of a position: draws in the middle; wins towards their side's edge, remoteness 0 at
 * the edge, the largest remoteness of the game nearest the middle. Exported for unit tests. */
export function historyX(outcome, remoteness, maxRemoteness, width = WIDTH) {
  const half = width / 2 - PAD;
  if (outcome === OUTCOME.draw || outcome === OUTCOME.unreachable) return width / 2;
  const depth = ((remoteness ?? 0) + 1) / (maxRemoteness + 2);
  return outcome === OUTCOME.paul ? PAD + depth * half : width - PAD - depth * half;
}

/** The history element for `rows` ({name, value, outcome, remoteness, mover, end}); onError(message)
 * is told when the PNG export fails. */
export function renderHistory(rows, onError) {
  const maxRemoteness = Math.max(0, ...rows.map((r) => r.remoteness ?? 0));
  const height = rows.length * ROW + 2 * PAD;
  const points = rows.map((r, i) => [historyX(r.outcome, r.remoteness, maxRemoteness), PAD + i * ROW + ROW / 2]);
  const content = s(
    'g',
    { class: 'history-content' },
    s('rect', { class: 'history-frame', x: 0, y: 0, width: WIDTH, height }),
    s('line', { class: 'history-mid', x1: WIDTH / 2, x2: WIDTH / 2, y1: 0, y2: height }),
    s('text', { class: 'history-side', x: PAD, y: 10 }, 'Paul wins'),
    s('text', { class: 'history-side', x: WIDTH / 2, y: 10, 'text-anchor': 'middle' }, 'draw'),
    s('text', { class: 'history-side', x: WIDTH - PAD, y: 10, 'text-anchor': 'end' }, 'Carole wins'),
    rows.length > 1 ? s('polyline', { class: 'history-line', points: points.map((p) => p.join(',')).join(' ') }) : null,
    rows.map((r, i) => {
      const turned = i > 0 && rows[i - 1].outcome !== r.outcome;
      return s(
        'circle',
        {
          class: `history-dot outcome-${outcomeWord(r.outcome)}${turned ? ' turned' : ''}`,
          cx: points[i][0],
          cy: points[i][1],
          r: turned ? 6 : 4,
          'data-ply': i,
        },
        s('title', null, `${i}. ${r.name}: ${valueWords(r.outcome, r.remoteness, r.value)}`),
      );
    }),
  );
  const svg = s(
    'svg',
    {
      class: 'history-chart',
      viewBox: `0 0 ${WIDTH} ${height}`,
      width: WIDTH,
      height,
      role: 'img',
      'aria-label': 'Value history chart',
    },
    content,
  );
  const list = h(
    'ol',
    { class: 'history-list', start: '0' },
    rows.map((r, i) =>
      h(
        'li',
        {
          'data-history-value': String(r.value),
          'data-history-outcome': outcomeWord(r.outcome),
          class: i > 0 && rows[i - 1].outcome !== r.outcome ? 'turned' : null,
        },
        h('span', { class: 'move-name' }, r.name),
        ` ${r.end ? 'end' : `${MOVER_NAMES[r.mover]} to move`}: ${showValue(r.value)}, ${outcomeHint(r.outcome, r.remoteness, r.value)}`,
      ),
    ),
  );
  const exportButton = h(
    'button',
    { type: 'button', class: 'button', onclick: () => exportPng(svg, content, onError) },
    'Value history as PNG',
  );
  return h(
    'section',
    { class: 'play-history', 'aria-label': 'Value history' },
    h('h3', null, 'Value history'),
    svg,
    exportButton,
    list,
  );
}

/** Saves the chart as a PNG (www/export/svg.js: the page's styles baked in). */
async function exportPng(svg, content, onError) {
  try {
    const drawing = standaloneSvg(svg, content, getComputedStyle(document.body).backgroundColor);
    download('value-history.png', await svgToPng(drawing));
  } catch (error) {
    onError?.(`The export did not work: ${error?.message ?? error}.`);
  }
}
