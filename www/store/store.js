// The page's one store: every piece of the page's state in one object, changed only
// by dispatching an action, and read by the subscribers that render it (the root's data
// attributes, the link, the tabs' links, the legend, the drawing and cards as a step is shown). A new view
// subscribes, renders from `state` and `action`, and changes nothing but through `dispatch`.
//
// State (`store.state`, read-only outside this module):
//   page         'explorer' | 'lab'                 the tab shown (root data-view)
//   status       'loading' | 'ready' | 'error'      root data-state
//   busy         what the page is busy with ('Loading'), or null: the busy line over the drawing
//   notice       the message above the page, or null
//   placeholder  the sentence in place of the drawing, or null
//   view         the view shown, as its link says (www/link/link.js: game, params | text, alg,
//                compare, step, play, practice, draw), or null before the first
//   token        counts the loads asked for: a load whose token is not the latest is dropped
//   loading      a load is on its way (the view is not shown yet)
//   text         the game's text on the page (null: a big built-in game's, kept in the worker)
//   textErrors   the custom text shown does not parse (its errors are in the editor)
//   result       the worker's result for the view (summary, layout, final values, text ids)
//   title        the game's title (the page's heading): the last result's, kept while the next
//                loads, or a custom text's that does not parse
//   game         the wasm Game parsed on this thread for a drawn game, or null
//   algorithm    the algorithm shown (the first one compared), www/algorithms/index.js
//   run          its run over `game` (the trace stepped through), or null
//   comparing    two algorithms are compared (view.compare)
//   whole        the canvas view a big game is drawn whole on (www/drawing/canvas/), or null
//   drawn        what that view draws: {count, positions (Uint8Array, 1 = drawn)}, or null
//   switchedFrom the algorithm the page left because it did not apply (it comes back once it does)
//   steps, step  the run's length and the step shown (compare mode: the shared scrubber's)
//   frame        the frame drawn at `step` (run.frameAt), for views that draw it
//   leaves       alpha-beta's leaves evaluated at `step` (root data-leaves), or null
//   marks        the root's attributes a mode's view owns (play: mode, current, result; practice:
//                mode, score, conceal, asked, practiceOver; draw: mode), by data-* name
//
// Actions ({type, ...}); any action may also carry `link: 'later' | 'now' | 'push'`, which the
// link subscriber turns into a rewrite of the address bar (after a pause, now, or as a new
// history entry):
//   page {page}                       the explorer or the lab is shown
//   status {status}                   loading, ready or error
//   busy {phase}                      busy with `phase` (status loading), or no longer (null)
//   notice {text}                     the message above the page (null: none)
//   placeholder {text}                the sentence in place of the drawing (null: none)
//   fatal {message}                   a failure the page cannot recover from (status error)
//   claim                             a load is asked for: later answers to earlier ones drop
//   open {view, origin}               a view starts loading (claims too); origin: 'link' |
//                                     'chooser' | 'editor' | 'fallback' (www/app/page-controller.js)
//   text {text}                       the game's text on the page
//   params {params}                   the built-in game's parameters as the engine read them
//   view {view}                       the view shown is another (a rejected load's previous)
//   edit {fields}                     fields of the view change in place (play's moves, alg...)
//   play {explorer}                   play mode takes over the view loaded (www/play/: the worker
//                                     solves it for play); explorer: the same game's explorer link
//   played                            play mode shows its game (or says why not): the load is over
//   loaded                            the load is over (shown, rejected or failed)
//   textErrors {title}                the custom text does not parse (the title it is shown with)
//   result {result}                   the worker's result is shown (its title too)
//   algorithm {algorithm}             the algorithm shown
//   switchedFrom {id}                 the algorithm left (null: none)
//   game {game}                       the wasm Game parsed for the drawing
//   run {run}                         the run stepped through
//   comparing                         two algorithms compared
//   whole {view, drawn}               the run is drawn whole on that canvas view
//   steps {steps}                     the run's length (none: step 0)
//   step {step, frame?, leaves?}      a step is shown (the view's step follows; link 'later')
//   settled {text}                    the view's algorithm is settled: the tabs lead to it
//   shown {why}                       the view is shown, its run (if any) loaded in the player; why:
//                                     why there is no run to step through (a sentence), or null
//   clear                             the explorer shows nothing (game, run and result freed)
//   mark {marks}                      a mode's view sets (or, undefined, removes) its attributes

