//! Whether DFS minimax applies: the first cycle reachable from the start, found by the same
//! depth-first search without values (CLRS ch. 22.3: a move to a gray position, one still on the
//! stack, is a back edge and closes a cycle). Θ(V + E) with one colour byte per position and an
//! explicit stack — never recursion. The positions and moves are looked at in the order of
//! [`super::solve_dag`], so the cycle is the one its [`CycleError`] names.
//!
//! For a game solved once, by retrograde analysis (the page's games too big to draw): this says
//! whether and why DFS could not have solved it, without solving it a second time.

use super::{Color, CycleError};
use crate::graph::{GameGraph, PositionId};

/// The first cycle a depth-first search from the start meets (first position repeated last), or
/// `None` when the part of the game reachable from the start is a DAG.
pub fn find_cycle(graph: &GameGraph) -> Option<CycleError> {
    if graph.is_empty() {
        return None;
    }
    let mut color = vec![Color::White; graph.len()];
    // Each frame: a position on the stack and the index of its next move to look at.
    let mut stack: Vec<(PositionId, usize)> = vec![(graph.start(), 0)];
    color[graph.start() as usize] = Color::Gray;
    while let Some(frame) = stack.last_mut() {
        let (v, next) = *frame;
        let Some(&w) = graph.successors(v).get(next) else {
            color[v as usize] = Color::Black;
            stack.pop();
            continue;
        };
        frame.1 += 1;
        match color[w as usize] {
            Color::White => {
                color[w as usize] = Color::Gray;
                stack.push((w, 0));
            }
            Color::Gray => {
                let path: Vec<PositionId> = stack.iter().map(|&(p, _)| p).collect();
                return Some(CycleError::closing(&path, w));
            }
            Color::Black => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse;

    #[test]
    fn a_dag_has_none_and_a_cycle_is_named_as_solve_dag_names_it() {
        let dag = parse("a max : b c\nb min : c\nc = 1\n").unwrap();
        assert_eq!(find_cycle(&dag), None);
        let cyclic = parse("a max : b e\nb min : c\nc max : a b\ne = 1\n").unwrap();
        let found = find_cycle(&cyclic).expect("a cycle");
        assert_eq!(Some(found.clone()), super::super::solve_dag(&cyclic).err());
        let names: Vec<&str> = found.cycle.iter().map(|&v| cyclic.name(v)).collect();
        assert_eq!(names, ["a", "b", "c", "a"]);
    }

    #[test]
    fn a_ring_of_nearly_a_million_needs_no_recursion() {
        let n = 999_999;
        let mut text = String::new();
        for i in 0..n {
            text.push_str(&format!("p{i} max : p{} e\n", (i + 1) % n));
        }
        text.push_str("e = 1\n");
        let ring = parse(&text).unwrap();
        assert_eq!(find_cycle(&ring).expect("the ring").cycle.len(), n + 1);
    }
}
