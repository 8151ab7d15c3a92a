//! `gamegraph solve`: run one solver and print every reachable position's value and best moves,
//! as a table or as one JSON object.

use std::borrow::Cow;
use std::io::Write;

use gamegraph::game::StartingAt;
use gamegraph::graph::{GameGraph, PositionId};
use gamegraph::solve::dfs::solve_dag;
use gamegraph::solve::retrograde::{Outcome, retrograde};
use gamegraph::solve::tree::alpha_beta_within;
use gamegraph::solve::unfold::{MAX_TREE_POSITIONS, check_unfolding};
use gamegraph::text::{invisible, visible};
use serde::Serialize;

use super::{Algorithm, Failure, show_value};

/// What every solver's answer is turned into before printing.
#[derive(Serialize)]
struct Report {
    algorithm: &'static str,
    start: String,
    #[serde(serialize_with = "without_negative_zero")]
    value: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u32>,
    /// Leaves alpha-beta evaluated to find the start's value.
    #[serde(skip_serializing_if = "Option::is_none")]
    leaves: Option<u64>,
    /// Leaves evaluated by the extra searches, one from each first move, that find the best
    /// first moves (alpha-beta's own search proves the value, not which moves attain it).
    #[serde(skip_serializing_if = "Option::is_none")]
    best_move_leaves: Option<u64>,
    /// Positions not reachable from the start: ignored by the solvers.
    unreachable: usize,
    positions: Vec<Row>,
}

#[derive(Serialize)]
struct Row {
    name: String,
    /// `max`, `min`, or `end`.
    mover: &'static str,
    #[serde(serialize_with = "without_negative_zero")]
    value: f64,
    best: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    remoteness: Option<u32>,
}

/// A value as JSON, −0 written as 0 (as the table shows it): a min of 0 and −0 is either.
fn without_negative_zero<S: serde::Serializer>(value: &f64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(if *value == 0.0 { 0.0 } else { *value })
}

fn mover_word(graph: &GameGraph, v: PositionId) -> &'static str {
    if graph.is_end(v) { "end" } else { graph.mover(v).keyword() }
}

fn names(graph: &GameGraph, ids: Vec<PositionId>) -> Vec<String> {
    ids.into_iter().map(|w| graph.name(w).to_owned()).collect()
}

