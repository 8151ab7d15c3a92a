//! An experiment cut into parts for many machines, and the parts' rows joined back.
//!
//! Part `i` of `k` of an experiment is a contiguous range of its jobs (n-major, see
//! [`super::batch`]), so the parts' CSV rows, concatenated in order, are the rows of the single
//! run byte for byte: every row depends on (master seed, n, run) only. The cuts balance the work,
//! not the row count — a run of n = 30 reads 2^29 times the leaves of a run of n = 1, so equal
//! row counts would leave the part holding n = 30 with nearly all the work. Each job costs its
//! leaves (2^n, or the Fibonacci number F(n + 2) ≈ φ^n for alpha-beta, whose growth per move is
//! φ) plus [`JOB_OVERHEAD`], all in integers: every machine of a cluster computes the same cuts.
//! Cut `i` is the first job whose middle lies past `i / k` of the whole work.
//!
//! The master seed of any row can be recovered from its (n, run, seed), since SplitMix64's
//! finaliser is a bijection and [`run_seed`](super::run_seed) can be undone ([`master_seed`]): joined rows are
//! checked to be one experiment's ([`super::runs_csv`]).
//!
//! ```text
//! jobs (n = 1..3, 2 runs):  n=1 r0 | n=1 r1 | n=2 r0 | n=2 r1 | n=3 r0 | n=3 r1
//! cost (2^n + 64):             66      66      68      68      72      72     (412 in all)
//! 2 parts: half the work is 206, passed by the middle of job 3 (200 + 68 / 2):
//!                           part 1 = jobs 0..3 (200), part 2 = jobs 3..6 (212)
//! ```

use std::ops::Range;

use crate::rng::GOLDEN_GAMMA;
use crate::text::{short_quote, thousands};

use super::SimError;
use super::batch::Experiment;
use super::evaluate::Method;
use super::limits::{Work, expected_game_leaves};

/// The most parts an experiment may be cut into: more than any cluster's job array.
pub const MAX_PARTS: u64 = 1_000_000;

/// A job's fixed cost in leaves (starting a game, writing its row): tiny games still count.
pub const JOB_OVERHEAD: u128 = 64;

/// Part `index` (from 1) of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// Which part, from 1 to `count`.
    pub index: u64,
    /// How many parts.
    pub count: u64,
}

impl Part {
    /// Parses `I/K`; the error (parameter `part`) says what is wrong in words.
    pub fn parse(text: &str) -> Result<Part, SimError> {
        let text = text.trim();
        let not_a_part = || {
            SimError::new(
                "part",
                format!(
                    "\"{}\" is not a part: write I/K for the I-th of K parts, as 1/4, 2/4, 3/4, 4/4",
                    short_quote(text)
                ),
            )
        };
        let (index, count) = text.split_once('/').ok_or_else(not_a_part)?;
        let index: u64 = index.trim().parse().map_err(|_| not_a_part())?;
        let count: u64 = count.trim().parse().map_err(|_| not_a_part())?;
        if count == 0 {
            return Err(SimError::new("part", "an experiment is cut into at least 1 part, not 0".to_owned()));
        }
        if count > MAX_PARTS {
            return Err(SimError::new(
                "part",
                format!("{} parts are too many: at most {}", thousands(count), thousands(MAX_PARTS)),
            ));
        }
        if index == 0 || index > count {
            return Err(SimError::new(
                "part",
                format!("there is no part {index} of {count}: the parts are numbered from 1 to {count}"),
            ));
        }
        Ok(Part { index, count })
    }
}

/// The cost of one game of `n` moves in integer leaves (see the module documentation).
fn job_cost(n: u32, method: Method) -> u128 {
    let leaves = match method {
        Method::Full | Method::Stream => 1u128 << n,
        Method::AlphaBeta => {
            // F(n + 2): 1, 2, 3, 5, 8, … for n = 0, 1, 2, …
            let (mut a, mut b) = (1u128, 1u128);
            for _ in 0..n {
                (a, b) = (b, a + b);
            }
            b
        }
    };
    leaves + JOB_OVERHEAD
}