export class PageStore {
  constructor() {
    this.state = {
      page: 'explorer',
      status: 'loading',
      busy: null,
      notice: null,
      placeholder: null,
      view: null,
      token: 0,
      loading: false,
      text: null,
      textErrors: false,
      result: null,
      title: '',
      game: null,
      algorithm: null,
      run: null,
      comparing: false,
      whole: null,
      drawn: null,
      switchedFrom: null,
      steps: 0,
      step: 0,
      frame: null,
      leaves: null,
      marks: {},
    };
    this.subscribers = [];
  }

  /** Calls fn(state, action) after each action; returns the function that unsubscribes it. */
  subscribe(fn) {
    this.subscribers.push(fn);
    return () => {
      this.subscribers = this.subscribers.filter((other) => other !== fn);
    };
  }

  /** Applies `action` to the state, then tells every subscriber. Returns the state. */
  dispatch(action) {
    reduce(this.state, action);
    for (const fn of this.subscribers) fn(this.state, action);
    return this.state;
  }
}

/** The state after `action` (changed in place: the view object is shared with the views that
 * were handed it, and a step must not copy a view holding a 16 MB text). */
function reduce(state, action) {
  switch (action.type) {
    case 'page':
      state.page = action.page;
      return;
    case 'status':
      state.status = action.status;
      return;
    case 'busy':
      state.busy = action.phase;
      if (action.phase != null) state.status = 'loading';
      return;
    case 'notice':
      state.notice = action.text;
      return;
    case 'placeholder':
      state.placeholder = action.text;
      return;
    case 'fatal':
      state.notice = `Something went wrong: ${action.message}`;
      state.status = 'error';
      return;
    case 'claim':
      state.token += 1;
      return;
    case 'open':
      state.token += 1;
      state.loading = true;
      state.view = { ...action.view, params: action.view.params ?? [] };
      state.textErrors = false;
      return;
    case 'text':
      state.text = action.text;
      return;
    case 'params':
      state.view.params = action.params;
      return;
    case 'view':
      state.view = action.view;
      return;
    case 'edit':
      for (const [key, value] of Object.entries(action.fields)) {
        if (value === undefined) delete state.view[key];
        else state.view[key] = value;
      }
      return;
    case 'play':
      state.loading = true;
      return;
    case 'played':
    case 'loaded':
      state.loading = false;
      return;
    case 'textErrors':
      state.textErrors = true;
      state.title = action.title;
      return;
    case 'result':
      state.result = action.result;
      state.title = action.result.title;
      return;
    case 'algorithm':
      state.algorithm = action.algorithm;
      return;
    case 'switchedFrom':
      state.switchedFrom = action.id;
      return;
    case 'game':
      state.game = action.game;
      return;
    case 'run':
      state.run = action.run;
      return;
    case 'comparing':
      state.comparing = true;
      return;
    case 'whole':
      state.whole = action.view;
      state.drawn = action.drawn;
      return;
    case 'steps':
      state.steps = action.steps;
      // A game without animation is at step 0 (the view keeps the step its link asked for).
      if (action.steps === 0) state.step = 0;
      return;
    case 'step':
      state.step = action.step;
      state.frame = action.frame ?? null;
      if (action.leaves !== undefined) state.leaves = action.leaves;
      state.view.step = action.step;
      return;
    case 'settled':
    case 'shown':
      return;
    case 'clear':
      state.run?.free();
      state.run = null;
      state.comparing = false;
      state.whole = null;
      state.drawn = null;
      state.game?.free();
      state.game = null;
      state.result = null;
      state.steps = 0;
      state.step = 0;
      state.frame = null;
      state.leaves = null;
      return;
    case 'mark':
      // A mark set to undefined stays named, so the root writer removes its attribute.
      Object.assign(state.marks, action.marks);
      return;
    default:
      throw new Error(`unknown action ${String(action.type)}`);
  }
}
