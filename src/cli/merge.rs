//! `gamegraph merge`: join the CSV outputs of `gamegraph simulate --part 1/K … K/K` into the
//! whole run's output.
//!
//! The files are read twice: first every row is checked (the first file starts with the header;
//! a later file's header, if it has one, must be the same and is dropped; the rows are one
//! experiment's, each the job right after the one before, see [`RowSequence`]), then the lines
//! are copied unchanged. So nothing is written unless the parts join, and what is written is
//! byte for byte the output of the same experiment run whole.

use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};

use gamegraph::sim::{Order, RowSequence, RunRow};
use gamegraph::text::{short_quote, thousands};

use super::Failure;

pub fn run(files: &[PathBuf], out: &mut dyn Write) -> Result<(), Failure> {
    let mut sequence = RowSequence::new(Order::Contiguous);
    for (index, file) in files.iter().enumerate() {
        for_each_row(file, index == 0, |at, line| {
            let row = RunRow::parse_csv_line(line).map_err(|e| format!("line {}: {e}", thousands(at)))?;
            Ok(sequence.push(&row).map_err(|e| format!("line {}: {e}", thousands(at)))?)
        })?;
    }
    if let Some(last) = files.last() {
        sequence.finish().map_err(|e| format!("{}: {e}", last.display()))?;
    }
    let mut out = BufWriter::new(out);
    writeln!(out, "{}", RunRow::CSV_HEADER)?;
    for (index, file) in files.iter().enumerate() {
        for_each_row(file, index == 0, |_, line| Ok(writeln!(out, "{line}")?))?;
    }
    out.flush()?;
    Ok(())
}

/// Calls `row(line number, line)` for every row of `file` (the header skipped and checked: the
/// first file must have it, a later one may); a message is prefixed with the file's name.
fn for_each_row(
    file: &Path,
    first: bool,
    mut row: impl FnMut(u64, &str) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let label = file.display().to_string();
    let handle = std::fs::File::open(file).map_err(|e| format!("cannot read {label}: {e}"))?;
    let mut reader = BufReader::new(handle);
    let mut line = String::new();
    let mut at = 0u64;
    loop {
        line.clear();
        if reader.read_line(&mut line).map_err(|e| format!("cannot read {label}: {e}"))? == 0 {
            return Ok(());
        }
        at += 1;
        let Some(text) = line.strip_suffix('\n') else {
            return Err(
                format!("{label}: line {} ends without a line break: was this part cut short?", thousands(at)).into()
            );
        };
        if at == 1 && (first || text.starts_with("n,")) {
            if text != RunRow::CSV_HEADER {
                let which = if first { "the first part must start with" } else { "a later part's header differs from" };
                return Err(format!(
                    "{label}: line 1: \"{}\": {which} the header of `gamegraph simulate`, {}",
                    short_quote(text),
                    RunRow::CSV_HEADER
                )
                .into());
            }
            continue;
        }
        row(at, text).map_err(|failure| match failure {
            Failure::Message(m) => Failure::Message(format!("{label}: {m}")),
            io => io,
        })?;
    }
}