impl Experiment {
    /// The jobs of `part`: the parts cover every job once, in order.
    pub fn part_jobs(&self, part: Part) -> Range<u64> {
        self.cut(part.index - 1, part.count)..self.cut(part.index, part.count)
    }

    /// Cut `i` of `k`: the first job whose middle lies past `i / k` of the whole work (compared
    /// in integers as `(2 · before + cost) · k ≥ 2 · total · i`; at most 2^40 runs of 63 sizes of
    /// 2^45 leaves, times 2 · 10^6 parts, stays far below 2^128).
    fn cut(&self, i: u64, k: u64) -> u64 {
        let runs = self.runs as u128;
        let total: u128 = self.n.iter().map(|n| runs * job_cost(n, self.method)).sum();
        let (target, k) = (2 * total * i as u128, k as u128);
        let (mut before, mut first_job) = (0u128, 0u64);
        for n in self.n.iter() {
            let cost = job_cost(n, self.method);
            // The smallest r with (2 · (before + r · cost) + cost) · k ≥ target.
            let r = target.saturating_sub((2 * before + cost) * k).div_ceil(2 * cost * k);
            if r < runs {
                return first_job + r as u64;
            }
            before += runs * cost;
            first_job += self.runs;
        }
        first_job
    }
}

impl Experiment {
    /// The games and leaves of the jobs in `jobs` (the work of a part; [`Experiment::work`] for
    /// all the jobs).
    pub fn work_of(&self, jobs: Range<u64>) -> Work {
        let mut leaves = 0.0;
        for n in self.n.iter() {
            let block = (n - self.n.first) as u64 * self.runs;
            let inside = jobs.end.min(block + self.runs).saturating_sub(jobs.start.max(block));
            leaves += inside as f64 * expected_game_leaves(n, self.method);
        }
        Work { games: jobs.end.saturating_sub(jobs.start), leaves, exact: self.method != Method::AlphaBeta }
    }
}

/// The master seed whose run `run` of size `n` has leaf seed `seed`: [`run_seed`](super::run_seed)
/// undone, step by step (`run_seed(m, n, r) = mix(mix(mix(m) + (n + 1)γ) + (r + 1)γ)`).
pub fn master_seed(n: u32, run: u64, seed: u64) -> u64 {
    let key = unmix(seed).wrapping_sub(run.wrapping_add(1).wrapping_mul(GOLDEN_GAMMA));
    unmix(unmix(key).wrapping_sub((n as u64 + 1).wrapping_mul(GOLDEN_GAMMA)))
}

/// The inverse of SplitMix64's finaliser [`crate::games::sequence::mix`].
fn unmix(z: u64) -> u64 {
    let z = unshift(z, 31).wrapping_mul(inverse(0x94D0_49BB_1331_11EB));
    let z = unshift(z, 27).wrapping_mul(inverse(0xBF58_476D_1CE4_E5B9));
    unshift(z, 30)
}

/// The x with `x ^ (x >> s) = y`: each step fixes `s` more bits from the top.
fn unshift(y: u64, s: u32) -> u64 {
    let mut x = y;
    for _ in 0..64 / s {
        x = y ^ (x >> s);
    }
    x
}

