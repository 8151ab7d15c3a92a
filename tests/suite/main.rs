//! The crate's integration tests, one module per concern, built as one test binary: one link, and
//! the library's generic solvers instantiated once for all of them rather than once per file.
//! `cargo test --test suite MODULE::` runs one module (e.g. `fuzz::`).

#[path = "../common/mod.rs"]
mod common;

mod agreement;
mod cli;
mod cli_escapes;
mod format;
mod fuzz;
mod games_catmouse;
mod games_chomp;
mod games_nim;
mod games_position;
mod games_registry;
mod games_sequence;
mod games_tictactoe;
mod graph_predecessors;
mod lab_limits;
mod layout;
mod layout_drawing;
mod perfect;
mod retrograde;
mod rules_cli;
mod rules_examples;
mod sim_batch;
mod sim_carole_first;
mod sim_cli;
mod sim_evaluate;
mod sim_leaf_blocks;
mod sim_parts;
mod sim_pruning;
mod sim_theory;
mod trace_attractor;
mod trace_cli;
mod trace_retrograde;
mod trace_tree;
mod tree;
mod tree_run;
mod unfold;
mod wire_codes;
