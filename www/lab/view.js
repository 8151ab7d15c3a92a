// The Sequence lab view (issue 4): the experiment form, Run and Cancel, the progress bar, the
// five plots, "What the data says" and the downloads. The runs are played by a WorkerPool (one
// module worker per core) and arrive in slices; the plots and answers are redrawn at most once
// per animation frame (and at most every RENDER_MS), so the page's thread only ever does small
// pieces of work.
//
// Testability contract: the root carries data-runs-done, data-runs-total and data-state
// (idle | running | done | cancelled | error); the buttons are named "Run" and "Cancel".

import { h, replaceChildren } from '../dom.js';
import { guard } from '../engine.js';
import { WorkerPool } from './pool.js';
import { TheoryClient } from './theory-client.js';
import { Results } from './results.js';
import { DEFAULT_PARAMS, LEAVES, MAX_N_ALPHABETA, MAX_N_FULL, MAX_RUNS, METHODS, checkParams, formatLabHash, parseLabHash, parseRange } from './params.js';
import { LEGENDS, cdfChart, histogramChart, leavesChart, meanChart, sdChart } from './plots.js';
import { answers, QUESTIONS } from './answers.js';
import { ecdfAt, fitLine, ksDistance, skewness, sorted } from './stats.js';
import { compact, count, duration } from './format.js';
import { csvBlob, download } from './export.js';

const RENDER_MS = 250;
const GRID_BINS = 48;
const SUBSTEPS = 4;
const LEAF_NAMES = { uniform: 'uniform on [−1, 1]', coin: 'coin: ±1', normal: 'standard normal' };
const METHOD_NAMES = { full: 'full (level by level)', stream: 'stream (O(n) memory)', alphabeta: 'alpha-beta (fewer leaves)' };

export class LabView {
  /** root: the lab's <section>; notice(text): the page's message line. */
  constructor(root, { notice, onHash }) {
    this.root = root;
    this.notice = notice;
    this.onHash = onHash;
    this.pool = new WorkerPool(navigator.hardwareConcurrency || 2);
    this.theory = new TheoryClient();
    this.results = null;
    this.theoryData = null;
    this.curves = null;
    this.params = { ...DEFAULT_PARAMS };
    this.frame = 0;
    this.lastRender = 0;
    this.renderToken = 0;
    this.token = 0;
    this.build();
    new MutationObserver(() => this.charts.forEach((c) => c.retheme())).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    this.setCounts(0, 0);
    root.dataset.state = 'idle';
  }

