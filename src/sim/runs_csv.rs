//! Reading back the CSV rows of `gamegraph simulate` (and of the page's export): one row
//! ([`RunRow::parse_csv_line`]), a sequence of rows checked to be one experiment's in job order
//! ([`RowSequence`]), and a whole file read in pieces into columns ([`RunsReader`]) for the page's
//! "Open results…".
//!
//! Rows are one experiment's when they have one distribution and one master seed (recovered from
//! each row by [`master_seed`]) and come in job order (n ascending, then run). Joined parts must
//! also leave no job out: each row is the job right after the one before
//! ([`Order::Contiguous`]); a file of a cancelled run may skip jobs ([`Order::Increasing`]).
//!
//! ```text
//! n,run,seed,distribution,value,leaves_evaluated      line 1: the header, exactly
//! 1,0,4825306722386443497,uniform,0.2957,2            run 0 of n = 1
//! 1,1,…                                               then run 1 …
//! 2,0,…                                               … and n = 2 from run 0 once n = 1 is over
//! ```
//!
//! With Carole first the header and every row end in one more column, `first`
//! ([`RunRow::CSV_HEADER_CAROLE_FIRST`]): `1,0,4825306722386443497,uniform,-0.2957,2,carole`.

use crate::games::params::{parse_player, player_keyword};
use crate::games::sequence::{Leaves, MAX_N};
use crate::graph::Player;
use crate::text::{short_quote, thousands};

use super::batch::{Experiment, NRange, RunRow};
use super::columns::RunColumns;
use super::evaluate::Method;
use super::parts::master_seed;

/// The column names of [`RunRow::CSV_HEADER_CAROLE_FIRST`], in order; a row with Paul first
/// has all but the last.
pub const CSV_COLUMNS: [&str; 7] = ["n", "run", "seed", "distribution", "value", "leaves_evaluated", "first"];

/// The longest line a file of rows may have: a row is at most about 90 bytes; a longer line is
/// not a row, and is not kept in memory while waiting for its end.
pub const MAX_LINE_BYTES: usize = 256;

impl RunRow {
    /// Reads back a line of [`RunRow::csv_line`] (six fields with Paul first, seven with the
    /// first mover last); the error names the column at fault.
    pub fn parse_csv_line(line: &str) -> Result<RunRow, String> {
        let fields: Vec<&str> = line.split(',').collect();
        if fields.len() != CSV_COLUMNS.len() && fields.len() != CSV_COLUMNS.len() - 1 {
            return Err(format!(
                "{} fields where a row has {} ({}), or {} with Carole first",
                fields.len(),
                CSV_COLUMNS.len() - 1,
                RunRow::CSV_HEADER,
                CSV_COLUMNS.len()
            ));
        }
        let bad = |column: usize, what: &str| {
            format!("column {}: \"{}\" is not {what}", CSV_COLUMNS[column], short_quote(fields[column]))
        };
        let whole = |column: usize| fields[column].parse::<u64>().map_err(|_| bad(column, "a whole number"));
        let n = whole(0)?;
        if n > MAX_N as u64 {
            return Err(bad(0, &format!("a number of moves (at most {MAX_N})")));
        }
        let run = whole(1)?;
        let seed = whole(2)?;
        let leaves = Leaves::parse(fields[3]).ok_or_else(|| bad(3, "a distribution (uniform, coin or normal)"))?;
        let value = fields[4].parse::<f64>().ok().filter(|v| v.is_finite()).ok_or_else(|| bad(4, "a number"))?;
        let leaves_evaluated = whole(5)?;
        let first = match fields.get(6) {
            None => Player::Max,
            Some(_) => parse_player("first", fields[6]).map_err(|_| bad(6, "a player (paul or carole)"))?,
        };
        if leaves_evaluated == 0 || leaves_evaluated > 1 << n {
            return Err(format!(
                "column leaves_evaluated: {} leaves, but a game of n = {n} has {} (and at least one is read)",
                thousands(leaves_evaluated),
                thousands(1 << n)
            ));
        }
        Ok(RunRow { n: n as u32, run, seed, leaves, value, leaves_evaluated, first })
    }
}

