//! `gamegraph trace`: the solver's event stream, one event per line, positions by name.
//!
//! ```text
//! discover P11 t=1
//! edge P11 -> C01 tree
//! finish C01 t=4 value=-1 best=P00
//! edge C10 -> P00 black (value -1 reused)
//! ```

use std::io::Write;

use gamegraph::graph::GameGraph;
use gamegraph::solve::dfs::{DfsEvent, EdgeKind, dfs_trace};
use gamegraph::solve::retrograde::{RetroEvent, retrograde_traced};

use super::{Failure, TraceAlgorithm, show_value};

pub fn run(graph: &GameGraph, algorithm: TraceAlgorithm, out: &mut dyn Write) -> Result<(), Failure> {
    let name = |v: u32| graph.name(v);
    match algorithm {
        TraceAlgorithm::Dfs => {
            let (events, result) = dfs_trace(graph);
            // Values of the positions finished so far, for the "value reused" note.
            let mut values = vec![f64::NAN; graph.len()];
            for event in &events {
                match *event {
                    DfsEvent::Discover { position, time } => writeln!(out, "discover {} t={time}", name(position))?,
                    DfsEvent::Edge { from, to, kind } => {
                        let kind = match kind {
                            EdgeKind::Tree => "tree".to_owned(),
                            EdgeKind::Black => format!("black (value {} reused)", show_value(values[to as usize])),
                            EdgeKind::Back => "back (cycle)".to_owned(),
                        };
                        writeln!(out, "edge {} -> {} {kind}", name(from), name(to))?
                    }
                    DfsEvent::Finish { position, time, value, best } => {
                        values[position as usize] = value;
                        let best = best.map_or("-", name);
                        writeln!(out, "finish {} t={time} value={} best={best}", name(position), show_value(value))?
                    }
                }
            }
            if let Err(cycle) = result {
                return Err(Failure::Message(cycle.describe(graph)));
            }
        }
        TraceAlgorithm::Retrograde => {
            let (_, events) = retrograde_traced(graph);
            for event in events {
                match event {
                    RetroEvent::Threshold { value } => writeln!(out, "threshold {}", show_value(value))?,
                    RetroEvent::Enqueue { position } => writeln!(out, "enqueue {}", name(position))?,
                    RetroEvent::Dequeue { position } => writeln!(out, "dequeue {}", name(position))?,
                    RetroEvent::Decrement { position, counter } => {
                        writeln!(out, "decrement {} counter={counter}", name(position))?
                    }
                    RetroEvent::Label { position, value, outcome, remoteness } => {
                        let outcome = outcome.word();
                        let remoteness = remoteness.map_or("-".to_owned(), |r| r.to_string());
                        writeln!(
                            out,
                            "label {} value={} outcome={outcome} remoteness={remoteness}",
                            name(position),
                            show_value(value)
                        )?
                    }
                }
            }
        }
    }
    Ok(())
}
