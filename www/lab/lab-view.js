// The Sequence lab view: puts the form, the progress line, the five plots, "What the data says"
// and the downloads on the page, and orchestrates a run. The runs are played by a WorkerPool
// (one module worker per core) and arrive in slices; the plots and answers are redrawn at most
// once per animation frame (and at most every RENDER_MS), one chart per frame, so the page's
// thread only ever does small pieces of work. What is drawn comes from series.js (pure); the
// form and its errors live in form.js.
//
// Whether an experiment starts by itself is decided in one place, `request` (a link estimated
// over AUTO_START_SECONDS waits for Run); everything a run owns (its plan, results, theory,
// timing) is one `Run` record, so a run is cancelled only where Cancel or a new run says so: it
// goes on while the explorer tab is shown.
//
// Testability contract: the root carries data-runs-done, data-runs-total and data-state
// (idle | running | done | cancelled | error), and data-estimate-seconds while a link's long
// experiment waits for Run; the buttons are named "Run" and "Cancel".

import { counted, download, h, nextTask, replaceChildren } from '../core/index.js';
import { guard } from '../engine/index.js';
import { JOB_OVERHEAD, WorkerPool, estimate, sliceCost } from './pool.js';
import { noteRun, rateOf, readRates } from './rates.js';
import { TheoryClient } from './theory-client.js';
import { Results } from './results.js';
import { LabForm } from './form.js';
import { DEFAULT_PARAMS, MAX_N_ALPHABETA, checkParams, formatLabHash, parseLabHash, parseRange } from './params.js';
import { cdfChart, histogramChart, leavesChart, meanChart, sdChart } from './plots.js';
import { KS_MIN_RUNS, chosenSeries, fitLeaves, fitSd, gridFor, leavesSeries, meanSeries, sdSeries } from './series.js';
import { answers } from './lab-answers.js';
import { sorted } from './stats.js';
import { compact, count, duration } from './format.js';
import { csvBlob } from './csv.js';
import { addInSlices, paramsOf, readRunsFile } from './open-results.js';

/** Redraws while runs arrive come at most this often (ms)… */
const RENDER_MS = 250;
/** …and at most once per this many times the last redraw's own work: the five charts cost tens
 * of ms of the page's thread, which shares the cores with the workers (every 250 ms, a run of
 * 10,000 trees spent as much CPU time drawing as evaluating). */
const RENDER_COST_FACTOR = 20;
/** The progress line before any experiment (and after a waiting one is dropped). */
const CHOOSE_TEXT = 'Choose an experiment and press Run.';
/** A link whose experiment is estimated to take longer than this waits for Run. */
export const AUTO_START_SECONDS = 10;
/** @type {[key: string, title: string, make: (box: HTMLElement) => object][]} */
const PLOTS = [
  ['histogram', 'Histogram of VALUE(e), exact density over it', histogramChart],
  ['mean', 'Mean ± 1 sd against n', meanChart],
  ['sd', 'Standard deviation against n (log scale)', sdChart],
  ['cdf', 'Empirical CDF against the exact CDF', cdfChart],
  ['leaves', 'Leaves evaluated against n (log scale)', leavesChart],
];

/** One experiment in progress or finished: what it is, what has arrived, and its timing. */
class Run {
  /** The parameters it was started with (set by LabView.start). */
  params;
  /** The name of the results file it was read from (openResults), or undefined for a run made here. */
  opened;

  constructor(token, plan) {
    this.token = token;
    this.plan = plan;
    this.results = new Results(plan);
    this.theory = null;
    this.curves = null;
    this.started = performance.now();
    this.ended = null; // when it finished or was cancelled: its time stops there
    this.ks = null; // the theory worker's KS test of one n's runs: {n, d, critical, count}
    this.ksPending = false;
    this.costDone = 0;
    this.totalCost = 0;
  }
}

