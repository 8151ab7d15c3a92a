//! The traces of the algorithms that work on the game *graph*, cycles allowed: retrograde
//! analysis (TAOCP 2.2.3 ex. 28, seed 003: [`Game::trace_retrograde`] → [`RetrogradeTrace`]) and
//! the attractor layers W0 ⊆ W1 ⊆ … (the olympiad notes on finite games, seed 002:
//! [`Game::trace_attractor`] → [`AttractorTrace`]).
//!
//! Each is a Trace-like object over the core's [`Scrubber`] (see [`crate::solve::replay`]): the
//! same `length`, `step`, `eventAt(i)` and `seek(k)` as the DFS [`super::Trace`], the events as
//! small serde structs tagged by `kind`, and the state at the cursor as typed arrays (copies).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::game::Game;
use super::{NO_LAYER, NO_REMOTENESS, outcome_code, to_js};
use crate::graph::Player;
use crate::solve::attractor::{AttractorEvent, AttractorReplay, attractor_traced};
use crate::solve::replay::Scrubber;
use crate::solve::retro_replay::RetroReplay;
use crate::solve::retrograde::{RetroEvent, retrograde_traced};

#[wasm_bindgen]
impl Game {
    /// Records retrograde analysis (the exact-value method, threshold by threshold) for the
    /// explorer. Never fails: it applies to every game.
    #[wasm_bindgen(js_name = traceRetrograde)]
    pub fn trace_retrograde(&self) -> RetrogradeTrace {
        let (_, events) = retrograde_traced(&self.graph);
        RetrogradeTrace { scrubber: Scrubber::new(RetroReplay::new(&self.graph), events, self.graph.len()) }
    }

    /// Records the attractor layers of `player` (`"paul"` or `"carole"`).
    #[wasm_bindgen(js_name = traceAttractor)]
    pub fn trace_attractor(&self, player: &str) -> Result<AttractorTrace, JsValue> {
        let player = match player {
            "paul" => Player::Max,
            "carole" => Player::Min,
            other => return Err(js_sys::Error::new(&format!("unknown player `{other}`: use paul or carole")).into()),
        };
        let (_, events) = attractor_traced(&self.graph, player);
        Ok(AttractorTrace { scrubber: Scrubber::new(AttractorReplay::new(&self.graph), events, self.graph.len()) })
    }
}

/// A retrograde event as the page sees it (`kind`: threshold, enqueue, dequeue, decrement,
/// label; `outcome`: `paul`, `carole` or `draw`; `remoteness`: a number or `null`).
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum RetroEventJs {
    Threshold { value: f64 },
    Enqueue { position: u32 },
    Dequeue { position: u32 },
    Decrement { position: u32, counter: u32 },
    Label { position: u32, value: f64, outcome: &'static str, remoteness: Option<u32> },
}

impl From<&RetroEvent> for RetroEventJs {
    fn from(event: &RetroEvent) -> Self {
        match *event {
            RetroEvent::Threshold { value } => RetroEventJs::Threshold { value },
            RetroEvent::Enqueue { position } => RetroEventJs::Enqueue { position },
            RetroEvent::Dequeue { position } => RetroEventJs::Dequeue { position },
            RetroEvent::Decrement { position, counter } => RetroEventJs::Decrement { position, counter },
            RetroEvent::Label { position, value, outcome, remoteness } => {
                RetroEventJs::Label { position, value, outcome: outcome.word(), remoteness }
            }
        }
    }
}

/// A recorded retrograde analysis: steps `0 ..= length`.
#[wasm_bindgen]
pub struct RetrogradeTrace {
    scrubber: Scrubber<RetroReplay>,
}

scrubbed_trace!(RetrogradeTrace, RetroEventJs);

impl RetrogradeTrace {
    fn state(&self) -> &RetroReplay {
        self.scrubber.state()
    }
}

#[wasm_bindgen]
impl RetrogradeTrace {
    /// Values at the cursor (NaN = not labelled yet).
    pub fn values(&self) -> Vec<f64> {
        self.state().values().to_vec()
    }

    /// Outcome codes at the cursor (`OUTCOME_*`; `OUTCOME_UNREACHABLE` = not labelled yet).
    pub fn outcomes(&self) -> Vec<u8> {
        self.state().outcomes().iter().map(|&o| outcome_code(o)).collect()
    }

    /// Remoteness at the cursor (`NO_REMOTENESS` while unknown, and for draws).
    pub fn remoteness(&self) -> Vec<u32> {
        self.state().remoteness().iter().map(|r| r.unwrap_or(NO_REMOTENESS)).collect()
    }

    /// The counters c(x) at the cursor: moves not (yet) known to lead into the attractor.
    pub fn counters(&self) -> Vec<u32> {
        self.state().counters().to_vec()
    }

    /// The queue at the cursor, front first.
    pub fn queue(&self) -> Vec<u32> {
        self.state().queue().to_vec()
    }

    /// The current phase's threshold (NaN before the first event; 0: the draws).
    #[wasm_bindgen(getter)]
    pub fn threshold(&self) -> f64 {
        self.state().threshold().unwrap_or(f64::NAN)
    }

    /// The position last taken from the queue in this phase, or −1.
    #[wasm_bindgen(getter)]
    pub fn current(&self) -> i32 {
        self.state().current().map_or(-1, |v| v as i32)
    }
}

/// An attractor event as the page sees it (`kind`: layer, notify, join).
#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum AttractorEventJs {
    Layer { index: u32 },
    Notify { position: u32, from: u32, good: u32, degree: u32 },
    Join { position: u32, layer: u32 },
}

impl From<&AttractorEvent> for AttractorEventJs {
    fn from(event: &AttractorEvent) -> Self {
        match *event {
            AttractorEvent::Layer { index } => AttractorEventJs::Layer { index },
            AttractorEvent::Notify { position, from, good, degree } => {
                AttractorEventJs::Notify { position, from, good, degree }
            }
            AttractorEvent::Join { position, layer } => AttractorEventJs::Join { position, layer },
        }
    }
}

/// A recorded attractor computation for one player: steps `0 ..= length`.
#[wasm_bindgen]
pub struct AttractorTrace {
    scrubber: Scrubber<AttractorReplay>,
}

scrubbed_trace!(AttractorTrace, AttractorEventJs);

impl AttractorTrace {
    fn state(&self) -> &AttractorReplay {
        self.scrubber.state()
    }
}

#[wasm_bindgen]
impl AttractorTrace {
    /// The layer of each position in W at the cursor (`NO_LAYER` for the others).
    pub fn layers(&self) -> Vec<u32> {
        self.state().layers().iter().map(|l| l.unwrap_or(NO_LAYER)).collect()
    }

    /// Each position's count of good successors (one per move) at the cursor.
    pub fn good(&self) -> Vec<u32> {
        self.state().good().to_vec()
    }

    /// Each position's number of moves (repeats counted).
    pub fn degrees(&self) -> Vec<u32> {
        self.state().degrees().to_vec()
    }

    /// How many positions joined in each layer so far (its length − 1 is the layer being built).
    #[wasm_bindgen(js_name = layerSizes)]
    pub fn layer_sizes(&self) -> Vec<u32> {
        self.state().layer_sizes().to_vec()
    }

    /// The position whose predecessors are being notified, or −1.
    #[wasm_bindgen(getter)]
    pub fn current(&self) -> i32 {
        self.state().current().map_or(-1, |v| v as i32)
    }
}
