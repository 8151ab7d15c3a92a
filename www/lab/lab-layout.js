// The lab's page: the form and tools card, the five plot cards (each with its PNG button, caption
// and formula) and "What the data says", built once for a LabView, whose elements (form,
// progress, selects, buttons, charts, captions) it places; and the answers' list, rebuilt only
// when an answer changed.

import { h, replaceChildren } from '../core/index.js';
import { cdfChart, histogramChart, leavesChart, meanChart, sdChart } from './plots.js';
import { answers } from './lab-answers.js';
import { exportPng } from './lab-exports.js';

/** @type {[key: string, title: string, make: (box: HTMLElement) => object][]} */
export const PLOTS = [
  ['histogram', 'Histogram of VALUE(e), exact density over it', histogramChart],
  ['mean', 'Mean ± 1 sd against n', meanChart],
  ['sd', 'Standard deviation against n (log scale)', sdChart],
  ['cdf', 'Empirical CDF against the exact CDF', cdfChart],
  ['leaves', 'Leaves evaluated against n (log scale)', leavesChart],
];

/** Builds the lab in view.root; fills view.charts and view.captions. */
export function buildLayout(view) {
  const cards = PLOTS.map(([key, title, make]) => {
    const box = h('div', { class: 'lab-plot', id: `lab-plot-${key}` });
    const png = h(
      'button',
      {
        type: 'button',
        class: 'button small',
        'aria-label': `Download “${title}” as PNG`,
        onclick: () => exportPng(view, key),
      },
      'PNG',
    );
    const text = h('p', { class: 'lab-caption' });
    const formula = h('p', { class: 'lab-formula' });
    view.captions[key] = { text, formula };
    view.charts[key] = make(box);
    return h(
      'section',
      { class: 'card lab-card', 'aria-label': title },
      h('div', { class: 'lab-card-head' }, h('h3', {}, title), png),
      box,
      text,
      h('details', { class: 'lab-details' }, h('summary', {}, 'The formula'), formula),
    );
  });
  renderAnswerList(view, answers({ plan: null, stats: [] }));
  replaceChildren(
    view.root,
    h(
      'header',
      { class: 'lab-head' },
      h('h2', {}, 'Sequence lab'),
      h(
        'p',
        { class: 'muted' },
        'The Sequence game, from the Indian Computing Olympiad notes “Solving finite games”: Paul and Carole take turns setting n bits, Paul first (or Carole: First move), and the 2^n leaves carry random values. Play many games for each n and see what VALUE(e), the value to Paul, usually is — beside the exact theory (Pearl 1980).',
      ),
    ),
    h(
      'section',
      { class: 'card lab-controls', 'aria-label': 'Experiment' },
      view.form.element,
      view.form.error,
      h('div', { class: 'lab-progress' }, view.progress, view.progressText),
      h(
        'div',
        { class: 'lab-tools' },
        h('label', { for: 'lab-show' }, 'Histogram and CDF for n ='),
        view.showSelect,
        view.csvButton,
        view.openButton,
      ),
    ),
    h('div', { class: 'lab-grid' }, cards),
    h(
      'section',
      { class: 'card lab-says', 'aria-label': 'What the data says' },
      h('h2', {}, 'What the data says'),
      h(
        'p',
        { class: 'lab-tools' },
        h('label', { for: 'lab-answers-n' }, 'Answers 3 and 4 for n ='),
        view.answersSelect,
      ),
      view.answerList,
    ),
  );
}

/** Shows the answers [{key, question, answer, exact, formula}] in view.answerList. */
export function renderAnswerList(view, list) {
  // Rebuilt only when an answer changed: a new list of the same words is style and layout
  // work for nothing, four times a second.
  const key = JSON.stringify(list);
  if (key === view.answersKey) return;
  view.answersKey = key;
  replaceChildren(
    view.answerList,
    list.map(({ key, question, answer, exact, formula }) => [
      h('dt', { 'data-question': key }, question),
      h(
        'dd',
        { 'data-answer': key },
        h('p', {}, answer),
        exact ? h('p', { class: 'lab-exact' }, exact) : null,
        formula
          ? h(
              'details',
              { class: 'lab-details' },
              h('summary', {}, 'The formula'),
              h('p', { class: 'lab-formula' }, formula),
            )
          : null,
      ),
    ]),
  );
}
