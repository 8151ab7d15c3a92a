//! `gamegraph theory`: the exact law of VALUE(e) for every n of a range — mean, standard
//! deviation, median, 5 % and 95 % quantiles — computed from the leaf distribution
//! ([`gamegraph::sim::theory`]), as an aligned table with the limits, or as CSV. With
//! `--alphabeta`, two more columns: alpha-beta's expected leaf count for random continuous
//! leaves and the Knuth–Moore minimum ([`gamegraph::sim::pruning`]).

use std::io::Write;

use gamegraph::games::sequence::Leaves;
use gamegraph::graph::Player;
use gamegraph::sim::batch::{NRange, parse_first, parse_leaves};
use gamegraph::sim::pruning::{ALPHA_BETA_BRANCHING, expected_alpha_beta_leaves, minimal_tree_leaves};
use gamegraph::sim::theory::{P_STAR, SPREAD_RATIO, limit_value, theory_table};

use super::Failure;
use super::flag_error;

pub fn run(n: &str, leaves: &str, first: &str, csv: bool, alphabeta: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let range = NRange::parse(n).map_err(flag_error)?;
    let leaves = parse_leaves(leaves).map_err(flag_error)?;
    let first = parse_first(first).map_err(flag_error)?;
    if alphabeta && leaves == Leaves::Coin {
        return Err(Failure::Message(
            "--alphabeta: the expected leaf count holds for continuous leaves (uniform or normal); coins tie and prune more"
                .to_owned(),
        ));
    }
    let table = theory_table(range, leaves, first);
    let pruning = if alphabeta { expected_alpha_beta_leaves(range.last).map_err(flag_error)? } else { Vec::new() };
    // The alpha-beta columns of size n, if asked for.
    let extra = |n: u32, format_count: &dyn Fn(f64) -> String| -> Vec<String> {
        if alphabeta { vec![format_count(pruning[n as usize]), minimal_tree_leaves(n).to_string()] } else { Vec::new() }
    };
    let extra_names: &[&str] = if alphabeta { &["alphabeta_leaves", "minimal_leaves"] } else { &[] };
    if csv {
        let header: Vec<&str> =
            ["n", "mean", "sd", "median", "q05", "q95"].iter().chain(extra_names).copied().collect();
        writeln!(out, "{}", header.join(","))?;
        for s in &table {
            let mut fields: Vec<String> = [s.mean, s.sd, s.median, s.q05, s.q95].iter().map(f64::to_string).collect();
            fields.extend(extra(s.n, &|c| c.to_string()));
            writeln!(out, "{},{}", s.n, fields.join(","))?;
        }
        return Ok(());
    }
    // Paul first is seed 001's game: its heading names no first mover.
    let who = if first == Player::Min { format!(", {} first", first.person()) } else { String::new() };
    writeln!(out, "exact law of VALUE(e), {} leaves{who}", leaves.keyword())?;
    let names: Vec<String> =
        ["mean", "sd", "median", "q05", "q95"].iter().chain(extra_names).map(|c| format!("{c:>16}")).collect();
    writeln!(out, "{:>3} {}", "n", names.join(" "))?;
    for s in &table {
        let mut columns: Vec<String> = [s.mean, s.sd, s.median, s.q05, s.q95].map(fixed).to_vec();
        columns.extend(extra(s.n, &|c| format!("{c:.1}")));
        writeln!(out, "{:>3} {}", s.n, columns.iter().map(|c| format!("{c:>16}")).collect::<Vec<_>>().join(" "))?;
    }
    // The last mover gets the better limit: with Carole first, Paul moves last when n is even.
    let p_star = format!("p* = (3 − √5)/2 = {P_STAR:.12}");
    let quantiles =
        if first == Player::Max { format!("{p_star} and 1 − p*") } else { format!("1 − p* and {p_star}") };
    writeln!(
        out,
        "limits: even n → {:.12}, odd n → {:.12} (the leaf quantiles at {quantiles})",
        limit_value(0, leaves, first),
        limit_value(1, leaves, first)
    )?;
    writeln!(out, "the spread shrinks by φ/2 = {SPREAD_RATIO:.12} per move for continuous leaves")?;
    if alphabeta {
        writeln!(
            out,
            "alpha-beta's expected count grows by φ = {ALPHA_BETA_BRANCHING:.12} per move (Pearl 1982); the minimum by √2"
        )?;
    }
    Ok(())
}

/// `x` with 12 decimals; a value that rounds to zero prints as 0, without the sign of its
/// rounding error (the exact mean for n = 0 is 0, the computed one may be −1e-17).
fn fixed(x: f64) -> String {
    let text = format!("{x:.12}");
    match text.strip_prefix('-') {
        Some(rest) if rest.bytes().all(|b| b == b'0' || b == b'.') => rest.to_owned(),
        _ => text,
    }
}
