//! The rows of a slice of an experiment's jobs as columns: one array per CSV field.
//!
//! The page's Web Workers run slices of jobs and post the results to the page as typed arrays
//! (one transfer per column instead of an object per run), and the page keeps them as columns;
//! writing the CSV back from those columns must give exactly the lines `gamegraph simulate`
//! prints ([`RunRow::csv_line`]), so the conversion lives here, next to the rows, and not in
//! JavaScript (whose number printing switches to exponent notation below 1e-6).

use std::ops::Range;

use crate::games::sequence::Leaves;
use crate::graph::Player;

use super::SimError;
use super::batch::{Experiment, RunRow};

/// Runs as columns: entry `i` of every vector belongs to the same run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RunColumns {
    /// Number of moves of each run.
    pub n: Vec<u32>,
    /// Run number within its n.
    pub run: Vec<u64>,
    /// Leaf seed of each run.
    pub seed: Vec<u64>,
    /// VALUE(e).
    pub value: Vec<f64>,
    /// Leaves evaluated.
    pub leaves_evaluated: Vec<u64>,
}

impl RunColumns {
    /// Room for `capacity` runs.
    pub fn with_capacity(capacity: usize) -> RunColumns {
        RunColumns {
            n: Vec::with_capacity(capacity),
            run: Vec::with_capacity(capacity),
            seed: Vec::with_capacity(capacity),
            value: Vec::with_capacity(capacity),
            leaves_evaluated: Vec::with_capacity(capacity),
        }
    }

    /// Appends one run.
    pub fn push(&mut self, row: &RunRow) {
        self.n.push(row.n);
        self.run.push(row.run);
        self.seed.push(row.seed);
        self.value.push(row.value);
        self.leaves_evaluated.push(row.leaves_evaluated);
    }

    /// How many runs.
    pub fn len(&self) -> usize {
        self.value.len()
    }

    /// True when there are no runs.
    pub fn is_empty(&self) -> bool {
        self.value.is_empty()
    }

    /// Columns from borrowed arrays (as the page holds them); all must have the same length.
    pub fn from_slices(
        n: &[u32],
        run: &[u64],
        seed: &[u64],
        value: &[f64],
        leaves_evaluated: &[u64],
    ) -> Result<RunColumns, SimError> {
        let len = value.len();
        if [n.len(), run.len(), seed.len(), leaves_evaluated.len()].iter().any(|&l| l != len) {
            return Err(SimError::new(
                "columns",
                format!(
                    "the columns differ in length: n {}, run {}, seed {}, value {len}, leaves_evaluated {}",
                    n.len(),
                    run.len(),
                    seed.len(),
                    leaves_evaluated.len()
                ),
            ));
        }
        Ok(RunColumns {
            n: n.to_vec(),
            run: run.to_vec(),
            seed: seed.to_vec(),
            value: value.to_vec(),
            leaves_evaluated: leaves_evaluated.to_vec(),
        })
    }

    /// Row `i` with distribution `leaves` and first mover `first`.
    pub fn row(&self, i: usize, leaves: Leaves, first: Player) -> RunRow {
        RunRow {
            first,
            n: self.n[i],
            run: self.run[i],
            seed: self.seed[i],
            leaves,
            value: self.value[i],
            leaves_evaluated: self.leaves_evaluated[i],
        }
    }

    /// The rows as CSV lines, each ending in `\n`, without the header ([`RunRow::csv_header`]).
    pub fn csv_lines(&self, leaves: Leaves, first: Player) -> String {
        let mut out = String::with_capacity(self.len() * 56);
        for i in 0..self.len() {
            out.push_str(&self.row(i, leaves, first).csv_line());
            out.push('\n');
        }
        out
    }
}

impl Experiment {
    /// Plays the jobs in `jobs` (clipped to [`Experiment::total_runs`]) into columns: the unit of
    /// work of one Web Worker.
    pub fn run_jobs_into_columns(&self, jobs: Range<u64>) -> RunColumns {
        let end = jobs.end.min(self.total_runs());
        let start = jobs.start.min(end);
        // Room for the usual worker slice up front; a larger slice (only a direct API call asks
        // for one) grows as it goes instead of reserving memory it may not get.
        let mut columns = RunColumns::with_capacity((end - start).min(1 << 16) as usize);
        for j in start..end {
            columns.push(&self.run_job(j));
        }
        columns
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Method;
    use crate::sim::batch::NRange;

    fn experiment(leaves: Leaves, method: Method) -> Experiment {
        Experiment::new(NRange::new(2, 5).unwrap(), 7, 11, leaves, method).unwrap()
    }

    #[test]
    fn columns_hold_the_same_rows_as_run_jobs() {
        for leaves in Leaves::ALL {
            for method in Method::ALL {
                let e = experiment(leaves, method);
                let rows = e.run_jobs(3..20);
                let columns = e.run_jobs_into_columns(3..20);
                assert_eq!(columns.len(), rows.len());
                for (i, row) in rows.iter().enumerate() {
                    assert_eq!(columns.row(i, leaves, e.first), *row);
                }
            }
        }
    }

    #[test]
    fn slices_past_the_end_are_clipped() {
        let e = experiment(Leaves::Uniform, Method::Full);
        assert_eq!(e.run_jobs_into_columns(25..40).len(), 3);
        assert!(e.run_jobs_into_columns(40..50).is_empty());
    }

    #[test]
    fn csv_lines_are_the_command_lines_rows() {
        let e = experiment(Leaves::Coin, Method::AlphaBeta);
        let columns = e.run_jobs_into_columns(0..e.total_runs());
        let expected: String = e.run_jobs(0..e.total_runs()).iter().map(|r| format!("{}\n", r.csv_line())).collect();
        assert_eq!(columns.csv_lines(Leaves::Coin, Player::Max), expected);
        // With Carole first, the same lines as the command line's, each ending in its column.
        let carole = e.with_first(Player::Min);
        let columns = carole.run_jobs_into_columns(0..carole.total_runs());
        let expected: String =
            carole.run_jobs(0..carole.total_runs()).iter().map(|r| format!("{}\n", r.csv_line())).collect();
        assert_eq!(columns.csv_lines(Leaves::Coin, Player::Min), expected);
        assert!(expected.lines().all(|line| line.ends_with(",carole")), "{expected}");
        // A tiny value is written in plain decimals, as the command line writes it.
        let tiny = RunColumns::from_slices(&[1], &[0], &[5], &[-1.5e-7], &[2]).unwrap();
        assert_eq!(tiny.csv_lines(Leaves::Uniform, Player::Max), "1,0,5,uniform,-0.00000015,2\n");
    }

    #[test]
    fn columns_of_different_lengths_are_refused() {
        let error = RunColumns::from_slices(&[1, 2], &[0], &[5], &[0.5], &[2]).unwrap_err();
        assert_eq!(error.param, "columns");
        assert!(error.message.contains("n 2"), "{}", error.message);
    }
}