export class LabView {
  /** root: the lab's <section>; notice(text): the page's message line; onHash(hash): the link changed. */
  constructor(root, { notice, onHash }) {
    this.root = root;
    this.notice = notice;
    this.onHash = onHash;
    this.constants = guard((wasm) => wasm.labConstants());
    this.pool = new WorkerPool(navigator.hardwareConcurrency || 2, this.constants);
    this.theory = new TheoryClient();
    this.params = { ...DEFAULT_PARAMS };
    // The leaf rates of this browser's last runs, for the estimates (www/lab/rates.js).
    this.rates = readRates();
    this.run = null;
    this.token = 0;
    this.chosenN = 0;
    /** The pending redraw: an animation frame's id, or a timer's while `waiting`. */
    this.frame = 0;
    this.waiting = false;
    this.forced = false;
    this.lastRender = 0;
    /** The page's own work in the last redraw, all its phases (ms). */
    this.renderCost = 0;
    this.renderToken = 0;
    this.form = new LabForm({ onRun: () => this.runFromForm(), onCancel: () => this.cancel() });
    this.progress = h('progress', { max: '1', value: '0', 'aria-label': 'Runs done' });
    this.progressText = h('p', { class: 'lab-progress-text', 'aria-live': 'polite' }, CHOOSE_TEXT);
    this.showSelect = h('select', { id: 'lab-show', onchange: () => this.chooseN(Number(this.showSelect.value)) });
    this.csvButton = h(
      'button',
      { type: 'button', class: 'button', disabled: true, onclick: () => this.exportCsv() },
      'Export CSV',
    );
    const openInput = h('input', {
      type: 'file',
      accept: '.csv,text/csv,text/plain',
      'aria-label': 'Open results',
      onchange: () => {
        if (openInput.files?.[0]) this.openResults(openInput.files[0]);
        openInput.value = '';
      },
    });
    this.openButton = h(
      'label',
      {
        class: 'button file-button',
        title:
          'Open a CSV of runs: an export of the lab, or the output of gamegraph simulate (parts joined by gamegraph merge)',
      },
      'Open results…',
      openInput,
    );
    this.answerList = h('dl', { class: 'lab-answers', id: 'lab-answers' });
    this.charts = {};
    this.captions = {};
    this.build();
    new MutationObserver(() => Object.values(this.charts).forEach((c) => c.retheme())).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['data-theme'] },
    );
    this.setCounts(0, 0);
    root.dataset.state = 'idle';
  }

  build() {
    const cards = PLOTS.map(([key, title, make]) => {
      const box = h('div', { class: 'lab-plot', id: `lab-plot-${key}` });
      const png = h(
        'button',
        {
          type: 'button',
          class: 'button small',
          'aria-label': `Download “${title}” as PNG`,
          onclick: () => this.exportPng(key),
        },
        'PNG',
      );
      const text = h('p', { class: 'lab-caption' });
      const formula = h('p', { class: 'lab-formula' });
      this.captions[key] = { text, formula };
      this.charts[key] = make(box);
      return h(
        'section',
        { class: 'card lab-card', 'aria-label': title },
        h('div', { class: 'lab-card-head' }, h('h3', {}, title), png),
        box,
        text,
        h('details', { class: 'lab-details' }, h('summary', {}, 'The formula'), formula),
      );
    });
    this.renderAnswers(answers({ plan: null, stats: [] }));
    replaceChildren(
      this.root,
      h(
        'header',
        { class: 'lab-head' },
        h('h2', {}, 'Sequence lab'),
        h(
          'p',
          { class: 'muted' },
          'The Sequence game, from the Indian Computing Olympiad notes “Solving finite games”: Paul and Carole take turns setting n bits, Paul first, and the 2^n leaves carry random values. Play many games for each n and see what VALUE(e), the value to Paul, usually is — beside the exact theory (Pearl 1980).',
        ),
      ),
      h(
        'section',
        { class: 'card lab-controls', 'aria-label': 'Experiment' },
        this.form.element,
        this.form.error,
        h('div', { class: 'lab-progress' }, this.progress, this.progressText),
        h(
          'div',
          { class: 'lab-tools' },
          h('label', { for: 'lab-show' }, 'Histogram and CDF for n ='),
          this.showSelect,
          this.csvButton,
          this.openButton,
        ),
      ),
      h('div', { class: 'lab-grid' }, cards),
      h(
        'section',
        { class: 'card lab-says', 'aria-label': 'What the data says' },
        h('h2', {}, 'What the data says'),
        this.answerList,
      ),
    );
  }

  /**
   * Opens a lab link: fills the form and runs it — unless its estimated time is over
   * AUTO_START_SECONDS (then it waits, with the estimate, for Run), or it is the experiment
   * already running or shown (coming back to the lab tab: the run goes on, nothing restarts).
   * A bad link shows why and the defaults.
   */
  open(hash) {
    const { params, error } = parseLabHash(hash);
    if (error) {
      this.notice(`${error} Showing the default experiment instead; press Run to start it.`);
      // The form, the link and the results must tell of one experiment: the one shown before
      // (running or done) goes with its plots.
      this.clearResults();
      this.fill({ ...DEFAULT_PARAMS });
      this.dropWaiting();
      this.onHash(formatLabHash(this.params));
      return;
    }
    if (this.run && formatLabHash(params) === formatLabHash(this.params) && this.root.dataset.state !== 'idle') {
      // Back from the explorer: what arrived meanwhile is drawn now.
      this.schedule(true);
      return;
    }
    this.fill(params);
    this.request(params, false);
  }

  /** A long experiment waiting for Run (its estimate on the page) is no longer the one the form
   * shows: its estimate and "Not started" line go. */
  dropWaiting() {
    if (this.root.dataset.estimateSeconds == null) return;
    delete this.root.dataset.estimateSeconds;
    this.setCounts(0, 0);
    this.progressText.textContent = CHOOSE_TEXT;
  }

  fill(params) {
    this.params = { ...params };
    this.form.fill(params);
  }

  runFromForm() {
    const params = { ...this.params, ...this.form.read() };
    const range = parseRange(params.n);
    if (range && params.show && (Number(params.show) < range.first || Number(params.show) > range.last))
      params.show = '';
    this.request(params);
  }

  /**
   * The one place that decides whether an experiment starts: a link (or the lab tab reopening
   * its last experiment) and Run both come here. A checked experiment starts at once when asked
   * (Run), or when its estimated time is at most AUTO_START_SECONDS; a longer one opened by a
   * link waits, with its parameters and the estimate, for Run.
   */
  request(params, asked = true) {
    const plan = this.check(params);
    if (!plan) return;
    const { seconds } = estimate(plan, this.constants, this.pool.size, rateOf(this.rates, plan.method));
    if (asked || seconds <= AUTO_START_SECONDS) {
      this.start(params, plan);
      return;
    }
    this.clearResults();
    this.params = { ...params };
    this.onHash(formatLabHash(this.params));
    this.root.dataset.estimateSeconds = String(Math.round(seconds));
    this.setCounts(0, plan.runs * (plan.last - plan.first + 1));
    const method = plan.method === 'alphabeta' ? 'alpha-beta' : `${plan.method} evaluation`;
    this.progressText.textContent = `Not started: this experiment would take about ${duration(seconds)} on ${this.pool.size} workers (an estimate for ${counted(plan.runs, 'run')} of each n from ${plan.first} to ${plan.last}, ${method}). Press Run to start it, or choose fewer runs or a smaller n.`;
  }

  /** No experiment on the page: the run (if any) stopped, its plots, captions and answers gone. */
  clearResults() {
    this.pool.cancel();
    this.run = null;
    // A file being opened (openResults) is no longer wanted either.
    this.token += 1;
    this.renderToken += 1;
    for (const [key, chart] of Object.entries(this.charts)) {
      chart.clear();
      this.caption(key, { text: '', formula: '' });
    }
    this.renderAnswers(answers({ plan: null, stats: [] }));
    replaceChildren(this.showSelect);
    this.csvButton.disabled = true;
    this.root.dataset.state = 'idle';
    this.form.setRunning(false);
    this.progress.value = 0;
    this.progressText.textContent = CHOOSE_TEXT;
    this.setCounts(0, 0);
  }

  /** Checks params (the page's limits, then the engine's): the plan, or null with the field marked. */
  check(params) {
    this.form.markError(null);
    const problem = checkParams(params);
    if (problem) {
      this.form.markError(problem);
      return null;
    }
    try {
      return guard((wasm) => {
        const experiment = new wasm.LabExperiment(params.n, params.runs, params.seed, params.leaves, params.method);
        const plan = {
          first: experiment.first,
          last: experiment.last,
          runs: experiment.runs,
          seed: experiment.seed,
          leaves: experiment.leaves,
          method: experiment.method,
        };
        experiment.free();
        return plan;
      });
    } catch (error) {
      this.form.markError({ param: error.param ?? 'n', message: error.message });
      return null;
    }
  }

  /** Starts the experiment of a checked plan (a run in progress is replaced). */
  start(params, plan) {
    this.params = { ...params };
    delete this.root.dataset.estimateSeconds;
    this.onHash(formatLabHash(this.params));
    const run = new Run(++this.token, plan);
    // The file names of its exports come from the run's own parameters, not the form's.
    run.params = { ...params };
    this.run = run;
    this.fillShowSelect(plan, params.show ? Number(params.show) : plan.last);
    for (const chart of Object.values(this.charts)) chart.clear();
    this.setCounts(0, run.results.total);
    this.root.dataset.state = 'running';
    this.form.setRunning(true);
    this.csvButton.disabled = true;
    const current = () => this.run === run;
    this.requestTheory(run);
    const { promise, totalCost } = this.pool.start(params, plan, (slice) => {
      if (!current()) return;
      run.results.add(slice);
      run.costDone += sliceCost(slice, plan.method);
      this.schedule(false);
    });
    run.totalCost = totalCost;
    promise.then(
      (outcome) => current() && this.finish(outcome?.cancelled ? 'cancelled' : 'done'),
      (error) => current() && this.failed(error),
    );
    this.schedule(true);
  }

  /** Asks the theory worker for the exact law of the run's sizes; drawn when it comes. */
  requestTheory(run) {
    const { plan } = run;
    this.theory
      // Alpha-beta's exact leaf count holds for continuous leaves only: coins tie, and a tie cuts.
      .theory(
        plan.first,
        plan.last,
        plan.leaves,
        plan.last <= MAX_N_ALPHABETA && plan.leaves !== 'coin' ? plan.last : -1,
      )
      .then((data) => {
        if (this.run !== run) return;
        run.theory = data;
        this.requestCurves();
        this.schedule(true);
      })
      .catch((error) => this.run === run && this.failed(error));
  }

  /**
   * Opens a CSV of runs (open-results.js) in place of the experiment shown: the form and the
   * link take its parameters, the plots and answers show its runs as those of a finished run
   * (a file holding part of the runs, as a cancelled run's export, as those of a cancelled one).
   */
  async openResults(file) {
    this.clearResults();
    this.dropWaiting();
    const token = ++this.token;
    const stale = () => this.token !== token;
    this.progress.max = 1;
    this.progressText.textContent = `Opening “${file.name}”…`;
    try {
      const read = await readRunsFile(file, {
        stale,
        onProgress: (part) => {
          if (!stale()) this.progress.value = part;
        },
      });
      if (!read) return;
      // The lab's own limits (its links could not say more runs per n).
      const problem = checkParams(paramsOf(read.plan));
      if (problem) throw new Error(`its experiment is beyond what the lab shows: ${problem.message}`);
      const run = new Run(token, read.plan);
      run.params = paramsOf(read.plan);
      run.opened = file.name;
      if (!(await addInSlices(run.results, read.slices, stale))) return;
      run.ended = run.started;
      this.fill(run.params);
      this.onHash(formatLabHash(this.params));
      this.run = run;
      this.fillShowSelect(read.plan, read.plan.last);
      this.requestTheory(run);
      this.setCounts(run.results.done, run.results.total);
      this.root.dataset.state = run.results.done < run.results.total ? 'cancelled' : 'done';
      this.csvButton.disabled = false;
      this.schedule(true);
    } catch (error) {
      if (stale()) return;
      this.progress.value = 0;
      this.progressText.textContent = CHOOSE_TEXT;
      this.notice(`“${file.name}” was not opened: ${error.message}.`);
    }
  }

  cancel() {
    if (this.root.dataset.state !== 'running') return;
    this.pool.cancel();
  }

  finish(state) {
    // The counts first: the runs that arrived since the last drawing are counted when the state
    // says the run is over (the count read with the state never grows afterwards).
    this.setCounts(this.run.results.done, this.run.results.total);
    this.run.ended = performance.now();
    // This machine's rate, for the next estimates (in the estimate's units: overheads counted),
    // from a run that kept every worker busy (a tree is never split: one run of n = 30 on eight
    // workers used one).
    const { plan, results, costDone, started, ended } = this.run;
    if (plan.runs >= 2 * this.pool.size)
      this.rates = noteRun(
        this.rates,
        plan.method,
        costDone + JOB_OVERHEAD * results.done,
        (ended - started) / 1000,
        this.pool.size,
      );
    this.root.dataset.state = state;
    this.form.setRunning(false);
    this.csvButton.disabled = this.run.results.done === 0;
    this.schedule(true);
  }

  failed(error) {
    this.pool.cancel();
    this.notice(`The experiment stopped: ${error.message}`);
    this.root.dataset.state = 'error';
    this.form.setRunning(false);
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
    if (this.run) this.run.curves = null;
    this.requestCurves();
    this.schedule(true);
  }

  /** Asks the theory worker for the exact density and CDF of the chosen n on the plot grid. */
  requestCurves() {
    const run = this.run;
    if (!run?.theory) return;
    const n = this.chosenN;
    this.theory.curves(n, run.plan.leaves, gridFor(run.plan, run.theory, n)).then(
      (curves) => {
        if (this.run !== run || n !== this.chosenN) return;
        run.curves = curves;
        this.schedule(true);
      },
      (error) => this.run === run && this.failed(error),
    );
  }

  /** Asks the theory worker for the KS test of n's runs (sorted) when they are new: one request
   * at a time, its answer drawn when it comes (the runs that arrived meanwhile in the next). */
  requestKs(run, n, values) {
    const continuous = run.plan.leaves !== 'coin';
    if (
      !continuous ||
      values.length < KS_MIN_RUNS ||
      run.ksPending ||
      (run.ks?.n === n && run.ks.count === values.length)
    )
      return;
    run.ksPending = true;
    this.theory.ks(n, run.plan.leaves, values).then(
      (ks) => {
        run.ksPending = false;
        if (this.run !== run) return;
        run.ks = ks;
        this.schedule(true);
      },
      (error) => {
        run.ksPending = false;
        if (this.run === run) this.failed(error);
      },
    );
  }

  setCounts(done, total) {
    this.root.dataset.runsDone = String(done);
    this.root.dataset.runsTotal = String(total);
  }

  /** Redraws on the next animation frame (at most every RENDER_MS unless forced). Until then it
   * waits on a timer, not frame after frame: a frame requested only to find it is too early
   * still had the page composite 60 times a second for the whole run. */
  schedule(force) {
    if (force) this.forced = true;
    if (this.frame) {
      if (!force || !this.waiting) return;
      clearTimeout(this.frame);
    }
    const wait = this.forced
      ? 0
      : Math.max(RENDER_MS, RENDER_COST_FACTOR * this.renderCost) - (performance.now() - this.lastRender);
    this.waiting = wait > 0;
    const draw = () => {
      this.frame = 0;
      this.forced = false;
      this.lastRender = performance.now();
      this.render();
    };
    this.frame = this.waiting
      ? setTimeout(() => {
          this.waiting = false;
          this.frame = requestAnimationFrame(draw);
        }, wait)
      : requestAnimationFrame(draw);
  }

  render() {
    const run = this.run;
    if (!run) return;
    // One snapshot for every phase: a phase that ran with curves newer than its theory once
    // showed a test of the exact law without the exact numbers beside it.
    const { plan, results, theory } = run;
    const n = this.chosenN;
    const curves = run.curves?.n === n ? run.curves : null;
    this.setCounts(results.done, results.total);
    // Hidden (the explorer is shown): only the counts; the plots are drawn when the lab is back.
    if (this.root.hidden) return;
    this.renderProgress(run);
    const stats = results.stats();
    const sdFit = fitSd(stats, plan);
    const leavesFit = fitLeaves(stats);
    const shape = { first: plan.first, last: plan.last };
    const c = this.constants;
    // One chart per animation frame: drawing (or first building) all five uPlot charts in one
    // frame made a main-thread task longer than 50 ms. A newer render cancels the rest.
    const phases = [
      () => this.draw('mean', meanSeries(stats, theory, c), shape),
      () => this.draw('sd', sdSeries(stats, theory, sdFit, plan, c), shape),
      () => this.draw('leaves', leavesSeries(stats, theory, leavesFit, plan, c), shape),
      () => {
        const values = sorted(results.valuesOf(n));
        this.requestKs(run, n, values);
        // No more runs will come (done or cancelled): nothing is said to be waiting for them.
        const state = this.root.dataset.state;
        const chosen = chosenSeries({ n, values, stats, theory, curves, plan, ks: run.ks, state });
        if (chosen.histogram) this.charts.histogram.set(chosen.histogram.data, chosen.histogram.shape);
        if (chosen.cdf) this.charts.cdf.set(chosen.cdf);
        this.caption('histogram', chosen.captions.histogram);
        this.caption('cdf', chosen.captions.cdf);
        this.renderAnswers(
          answers({
            plan,
            stats,
            theory,
            constants: c,
            chosen: chosen.chosen,
            sdFit,
            leavesFit,
            cancelled: state === 'cancelled',
            over: state !== 'running',
          }),
        );
      },
    ];
    const token = ++this.renderToken;
    this.renderCost = 0;
    // A phase's cost runs until the next task: uPlot draws in a microtask after `set`.
    const next = () => {
      if (token !== this.renderToken) return;
      const started = performance.now();
      phases.shift()();
      nextTask().then(() => {
        this.renderCost += performance.now() - started;
        if (phases.length) requestAnimationFrame(next);
      });
    };
    next();
  }

  /** Draws one chart's {data, caption} in a shape. */
  draw(key, { data, caption }, shape) {
    this.charts[key].set(data, shape);
    this.caption(key, caption);
  }

  caption(key, { text, formula }) {
    setText(this.captions[key].text, text);
    setText(this.captions[key].formula, formula);
  }

  renderProgress(run) {
    const { done, total } = run.results;
    const elapsed = ((run.ended ?? performance.now()) - run.started) / 1000;
    this.progress.max = total;
    this.progress.value = done;
    const state = this.root.dataset.state;
    const rate = done / Math.max(elapsed, 1e-3);
    const leafRate = run.costDone / Math.max(elapsed, 1e-3);
    // Early on, the small sizes and the workers' start make the measured rate far too low for
    // the big sizes still to come ("5 h left" for a 10 s run): the estimate's rate until a
    // twentieth of the work is done.
    const early = run.costDone < run.totalCost / 20;
    const expected = rateOf(this.rates, run.plan.method) * this.pool.size;
    const left = early
      ? (run.totalCost - run.costDone) / expected
      : run.costDone > 0
        ? (run.totalCost - run.costDone) / leafRate
        : NaN;
    const head = `${count(done)} / ${count(total)} runs`;
    if (run.opened) {
      const { first, last, leaves, method } = run.plan;
      const some = done < total ? ` (the file holds ${count(done)} of them)` : '';
      this.progressText.textContent = `Opened “${run.opened}”: ${count(total)} runs of n = ${first}..${last}${some}, ${leaves} leaves, ${method === 'alphabeta' ? 'alpha-beta' : 'full evaluation'}, master seed ${run.plan.seed}.`;
      return;
    }
    if (state === 'running' && done === 0) {
      this.progressText.textContent = `${head} · starting on ${this.pool.size} workers…`;
    } else if (state === 'running') {
      this.progressText.textContent = `${head} · ${perSecond(rate)} runs/s · ${compact(leafRate)} leaves/s on ${this.pool.size} workers · ${Number.isFinite(left) ? `about ${duration(left)} left` : 'starting…'}`;
    } else if (state === 'cancelled') {
      this.progressText.textContent = `Cancelled: ${head} done in ${duration(elapsed)}. The plots show the runs done.`;
    } else if (state === 'done') {
      this.progressText.textContent = `Done: ${head} in ${duration(elapsed)} (${perSecond(rate)} runs/s, ${compact(leafRate)} leaves/s on ${this.pool.size} workers).`;
    }
  }

  renderAnswers(list) {
    // Rebuilt only when an answer changed: a new list of the same words is style and layout
    // work for nothing, four times a second.
    const key = JSON.stringify(list);
    if (key === this.answersKey) return;
    this.answersKey = key;
    replaceChildren(
      this.answerList,
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

  async exportCsv() {
    // The run asked for, named by its own parameters: another may start while the file is made.
    const run = this.run;
    const results = run?.results;
    if (!results || results.done === 0) return;
    this.csvButton.disabled = true;
    try {
      const blob = await guard((wasm) => csvBlob(wasm, results));
      const p = run.params;
      // A cancelled run's file says it holds part of the runs.
      const part = results.done < results.total ? `-partial-${results.done}-of-${results.total}` : '';
      download(`sequence-n${p.n}-runs${p.runs}-from${p.seed}-${p.leaves}-${p.method}${part}.csv`, blob);
    } finally {
      // Export stays off while another run goes on (its finish turns it on).
      if (this.run === run) this.csvButton.disabled = false;
    }
  }

  async exportPng(key) {
    try {
      // The histogram and the CDF are of one n: the picture and its name say which.
      const one = key === 'histogram' || key === 'cdf';
      const chart = this.charts[key];
      // Named by the run drawn (the form may hold other parameters by now).
      const p = this.run?.params ?? this.params;
      const n = this.chosenN;
      const blob = await chart.png(one ? `${chart.title}, n = ${n}` : chart.title);
      download(`sequence-${key}-n${one ? n : p.n}-from${p.seed}.png`, blob);
    } catch (error) {
      this.notice(`No PNG: ${error.message}.`);
    }
  }

  /** The explorer is shown instead: a run goes on in its workers (its progress is kept and
   * shown again when the lab comes back); only Cancel or a new run stops it. */
  hide() {}
}

/** Sets an element's text only when it changed (no style or layout work for the same words). */
function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

/** A rate for the progress line: whole numbers from 10 up, two digits below (big trees: "0.31",
 * not "0"). */
function perSecond(rate) {
  return rate >= 10 || rate === 0 ? count(rate) : String(Number(rate.toPrecision(2)));
}
