// Practice mode on the page: the run stops before each decisive step (questions.js)
// and asks; it never advances by itself. A right answer is said so briefly and the drawing steps
// to the next question; a wrong one shows the right answer with the rule that gives it and a
// "Next question" button. A running score and streak; at the end a summary and "Again". While a
// question is open the board shows the position asked about (not where the search is).
//
// A subscriber of the page store (www/store/): a view shown in practice mode opens
// a round on its run, a cleared explorer closes it. The score carries on when the game or the
// algorithm is changed on the page (the round says so); a link opened, or leaving practice mode,
// starts a fresh one.
//
// Testability contract: #app carries data-mode="practice", data-asked (the position's
// name) while a question is open (removed when none is), data-score="<right>/<asked>"; the
// answer field's accessible name is "Your answer", the button's "Check".

import { announcer, capitalise, count, h, plainWords, replaceChildren, wordNodes } from '../core/index.js';
import { isRight, questionAt, questionsFor } from './questions.js';
import { EXPECTED, readAnswer } from './practice-answers.js';

/** Quick-fill chips by kind of question: [label, text put in the field, check at once?]. */
const CHIPS = {
  yesno: [
    ['yes', 'yes', true],
    ['no', 'no', true],
  ],
  outcome: [
    ['Paul wins in …', 'Paul wins in ', false],
    ['Carole wins in …', 'Carole wins in ', false],
    ['draw', 'draw', true],
  ],
  value: [],
};

export class PracticeView {
  /** root: the practice section; store: the page store (followed); marks: reads and sets
   * the root's data attributes (the store's marks); goTo(step): shows a step of the run; drawing:
   * the box of the graph or tree view (the position asked about is marked there); board: the
   * board card (it shows the position asked about). */
  constructor({ root, store, marks, goTo, drawing, board }) {
    this.root = root;
    this.marks = marks;
    this.goTo = goTo;
    this.drawing = drawing;
    this.board = board;
    this.questions = [];
    this.index = 0;
    this.score = freshScore();
    // The next round starts from 0 (a link opened, or practice mode left), or carries the score on.
    this.fresh = true;
    // What a screen reader is told after an answer (the panel itself is rebuilt).
    this.say = announcer(root);
    store.subscribe((state, action) => this.follow(state, action));
  }

  /** The store's actions that open, close or reset a round. */
  follow(state, action) {
    if (action.type === 'open') {
      if (action.origin === 'link' || action.origin === 'fallback' || !action.view.practice) this.fresh = true;
    } else if (action.type === 'clear') {
      this.close();
    } else if (action.type === 'shown') {
      const { view } = state;
      if (view.practice && !view.play && !view.draw) {
        this.open({
          algorithm: state.algorithm,
          run: state.comparing ? null : state.run,
          step: view.step ?? 0,
          why: state.comparing ? 'Practice asks about one algorithm at a time (Compare with: nothing).' : action.why,
        });
      } else {
        this.close();
        this.fresh = true;
      }
    }
  }

  /** Whether practice mode holds the run (the explorer's step controls and keys are off
   * meanwhile; they come back with the summary, to look through the finished run). */
  get active() {
    return this.marks.get('mode') === 'practice' && this.marks.get('practiceOver') == null;
  }

  /** Practises a run of `algorithm` (a registry module), from the question at or after `step`
   * (the link's); run null: the algorithm is not animated on this game (`why`, a sentence, says
   * why). */
  open({ algorithm, run, step, why }) {
    this.close();
    this.algorithm = algorithm;
    this.run = run;
    this.marks.set({ mode: 'practice' });
    // Carried on from the game or algorithm before: said with the first question.
    const carried = !this.fresh && this.score.asked > 0;
    if (!carried) this.score = freshScore();
    this.fresh = false;
    this.showScore();
    if (!run) {
      this.render([
        h(
          'p',
          { class: 'practice-prompt' },
          `Nothing to practise here. ${why ?? `${capitalise(algorithm?.label ?? 'this algorithm')} is not animated on this game.`} Choose another game or algorithm: practice stays on.`,
        ),
      ]);
      return;
    }
    this.questions = questionsFor(algorithm.id, run);
    this.ask(questionAt(this.questions, step));
    const feedback = this.root.querySelector('.practice-feedback');
    if (carried && feedback && !feedback.textContent) {
      feedback.textContent = `Your score carries on from before: ${scoreWords(this.score)}.`;
      feedback.dataset.verdict = 'carried';
    }
  }