/// How rows must follow each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Each row is the job right after the one before, from run 0 of the first n: joined parts.
    Contiguous,
    /// Each row comes after the one before in job order: a cancelled run's rows may skip jobs.
    Increasing,
}

/// Checks that rows come one after another from one experiment. Fed row by row, it says what is
/// wrong with a row in words.
#[derive(Clone, Debug)]
pub struct RowSequence {
    order: Order,
    previous: Option<RunRow>,
    master: u64,
    /// Runs per n, known once the first n is over (contiguous order).
    runs: Option<u64>,
}

impl RowSequence {
    /// No rows yet.
    pub fn new(order: Order) -> RowSequence {
        RowSequence { order, previous: None, master: 0, runs: None }
    }

    /// The master seed of the rows (0 before the first).
    pub fn master(&self) -> u64 {
        self.master
    }

    /// Takes the next row, or says why it does not follow the rows before.
    pub fn push(&mut self, row: &RunRow) -> Result<(), String> {
        let master = master_seed(row.n, row.run, row.seed);
        let Some(previous) = self.previous else {
            if self.order == Order::Contiguous && row.run != 0 {
                return Err(format!(
                    "the first row is run {} of n = {}, not run 0: the first part is missing",
                    thousands(row.run),
                    row.n
                ));
            }
            self.master = master;
            self.previous = Some(*row);
            return Ok(());
        };
        if row.leaves != previous.leaves {
            return Err(format!(
                "{} leaves where the rows before have {}: rows of two experiments (--leaves)",
                row.leaves.keyword(),
                previous.leaves.keyword()
            ));
        }
        if row.first != previous.first {
            return Err(format!(
                "{} moves first where the rows before have {}: rows of two experiments (--first)",
                player_keyword(row.first),
                player_keyword(previous.first)
            ));
        }
        if master != self.master {
            return Err(format!(
                "the seed is of master seed {master}, the rows before of {}: rows of two experiments (--seed)",
                self.master
            ));
        }
        let follows = match self.order {
            Order::Increasing => row.n > previous.n || (row.n == previous.n && row.run > previous.run),
            Order::Contiguous => {
                let same_n =
                    row.n == previous.n && row.run == previous.run + 1 && self.runs.is_none_or(|r| row.run < r);
                let n_over = self.runs.is_none_or(|r| previous.run + 1 == r);
                same_n || (row.n == previous.n + 1 && row.run == 0 && n_over)
            }
        };
        if !follows {
            let why = match self.order {
                Order::Contiguous => "a part is missing, repeated or out of order",
                Order::Increasing => "the rows are not in job order (n ascending, then run), or repeated",
            };
            return Err(format!(
                "n = {}, run {} does not follow n = {}, run {}: {why}",
                row.n,
                thousands(row.run),
                previous.n,
                thousands(previous.run)
            ));
        }
        if row.n != previous.n && self.runs.is_none() {
            self.runs = Some(previous.run + 1);
        }
        self.previous = Some(*row);
        Ok(())
    }

    /// After the last row: whether the last n has all its runs (known when there were two n).
    pub fn finish(&self) -> Result<(), String> {
        match (self.order, self.previous, self.runs) {
            (Order::Contiguous, Some(last), Some(runs)) if last.run + 1 < runs => Err(format!(
                "the rows end at n = {}, run {} of {}: the last part is missing or was cut short",
                last.n,
                thousands(last.run),
                thousands(runs)
            )),
            _ => Ok(()),
        }
    }
}

/// A file of rows read in pieces (any cut, even inside a line), kept as columns; errors name the
/// line and the column.
#[derive(Clone, Debug)]
pub struct RunsReader {
    /// Lines read so far.
    line: u64,
    /// The start of a line whose end has not come yet.
    pending: String,
    sequence: RowSequence,
    /// The rows read and not yet taken ([`RunsReader::take_rows`]).
    columns: RunColumns,
    /// The smallest and largest n, and the most runs of an n, of all rows read.
    first: u32,
    last: u32,
    runs: u64,
    leaves: Option<Leaves>,
    /// Whether some row read fewer than all its leaves: the rows are alpha-beta's.
    pruned: bool,
    /// Who moves first, as the header says.
    first_mover: Player,
}

