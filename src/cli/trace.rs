//! `gamegraph trace`: the solver's event stream, one event per line, positions by name — the
//! same events, one per step, that the page animates.
//!
//! ```text
//! discover P11 t=1
//! edge P11 -> C01 tree
//! finish C01 t=4 value=-1 best=P00
//! edge C10 -> P00 black (value -1 reused)
//! ```
//!
//! The tree algorithms (stack traversal, alpha-beta) walk the game unfolded into a tree, where a
//! position reached by two paths is two nodes: a node is written as its position's name, `#` and
//! its node number in preorder (`C0.1#3`).

use std::borrow::Cow;
use std::io::Write;

use gamegraph::graph::{GameGraph, Player};
use gamegraph::solve::alpha_beta_trace::{AlphaBetaEvent, alpha_beta_traced};
use gamegraph::solve::attractor::{AttractorEvent, attractor_traced};
use gamegraph::solve::dfs::{DfsEvent, EdgeKind, dfs_trace};
use gamegraph::solve::game_tree::{MAX_DRAWN_TREE_NODES, MoveOrder, UnfoldedTree};
use gamegraph::solve::retrograde::{RetroEvent, retrograde_traced};
use gamegraph::solve::stack_traversal::{StackEvent, stack_traversal};
use gamegraph::text::visible;

use super::{Failure, OrderArg, PlayerArg, TraceAlgorithm, show_value};

/// What to trace, with the options that apply to it.
pub enum Options {
    Dfs,
    Retrograde,
    Attractor(Player),
    Stack,
    Alphabeta(MoveOrder),
}

impl Options {
    /// Checks that `--player` and `--order` go with the algorithm they belong to.
    pub fn new(algorithm: TraceAlgorithm, player: Option<PlayerArg>, order: Option<OrderArg>) -> Result<Self, String> {
        if player.is_some() && algorithm != TraceAlgorithm::Attractor {
            return Err("--player applies to --algorithm attractor only".to_owned());
        }
        if order.is_some() && algorithm != TraceAlgorithm::Alphabeta {
            return Err("--order applies to --algorithm alphabeta only".to_owned());
        }
        Ok(match algorithm {
            TraceAlgorithm::Dfs => Options::Dfs,
            TraceAlgorithm::Retrograde => Options::Retrograde,
            TraceAlgorithm::Attractor => Options::Attractor(match player {
                Some(PlayerArg::Carole) => Player::Min,
                Some(PlayerArg::Paul) | None => Player::Max,
            }),
            TraceAlgorithm::Stack => Options::Stack,
            TraceAlgorithm::Alphabeta => Options::Alphabeta(match order {
                Some(OrderArg::Best) => MoveOrder::BestFirst,
                Some(OrderArg::Worst) => MoveOrder::WorstFirst,
                Some(OrderArg::Given) | None => MoveOrder::Given,
            }),
        })
    }
}

pub fn run(graph: &GameGraph, options: Options, out: &mut dyn Write) -> Result<(), Failure> {
    let name = |v: u32| visible(graph.name(v));
    match options {
        Options::Dfs => {
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
                        let best = best.map_or(Cow::Borrowed("-"), name);
                        writeln!(out, "finish {} t={time} value={} best={best}", name(position), show_value(value))?
                    }
                }
            }
            if let Err(cycle) = result {
                return Err(Failure::Message(cycle.describe(graph)));
            }
        }
        Options::Retrograde => {
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
        Options::Attractor(player) => attractor(graph, player, out)?,
        Options::Stack => stack(graph, &unfold(graph, MoveOrder::Given)?, out)?,
        Options::Alphabeta(order) => alphabeta(graph, &unfold(graph, order)?, out)?,
    }
    Ok(())
}

/// The game tree the page would draw, or the reason it cannot.
fn unfold(graph: &GameGraph, order: MoveOrder) -> Result<UnfoldedTree, Failure> {
    UnfoldedTree::new(graph, order, MAX_DRAWN_TREE_NODES).map_err(|e| Failure::Message(e.describe(graph)))
}

fn attractor(graph: &GameGraph, player: Player, out: &mut dyn Write) -> Result<(), Failure> {
    let (_, events) = attractor_traced(graph, player);
    for event in events {
        match event {
            AttractorEvent::Layer { index } => writeln!(out, "layer {index}")?,
            AttractorEvent::Notify { position, from, good, degree } => writeln!(
                out,
                "notify {} from {} good={good}/{degree}",
                visible(graph.name(position)),
                visible(graph.name(from))
            )?,
            AttractorEvent::Join { position, layer } => {
                writeln!(out, "join {} layer={layer}", visible(graph.name(position)))?
            }
        }
    }
    Ok(())
}

fn stack(graph: &GameGraph, tree: &UnfoldedTree, out: &mut dyn Write) -> Result<(), Failure> {
    let node = |v: u32| visible(&tree.label(graph, v)).into_owned();
    let (_, events) = stack_traversal(tree);
    for event in events {
        match event {
            StackEvent::UpLeft { from, to, mover } => writeln!(
                out,
                "up-left {} -> {} push ({}, {})",
                node(from),
                node(to),
                mover.keyword(),
                show_value(mover.identity())
            )?,
            StackEvent::Process { node: leaf, value } => {
                writeln!(out, "process {} c={}", node(leaf), show_value(value))?
            }
            StackEvent::Right { from, to, best } => {
                let parent = tree.parents()[to as usize].map_or(Player::Max, |p| tree.movers()[p as usize]);
                writeln!(out, "right {} -> {} top=({}, {})", node(from), node(to), parent.keyword(), show_value(best))?
            }
            StackEvent::Down { from, to, value } => {
                writeln!(out, "down {} -> {} pop c={}", node(from), node(to), show_value(value))?
            }
        }
    }
    Ok(())
}

fn alphabeta(graph: &GameGraph, tree: &UnfoldedTree, out: &mut dyn Write) -> Result<(), Failure> {
    let node = |v: u32| visible(&tree.label(graph, v)).into_owned();
    let (_, events) = alpha_beta_traced(tree);
    for event in events {
        match event {
            AlphaBetaEvent::Enter { node: v, alpha, beta } => {
                writeln!(out, "enter {} alpha={} beta={}", node(v), show_value(alpha), show_value(beta))?
            }
            AlphaBetaEvent::Leaf { node: v, value } => writeln!(out, "leaf {} value={}", node(v), show_value(value))?,
            AlphaBetaEvent::Return { node: v, value, to_parent } => {
                let to = to_parent.map_or(String::new(), |p| format!(" to {}", node(p)));
                writeln!(out, "return {} value={}{to}", node(v), show_value(value))?
            }
            AlphaBetaEvent::Cutoff { node: v, value, alpha, beta, pruned } => {
                let pruned: Vec<String> = pruned.into_iter().map(node).collect();
                writeln!(
                    out,
                    "cutoff {} value={} alpha={} beta={} pruned {}",
                    node(v),
                    show_value(value),
                    show_value(alpha),
                    show_value(beta),
                    pruned.join(" ")
                )?
            }
        }
    }
    Ok(())
}
