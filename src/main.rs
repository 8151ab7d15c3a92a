//! The `gamegraph` command line tool.
fn main() {}
