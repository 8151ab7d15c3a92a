//! Chomp against the strategy-stealing theorem (the first player wins on every bar except 1 × 1)
//! and the known winning moves on square bars (the square diagonally above the poison) and on
//! 2 × n bars (the top-right square).

use gamegraph::games::chomp::Chomp;
use gamegraph::graph::Player;
use gamegraph::solve::dfs::solve_dag;

#[test]
fn the_first_player_wins_every_bar_but_the_poison_alone() {
    for rows in 1..=6 {
        for cols in 1..=6 {
            for first in [Player::Max, Player::Min] {
                let graph = Chomp::new(rows, cols, first).unwrap().graph().unwrap();
                let value = solve_dag(&graph).unwrap().start_value(&graph);
                let first_wins = if first == Player::Max { value == 1.0 } else { value == -1.0 };
                assert_eq!(first_wins, (rows, cols) != (1, 1), "{rows} × {cols}, {} first", first.person());
            }
        }
    }
}

#[test]
fn known_winning_moves() {
    for n in 2..=7 {
        // n × n: eat the square at row 2, column 2, leaving an L of two arms of length n − 1.
        let graph = Chomp::new(n, n, Player::Max).unwrap().graph().unwrap();
        let solution = solve_dag(&graph).unwrap();
        let l_shape = format!("C{n}{}", ".1".repeat(n as usize - 1));
        let best: Vec<&str> = solution.best_moves(&graph, graph.start()).iter().map(|&w| graph.name(w)).collect();
        assert_eq!(best, [l_shape.as_str()], "{n} × {n}");
    }
    for n in 2..=12 {
        // 2 × n: eat the top-right square.
        let graph = Chomp::new(2, n, Player::Max).unwrap().graph().unwrap();
        let solution = solve_dag(&graph).unwrap();
        let best: Vec<&str> = solution.best_moves(&graph, graph.start()).iter().map(|&w| graph.name(w)).collect();
        assert_eq!(best, [format!("C{n}.{}", n - 1).as_str()], "2 × {n}");
    }
}
