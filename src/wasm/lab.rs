//! The Sequence lab's wasm API: thin bindings over [`crate::sim`] for the page's
//! workers and plots. Nothing is computed here that the engine does not already compute; this
//! file only converts parameters and results between Rust and JavaScript.
//!
//! - [`LabExperiment`] (`new LabExperiment(n, runs, seed, leaves, method, first)`, the
//!   parameters as the command line and links spell them) checks an experiment; its `runJobs(start, end)` plays a
//!   slice of jobs in one worker and returns a [`RunBatch`] of typed arrays: values
//!   (`Float64Array`), leaves evaluated, run numbers and seeds (`BigUint64Array`), n
//!   (`Uint32Array`).
//! - [`csv_rows`] (`csvRows`) writes kept columns back as the exact CSV lines of
//!   `gamegraph simulate`; [`csv_header`] its header; [`RunsFile`] reads such a file back.
//! - Exact theory for the plots: [`theory_table`], [`theory_cdf`], [`theory_density`],
//!   [`theory_atoms`], [`limit_value`], [`expected_alpha_beta_leaves`], [`minimal_tree_leaves`],
//!   and the constants in [`lab_constants`].
//!
//! Who moves first (`paul` or `carole`) is a parameter of every experiment, CSV and theory call.
//! An error is thrown as a JS `Error` whose `param` names the parameter at fault (`n`, `runs`,
//! `seed`, `leaves`, `method`, `first`), so the page can mark the field.

use js_sys::{Float64Array, Object};
use serde::Serialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::{js_error, set_typed_array, to_js};
use crate::games::params::player_keyword;
use crate::games::sequence::{Leaves, MAX_N, check_moves};
use crate::graph::Player;
use crate::sim::batch::{NRange, parse_first, parse_leaves};
use crate::sim::pruning::{self, ALPHA_BETA_BRANCHING, ALPHA_BETA_LEAF_FACTOR};
use crate::sim::theory::{self, GOLDEN_RATIO, P_STAR, SPREAD_RATIO};
use crate::sim::{Experiment, Order, RunColumns, RunRow, RunsReader, SimError};

/// A JS `Error` with the message and `param` of a [`SimError`].
fn sim_error(error: &SimError) -> JsValue {
    #[derive(Serialize)]
    struct SimFailureJs {
        param: &'static str,
    }
    js_error(&error.to_string(), &SimFailureJs { param: error.param })
}

fn leaves_of(text: &str) -> Result<Leaves, JsValue> {
    parse_leaves(text).map_err(|e| sim_error(&e))
}

fn first_of(text: &str) -> Result<Player, JsValue> {
    parse_first(text).map_err(|e| sim_error(&e))
}

/// A whole number from JavaScript (job indices and sizes arrive as doubles).
fn whole(param: &'static str, x: f64) -> Result<u64, JsValue> {
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x <= (1u64 << 53) as f64 {
        Ok(x as u64)
    } else {
        Err(sim_error(&SimError::new(param, format!("{x} is not a whole number"))))
    }
}

fn size(x: u32) -> Result<u32, JsValue> {
    check_moves(x).map_err(|message| sim_error(&SimError::new("n", message)))
}

/// A checked experiment: `runs` games for each n of a range, seeds from one master seed.
#[wasm_bindgen]
pub struct LabExperiment {
    experiment: Experiment,
}

#[wasm_bindgen]
impl LabExperiment {
    /// Checks the parameters as links and the command line spell them: `n` = `"1..20"`, `runs`
    /// and `seed` whole numbers (as text: a seed may exceed 2^53), `leaves` = `uniform` | `coin`
    /// | `normal`, `method` = `full` | `stream` | `alphabeta`, `first` = `paul` | `carole`.
    /// Throws an `Error` with `param`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        n: &str,
        runs: &str,
        seed: &str,
        leaves: &str,
        method: &str,
        first: &str,
    ) -> Result<LabExperiment, JsValue> {
        let experiment = Experiment::parse(n, runs, seed, leaves, method).map_err(|e| sim_error(&e))?;
        Ok(LabExperiment { experiment: experiment.with_first(first_of(first)?) })
    }

    /// Who chooses the first bit: `paul` or `carole`.
    #[wasm_bindgen(getter, js_name = firstPlayer)]
    pub fn first_player(&self) -> String {
        player_keyword(self.experiment.first).to_owned()
    }

    /// The smallest n.
    #[wasm_bindgen(getter)]
    pub fn first(&self) -> u32 {
        self.experiment.n.first
    }

    /// The largest n.
    #[wasm_bindgen(getter)]
    pub fn last(&self) -> u32 {
        self.experiment.n.last
    }

    /// Runs per n.
    #[wasm_bindgen(getter)]
    pub fn runs(&self) -> f64 {
        self.experiment.runs as f64
    }

    /// The master seed, in decimal (it may exceed 2^53).
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> String {
        self.experiment.seed.to_string()
    }

    /// `uniform`, `coin` or `normal`.
    #[wasm_bindgen(getter)]
    pub fn leaves(&self) -> String {
        self.experiment.leaves.keyword().to_owned()
    }

    /// `full`, `stream` or `alphabeta`.
    #[wasm_bindgen(getter)]
    pub fn method(&self) -> String {
        self.experiment.method.keyword().to_owned()
    }

    /// Jobs in all: runs × sizes (job j is run j mod runs of n = first + ⌊j / runs⌋).
    #[wasm_bindgen(getter, js_name = totalRuns)]
    pub fn total_runs(&self) -> f64 {
        self.experiment.total_runs() as f64
    }

    /// Plays jobs `start..end` (clipped to `totalRuns`) in order.
    #[wasm_bindgen(js_name = runJobs)]
    pub fn run_jobs(&self, start: f64, end: f64) -> Result<RunBatch, JsValue> {
        let (start, end) = (whole("start", start)?, whole("end", end)?);
        Ok(RunBatch { columns: self.experiment.run_jobs_into_columns(start..end) })
    }
}

