//! `layoutWhole(offsets, targets, start, aspect)`: the whole-game layout ([`crate::layout`]) for
//! the page's worker, as typed arrays the worker can transfer to the page.

use js_sys::{Float32Array, Object, Uint32Array};
use wasm_bindgen::prelude::*;

use super::set_typed_array;
use crate::layout::layout;

/// Lays out the positions reachable from `start` of the graph in CSR form, for a picture `aspect`
/// times as wide as high. Returns `{x, y (Float32Array by id, in cells, NaN = not drawn), depth
/// (Uint32Array, 4294967295 = not drawn), width, height, columns, layers, crossingsBefore,
/// crossingsAfter}`. Throws an `Error` naming what is wrong with a malformed graph.
#[wasm_bindgen(js_name = layoutWhole)]
pub fn layout_whole(offsets: &[u32], targets: &[u32], start: u32, aspect: f64) -> Result<Object, JsValue> {
    let laid = layout(offsets, targets, start, aspect)
        .map_err(|error| JsValue::from(js_sys::Error::new(&error.to_string())))?;
    let result = Object::new();
    let p = &laid.placement;
    set_typed_array(&result, "x", Float32Array::from(p.x.as_slice()));
    set_typed_array(&result, "y", Float32Array::from(p.y.as_slice()));
    set_typed_array(&result, "depth", Uint32Array::from(laid.depth.as_slice()));
    set_typed_array(&result, "width", p.width);
    set_typed_array(&result, "height", p.height);
    set_typed_array(&result, "columns", p.columns);
    set_typed_array(&result, "layers", laid.layers.len() as u32);
    set_typed_array(&result, "crossingsBefore", laid.crossings.before as f64);
    set_typed_array(&result, "crossingsAfter", laid.crossings.after as f64);
    Ok(result)
}