  close() {
    replaceChildren(this.root);
    this.questions = [];
    this.run = null;
    this.closeQuestion();
    if (this.marks.get('mode') === 'practice') this.marks.set({ mode: undefined });
    this.marks.set({ score: undefined, practiceOver: undefined });
  }

  /** Opens question i (or the summary past the last one); the drawing steps to it. */
  ask(i) {
    this.index = i;
    const question = this.questions[i];
    if (!question) return this.summary();
    this.marks.set({ practiceOver: undefined });
    // The board shows the position asked about until the answer (the steps move on under it).
    this.board.pin(question.position);
    if (question.conceal.length) this.marks.set({ conceal: question.conceal.join(' ') });
    else this.marks.set({ conceal: undefined });
    this.goTo(question.step);
    // data-asked once the drawing shows the question's step (the player draws on the next frame),
    // so #app never names a question beside another step.
    this.opened = question;
    requestAnimationFrame(() => {
      if (this.opened !== question) return;
      this.marks.set({ asked: question.position });
      this.mark(question);
    });
    this.showQuestion(question, null);
  }

  closeQuestion() {
    this.opened = null;
    this.board.pin(null);
    this.marks.set({ asked: undefined, conceal: undefined });
    this.mark(null);
  }

  /** Marks the drawn position asked about (data-asked-here; a tree node by its id), or none. */
  mark(question) {
    for (const node of this.drawing.querySelectorAll('[data-asked-here]')) node.removeAttribute('data-asked-here');
    if (!question) return;
    const selector =
      question.node != null ? `[data-node="${question.node}"]` : `[data-position="${CSS.escape(question.position)}"]`;
    this.drawing.querySelector(selector)?.setAttribute('data-asked-here', 'true');
  }