/// The inverse of an odd number modulo 2^64 (Newton's iteration doubles the correct bits).
fn inverse(odd: u64) -> u64 {
    let mut x = odd;
    for _ in 0..5 {
        x = x.wrapping_mul(2u64.wrapping_sub(odd.wrapping_mul(x)));
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sequence::Leaves;
    use crate::sim::batch::{NRange, run_seed};

    fn experiment(n: &str, runs: u64, method: Method) -> Experiment {
        Experiment::new(NRange::parse(n).unwrap(), runs, 7, Leaves::Uniform, method).unwrap()
    }

    #[test]
    fn parts_are_read_as_i_of_k() {
        assert_eq!(Part::parse("3/10"), Ok(Part { index: 3, count: 10 }));
        assert_eq!(Part::parse(" 1 / 1 "), Ok(Part { index: 1, count: 1 }));
        for (text, message) in [
            ("0/3", "there is no part 0 of 3: the parts are numbered from 1 to 3"),
            ("4/3", "there is no part 4 of 3: the parts are numbered from 1 to 3"),
            ("1/0", "an experiment is cut into at least 1 part, not 0"),
            ("x", "\"x\" is not a part: write I/K for the I-th of K parts, as 1/4, 2/4, 3/4, 4/4"),
            ("3", "\"3\" is not a part: write I/K"),
            ("-1/3", "\"-1/3\" is not a part"),
            ("1/2000000", "2,000,000 parts are too many: at most 1,000,000"),
        ] {
            let error = Part::parse(text).unwrap_err();
            assert_eq!(error.param, "part");
            assert!(error.message.starts_with(message), "{text}: {}", error.message);
        }
    }

    #[test]
    fn the_drawn_example_cuts_at_job_3() {
        let e = experiment("1..3", 2, Method::Full);
        assert_eq!(e.part_jobs(Part { index: 1, count: 2 }), 0..3);
        assert_eq!(e.part_jobs(Part { index: 2, count: 2 }), 3..6);
    }

    #[test]
    fn parts_cover_every_job_once_in_order_with_about_equal_work() {
        for method in Method::ALL {
            for (n, runs) in [("1..3", 2), ("0..20", 10), ("5", 1000), ("1..30", 3)] {
                let e = experiment(n, runs, method);
                let biggest = job_cost(e.n.last, method);
                let total: u128 = e.n.iter().map(|n| runs as u128 * job_cost(n, method)).sum();
                for k in [1, 2, 3, 7, 64, 1000] {
                    let mut next = 0;
                    for i in 1..=k {
                        let jobs = e.part_jobs(Part { index: i, count: k });
                        assert_eq!(jobs.start, next, "{n} × {runs}, part {i}/{k}");
                        assert!(jobs.end >= jobs.start);
                        let work: u128 = (jobs.start..jobs.end).map(|j| job_cost(e.job(j).0, method)).sum();
                        // Within one job of an even share.
                        assert!(work.abs_diff(total / k as u128) <= biggest + 1, "{n} × {runs}, part {i}/{k}: {work}");
                        next = jobs.end;
                    }
                    assert_eq!(next, e.total_runs());
                }
            }
        }
    }

    #[test]
    fn more_parts_than_jobs_leave_some_empty() {
        let e = experiment("2", 3, Method::Full);
        let sizes: Vec<u64> = (1..=10).map(|i| e.part_jobs(Part { index: i, count: 10 }).count() as u64).collect();
        assert_eq!(sizes.iter().sum::<u64>(), 3);
        assert_eq!(sizes.iter().filter(|&&s| s == 0).count(), 7);
        assert!(sizes.iter().all(|&s| s <= 1), "{sizes:?}");
    }

    #[test]
    fn the_work_of_all_jobs_is_the_experiments() {
        let e = experiment("1..12", 9, Method::AlphaBeta);
        let all = e.work_of(0..e.total_runs());
        assert_eq!(all.games, e.work().games);
        assert!((all.leaves / e.work().leaves - 1.0).abs() < 1e-12);
        let part = e.work_of(e.part_jobs(Part { index: 2, count: 3 }));
        assert!(part.leaves > 0.0 && part.leaves < all.leaves);
    }

    #[test]
    fn the_master_seed_is_recovered_from_any_run() {
        let mut x = 12345u64;
        for _ in 0..1000 {
            x = crate::rng::mix(x.wrapping_add(1));
            let (master, n, run) = (x, (x % 63) as u32, x >> 20);
            assert_eq!(master_seed(n, run, run_seed(master, n, run)), master);
        }
        assert_eq!(master_seed(3, 0, run_seed(u64::MAX, 3, 0)), u64::MAX);
    }
}
