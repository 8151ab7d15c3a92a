// The Sequence lab view: puts the form, the progress line, the five plots, "What the data says"
// and the downloads on the page, and orchestrates a run. The runs are played by a WorkerPool
// (one module worker per core) and arrive in slices; the plots and answers are redrawn at most
// once per animation frame (and at most every RENDER_MS), one chart per frame, so the page's
// thread only ever does small pieces of work. What is drawn comes from series.js (pure); the
// form and its errors live in form.js; the page's cards in lab-layout.js, the progress line in
// lab-progress.js, the theory worker's requests in lab-theory.js and the downloads in
// lab-exports.js.
//
// Whether an experiment starts by itself is decided in one place, `request` (a link estimated
// over AUTO_START_SECONDS waits for Run); everything a run owns (its plan, results, theory,
// timing) is one `Run` record, so a run is cancelled only where Cancel or a new run says so: it
// goes on while the explorer tab is shown.
//
// Testability contract: the root carries data-runs-done, data-runs-total and data-state
// (idle | running | done | cancelled | error), and data-estimate-seconds while a link's long
// experiment waits for Run; the buttons are named "Run" and "Cancel".

import { counted, h, nextTask, replaceChildren } from '../core/index.js';
import { extrasGuard as guard } from '../engine/index.js';
import { JOB_OVERHEAD, WorkerPool, estimate, sliceCost } from './pool.js';
import { noteRun, rateOf, readRates } from './rates.js';
import { TheoryClient } from './theory-client.js';
import { LabForm } from './form.js';
import { DEFAULT_PARAMS, checkParams, formatLabHash, parseLabHash, parseRange } from './params.js';
import {
  chosenRuns,
  chosenSeries,
  fitLeaves,
  fitSd,
  largestRunN,
  leavesSeries,
  meanSeries,
  sdSeries,
} from './series.js';
import { planOf } from './plan.js';
import { answers } from './lab-answers.js';
import { sorted } from './stats.js';
import { duration } from './format.js';
import { buildLayout, renderAnswerList } from './lab-layout.js';
import { Run, renderProgress, setText } from './lab-progress.js';
import { exportCsv } from './lab-exports.js';
import { requestCurves, requestKs, requestTheory } from './lab-theory.js';
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
export class LabView {
  /** root: the lab's <section>; notice(text): the page's message line; onHash(hash): the link changed. */
  constructor(root, { notice, onHash }) {
    /** Whether the lab is shown (made when it is; the explorer shown hides it). */
    this.shown = true;
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
      { type: 'button', class: 'button', disabled: true, onclick: () => exportCsv(this) },
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
    // The n of answers 3 and 4: null for the largest n run (the default), else the one picked.
    this.answersN = null;
    this.answersSelect = h('select', {
      id: 'lab-answers-n',
      onchange: () => {
        const value = this.answersSelect.value;
        this.answersN = value === '' ? null : Number(value);
        this.schedule(true);
      },
    });
    this.charts = {};
    this.captions = {};
    buildLayout(this);
    new MutationObserver(() => Object.values(this.charts).forEach((c) => c.retheme())).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['data-theme'] },
    );
    this.setCounts(0, 0);
    root.dataset.state = 'idle';
  }

  /**
   * Opens a lab link: fills the form and runs it — unless its estimated time is over
   * AUTO_START_SECONDS (then it waits, with the estimate, for Run), or it is the experiment
   * already running or shown (coming back to the lab tab: the run goes on, nothing restarts).
   * A bad link shows why and the defaults.
   */
  open(hash) {
    this.shown = true;
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
    renderAnswerList(this, answers({ plan: null, stats: [] }));
    replaceChildren(this.showSelect);
    replaceChildren(this.answersSelect);
    this.answersN = null;
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
      return guard((wasm) =>
        planOf(new wasm.LabExperiment(params.n, params.runs, params.seed, params.leaves, params.method, params.first)),
      );
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
    requestTheory(this, run);
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
      requestTheory(this, run);
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
    this.answersN = null;
    replaceChildren(this.answersSelect, [
      h('option', { value: '' }, 'the largest n run'),
      ...options.map((option) => option.cloneNode(true)),
    ]);
    this.showSelect.value = String(chosen);
    this.chosenN = chosen;
  }

  chooseN(n) {
    this.chosenN = n;
    this.params.show = String(n);
    this.onHash(formatLabHash(this.params));
    if (this.run) this.run.curves = null;
    requestCurves(this);
    this.schedule(true);
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
    if (!this.shown) return;
    renderProgress(this, run);
    const stats = results.stats();
    const sdFit = fitSd(stats, plan);
    const leavesFit = fitLeaves(stats);
    const shape = { first: plan.first, last: plan.last };
    const c = this.constants;
    // One chart per animation frame: drawing (or first building) all five uPlot charts in one
    // frame made a main-thread task longer than 50 ms. A newer render cancels the rest.
    const phases = [
      () => this.draw('mean', meanSeries(stats, theory, c, plan), shape),
      () => this.draw('sd', sdSeries(stats, theory, sdFit, plan, c), shape),
      () => this.draw('leaves', leavesSeries(stats, theory, leavesFit, plan, c), shape),
      () => {
        const values = sorted(results.valuesOf(n));
        // Answers 3 and 4 speak of the largest n run unless the user picked one for them.
        const answerN = this.answersN ?? largestRunN(stats, plan);
        const answerValues = answerN === n ? values : sorted(results.valuesOf(answerN));
        requestKs(this, run, n, values);
        requestKs(this, run, answerN, answerValues);
        // No more runs will come (done or cancelled): nothing is said to be waiting for them.
        const state = this.root.dataset.state;
        const chosen = chosenSeries({ n, values, stats, theory, curves, plan, ks: run.ks.get(n), state });
        if (chosen.histogram) this.charts.histogram.set(chosen.histogram.data, chosen.histogram.shape);
        if (chosen.cdf) this.charts.cdf.set(chosen.cdf);
        this.caption('histogram', chosen.captions.histogram);
        this.caption('cdf', chosen.captions.cdf);
        const ks = theory ? run.ks.get(answerN) : null;
        renderAnswerList(
          this,
          answers({
            plan,
            stats,
            theory,
            constants: c,
            chosen: chosenRuns({ n: answerN, values: answerValues, stats, plan, ks }),
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

  /** The explorer is shown instead: a run goes on in its workers (its progress is kept and
   * shown again when the lab comes back); only Cancel or a new run stops it. */
  hide() {
    this.shown = false;
  }
}
