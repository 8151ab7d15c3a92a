//! The layered layouts ([`crate::layout`]) for the page's worker, as typed arrays the worker can
//! transfer to the page: `layoutGraph`, the drawing of a game of up to a few hundred positions as
//! boxes (the first screen's), and `layoutWhole`, a whole game's cells (loaded on demand).

use js_sys::{Float32Array, Float64Array, Object, Uint32Array};
use wasm_bindgen::prelude::*;

use super::set_typed_array;
use crate::layout::{Boxes, LayoutError, draw, layout};

fn thrown(error: LayoutError) -> JsValue {
    JsValue::from(js_sys::Error::new(&error.to_string()))
}

/// Lays out the positions marked in `drawn` (one byte each, non-zero = drawn) of the graph in CSR
/// form, position v a box `widths[v]` wide and `height` high, its shape `shape` across. Returns
/// `{x, y (Float64Array by id, box centres, NaN = not drawn), width, height, from, to, moves
/// (Uint32Array: the distinct moves), pointOffsets (Uint32Array), points (Float64Array: move e
/// goes through the (x, y) pairs pointOffsets[e] .. pointOffsets[e + 1]), bowed, dummies, layers,
/// crossingsBefore, crossingsAfter}`. Throws an `Error` naming what is wrong with a malformed graph.
#[wasm_bindgen(js_name = layoutGraph)]
pub fn layout_graph(
    offsets: &[u32],
    targets: &[u32],
    drawn: &[u8],
    widths: &[f64],
    height: f64,
    shape: f64,
) -> Result<Object, JsValue> {
    let drawn: Vec<bool> = drawn.iter().map(|&d| d != 0).collect();
    let laid = draw(offsets, targets, &drawn, widths, Boxes { height, shape }).map_err(thrown)?;
    let result = Object::new();
    set_typed_array(&result, "x", Float64Array::from(laid.x.as_slice()));
    set_typed_array(&result, "y", Float64Array::from(laid.y.as_slice()));
    set_typed_array(&result, "width", laid.width);
    set_typed_array(&result, "height", laid.height);
    let column = |f: fn(&crate::layout::DrawnEdge) -> u32| laid.edges.iter().map(f).collect::<Vec<u32>>();
    set_typed_array(&result, "from", Uint32Array::from(column(|e| e.from).as_slice()));
    set_typed_array(&result, "to", Uint32Array::from(column(|e| e.to).as_slice()));
    set_typed_array(&result, "moves", Uint32Array::from(column(|e| e.moves).as_slice()));
    set_typed_array(&result, "pointOffsets", Uint32Array::from(laid.point_offsets.as_slice()));
    set_typed_array(&result, "points", Float64Array::from(laid.points.as_slice()));
    set_typed_array(&result, "bowed", laid.bowed as u32);
    set_typed_array(&result, "dummies", laid.dummies as u32);
    set_typed_array(&result, "layers", laid.layers as u32);
    set_typed_array(&result, "crossingsBefore", laid.crossings.before as f64);
    set_typed_array(&result, "crossingsAfter", laid.crossings.after as f64);
    Ok(result)
}

/// Lays out the positions reachable from `start` of the graph in CSR form, for a picture `aspect`
/// times as wide as high. Returns `{x, y (Float32Array by id, in cells, NaN = not drawn), depth
/// (Uint32Array, 4294967295 = not drawn), width, height, columns, layers, crossingsBefore,
/// crossingsAfter}`. Throws an `Error` naming what is wrong with a malformed graph.
#[wasm_bindgen(js_name = layoutWhole)]
pub fn layout_whole(offsets: &[u32], targets: &[u32], start: u32, aspect: f64) -> Result<Object, JsValue> {
    let laid = layout(offsets, targets, start, aspect).map_err(thrown)?;
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
