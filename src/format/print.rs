//! Printing a graph in the text format, so that parsing the text gives the same graph back.

use crate::graph::{GameGraph, PositionId};

/// Prints `graph` in the text format: a `start` line, then one line per position in id order.
/// Values use Rust's shortest round-trip formatting, so parsing the text gives the same graph.
pub fn to_text(graph: &GameGraph) -> String {
    to_text_with_comment(graph, "")
}

/// [`to_text`] with `comment` first, as `# ` lines (one per line of `comment`).
pub fn to_text_with_comment(graph: &GameGraph, comment: &str) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(graph.len() * 16 + graph.move_count() * 8);
    for line in comment.lines() {
        let _ = writeln!(out, "# {line}");
    }
    let _ = writeln!(out, "start {}", graph.name(graph.start()));
    for v in 0..graph.len() as PositionId {
        out.push_str(graph.name(v));
        match graph.end_value(v) {
            Some(value) => {
                let _ = writeln!(out, " = {value}");
            }
            None => {
                out.push(' ');
                out.push_str(graph.mover(v).keyword());
                out.push_str(" :");
                for &w in graph.successors(v) {
                    out.push(' ');
                    out.push_str(graph.name(w));
                }
                out.push('\n');
            }
        }
    }
    out
}
