//! The fused reachability and predecessor lists that retrograde analysis uses, against the
//! plain ones on random graphs with cycles and unreachable positions.

use crate::common;

use common::naive_reachable;
use gamegraph::graph::PositionId;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn reachable_predecessors_are_the_reachable_part_of_the_predecessors(g in common::cyclic(40)) {
        let (reachable, fused) = g.reachable_predecessors();
        prop_assert_eq!(&reachable, &naive_reachable(&g));
        let all = g.predecessors();
        for v in 0..g.len() as PositionId {
            let expected: Vec<PositionId> =
                if reachable[v as usize] { all.of(v).iter().copied().filter(|&x| reachable[x as usize]).collect() } else { Vec::new() };
            prop_assert_eq!(fused.of(v), &expected[..], "position {}", v);
        }
    }
}
