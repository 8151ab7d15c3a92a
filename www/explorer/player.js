// The controls: step forward/back, play/pause, speed, jump to start/end, the scrubber and the
// keyboard (→ ← space Home End). The step shown is the page store's (www/store/); a step asked
// for waits at most one animation frame, where onStep(k) shows it (however fast the steps come),
// and the controls are drawn from the store. A new run's length (`steps`) loads the player; a
// view opened, cleared or left for the lab pauses it.

import { byId, typingIn } from '../core/index.js';

/** Speeds offered by the slider, in steps per second; the last one is one step per frame. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 15, 30, 60];
const DEFAULT_SPEED_INDEX = 2;

export class Player {
  /** onStep(k): shows step k (it dispatches it); store: the page store, followed. */
  constructor(onStep, store) {
    this.onStep = onStep;
    this.store = store;
    /** The step asked for and not shown yet (null: none): it is shown at the next frame. */
    this.target = null;
    this.steps = 0;
    this.playing = false;
    this.speedIndex = DEFAULT_SPEED_INDEX;
    this.frame = 0;
    this.lastTime = 0;
    this.carry = 0;
    this.renderQueued = false;

    this.buttons = {
      start: /** @type {HTMLButtonElement} */ (byId('btn-start')),
      back: /** @type {HTMLButtonElement} */ (byId('btn-back')),
      play: /** @type {HTMLButtonElement} */ (byId('btn-play')),
      forward: /** @type {HTMLButtonElement} */ (byId('btn-forward')),
      end: /** @type {HTMLButtonElement} */ (byId('btn-end')),
    };
    this.scrubber = /** @type {HTMLInputElement} */ (byId('scrubber'));
    this.speed = /** @type {HTMLInputElement} */ (byId('speed'));
    this.speedLabel = byId('speed-label');
    this.counter = byId('step-counter');

    this.buttons.start.addEventListener('click', () => this.go(0));
    this.buttons.back.addEventListener('click', () => this.go(this.step - 1));
    this.buttons.forward.addEventListener('click', () => this.go(this.step + 1));
    this.buttons.end.addEventListener('click', () => this.go(this.steps));
    this.buttons.play.addEventListener('click', () => this.toggle());
    this.scrubber.addEventListener('input', () => this.go(Number(this.scrubber.value)));
    this.speed.max = String(SPEEDS.length - 1);
    this.speed.value = String(this.speedIndex);
    this.speed.addEventListener('input', () => this.setSpeed(Number(this.speed.value)));
    document.addEventListener('keydown', (event) => this.onKey(event));
    this.setSpeed(this.speedIndex);
    this.load(0, 0);
    store.subscribe((state, action) => {
      if (action.type === 'steps') this.load(action.steps, action.step ?? 0);
      else if (action.type === 'clear') this.load(0, 0);
      else if (action.type === 'seek') {
        if (action.pause) this.pause();
        this.go(action.step);
      } else if (action.type === 'open' || (action.type === 'page' && action.page === 'lab')) this.pause();
    });
  }

  /** The step shown, or the one asked for that the next frame shows. */
  get step() {
    return this.target ?? this.store.state.step;
  }

  /** A new trace with `steps` steps, shown at step `step`. */
  load(steps, step) {
    this.pause();
    this.steps = steps;
    this.scrubber.max = String(steps);
    const enabled = steps > 0;
    for (const button of Object.values(this.buttons)) button.disabled = !enabled;
    this.scrubber.disabled = !enabled;
    this.go(step, true);
  }

  go(k, force = false) {
    const step = Math.max(0, Math.min(this.steps, Math.round(k)));
    if (step === this.step && !force) return;
    this.target = step;
    if (this.playing && step >= this.steps) this.pause();
    this.queueRender();
  }

  queueRender() {
    if (this.renderQueued) return;
    this.renderQueued = true;
    requestAnimationFrame(() => {
      this.renderQueued = false;
      const step = this.step;
      this.target = null;
      this.onStep(step);
      this.renderControls(step);
    });
  }

  /** The controls at step `step` (the store's, or the one a game without a run asked for). */
  renderControls(step) {
    this.scrubber.value = String(step);
    this.counter.textContent = `${step} / ${this.steps}`;
    this.buttons.back.disabled = step === 0;
    this.buttons.start.disabled = step === 0;
    this.buttons.forward.disabled = step >= this.steps;
    this.buttons.end.disabled = step >= this.steps;
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  play() {
    if (this.steps === 0) return;
    if (this.step >= this.steps) this.go(0);
    this.playing = true;
    this.setPlayButton();
    this.onPlay();
    this.lastTime = performance.now();
    this.carry = 0;
    const tick = (now) => {
      if (!this.playing) return;
      this.carry += ((now - this.lastTime) / 1000) * SPEEDS[this.speedIndex];
      this.lastTime = now;
      // At the top speed exactly one step per frame, whatever the frame rate.
      const advance = this.speedIndex === SPEEDS.length - 1 ? 1 : Math.floor(this.carry);
      if (advance > 0) {
        this.carry -= advance;
        this.go(this.step + advance);
      }
      if (this.playing) this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  pause() {
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.setPlayButton();
  }

  setPlayButton() {
    // While playing, the sentence changes several times a second: a screen reader is told only
    // the step playing stopped at.
    byId('narration').setAttribute('aria-live', this.playing ? 'off' : 'polite');
    const button = this.buttons.play;
    button.setAttribute('aria-label', this.playing ? 'Pause' : 'Play');
    button.title = this.playing ? 'Pause (space)' : 'Play (space)';
    button.dataset.playing = String(this.playing);
  }

  setSpeed(index) {
    this.speedIndex = index;
    const speed = SPEEDS[index];
    this.speedLabel.textContent =
      index === SPEEDS.length - 1 ? 'every frame' : `${speed} step${speed === 1 ? '' : 's'}/s`;
    // The slider's value in words, as shown beside it (its number is an index into SPEEDS).
    this.speed.setAttribute('aria-valuetext', this.speedLabel.textContent);
  }

  onKey(event) {
    const target = event.target;
    if (!this.active() || event.altKey || event.ctrlKey || event.metaKey) return;
    // A focused button keeps Space (it presses the button, e.g. Copy link).
    if (event.key === ' ' && target.closest?.('button')) return;
    // Text fields keep their keys; the scrubber moves itself with arrows, Home and End.
    if (typingIn(event)) {
      if (!(target === this.scrubber && event.key === ' ')) return;
    }
    const actions = {
      ArrowRight: () => this.go(this.step + 1),
      ArrowLeft: () => this.go(this.step - 1),
      ' ': () => this.toggle(),
      Home: () => this.go(0),
      End: () => this.go(this.steps),
    };
    const action = actions[event.key];
    if (!action || this.steps === 0) return;
    event.preventDefault();
    action();
  }

  /** Called when playing starts: set by the page. */
  onPlay() {}

  /** Whether the keys are the player's: set by the page (false while another view is shown). */
  active() {
    return true;
  }
}