impl RunsReader {
    /// Nothing read yet.
    pub fn new(order: Order) -> RunsReader {
        RunsReader {
            line: 0,
            pending: String::new(),
            sequence: RowSequence::new(order),
            columns: RunColumns::default(),
            first: 0,
            last: 0,
            runs: 0,
            leaves: None,
            pruned: false,
            first_mover: Player::Max,
        }
    }

    /// Reads the next piece of the file.
    pub fn push(&mut self, piece: &str) -> Result<(), String> {
        let mut rest = piece;
        while let Some(end) = rest.find('\n') {
            let joined;
            let line = if self.pending.is_empty() {
                &rest[..end]
            } else {
                self.pending.push_str(&rest[..end]);
                joined = std::mem::take(&mut self.pending);
                joined.as_str()
            };
            self.read_line(line.strip_suffix('\r').unwrap_or(line))?;
            rest = &rest[end + 1..];
        }
        if self.pending.len() + rest.len() > MAX_LINE_BYTES {
            return Err(format!(
                "line {} is longer than {MAX_LINE_BYTES} bytes: not a row of `gamegraph simulate`",
                thousands(self.line + 1)
            ));
        }
        self.pending.push_str(rest);
        Ok(())
    }

    /// The rows read since the last call: a big file's rows leave in pieces, as they are read.
    pub fn take_rows(&mut self) -> RunColumns {
        std::mem::take(&mut self.columns)
    }

    /// The end of the file: the experiment the rows are of (its runs per n the most any n has:
    /// a cancelled run's file may hold fewer), and the rows not taken yet.
    pub fn finish(mut self) -> Result<(Experiment, RunColumns), String> {
        if !self.pending.is_empty() {
            let last = std::mem::take(&mut self.pending);
            self.read_line(last.strip_suffix('\r').unwrap_or(&last))?;
        }
        let Some(leaves) = self.leaves else {
            let what = if self.line == 0 { "the file is empty" } else { "the file has a header but no rows" };
            return Err(format!("{what}: no runs to show"));
        };
        self.sequence.finish()?;
        let (first, last, runs) = (self.first, self.last, self.runs);
        let method = if self.pruned { Method::AlphaBeta } else { Method::Full };
        let sizes = NRange::new(first, last).map_err(|e| e.to_string())?;
        let experiment = Experiment::new(sizes, runs, self.sequence.master(), leaves, method)
            .map_err(|e| format!("these rows are no experiment the lab runs: {e}"))?
            .with_first(self.first_mover);
        Ok((experiment, self.columns))
    }

