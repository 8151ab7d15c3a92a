//! [`Game::trace`] and the [`Trace`] it returns: a recorded DFS run the explorer scrubs through,
//! its events as plain objects and the state at the cursor as typed arrays.

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::game::{Game, unknown_algorithm};
use super::to_js;
use crate::solve::dfs::{self, DfsEvent, DfsReplay, DfsState, EdgeKind};
use crate::solve::replay::Scrubber;

#[wasm_bindgen]
impl Game {
    /// Records the step-by-step run of `algorithm` (`"dfs"`) for the explorer.
    pub fn trace(&self, algorithm: &str) -> Result<Trace, JsValue> {
        match algorithm {
            "dfs" => {
                let (events, _) = dfs::dfs_trace(&self.graph);
                let scrubber = Scrubber::new(DfsReplay::new(&self.graph), events, self.graph.len());
                Ok(Trace { scrubber })
            }
            other => Err(unknown_algorithm(other)),
        }
    }
}

/// A DFS event as the page sees it: `kind` names the variant.
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum EventJs {
    Discover { position: u32, time: u32 },
    Edge { from: u32, to: u32, edge: &'static str },
    Finish { position: u32, time: u32, value: f64, best: Option<u32> },
}

impl From<&DfsEvent> for EventJs {
    fn from(event: &DfsEvent) -> Self {
        match *event {
            DfsEvent::Discover { position, time } => EventJs::Discover { position, time },
            DfsEvent::Edge { from, to, kind } => {
                let edge = match kind {
                    EdgeKind::Tree => "tree",
                    EdgeKind::Black => "black",
                    EdgeKind::Back => "back",
                };
                EventJs::Edge { from, to, edge }
            }
            DfsEvent::Finish { position, time, value, best } => EventJs::Finish { position, time, value, best },
        }
    }
}

/// A recorded step-by-step run: steps `0 ..= length`, step `k` being the state after `k` events.
#[wasm_bindgen]
pub struct Trace {
    scrubber: Scrubber<DfsReplay>,
}

impl Trace {
    /// The search state at the cursor.
    fn search_state(&self) -> &DfsState {
        self.scrubber.state().search_state()
    }
}

scrubbed_trace!(Trace, EventJs);

#[wasm_bindgen]
impl Trace {
    /// Colours at the current step: `COLOR_WHITE` (0), `COLOR_GRAY` (1) or `COLOR_BLACK` (2).
    pub fn colors(&self) -> Vec<u8> {
        self.search_state().colors().iter().map(|&color| color as u8).collect()
    }

    /// Values at the current step (NaN = not yet known).
    pub fn values(&self) -> Vec<f64> {
        self.search_state().values().to_vec()
    }

    /// Discovery times at the current step (0 = not yet).
    pub fn discovered(&self) -> Vec<u32> {
        self.search_state().discovered().to_vec()
    }

    /// Finish times at the current step (0 = not yet).
    pub fn finished(&self) -> Vec<u32> {
        self.search_state().finished().to_vec()
    }

    /// The DFS stack at the current step, bottom first.
    pub fn stack(&self) -> Vec<u32> {
        self.search_state().stack().to_vec()
    }

    /// For each stack entry, the best successor value seen so far (−∞ for Paul, +∞ for Carole
    /// when none yet): the running max or min of DFS-VISIT.
    pub fn partial(&self) -> Vec<f64> {
        self.search_state().partial().to_vec()
    }

    /// The cycle found at the current step (ids, first = last), or `undefined`.
    pub fn cycle(&self) -> Option<Vec<u32>> {
        self.search_state().cycle().map(<[u32]>::to_vec)
    }
}
