//! The built-in games for the page: the list, a built game as text, and fresh seeds.
//!
//! Where a game's `seed` is left out, the page's preset path draws one with getrandom (the
//! browser's `crypto.getRandomValues`) and returns it among the normalised parameters, so the
//! link carries it and every view stays reproducible. The command line keeps its documented
//! deterministic default instead.

use js_sys::{Array, Object};
use serde::Serialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::{js_error, to_js};
use crate::games;

/// The properties of the `Error` [`preset`] throws: the parameter at fault, or `null`.
#[derive(Serialize)]
struct PresetFailureJs<'a> {
    param: Option<&'a str>,
}

/// A built game: `{id, title, params: [[name, value]] (all, normalised), text}`.
#[derive(Serialize)]
struct BuiltJs<'a> {
    id: &'a str,
    title: &'a str,
    params: &'a [(String, String)],
    text: String,
}

/// The name of the parameter that seeds a game's random values.
const SEED_PARAM: &str = "seed";

/// The built-in games: `[{id, title, description, params: [{name, default, help}]}]`.
#[wasm_bindgen]
pub fn presets() -> Array {
    to_js(&games::presets()).dyn_into().unwrap_or_default()
}

/// A fresh random seed, in decimal (it may exceed 2^53), from the browser's
/// `crypto.getRandomValues`. Throws an `Error` if the browser has no source of randomness.
#[wasm_bindgen(js_name = randomSeed)]
pub fn random_seed() -> Result<String, JsValue> {
    getrandom::u64()
        .map(|seed| seed.to_string())
        .map_err(|error| js_sys::Error::new(&format!("no random seed available: {error}")).into())
}

/// Builds a built-in game. `params` is an object `{name: value}` (strings; missing ones take
/// their defaults, except a missing `seed`, which is drawn fresh: see [`random_seed`]). Returns
/// `{id, title, params: [[name, value]] (all, normalised), text}`, the text in the game format.
/// Throws an `Error` whose `param` names the parameter at fault (`null` when none is).
#[wasm_bindgen]
pub fn preset(id: &str, params: &JsValue) -> Result<JsValue, JsValue> {
    let mut pairs: Vec<(String, String)> = Vec::new();
    if !params.is_undefined() && !params.is_null() {
        let object: &Object =
            params.dyn_ref().ok_or_else(|| js_sys::Error::new("preset parameters must be an object"))?;
        for entry in Object::entries(object).iter() {
            let entry: Array = entry.unchecked_into();
            let name = entry.get(0).as_string().unwrap_or_default();
            let value = entry.get(1).as_string().ok_or_else(|| {
                js_error(&format!("{name}: the value must be text"), &PresetFailureJs { param: Some(&name) })
            })?;
            pairs.push((name, value));
        }
    }
    let seeded = games::presets().iter().any(|info| info.id == id && info.params.iter().any(|p| p.name == SEED_PARAM));
    if seeded && !pairs.iter().any(|(name, _)| name == SEED_PARAM) {
        pairs.push((SEED_PARAM.to_owned(), random_seed()?));
    }
    let borrowed: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
    let built = games::build_preset(id, &borrowed)
        .map_err(|problem| js_error(&problem.to_string(), &PresetFailureJs { param: problem.param.as_deref() }))?;
    Ok(to_js(&BuiltJs { id: &built.id, title: &built.title, params: &built.params, text: built.to_text() }))
}
