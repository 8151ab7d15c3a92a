// The page's one store: every piece of the page's state in one object, changed only by
// dispatching an action, and read by the views that render it. The page's session
// (www/app/session.js) dispatches what happens to a game (a link opened, a result from the
// worker, an algorithm's run); the views subscribe, render from `state` and `action`, and change
// nothing but through `dispatch` (a user's step, a mode's marks). What is on screen — which
// page, which section, which panel in the drawing's box, the notice, busy, the step — is decided
// here and nowhere else.
//
// State (`store.state`, read-only outside this module):
//   page         'explorer' | 'lab'                 the tab shown (root data-view)
//   status       'loading' | 'ready' | 'error'      root data-state
//   busy         what the page is busy with ('Loading'), or null: the busy line over the drawing
//   notice       the message above the page, or null
//   placeholder  the sentence in place of the drawing, or null
//   section      'explorer' | 'play' | 'draw'       which section shows the game: the explorer's
//                workspace, play mode or draw mode
//   panel        what the drawing's box shows: 'graph' (a run on the game graph), 'solved' (the
//                game graph with the solved values, nothing to step), 'tree' (the game tree),
//                'whole' (a big game drawn whole), 'compare' (two panes), 'summary' (the solved
//                summary of a game too big to draw), or null (nothing)
//   view         the view shown, as its link says (www/link/link.js: game, params | text, alg,
//                compare, step, play, practice, draw), or null before the first
//   origin       where that view came from: 'link' | 'chooser' | 'editor' | 'fallback'
//   token        counts the loads asked for: a load whose token is not the latest is dropped
//   loading      a load is on its way (the view is not shown yet)
//   text         the game's text on the page (null: a big built-in game's, kept in the worker)
//   textErrors   the custom text shown does not parse
//   errors       the custom text's errors marked in the editor: {list, more}
//   paramError   the parameter field a rejected game marks: {name, message}, or null
//   result       the worker's result for the view (summary, layout, final values, text ids)
//   title        the game's title (the page's heading): the last result's, kept while the next
//                loads, or a custom text's that does not parse
//   names        the line that says what the game's position names mean, or null
//   game         the wasm Game parsed on this thread for a drawn game, or null
//   algorithm    the algorithm shown (the first one compared), www/algorithms/index.js
//   switched     the algorithm the page switched from by itself, said beside the picker:
//                {from, to, why, back?} (www/explorer/algorithm-picker.js), or null
//   offer        the algorithm does not apply: {reason, instead, solvedBy}, or null
//   run          its run over `game` (the trace stepped through), or null
//   comparing    two algorithms are compared (view.compare): `panes` holds their runs
//   panes        compare mode's panes [{algorithm, run, why, ms}], or null
//   whole        the game drawn whole on canvases (www/drawing/canvas/): its model, or null
//   drawn        what that view draws: {count, positions (Uint8Array, 1 = drawn)}, or null
//   summaryWhy   why the game is summarised rather than drawn (the summary card's sentence)
//   said         the sentence under the drawing when no step says one, or null
//   walk         the neighbourhood walker is shown: {drawn (beside a whole drawing)}, or null
//   bestLine     the best line is picked out of the finished drawing
//   draw         draw mode's verdict on the text shown: {errors, summary, solved}, or null
//   switchedFrom the algorithm the page left because it did not apply (it comes back once it does)
//   steps, step  the run's length and the step shown (compare mode: the shared scrubber's); the
//                step's one home (view.step, the link's, is written with it)
//   frame        the frame drawn at `step` (run.frameAt), for views that draw it
//   leaves       alpha-beta's leaves evaluated at `step` (root data-leaves), or null
//   marks        the root's attributes a mode's view owns (play: mode, current, result; practice:
//                mode, score, conceal, asked, practiceOver; draw: mode), by data-* name
//   lab          the lab's link (its experiment), for the lab's tab
//
// Actions ({type, ...}); any action may also carry `link: 'later' | 'now' | 'push'`, which the
// link subscriber turns into a rewrite of the address bar (after a pause, now, or as a new
// history entry):
//   link {hash}                       a link is opened (a lesson's is the lessons')
//   page {page, hash?}                the explorer or the lab is shown (the lab's link to open)
//   lab {hash}                        the lab's experiment is this link
//   status {status}                   loading, ready or error
//   busy {phase}                      busy with `phase` (status loading), or no longer (null)
//   notice {text}                     the message above the page (null: none)
//   placeholder {text}                the sentence in place of the drawing (null: none)
//   fatal {message}                   a failure the page cannot recover from (status error)
//   claim                             a load is asked for: later answers to earlier ones drop
//   open {view, origin}               a view starts loading (claims too); a custom text drawn
//                                     shows draw mode at once
//   rejected {view, text, param?, message}  a chosen game was rejected: the last good one
//                                     (`view`, `text`) stays; `param` names the field at fault
//   failed {param?}                   the view could not be loaded
//   text {text}                       the game's text on the page
//   errors {list, more}               the custom text's errors (none: it is a game)
//   params {params}                   the built-in game's parameters as the engine read them
//   view {view}                       the view shown is another
//   edit {fields}                     fields of the view change in place (play's moves, alg...)
//   play {explorer}                   play mode takes over the view loaded (www/play/: the worker
//                                     solves it for play); explorer: the same game's explorer link
//   played                            play mode shows its game (or says why not): the load is over
//   drawMode {verdict}                draw mode shows the game: the engine's verdict on its text
//                                     (root data-mode="draw", until the explorer is cleared)
//   loaded                            the load is over (shown, rejected or failed)
//   textErrors {title}                the custom text does not parse (the title it is shown with)
//   result {result, names}            the worker's result is shown (its title too)
//   algorithm {algorithm, switched}   the algorithm shown, and the switch said beside the picker
//   offer {offer}                     the algorithm does not apply (null: it does)
//   switchedFrom {id}                 the algorithm left (null: none)
//   game {game}                       the wasm Game parsed for the drawing
//   summary {why, said}               the game is summarised (too big to draw)
//   solved {said}                     the game graph is drawn with its solved values
//   run {run}                         the run stepped through, drawn (graph or tree)
//   comparing {panes}                 two algorithms compared, their runs in the panes
//   whole {model, drawn}              the game is drawn whole (its run comes next)
//   walk {on?}                        the neighbourhood walker is shown for the game (on: false,
//                                     not: it could not be)
//   bestLine {on}                     the best line is picked out, or not
//   steps {steps}                     the run's length (none: step 0)
//   seek {step, pause?}               the player is asked to show `step` (a practice question), and
//                                     to stop playing (a lesson's slide)
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
      section: 'explorer',
      panel: null,
      view: null,
      origin: null,
      token: 0,
      loading: false,
      text: null,
      textErrors: false,
      errors: { list: [], more: 0 },
      paramError: null,
      result: null,
      title: '',
      names: null,
      game: null,
      algorithm: null,
      switched: null,
      offer: null,
      run: null,
      comparing: false,
      panes: null,
      whole: null,
      drawn: null,
      summaryWhy: null,
      said: null,
      walk: null,
      bestLine: false,
      draw: null,
      switchedFrom: null,
      steps: 0,
      step: 0,
      frame: null,
      leaves: null,
      marks: {},
      lab: null,
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
    case 'link':
      return;
    case 'page':
      state.page = action.page;
      if (action.hash) state.lab = action.hash;
      return;
    case 'lab':
      state.lab = action.hash;
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
      state.origin = action.origin;
      state.textErrors = false;
      state.paramError = null;
      // A custom text drawn is drawn at once, while the engine judges it.
      if (state.view.draw && state.view.game === 'custom') state.section = 'draw';
      return;
    case 'rejected':
      state.loading = false;
      state.busy = null;
      state.status = 'ready';
      state.view = action.view;
      state.text = action.text;
      state.paramError = action.param ? { name: action.param, message: action.message } : null;
      return;
    case 'failed':
      state.loading = false;
      state.busy = null;
      state.paramError = action.param ? { name: action.param, message: null } : null;
      return;
    case 'text':
      state.text = action.text;
      return;
    case 'errors':
      state.errors = { list: action.list, more: action.more ?? 0 };
      return;
    case 'params':
      state.view.params = action.params;
      state.paramError = null;
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
      state.section = 'play';
      return;
    case 'drawMode':
      state.section = 'draw';
      state.draw = action.verdict;
      state.marks.mode = 'draw';
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
      state.names = action.names ?? null;
      return;
    case 'algorithm':
      state.algorithm = action.algorithm;
      state.switched = action.switched ?? null;
      return;
    case 'offer':
      state.offer = action.offer;
      return;
    case 'switchedFrom':
      state.switchedFrom = action.id;
      return;
    case 'game':
      state.game = action.game;
      return;
    case 'summary':
      state.panel = 'summary';
      state.summaryWhy = action.why;
      state.said = action.said;
      return;
    case 'solved':
      state.panel = 'solved';
      state.said = action.said;
      return;
    case 'run':
      state.run = action.run;
      // A whole drawing steps its run on the canvases it is drawn on.
      if (state.panel !== 'whole') state.panel = state.algorithm?.view === 'tree' ? 'tree' : 'graph';
      return;
    case 'comparing':
      state.comparing = true;
      state.panes = action.panes;
      state.panel = 'compare';
      return;
    case 'whole':
      state.whole = action.model;
      state.drawn = action.drawn;
      state.panel = 'whole';
      return;
    case 'walk':
      state.walk = action.on === false ? null : { drawn: state.panel === 'whole' };
      return;
    case 'bestLine':
      state.bestLine = action.on;
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
      // The best line is picked out of a finished drawing only.
      if (action.step !== state.steps) state.bestLine = false;
      return;
    case 'settled':
    case 'shown':
    case 'seek':
      return;
    case 'clear':
      state.run?.free();
      state.run = null;
      for (const pane of state.panes ?? []) pane.run?.free();
      state.panes = null;
      state.comparing = false;
      state.whole = null;
      state.drawn = null;
      state.game?.free();
      state.game = null;
      state.result = null;
      state.placeholder = null;
      state.names = null;
      state.switched = null;
      state.offer = null;
      state.panel = null;
      state.summaryWhy = null;
      state.said = null;
      state.walk = null;
      state.bestLine = false;
      state.section = 'explorer';
      state.draw = null;
      if (state.marks.mode === 'draw') state.marks.mode = undefined;
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