  build() {
    const field = (id, label, input, help) => h('div', { class: 'lab-field' }, h('label', { for: id }, label), input, help ? h('small', { class: 'muted' }, help) : null);
    const options = (values, names) => values.map((v) => h('option', { value: v }, names[v]));
    this.inputs = {
      n: h('input', { id: 'lab-n', name: 'n', type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', size: '7' }),
      runs: h('input', { id: 'lab-runs', name: 'runs', type: 'number', min: '1', max: String(MAX_RUNS), step: '1' }),
      seed: h('input', { id: 'lab-seed', name: 'seed', type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', size: '10' }),
      leaves: h('select', { id: 'lab-leaves', name: 'leaves' }, options(LEAVES, LEAF_NAMES)),
      method: h('select', { id: 'lab-method', name: 'method' }, options(METHODS, METHOD_NAMES)),
    };
    this.runButton = h('button', { type: 'submit', class: 'button primary', id: 'lab-run' }, 'Run');
    this.cancelButton = h('button', { type: 'button', class: 'button', id: 'lab-cancel', disabled: true, onclick: () => this.cancel() }, 'Cancel');
    this.form = h(
      'form',
      { class: 'lab-form', 'aria-label': 'Experiment', novalidate: true, onsubmit: (event) => { event.preventDefault(); this.runFromForm(); } },
      field('lab-n', 'n (moves)', this.inputs.n, `a..b, up to ${MAX_N_FULL} (alpha-beta ${MAX_N_ALPHABETA})`),
      field('lab-runs', 'Runs per n', this.inputs.runs, `up to ${count(MAX_RUNS)}`),
      field('lab-seed', 'Master seed', this.inputs.seed, 'same seed, same numbers'),
      field('lab-leaves', 'Leaves', this.inputs.leaves),
      field('lab-method', 'Method', this.inputs.method),
      h('div', { class: 'lab-buttons' }, this.runButton, this.cancelButton),
    );
    this.formError = h('p', { class: 'lab-error', role: 'alert', hidden: true });
    this.progress = h('progress', { max: '1', value: '0', 'aria-label': 'Runs done' });
    this.progressText = h('p', { class: 'lab-progress-text', 'aria-live': 'polite' }, 'Choose an experiment and press Run.');
    this.showSelect = h('select', { id: 'lab-show', onchange: () => this.chooseN(Number(this.showSelect.value)) });
    this.csvButton = h('button', { type: 'button', class: 'button', disabled: true, onclick: () => this.exportCsv() }, 'Export CSV');

    const card = (key, title, chart, caption) => {
      const box = h('div', { class: 'lab-plot', id: `lab-plot-${key}` });
      const legend = h('ul', { class: 'lab-legend' }, LEGENDS[key].map(([text, color]) => h('li', {}, h('span', { class: `lab-swatch swatch-${color}`, 'aria-hidden': 'true' }), text)));
      const png = h('button', { type: 'button', class: 'button small', 'aria-label': `Download “${title}” as PNG`, onclick: () => this.exportPng(key) }, 'PNG');
      const section = h('section', { class: 'card lab-card', 'aria-label': title }, h('div', { class: 'lab-card-head' }, h('h3', {}, title), png), box, legend, caption);
      return { section, box };
    };
    this.captions = Object.fromEntries(['histogram', 'mean', 'sd', 'cdf', 'leaves'].map((k) => [k, h('p', { class: 'lab-caption' })]));
    const cards = {
      histogram: card('histogram', 'Histogram of VALUE(e), exact density over it', null, this.captions.histogram),
      mean: card('mean', 'Mean ± 1 sd against n', null, this.captions.mean),
      sd: card('sd', 'Standard deviation against n (log scale)', null, this.captions.sd),
      cdf: card('cdf', 'Empirical CDF against the exact CDF', null, this.captions.cdf),
      leaves: card('leaves', 'Leaves evaluated against n (log scale)', null, this.captions.leaves),
    };
    this.histogram = histogramChart(cards.histogram.box);
    this.meanPlot = meanChart(cards.mean.box);
    this.sdPlot = sdChart(cards.sd.box);
    this.cdfPlot = cdfChart(cards.cdf.box);
    this.leavesPlot = leavesChart(cards.leaves.box);
    this.charts = [this.histogram, this.meanPlot, this.sdPlot, this.cdfPlot, this.leavesPlot];
    this.chartByKey = { histogram: this.histogram, mean: this.meanPlot, sd: this.sdPlot, cdf: this.cdfPlot, leaves: this.leavesPlot };

    this.answerList = h('dl', { class: 'lab-answers', id: 'lab-answers' });
    this.renderAnswers(answers({ plan: null, stats: [] }));

    replaceChildren(
      this.root,
      h('header', { class: 'lab-head' }, h('h2', {}, 'Sequence lab'), h('p', { class: 'muted' }, 'The sequence game (after Pearl 1980): n bit moves, Paul first, 2^n random leaves. Play many games for each n and see what VALUE(e), the value to Paul, usually is — beside the exact theory.')),
      h('section', { class: 'card lab-controls', 'aria-label': 'Experiment' }, this.form, this.formError, h('div', { class: 'lab-progress' }, this.progress, this.progressText), h('div', { class: 'lab-tools' }, h('label', { for: 'lab-show' }, 'Histogram and CDF for n ='), this.showSelect, this.csvButton)),
      h('div', { class: 'lab-grid' }, cards.histogram.section, cards.mean.section, cards.sd.section, cards.cdf.section, cards.leaves.section),
      h('section', { class: 'card lab-says', 'aria-label': 'What the data says' }, h('h2', {}, 'What the data says'), this.answerList),
    );
  }

  /** Opens a lab link: fills the form and runs it; a bad link shows why and the defaults. */
  open(hash) {
    const { params, error } = parseLabHash(hash);
    if (error) {
      this.notice(`${error} Showing the default experiment instead; press Run to start it.`);
      this.fill({ ...DEFAULT_PARAMS });
      this.onHash(formatLabHash(this.params));
      return;
    }
    this.fill(params);
    this.run(params);
  }

  fill(params) {
    this.params = { ...params };
    for (const key of ['n', 'runs', 'seed', 'leaves', 'method']) this.inputs[key].value = params[key];
  }

  runFromForm() {
    const params = { ...this.params, show: this.params.show };
    for (const key of ['n', 'runs', 'seed', 'leaves', 'method']) params[key] = String(this.inputs[key].value).trim();
    const range = parseRange(params.n);
    if (range && params.show && (Number(params.show) < range.first || Number(params.show) > range.last)) params.show = '';
    this.run(params);
  }

  /** Checks params (the page's limits, then the engine's) and starts the experiment. */
  run(params) {
    this.markError(null);
    const problem = checkParams(params);
    if (problem) return this.markError(problem);
    let experiment;
    try {
      experiment = guard((wasm) => new wasm.LabExperiment(params.n, params.runs, params.seed, params.leaves, params.method));
    } catch (error) {
      return this.markError({ param: error.param ?? 'n', message: error.message });
    }
    const plan = { first: experiment.first, last: experiment.last, runs: experiment.runs, seed: experiment.seed, leaves: experiment.leaves, method: experiment.method };
    experiment.free();
    this.params = { ...params };
    this.onHash(formatLabHash(this.params));
    const token = ++this.token;
    this.plan = plan;
    this.results = new Results(plan);
    this.theoryData = null;
    this.curves = null;
    this.fillShowSelect(plan, params.show ? Number(params.show) : plan.last);
    for (const chart of [this.meanPlot, this.sdPlot, this.leavesPlot]) {
      chart.first = plan.first;
      chart.last = plan.last;
      chart.plot?.destroy();
      chart.plot = null;
      chart.data = null;
    }
    this.setCounts(0, this.results.total);
    this.root.dataset.state = 'running';
    this.runButton.disabled = true;
    this.cancelButton.disabled = false;
    this.csvButton.disabled = true;
    this.started = performance.now();
    this.costDone = 0;
    this.theory
      .theory(plan.first, plan.last, plan.leaves, plan.last <= MAX_N_ALPHABETA ? plan.last : -1)
      .then((data) => {
        if (token !== this.token) return;
        this.theoryData = data;
        this.requestCurves();
        this.schedule(true);
      })
      .catch((error) => this.failed(error));
    const { promise, totalCost } = this.pool.start(params, plan, (slice) => {
      if (token !== this.token) return;
      this.results.add(slice);
      this.costDone += slice.values.length ? sliceCost(slice, plan.method) : 0;
      this.schedule(false);
    });
    this.totalCost = totalCost;
    promise.then((outcome) => {
      if (token !== this.token) return;
      this.finish(outcome?.cancelled ? 'cancelled' : 'done');
    }, (error) => {
      if (token === this.token) this.failed(error);
    });
    this.schedule(true);
  }

  cancel() {
    if (this.root.dataset.state !== 'running') return;
    this.pool.cancel();
  }

  finish(state) {
    this.root.dataset.state = state;
    this.runButton.disabled = false;
    this.cancelButton.disabled = true;
    this.csvButton.disabled = this.results.done === 0;
    this.schedule(true);
  }

  failed(error) {
    this.pool.cancel();
    this.notice(`The experiment stopped: ${error.message}`);
    this.root.dataset.state = 'error';
    this.runButton.disabled = false;
    this.cancelButton.disabled = true;
  }

  markError(problem) {
    for (const input of Object.values(this.inputs)) input.removeAttribute('aria-invalid');
    this.formError.hidden = problem == null;
    this.formError.textContent = problem ? capitalise(problem.message) : '';
    if (problem && this.inputs[problem.param]) this.inputs[problem.param].setAttribute('aria-invalid', 'true');
  }

  fillShowSelect(plan, chosen) {
    const options = [];
    for (let n = plan.first; n <= plan.last; n++) options.push(h('option', { value: String(n) }, String(n)));
    replaceChildren(this.showSelect, options);
    this.showSelect.value = String(chosen);
    this.chosenN = chosen;
  }

  chooseN(n) {
    this.chosenN = n;
    this.params.show = String(n);
    this.onHash(formatLabHash(this.params));
    this.curves = null;
    this.requestCurves();
    this.schedule(true);
  }

  /** Asks the theory worker for the exact density and CDF of the chosen n on the plot grid. */
  requestCurves() {
    const t = this.theoryData;
    if (!t) return;
    const n = this.chosenN;
    const xs = gridFor(this.plan, t, n);
    const token = this.token;
    this.theory.curves(n, this.plan.leaves, xs).then((curves) => {
      if (token !== this.token || n !== this.chosenN) return;
      this.curves = curves;
      this.schedule(true);
    }, (error) => this.failed(error));
  }

  setCounts(done, total) {
    this.root.dataset.runsDone = String(done);
    this.root.dataset.runsTotal = String(total);
  }

  /** Redraws on the next animation frame (at most every RENDER_MS unless forced). */
  schedule(force) {
    if (force) this.forced = true;
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const now = performance.now();
      if (!this.forced && now - this.lastRender < RENDER_MS) {
        this.schedule(false);
        return;
      }
      this.forced = false;
      this.lastRender = now;
      this.render();
    });
  }

  render() {
    const results = this.results;
    if (!results) return;
    this.setCounts(results.done, results.total);
    this.renderProgress();
    const stats = results.stats();
    const t = this.theoryData;
    const sdFit = this.fitSd(stats);
    const leavesFit = this.fitLeaves(stats);
    // One chart per animation frame: drawing (or first building) all five uPlot charts in one
    // frame made a main-thread task longer than 50 ms. A newer render cancels the rest.
    const phases = [
      () => this.renderMean(stats, t),
      () => this.renderSd(stats, t, sdFit),
      () => this.renderLeaves(stats, t, leavesFit),
      () => {
        const chosen = this.renderChosen(stats, t);
        this.renderAnswers(answers({ plan: this.plan, stats, theory: t, chosen, sdFit, leavesFit }));
      },
    ];
    const token = ++this.renderToken;
    const next = () => {
      if (token !== this.renderToken) return;
      phases.shift()();
      if (phases.length) requestAnimationFrame(next);
    };
    next();
  }

  renderProgress() {
    const { done, total } = this.results;
    const elapsed = (performance.now() - this.started) / 1000;
    this.progress.max = total;
    this.progress.value = done;
    const state = this.root.dataset.state;
    const rate = done / Math.max(elapsed, 1e-3);
    const leafRate = this.costDone / Math.max(elapsed, 1e-3);
    const left = this.costDone > 0 ? (this.totalCost - this.costDone) / leafRate : NaN;
    const head = `${count(done)} / ${count(total)} runs`;
    if (state === 'running') {
      this.progressText.textContent = `${head} · ${count(rate)} runs/s · ${compact(leafRate)} leaves/s on ${this.pool.size} workers · ${Number.isFinite(left) ? `about ${duration(left)} left` : 'starting…'}`;
    } else if (state === 'cancelled') {
      this.progressText.textContent = `Cancelled: ${head} done in ${duration(elapsed)}. The plots show the runs done.`;
    } else if (state === 'done') {
      this.progressText.textContent = `Done: ${head} in ${duration(elapsed)} (${count(rate)} runs/s, ${compact(leafRate)} leaves/s on ${this.pool.size} workers).`;
    }
  }

  fitSd(stats) {
    if (this.plan.leaves === 'coin') return null;
    const use = stats.filter((s) => s.n >= 4 && s.count >= 10 && s.sd > 0);
    const fit = fitLine(use.map((s) => s.n), use.map((s) => Math.log(s.sd)), use.map((s) => s.count));
    return fit && { ...fit, from: use[0].n, to: use.at(-1).n };
  }

  fitLeaves(stats) {
    const use = stats.filter((s) => s.n >= 6 && s.count >= 1 && s.meanLeaves > 0);
    const fit = fitLine(use.map((s) => s.n), use.map((s) => Math.log(s.meanLeaves)), use.map((s) => s.count));
    return fit && { ...fit, from: use[0].n, to: use.at(-1).n };
  }

  renderMean(stats, t) {
    const xs = stats.map((s) => s.n);
    const pick = (parity, f) => stats.map((s, i) => (s.n % 2 === parity && s.count > 0 ? f(s, i) : null));
    const exact = (parity) => stats.map((s, i) => (t && s.n % 2 === parity ? t.table.mean[i] : null));
    const limitOf = (parity) => {
      const i = stats.findIndex((x) => x.n % 2 === parity);
      return t && i >= 0 ? t.table.limit[i] : null;
    };
    const limit = (parity) => xs.map(() => limitOf(parity));
    this.meanPlot.whiskers = [1, 0].map((parity) => ({
      color: parity ? this.palette('odd') : this.palette('even'),
      x: xs,
      lo: pick(parity, (s) => (s.count > 1 ? s.mean - s.sd : NaN)),
      hi: pick(parity, (s) => (s.count > 1 ? s.mean + s.sd : NaN)),
    }));
    this.meanPlot.set([xs, pick(1, (s) => s.mean), pick(0, (s) => s.mean), exact(1), exact(0), limit(1), limit(0)]);
    const last = stats.filter((s) => s.count > 0).slice(-2);
    this.captions.mean.textContent = t && last.length
      ? `Odd n (blue, Paul moves last) sit above 0, even n (orange, Carole last) below; dashed: the limits${[1, 0].map((p) => limitOf(p)).filter((v) => v != null).map((v) => ` ${v > 0 ? '+' : ''}${fmt(v)}`).join(' and')}.`
      : 'Waiting for runs…';
  }

  renderSd(stats, t, fit) {
    const xs = stats.map((s) => s.n);
    const sd = (parity) => stats.map((s) => (s.n % 2 === parity && s.count > 1 && s.sd > 0 ? s.sd : null));
    const exact = stats.map((s, i) => (t && t.table.sd[i] > 0 ? t.table.sd[i] : null));
    const fitted = stats.map((s) => (fit && s.n >= fit.from && s.n <= fit.to ? Math.exp(fit.intercept + fit.slope * s.n) : null));
    this.sdPlot.set([xs, sd(1), sd(0), exact, fitted]);
    this.captions.sd.textContent = fit
      ? `Measured decay: ×${Math.exp(fit.slope).toFixed(3)} per move (n = ${fit.from}..${fit.to}); theory: ×φ/2 = 0.809.`
      : this.plan.leaves === 'coin' ? 'Coins: VALUE(e) is ±1 and its sd falls doubly exponentially to 0, faster than any straight line here.' : 'The decay rate is fitted once n ≥ 4 has 10 runs.';
  }

  renderLeaves(stats, t, fit) {
    const xs = stats.map((s) => s.n);
    const measured = stats.map((s) => (s.count > 0 ? s.meanLeaves : null));
    const all = xs.map((n) => 2 ** n);
    const expected = xs.map((n) => (t?.alphaBeta ? t.alphaBeta[n] : null));
    const minimal = xs.map((n) => (t ? t.minimal[n] : null));
    const fitted = xs.map((n) => (fit && n >= fit.from && n <= fit.to ? Math.exp(fit.intercept + fit.slope * n) : null));
    this.leavesPlot.set([xs, measured, all, expected, minimal, fitted]);
    const rate = fit ? Math.exp(fit.slope) : NaN;
    this.captions.leaves.textContent =
      this.plan.method === 'alphabeta'
        ? fit ? `Measured growth: ×${rate.toFixed(3)} per move (n = ${fit.from}..${fit.to}); Pearl: φ = 1.618; every leaf: 2.` : 'The growth rate is fitted once n ≥ 6 has runs.'
        : `Method “${this.plan.method}” reads every leaf (2^n). Choose alpha-beta to see it read about 3.5·φ^n.`;
  }

  /** The histogram and CDF of the chosen n; returns what the answers need about it. */
  renderChosen(stats, t) {
    const n = this.chosenN;
    const s = stats.find((x) => x.n === n);
    const values = sorted(this.results.valuesOf(n));
    const coin = this.plan.leaves === 'coin';
    this.histogram.kind = coin ? 'coin' : 'continuous';
    const chosen = { n, count: values.length, plus: values.length - countAtMost(values, 0), skew: skewness(values), ks: null };
    const curves = this.curves;
    if (coin) {
      const minus = values.length ? countAtMost(values, 0) / values.length : null;
      const atoms = curves?.atoms ?? [];
      this.histogram.set([[-1, 1], [minus, values.length ? 1 - minus : null], [atoms[1] ?? null, atoms[3] ?? null]]);
    } else if (curves) {
      const xs = curves.xs;
      const width = xs[SUBSTEPS] - xs[0];
      const heights = new Array(xs.length).fill(0);
      const m = values.length;
      for (let b = 0; b < GRID_BINS; b++) {
        const lo = xs[b * SUBSTEPS];
        const hi = xs[(b + 1) * SUBSTEPS];
        const inBin = countAtMost(values, hi) - countAtMost(values, lo);
        for (let k = 0; k < SUBSTEPS; k++) heights[b * SUBSTEPS + k] = m ? inBin / m / width : 0;
      }
      heights[xs.length - 1] = heights[xs.length - 2];
      this.histogram.set([Array.from(xs), heights, Array.from(curves.density)]);
    }
    if (curves) {
      const xs = Array.from(curves.xs);
      const ecdf = xs.map((x) => (values.length ? ecdfAt(values, x) : null));
      this.cdfPlot.set([xs, ecdf, Array.from(curves.cdf)]);
      if (values.length >= 10 && !coin) chosen.ks = ksDistance(values, curves.xs, curves.cdf);
    }
    const outside = coin ? 0 : values.length - (countAtMost(values, curves?.xs.at(-1) ?? Infinity) - countAtMost(values, curves?.xs[0] ?? -Infinity));
    this.captions.histogram.textContent = s && s.count
      ? `n = ${n}: ${count(s.count)} runs${outside ? ` (${count(outside)} outside the range drawn)` : ''}${t ? `; exact mean ${fmt(t.table.mean[n - this.plan.first])}, sd ${Math.abs(t.table.sd[n - this.plan.first]).toPrecision(3)}` : ''}.`
      : `n = ${n}: waiting for runs…`;
    this.captions.cdf.textContent = chosen.ks ? `Largest gap between the curves: ${chosen.ks.d.toFixed(4)} (the 5 % Kolmogorov–Smirnov bound for ${count(values.length)} runs: ${chosen.ks.critical.toFixed(4)}).` : coin ? 'Coins: the CDF jumps at −1 and +1.' : '';
    return s ? chosen : null;
  }

  renderAnswers(list) {
    replaceChildren(
      this.answerList,
      list.map(({ key, question, answer, exact }) => [
        h('dt', { 'data-question': key }, question),
        h('dd', { 'data-answer': key }, h('p', {}, answer), exact ? h('p', { class: 'lab-exact' }, exact) : null),
      ]),
    );
  }

  palette(name) {
    return getComputedStyle(document.documentElement).getPropertyValue(name === 'odd' ? '--paul' : '--carole').trim();
  }

  async exportCsv() {
    if (!this.results || this.results.done === 0) return;
    this.csvButton.disabled = true;
    try {
      const blob = await guard((wasm) => csvBlob(wasm, this.results));
      const p = this.params;
      download(blob, `sequence-n${p.n}-runs${p.runs}-seed${p.seed}-${p.leaves}-${p.method}.csv`);
      this.lastCsv = blob;
    } finally {
      this.csvButton.disabled = false;
    }
  }

  async exportPng(key) {
    try {
      const blob = await this.chartByKey[key].png();
      download(blob, `sequence-${key}-n${this.params.n}-seed${this.params.seed}.png`);
    } catch (error) {
      this.notice(`No PNG: ${error.message}.`);
    }
  }

  /** Stops any run (when the explorer is shown instead). */
  hide() {
    this.pool.cancel();
  }
}

/** Runs ≤ x in a sorted array. */
function countAtMost(values, x) {
  let lo = 0, hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sliceCost(slice, method) {
  let total = 0;
  for (let i = 0; i < slice.n.length; i++) total += method === 'alphabeta' ? Number(slice.leaves[i]) : 2 ** slice.n[i];
  return total;
}

/** The x grid of the histogram and CDF: GRID_BINS bins of SUBSTEPS points around the law's bulk. */
function gridFor(plan, t, n) {
  if (plan.leaves === 'coin') {
    return Float64Array.from({ length: 121 }, (_, i) => -1.5 + (3 * i) / 120);
  }
  const i = n - plan.first;
  const centre = t.table.median[i];
  const sd = t.table.sd[i];
  const spread = Math.max(4.5 * sd, 1.6 * (t.table.q95[i] - t.table.q05[i]));
  let lo = centre - spread;
  let hi = centre + spread;
  if (plan.leaves === 'uniform') {
    lo = Math.max(-1, lo);
    hi = Math.min(1, hi);
  }
  const points = GRID_BINS * SUBSTEPS + 1;
  return Float64Array.from({ length: points }, (_, k) => lo + ((hi - lo) * k) / (points - 1));
}

function fmt(x) {
  return Number.isFinite(x) ? (x < 0 ? `−${Math.abs(x).toFixed(4)}` : x.toFixed(4)) : '—';
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