    fn read_line(&mut self, line: &str) -> Result<(), String> {
        self.line += 1;
        let at = thousands(self.line);
        if self.line == 1 {
            self.first_mover = match line {
                RunRow::CSV_HEADER => Player::Max,
                RunRow::CSV_HEADER_CAROLE_FIRST => Player::Min,
                _ => {
                    return Err(format!(
                        "line 1: \"{}\" is not the header of `gamegraph simulate`, {} (with Carole first: {})",
                        short_quote(line),
                        RunRow::CSV_HEADER,
                        RunRow::CSV_HEADER_CAROLE_FIRST
                    ));
                }
            };
            return Ok(());
        }
        let row = RunRow::parse_csv_line(line).map_err(|e| format!("line {at}: {e}"))?;
        if row.first != self.first_mover {
            return Err(format!(
                "line {at}: {} moves first in this row, {} in the header",
                player_keyword(row.first),
                player_keyword(self.first_mover)
            ));
        }
        self.sequence.push(&row).map_err(|e| format!("line {at}: {e}"))?;
        if self.leaves.is_none() {
            self.first = row.n;
        }
        self.last = row.n;
        self.runs = self.runs.max(row.run + 1);
        self.leaves = Some(row.leaves);
        self.pruned |= row.leaves_evaluated < 1 << row.n;
        self.columns.push(&row);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::batch::NRange;

    fn experiment(leaves: Leaves, method: Method) -> Experiment {
        Experiment::new(NRange::new(1, 4).unwrap(), 5, 7, leaves, method).unwrap()
    }

    fn file(e: &Experiment) -> String {
        let rows: String = e.run_jobs(0..e.total_runs()).iter().map(|r| format!("{}\n", r.csv_line())).collect();
        format!("{}\n{rows}", RunRow::csv_header(e.first))
    }

    #[test]
    fn rows_read_back_as_they_were_written() {
        for leaves in Leaves::ALL {
            for method in Method::ALL {
                for first in [Player::Max, Player::Min] {
                    for row in experiment(leaves, method).with_first(first).run_jobs(0..20) {
                        assert_eq!(RunRow::parse_csv_line(&row.csv_line()), Ok(row));
                    }
                }
            }
        }
    }

    #[test]
    fn a_bad_row_names_its_column() {
        for (line, message) in [
            ("1,0,5,uniform,0.5", "5 fields where a row has 6"),
            ("1,0,5,uniform,0.5,2,bob", "column first: \"bob\" is not a player (paul or carole)"),
            ("x,0,5,uniform,0.5,2", "column n: \"x\" is not a whole number"),
            ("63,0,5,uniform,0.5,2", "column n: \"63\" is not a number of moves (at most 62)"),
            ("1,-1,5,uniform,0.5,2", "column run: \"-1\" is not a whole number"),
            ("1,0,18446744073709551616,uniform,0.5,2", "column seed:"),
            ("1,0,5,cauchy,0.5,2", "column distribution: \"cauchy\" is not a distribution"),
            ("1,0,5,uniform,NaN,2", "column value: \"NaN\" is not a number"),
            ("3,0,5,uniform,0.5,9", "column leaves_evaluated: 9 leaves, but a game of n = 3 has 8"),
        ] {
            let error = RunRow::parse_csv_line(line).unwrap_err();
            assert!(error.starts_with(message), "{line}: {error}");
        }
    }

    #[test]
    fn joined_rows_must_be_one_experiment_without_gaps() {
        let e = experiment(Leaves::Uniform, Method::Full);
        let rows = e.run_jobs(0..e.total_runs());
        let mut all = RowSequence::new(Order::Contiguous);
        rows.iter().for_each(|r| all.push(r).unwrap());
        assert_eq!((all.finish(), all.master()), (Ok(()), 7));
        // A part missing: run 3 of n = 2 is followed by run 0 of n = 3 (the n had 5 runs).
        let mut gap = RowSequence::new(Order::Contiguous);
        rows[..9].iter().for_each(|r| gap.push(r).unwrap());
        let error = gap.push(&rows[10]).unwrap_err();
        assert_eq!(error, "n = 3, run 0 does not follow n = 2, run 3: a part is missing, repeated or out of order");
        // The same row twice.
        let mut twice = RowSequence::new(Order::Contiguous);
        twice.push(&rows[0]).unwrap();
        assert!(twice.push(&rows[0]).unwrap_err().contains("does not follow"));
        // Another seed, or other leaves.
        let other = Experiment { seed: 8, ..e }.run_job(1);
        let mut seeds = RowSequence::new(Order::Contiguous);
        seeds.push(&rows[0]).unwrap();
        assert_eq!(
            seeds.push(&other).unwrap_err(),
            "the seed is of master seed 8, the rows before of 7: rows of two experiments (--seed)"
        );
        let coin = Experiment { leaves: Leaves::Coin, ..e }.run_job(1);
        assert!(seeds.push(&coin).unwrap_err().starts_with("coin leaves where the rows before have uniform"));
        let carole = e.with_first(Player::Min).run_job(1);
        assert_eq!(
            seeds.push(&carole).unwrap_err(),
            "carole moves first where the rows before have paul: rows of two experiments (--first)"
        );
        // The first part or the end missing.
        assert!(RowSequence::new(Order::Contiguous).push(&rows[1]).unwrap_err().contains("the first part is missing"));
        let mut short = RowSequence::new(Order::Contiguous);
        rows[..17].iter().for_each(|r| short.push(r).unwrap());
        assert_eq!(
            short.finish().unwrap_err(),
            "the rows end at n = 4, run 1 of 5: the last part is missing or was cut short"
        );
    }

    #[test]
    fn a_cancelled_runs_rows_may_skip_jobs_but_not_go_back() {
        let e = experiment(Leaves::Normal, Method::Stream);
        let mut rows = RowSequence::new(Order::Increasing);
        for j in [1, 2, 6, 19] {
            rows.push(&e.run_job(j)).unwrap();
        }
        assert!(rows.push(&e.run_job(19)).unwrap_err().contains("not in job order"));
        assert!(rows.finish().is_ok());
    }

    #[test]
    fn a_file_read_in_pieces_cut_anywhere_gives_the_experiment_and_its_rows() {
        for method in [Method::Full, Method::AlphaBeta] {
            let e = experiment(Leaves::Uniform, method);
            let text = file(&e);
            for cut in [1, 7, 50, text.len()] {
                let mut reader = RunsReader::new(Order::Increasing);
                for piece in text.as_bytes().chunks(cut) {
                    reader.push(std::str::from_utf8(piece).unwrap()).unwrap();
                }
                let (read, rows) = reader.finish().unwrap();
                // Full and stream write the same rows: a file says full.
                assert_eq!(read, e);
                assert_eq!(rows, e.run_jobs_into_columns(0..e.total_runs()));
            }
            // Rows taken as they are read: the same rows, in order.
            let mut reader = RunsReader::new(Order::Increasing);
            let mut taken = RunColumns::default();
            for piece in text.as_bytes().chunks(100) {
                reader.push(std::str::from_utf8(piece).unwrap()).unwrap();
                let rows = reader.take_rows();
                (0..rows.len()).for_each(|i| taken.push(&rows.row(i, Leaves::Uniform, Player::Max)));
            }
            let (read, rest) = reader.finish().unwrap();
            (0..rest.len()).for_each(|i| taken.push(&rest.row(i, Leaves::Uniform, Player::Max)));
            assert_eq!(read, e);
            assert_eq!(taken, e.run_jobs_into_columns(0..e.total_runs()));
        }
    }

    #[test]
    fn a_file_with_carole_first_reads_back_as_its_experiment() {
        let e = experiment(Leaves::Normal, Method::AlphaBeta).with_first(Player::Min);
        let text = file(&e);
        assert!(text.starts_with("n,run,seed,distribution,value,leaves_evaluated,first\n1,0,"), "{text}");
        let mut reader = RunsReader::new(Order::Increasing);
        reader.push(&text).unwrap();
        let (read, rows) = reader.finish().unwrap();
        assert_eq!(read, e);
        assert_eq!(rows, e.run_jobs_into_columns(0..e.total_runs()));
        // A Paul-first row under a Carole-first header is refused.
        let paul = experiment(Leaves::Normal, Method::AlphaBeta).run_job(0).csv_line();
        let mut reader = RunsReader::new(Order::Increasing);
        let error = reader.push(&format!("{}\n{paul}\n", RunRow::CSV_HEADER_CAROLE_FIRST)).unwrap_err();
        assert_eq!(error, "line 2: paul moves first in this row, carole in the header");
    }

    #[test]
    fn a_bad_file_names_its_line() {
        let e = experiment(Leaves::Coin, Method::Full);
        let text = file(&e);
        let read = |text: &str| {
            let mut reader = RunsReader::new(Order::Increasing);
            reader.push(text).and_then(|()| reader.finish()).map(|_| ()).unwrap_err()
        };
        assert_eq!(read(""), "the file is empty: no runs to show");
        assert_eq!(
            read("n,run,seed,distribution,value,leaves_evaluated\n"),
            "the file has a header but no rows: no runs to show"
        );
        assert!(read("a,b\n1,2\n").starts_with("line 1: \"a,b\" is not the header of `gamegraph simulate`"));
        let broken = text.replacen(",coin,", ",coin,x", 1);
        assert!(read(&broken).starts_with("line 2: column value: \"x"), "{}", read(&broken));
        assert!(read(&format!("{text}{}", "9".repeat(300))).starts_with("line 22 is longer than 256 bytes"));
        // Windows line ends read the same.
        let mut reader = RunsReader::new(Order::Increasing);
        reader.push(&text.replace('\n', "\r\n")).unwrap();
        assert_eq!(reader.finish().unwrap().0, e);
    }
}