/// The results of a slice of jobs, one typed array per CSV field.
#[wasm_bindgen]
pub struct RunBatch {
    columns: RunColumns,
}

#[wasm_bindgen]
impl RunBatch {
    /// How many runs.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.columns.len() as u32
    }

    /// VALUE(e) of each run.
    pub fn values(&self) -> Vec<f64> {
        self.columns.value.clone()
    }

    /// Leaves evaluated by each run.
    #[wasm_bindgen(js_name = leavesEvaluated)]
    pub fn leaves_evaluated(&self) -> Vec<u64> {
        self.columns.leaves_evaluated.clone()
    }

    /// n of each run.
    pub fn n(&self) -> Vec<u32> {
        self.columns.n.clone()
    }

    /// Run number of each run within its n.
    pub fn runs(&self) -> Vec<u64> {
        self.columns.run.clone()
    }

    /// Leaf seed of each run.
    pub fn seeds(&self) -> Vec<u64> {
        self.columns.seed.clone()
    }
}

/// The header of `gamegraph simulate` with `first` moving first:
/// `n,run,seed,distribution,value,leaves_evaluated` (and `,first` with Carole first).
#[wasm_bindgen(js_name = csvHeader)]
pub fn csv_header(first: &str) -> Result<String, JsValue> {
    Ok(RunRow::csv_header(first_of(first)?).to_owned())
}

/// Kept columns as the CSV lines `gamegraph simulate` prints for the same runs (each ending in a
/// line break; no header). Throws when the columns differ in length.
#[wasm_bindgen(js_name = csvRows)]
pub fn csv_rows(
    leaves: &str,
    first: &str,
    n: &[u32],
    run: &[u64],
    seed: &[u64],
    value: &[f64],
    leaves_evaluated: &[u64],
) -> Result<String, JsValue> {
    let leaves = leaves_of(leaves)?;
    let columns = RunColumns::from_slices(n, run, seed, value, leaves_evaluated).map_err(|e| sim_error(&e))?;
    Ok(columns.csv_lines(leaves, first_of(first)?))
}

/// The exact summaries for n = first..=last: an object of `Float64Array`s `n, mean, sd, median,
/// q05, q25, q75, q95, skewness, kurtosis, probPaulWins, limit` (entry i is n = first + i), with
/// `first_mover` (`paul` | `carole`) choosing the first bit.
#[wasm_bindgen(js_name = theoryTable)]
pub fn theory_table(first: u32, last: u32, leaves: &str, first_mover: &str) -> Result<Object, JsValue> {
    let range = NRange::new(first, last).map_err(|e| sim_error(&e))?;
    let table = theory::theory_table(range, leaves_of(leaves)?, first_of(first_mover)?);
    let object = Object::new();
    let column = |name: &str, get: &dyn Fn(&theory::Summary) -> f64| {
        let values: Vec<f64> = table.iter().map(get).collect();
        set_typed_array(&object, name, Float64Array::from(values.as_slice()));
    };
    column("n", &|s| s.n as f64);
    column("mean", &|s| s.mean);
    column("sd", &|s| s.sd);
    column("median", &|s| s.median);
    column("q05", &|s| s.q05);
    column("q25", &|s| s.q25);
    column("q75", &|s| s.q75);
    column("q95", &|s| s.q95);
    column("skewness", &|s| s.skewness);
    column("kurtosis", &|s| s.kurtosis);
    column("probPaulWins", &|s| s.prob_paul_wins);
    column("limit", &|s| s.limit);
    Ok(object)
}

/// P(VALUE(e) ≤ x) at every x of `xs`.
#[wasm_bindgen(js_name = theoryCdf)]
pub fn theory_cdf(n: u32, leaves: &str, first: &str, xs: &[f64]) -> Result<Vec<f64>, JsValue> {
    theory::theory_cdf(n, leaves_of(leaves)?, first_of(first)?, xs).map_err(|e| sim_error(&e))
}