/// One row per position reachable from the start (those with a value), in id order; `best`
/// and `extra` (outcome, remoteness) come from the solver.
fn rows(
    graph: &GameGraph,
    values: &[f64],
    best: impl Fn(PositionId) -> Vec<PositionId>,
    extra: impl Fn(PositionId) -> (Option<&'static str>, Option<u32>),
) -> Vec<Row> {
    (0..graph.len() as PositionId)
        .filter(|&v| !values[v as usize].is_nan())
        .map(|v| {
            let (outcome, remoteness) = extra(v);
            Row {
                name: graph.name(v).to_owned(),
                mover: mover_word(graph, v),
                value: values[v as usize],
                best: names(graph, best(v)),
                outcome,
                remoteness,
            }
        })
        .collect()
}

fn report(graph: &GameGraph, algorithm: Algorithm) -> Result<Report, String> {
    let start = graph.name(graph.start()).to_owned();
    let unreachable = graph.unreachable_count();
    match algorithm {
        Algorithm::Dfs => {
            let solution = solve_dag(graph).map_err(|cycle| cycle.describe(graph))?;
            let positions = rows(graph, &solution.values, |v| solution.best_moves(graph, v), |_| (None, None));
            let value = solution.start_value(graph);
            Ok(Report {
                algorithm: "dfs",
                start,
                value,
                outcome: None,
                remoteness: None,
                leaves: None,
                best_move_leaves: None,
                unreachable,
                positions,
            })
        }
        Algorithm::Retrograde => {
            let solution = retrograde(graph);
            let positions = rows(
                graph,
                &solution.values,
                |v| solution.best_moves(graph, v),
                |v| (solution.outcomes[v as usize].map(Outcome::word), solution.remoteness[v as usize]),
            );
            let s = graph.start() as usize;
            Ok(Report {
                algorithm: "retrograde",
                start,
                value: solution.start_value(),
                outcome: Some(solution.start_outcome().word()),
                remoteness: solution.remoteness[s],
                leaves: None,
                best_move_leaves: None,
                unreachable,
                positions,
            })
        }
        Algorithm::Alphabeta => alpha_beta_report(graph, start, unreachable),
    }
}

/// The start seen as the root of a tree: a play longer than the number of positions repeats a
/// position, so that depth is the bound past which the graph must have a cycle.
fn alpha_beta_report(graph: &GameGraph, start: String, unreachable: usize) -> Result<Report, String> {
    // Count the tree before unfolding it: a small DAG can unfold into 2^60 leaves.
    check_unfolding(graph, MAX_TREE_POSITIONS).map_err(|e| e.describe("--algorithm dfs", "--algorithm retrograde"))?;
    let limit = graph.len();
    let root = alpha_beta_within(graph, limit).map_err(|e| e.to_string())?;
    // The best first moves: each child's own value, by alpha-beta from that child.
    let s = graph.start();
    let mut best = Vec::new();
    let mut best_move_leaves = 0;
    for &child in graph.successors(s) {
        let sub = alpha_beta_within(&StartingAt { game: graph, start: child }, limit).map_err(|e| e.to_string())?;
        best_move_leaves += sub.leaves;
        if sub.value == root.value && !best.contains(&child) {
            best.push(child);
        }
    }
    let row = Row {
        name: start.clone(),
        mover: mover_word(graph, s),
        value: root.value,
        best: names(graph, best),
        outcome: None,
        remoteness: None,
    };
    Ok(Report {
        algorithm: "alphabeta",
        start,
        value: root.value,
        outcome: None,
        remoteness: None,
        leaves: Some(root.leaves),
        best_move_leaves: Some(best_move_leaves),
        unreachable,
        positions: vec![row],
    })
}

pub fn run(graph: &GameGraph, algorithm: Algorithm, json: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let report = report(graph, algorithm)?;
    if json {
        let mut json = serde_json::Serializer::with_formatter(&mut *out, VisibleJson);
        report.serialize(&mut json).map_err(|e| match e.io_error_kind() {
            Some(kind) => Failure::Io(std::io::Error::from(kind)),
            None => Failure::Message(e.to_string()),
        })?;
        writeln!(out)?;
        return Ok(());
    }
    write_table(&report, out)
}

/// serde_json's compact output, with every character [`visible`] escapes written as `\uXXXX`
/// (serde_json escapes C0 controls only; C1 controls and direction marks reached the terminal):
/// the same JSON value, safe to print.
struct VisibleJson;

impl serde_json::ser::Formatter for VisibleJson {
    fn write_string_fragment<W: ?Sized + Write>(&mut self, writer: &mut W, fragment: &str) -> std::io::Result<()> {
        let mut start = 0;
        for (at, c) in fragment.char_indices() {
            if invisible(c) {
                writer.write_all(&fragment.as_bytes()[start..at])?;
                // Every such character is in the Basic Multilingual Plane: one \u escape.
                write!(writer, "\\u{:04x}", c as u32)?;
                start = at + c.len_utf8();
            }
        }
        writer.write_all(&fragment.as_bytes()[start..])
    }
}

fn write_table(report: &Report, out: &mut dyn Write) -> Result<(), Failure> {
    let mut summary =
        format!("value of {} = {} ({})", visible(&report.start), show_value(report.value), report.algorithm);
    if let Some(outcome) = report.outcome {
        let words = match outcome {
            "paul" => "Paul wins",
            "carole" => "Carole wins",
            _ => "draw",
        };
        summary.push_str(&format!(": {words}"));
        if let Some(r) = report.remoteness {
            summary.push_str(&format!(" in {}", gamegraph::text::counted(r.into(), "move", "moves")));
        }
    }
    if let Some(leaves) = report.leaves {
        summary.push_str(&format!("; {} evaluated", gamegraph::text::counted(leaves, "leaf", "leaves")));
    }
    if let Some(extra) = report.best_move_leaves {
        summary.push_str(&format!(" (and {} more to find the best first moves)", gamegraph::text::thousands(extra)));
    }
    writeln!(out, "{summary}")?;
    if report.unreachable > 0 {
        let (positions, are, were) =
            if report.unreachable == 1 { ("position", "is", "was") } else { ("positions", "are", "were") };
        writeln!(
            out,
            "note: {} {positions} {are} not reachable from the start and {were} ignored",
            gamegraph::text::thousands(report.unreachable as u64)
        )?;
    }
    let with_outcome = report.outcome.is_some();
    // Names as the terminal may show them: a game file from someone else cannot write escape
    // sequences to the user's terminal (`--json` escapes them as JSON does).
    let names: Vec<Cow<str>> = report.positions.iter().map(|r| visible(&r.name)).collect();
    let name_width = names.iter().map(|name| name.chars().count()).max().unwrap_or(0).max(8);
    let value_width = report.positions.iter().map(|r| show_value(r.value).len()).max().unwrap_or(0).max(5);
    write!(out, "{:<name_width$}  {:<5}  {:>value_width$}", "position", "mover", "value")?;
    if with_outcome {
        write!(out, "  {:<7}  {:>10}", "outcome", "remoteness")?;
    }
    writeln!(out, "  best")?;
    // Rows end with their best moves; an end position has none, and no trailing space.
    for (row, name) in report.positions.iter().zip(&names) {
        write!(out, "{name:<name_width$}  {:<5}  {:>value_width$}", row.mover, show_value(row.value))?;
        if with_outcome {
            let remoteness = row.remoteness.map_or("-".to_owned(), |r| r.to_string());
            write!(out, "  {:<7}  {:>10}", row.outcome.unwrap_or("-"), remoteness)?;
        }
        if row.best.is_empty() {
            writeln!(out)?;
        } else {
            let best: Vec<Cow<str>> = row.best.iter().map(|name| visible(name)).collect();
            writeln!(out, "  {}", best.join(" "))?;
        }
    }
    Ok(())
}
