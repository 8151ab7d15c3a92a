//! Every solver against every other and against the naive oracle, on random graphs.
//!
//! On a DAG, DFS minimax (seed 000), retrograde analysis (seed 003), Shen's stack traversal and
//! alpha-beta (seed 004) must all give the value the recursive definition gives: DFS and
//! retrograde on every reachable position, the tree evaluations at the start. And the DFS event
//! stream must be a faithful record: replaying its first k events rebuilds exactly the state the
//! search had after event k, for every k, on DAGs and on graphs with cycles alike.

use crate::common;

use gamegraph::solve::dfs::{DfsEvent, DfsReplay, DfsSearch, solve_dag};
use gamegraph::solve::retrograde::retrograde;
use gamegraph::solve::tree::{alpha_beta, stack_value};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn all_solvers_agree_on_random_dags(g in common::dag(30)) {
        let graph = &g.0;
        let dfs = solve_dag(graph).expect("a DAG has no cycle");
        let retro = retrograde(graph);
        let reachable = common::naive_reachable(graph);
        for v in 0..graph.len() as u32 {
            let (d, r) = (dfs.values[v as usize], retro.values[v as usize]);
            if reachable[v as usize] {
                let oracle = common::naive_minimax(graph, v);
                prop_assert_eq!(d, oracle, "DFS at {}", graph.name(v));
                prop_assert_eq!(r, oracle, "retrograde at {}", graph.name(v));
                prop_assert_eq!(dfs.best_moves(graph, v).is_empty(), graph.is_end(v));
            } else {
                prop_assert!(d.is_nan() && r.is_nan(), "unreachable {} has a value", graph.name(v));
            }
        }
        let root = dfs.start_value(graph);
        prop_assert_eq!(stack_value(graph), root);
        prop_assert_eq!(alpha_beta(graph).value, root);
    }

    #[test]
    fn replaying_any_prefix_of_the_dfs_stream_rebuilds_the_state(g in prop_oneof![common::dag(20), common::cyclic(20)]) {
        let graph = &g.0;
        let mut replay = DfsReplay::new(graph);
        let mut failures = Vec::new();
        let _ = DfsSearch::new(graph).run(|event: &DfsEvent, search: &DfsSearch<'_>| {
            replay.apply(event);
            if replay.search_state() != &search.snapshot() {
                failures.push(replay.steps());
            }
        });
        prop_assert!(failures.is_empty(), "replay differs after events {:?}", failures);
    }
}