  showQuestion(question, feedback) {
    // The question itself and the form expected are read with the field.
    const input = h('input', {
      id: 'practice-answer',
      class: 'practice-input',
      type: 'text',
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-describedby': 'practice-question practice-expected',
    });
    const check = h('button', { type: 'button', class: 'button primary' }, 'Check');
    const message = h('p', { class: 'practice-feedback', role: 'status' }, feedback ?? '');
    const submit = () => this.check(question, input.value, message);
    check.addEventListener('click', submit);
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      // The answer moves focus to a Next/Again button; without this the same Enter would
      // go on to press it, skipping the correction or restarting the quiz.
      event.preventDefault();
      submit();
    });
    const chips = CHIPS[question.kind].map(([label, text, now]) =>
      h(
        'button',
        {
          type: 'button',
          class: 'chip',
          onclick: () => {
            input.value = text;
            input.focus();
            if (now) submit();
          },
        },
        label,
      ),
    );
    this.render([
      h(
        'p',
        { class: 'practice-prompt', id: 'practice-question' },
        h(
          'span',
          { class: 'practice-count muted' },
          `Question ${count(this.index + 1)} of ${count(this.questions.length)}. `,
        ),
        wordNodes(question.prompt),
      ),
      h(
        'div',
        { class: 'practice-answer' },
        h('label', { for: 'practice-answer' }, 'Your answer'),
        input,
        check,
        chips.length ? h('span', { class: 'chips' }, chips) : null,
      ),
      h('p', { id: 'practice-expected', class: 'muted practice-expected' }, EXPECTED[question.kind]),
      message,
    ]);
    input.focus({ preventScroll: true });
  }

  /** Reads and grades a reply: malformed → a sentence, not counted. */
  check(question, reply, message) {
    if (this.opened !== question) return;
    const read = readAnswer(question.kind, reply);
    if (!read.ok) {
      message.textContent = read.message;
      message.dataset.verdict = 'unreadable';
      return;
    }
    this.score.asked += 1;
    this.closeQuestion();
    if (isRight(question, read.answer)) {
      this.score.right += 1;
      this.score.streak += 1;
      this.score.best = Math.max(this.score.best, this.score.streak);
      this.showScore();
      this.verdict = `Right: ${question.answerWords}.`;
      this.say(`${this.verdict} ${scoreWords(this.score)}.`);
      const next = this.index + 1;
      if (this.questions[next]) {
        this.ask(next);
        this.root.querySelector('.practice-feedback').textContent = this.verdict;
        this.root.querySelector('.practice-feedback').dataset.verdict = 'right';
      } else {
        this.summary(this.verdict);
      }
      return;
    }
    this.score.streak = 0;
    this.showScore();
    this.say(
      `Not quite: the answer is ${question.answerWords}. ${plainWords(question.rule)} ${scoreWords(this.score)}.`,
    );
    // The decisive step is shown, with the right answer and its rule; nothing advances alone.
    this.goTo(question.step + 1);
    const last = this.index + 1 >= this.questions.length;
    const next = h('button', { type: 'button', class: 'button primary' }, last ? 'See the score' : 'Next question');
    next.addEventListener('click', () => this.ask(this.index + 1));
    // The button first, beside the verdict: it stays on screen however long the rule is.
    this.render([
      h('p', { class: 'practice-prompt' }, wordNodes(question.prompt)),
      h(
        'div',
        { class: 'practice-answer practice-corrected' },
        next,
        h(
          'p',
          { class: 'practice-feedback', 'data-verdict': 'wrong' },
          h('strong', {}, `Not quite: the answer is ${question.answerWords}. `),
          wordNodes(question.rule),
        ),
      ),
    ]);
    next.focus({ preventScroll: true });
  }

  /** The end of the trace: how many were right, and "Again". */
  summary(verdict = null) {
    this.closeQuestion();
    if (this.run) this.goTo(this.run.steps);
    this.marks.set({ practiceOver: 'true' });
    const { right, asked, best } = this.score;
    const again = h('button', { type: 'button', class: 'button primary' }, 'Again');
    again.addEventListener('click', () => {
      this.score = freshScore();
      this.showScore();
      this.ask(0);
    });
    const words =
      this.questions.length === 0
        ? `${this.algorithm.label} takes no decisive step on this game that practice asks about: choose a bigger game.`
        : asked === 0
          ? 'No question left from this step on.'
          : `${count(right)} of ${count(asked)} right${best > 1 ? `, best streak ${count(best)}` : ''}. The run is over: the drawing shows its last step.`;
    this.say(verdict ? `${verdict} ${words}` : words);
    this.render([
      verdict ? h('p', { class: 'practice-feedback', 'data-verdict': 'right' }, verdict) : null,
      h('p', { class: 'practice-prompt practice-summary' }, words),
      h('div', { class: 'practice-answer' }, this.questions.length ? again : null),
    ]);
    again.focus({ preventScroll: true });
  }

  showScore() {
    const { right, asked } = this.score;
    this.marks.set({ score: `${right}/${asked}` });
    const label = this.root.querySelector('.practice-score');
    if (label) label.textContent = scoreWords(this.score);
  }

  render(body) {
    const head = h(
      'div',
      { class: 'practice-head' },
      h('strong', {}, `Practice: ${this.algorithm?.label ?? ''}`),
      h('span', { class: 'practice-score' }, scoreWords(this.score)),
    );
    replaceChildren(this.root, head, body);
  }
}

/** No question answered yet. */
function freshScore() {
  return { right: 0, asked: 0, streak: 0, best: 0 };
}

/** "Score 3 of 4 · streak 2". */
function scoreWords({ right, asked, streak }) {
  return `Score ${count(right)} of ${count(asked)} · streak ${count(streak)}`;
}