/// The density of VALUE(e) at every x of `xs` (zeros for coin leaves: see `theoryAtoms`).
#[wasm_bindgen(js_name = theoryDensity)]
pub fn theory_density(n: u32, leaves: &str, first: &str, xs: &[f64]) -> Result<Vec<f64>, JsValue> {
    theory::theory_density(n, leaves_of(leaves)?, first_of(first)?, xs).map_err(|e| sim_error(&e))
}

/// The point masses of VALUE(e) as `[x0, p0, x1, p1]` (coin leaves), empty otherwise.
#[wasm_bindgen(js_name = theoryAtoms)]
pub fn theory_atoms(n: u32, leaves: &str, first: &str) -> Result<Vec<f64>, JsValue> {
    let law = theory::ValueLaw::new(n, leaves_of(leaves)?).map_err(|e| sim_error(&e))?.with_first(first_of(first)?);
    Ok(law.atoms().into_iter().flat_map(|(x, p)| [x, p]).collect())
}

/// The limit of VALUE(e) along the n of this parity (F⁻¹(p*) when Carole moves last, F⁻¹(1 − p*)
/// when Paul does).
#[wasm_bindgen(js_name = limitValue)]
pub fn limit_value(n: u32, leaves: &str, first: &str) -> Result<f64, JsValue> {
    Ok(theory::limit_value(n, leaves_of(leaves)?, first_of(first)?))
}

/// The exact expected number of leaves alpha-beta evaluates for n = 0..=maxN (continuous random
/// leaves). Takes a fraction of a second for large maxN: call it in a worker.
#[wasm_bindgen(js_name = expectedAlphaBetaLeaves)]
pub fn expected_alpha_beta_leaves(max_n: u32) -> Result<Vec<f64>, JsValue> {
    pruning::expected_alpha_beta_leaves(max_n).map_err(|e| sim_error(&e))
}

/// Knuth and Moore's minimum: 2^⌈n/2⌉ + 2^⌊n/2⌋ − 1 leaves.
#[wasm_bindgen(js_name = minimalTreeLeaves)]
pub fn minimal_tree_leaves(n: u32) -> Result<f64, JsValue> {
    Ok(pruning::minimal_tree_leaves(size(n)?) as f64)
}

/// `{pStar, spreadRatio, alphaBetaBranching, alphaBetaLeafFactor, goldenRatio, maxN}`:
/// p* = (3 − √5)/2, φ/2, φ, 3.5 (alpha-beta reads about 3.5·φ^n leaves), φ, and the largest n
/// the engine plays.
#[wasm_bindgen(js_name = labConstants)]
pub fn lab_constants() -> Object {
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct LabConstantsJs {
        p_star: f64,
        spread_ratio: f64,
        alpha_beta_branching: f64,
        alpha_beta_leaf_factor: f64,
        golden_ratio: f64,
        max_n: u32,
    }
    let constants = LabConstantsJs {
        p_star: P_STAR,
        spread_ratio: SPREAD_RATIO,
        alpha_beta_branching: ALPHA_BETA_BRANCHING,
        alpha_beta_leaf_factor: ALPHA_BETA_LEAF_FACTOR,
        golden_ratio: GOLDEN_RATIO,
        max_n: MAX_N,
    };
    to_js(&constants).dyn_into().unwrap_or_default()
}

/// A CSV file of runs (the lab's export, or `gamegraph simulate`'s output, merged parts too) read
/// in pieces: `push(text)` each piece as it arrives and `takeRows()` the rows it completed (a big
/// file's rows leave as they are read, never in one long copy), then `finish()` for the
/// experiment and a last `takeRows()`. Errors are thrown as `Error`s naming the line and the
/// column. A file may skip runs (a cancelled run's export) but not repeat or reorder them.
#[wasm_bindgen]
pub struct RunsFile {
    reader: Option<RunsReader>,
    /// The rows not taken when the file ended.
    rest: RunColumns,
}

fn finished() -> JsValue {
    js_sys::Error::new("the file was read to its end already").into()
}

#[wasm_bindgen]
impl RunsFile {
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> RunsFile {
        RunsFile { reader: Some(RunsReader::new(Order::Increasing)), rest: RunColumns::default() }
    }

    /// Reads the next piece of the file (cut anywhere).
    pub fn push(&mut self, piece: &str) -> Result<(), JsValue> {
        let reader = self.reader.as_mut().ok_or_else(finished)?;
        reader.push(piece).map_err(|message| js_sys::Error::new(&message).into())
    }

    /// The rows read since the last call, as a worker's batch.
    #[wasm_bindgen(js_name = takeRows)]
    pub fn take_rows(&mut self) -> RunBatch {
        let columns = match &mut self.reader {
            Some(reader) => reader.take_rows(),
            None => std::mem::take(&mut self.rest),
        };
        RunBatch { columns }
    }

    /// The end of the file: the experiment its rows are of (runs per n: the most any n has).
    pub fn finish(&mut self) -> Result<LabExperiment, JsValue> {
        let reader = self.reader.take().ok_or_else(finished)?;
        let (experiment, rest) = reader.finish().map_err(|message| js_sys::Error::new(&message))?;
        self.rest = rest;
        Ok(LabExperiment { experiment })
    }
}
