//! Tic-tac-toe: the well-known counts (5,478 positions reachable from the empty board, 958 of them
//! finished: 626 won by X, 316 by O, 16 full-board draws) and the value 0, checked on every
//! position against a small memoised minimax written independently here.

use std::collections::HashMap;

use gamegraph::games::tictactoe::{Board, TicTacToe};
use gamegraph::graph::Player;
use gamegraph::solve::dfs::solve_dag;

const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// The value of `board` (a 9-byte string of X, O, .) for X, by plain minimax with a memo.
fn minimax(board: &[u8; 9], memo: &mut HashMap<[u8; 9], i32>) -> i32 {
    if let Some(&v) = memo.get(board) {
        return v;
    }
    let won = |m: u8| LINES.iter().any(|l| l.iter().all(|&i| board[i] == m));
    let xs = board.iter().filter(|&&c| c == b'X').count();
    let os = board.iter().filter(|&&c| c == b'O').count();
    let value = if won(b'X') {
        1
    } else if won(b'O') {
        -1
    } else if xs + os == 9 {
        0
    } else {
        let (mark, x_moves) = if xs == os { (b'X', true) } else { (b'O', false) };
        let children = (0..9).filter(|&i| board[i] == b'.').map(|i| {
            let mut next = *board;
            next[i] = mark;
            minimax(&next, memo)
        });
        if x_moves { children.max().unwrap() } else { children.min().unwrap() }
    };
    memo.insert(*board, value);
    value
}

#[test]
fn counts_and_value_from_the_empty_board() {
    let graph = TicTacToe::new().graph().unwrap();
    assert_eq!(graph.len(), 5478);
    assert_eq!(graph.name(graph.start()), ".........");
    let ends: Vec<f64> = (0..graph.len() as u32).filter_map(|v| graph.end_value(v)).collect();
    assert_eq!(ends.len(), 958);
    assert_eq!(ends.iter().filter(|&&v| v == 1.0).count(), 626);
    assert_eq!(ends.iter().filter(|&&v| v == -1.0).count(), 316);
    assert_eq!(ends.iter().filter(|&&v| v == 0.0).count(), 16);

    let solution = solve_dag(&graph).unwrap();
    assert_eq!(solution.start_value(&graph), 0.0);
    let mut memo = HashMap::new();
    for v in 0..graph.len() as u32 {
        let board: [u8; 9] = graph.name(v).as_bytes().try_into().unwrap();
        assert_eq!(solution.values[v as usize], minimax(&board, &mut memo) as f64, "board {}", graph.name(v));
    }
}

/// The validator accepts exactly the boards that can arise in play: of all 3^9 strings, the
/// legal ones are the 5,478 reachable ones.
#[test]
fn legal_boards_are_the_reachable_ones() {
    let graph = TicTacToe::new().graph().unwrap();
    let mut legal = 0;
    for code in 0..3u32.pow(9) {
        let text: String = (0..9).map(|i| b".XO"[(code / 3u32.pow(i) % 3) as usize] as char).collect();
        match Board::parse(&text) {
            Ok(board) => {
                legal += 1;
                assert_eq!(board.to_string(), text);
                assert!(graph.find(&text).is_some(), "{text} is accepted but not reachable");
            }
            Err(_) => assert!(graph.find(&text).is_none(), "{text} is reachable but rejected"),
        }
    }
    assert_eq!(legal, 5478);
}

/// From a position given as a board: X to move at
/// ```text
///   X . .
///   . O .
///   . . .
/// ```
/// and O to move after X took the opposite corner; both still draws.
#[test]
fn from_a_given_board() {
    for (text, mover) in [("X...O....", Player::Max), ("X...O...X", Player::Min)] {
        let board = Board::parse(text).unwrap();
        assert_eq!(board.mover(), mover);
        let graph = TicTacToe::from_board(board).graph().unwrap();
        assert_eq!(graph.name(graph.start()), text);
        assert_eq!(graph.mover(graph.start()), mover);
        assert_eq!(solve_dag(&graph).unwrap().start_value(&graph), 0.0);
    }
    // O answering a corner with an edge loses:
    //   X O .
    //   . . .
    //   . . .
    let graph = TicTacToe::from_board(Board::parse("XO.......").unwrap()).graph().unwrap();
    assert_eq!(solve_dag(&graph).unwrap().start_value(&graph), 1.0);
}

/// The implicit game gives the same value to Shen's stack traversal and to alpha-beta, which
/// needs far fewer than the 255,168 leaves of the full game tree.
#[test]
fn tree_algorithms_on_the_implicit_game() {
    use gamegraph::solve::tree::{alpha_beta, leaf_count, stack_value};
    let game = TicTacToe::new();
    assert_eq!(leaf_count(&game), 255_168);
    assert_eq!(stack_value(&game), 0.0);
    let pruned = alpha_beta(&game);
    assert_eq!(pruned.value, 0.0);
    assert!(pruned.leaves < 255_168 / 4, "{} leaves", pruned.leaves);
}
