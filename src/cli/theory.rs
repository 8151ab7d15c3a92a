//! `gamegraph theory`: the exact law of VALUE(e) for every n of a range — mean, standard
//! deviation, median, 5 % and 95 % quantiles — computed from the leaf distribution
//! ([`gamegraph::sim::theory`]), as an aligned table with the limits, or as CSV.

use std::io::Write;

use gamegraph::sim::batch::{NRange, parse_leaves};
use gamegraph::sim::theory::{P_STAR, SPREAD_RATIO, limit_value, theory_table};

use super::Failure;
use super::simulate::flag_error;

pub fn run(n: &str, leaves: &str, csv: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let range = NRange::parse(n).map_err(flag_error)?;
    let leaves = parse_leaves(leaves).map_err(flag_error)?;
    let table = theory_table(range, leaves);
    if csv {
        writeln!(out, "n,mean,sd,median,q05,q95")?;
        for s in &table {
            writeln!(out, "{},{},{},{},{},{}", s.n, s.mean, s.sd, s.median, s.q05, s.q95)?;
        }
        return Ok(());
    }
    writeln!(out, "exact law of VALUE(e), {} leaves", leaves.keyword())?;
    writeln!(out, "{:>3} {:>16} {:>16} {:>16} {:>16} {:>16}", "n", "mean", "sd", "median", "q05", "q95")?;
    for s in &table {
        let columns = [s.mean, s.sd, s.median, s.q05, s.q95].map(fixed);
        writeln!(out, "{:>3} {}", s.n, columns.map(|c| format!("{c:>16}")).join(" "))?;
    }
    writeln!(
        out,
        "limits: even n → {:.12}, odd n → {:.12} (the leaf quantiles at p* = (3 − √5)/2 = {P_STAR:.12} and 1 − p*)",
        limit_value(0, leaves),
        limit_value(1, leaves)
    )?;
    writeln!(out, "the spread shrinks by φ/2 = {SPREAD_RATIO:.12} per move for continuous leaves")?;
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
