// What a chart's legend shows without a cursor, and the legend laid out under a PNG. uPlot's live
// legend reads the values under the cursor and shows "—" when there is none, which looked like
// missing data: away from the cursor it shows each series' last value instead (the largest x it
// has). A PNG carries the legend too, drawn below the plot in rows. Pure: data in, indices and
// rows out (chart.js draws them).

/**
 * For uPlot data [xs, ys…]: per series the index of its last finite value (the largest x it has;
 * xs ascending), or null when it has none. Entry 0 (the x of the legend) is the last of them all.
 */
export function lastIndices(data) {
  const ys = data.slice(1).map((values) => {
    for (let i = (values?.length ?? 0) - 1; i >= 0; i--) if (values[i] != null && Number.isFinite(values[i])) return i;
    return null;
  });
  const found = ys.filter((i) => i != null);
  return [found.length ? Math.max(...found) : null, ...ys];
}

/**
 * Lays legend items ({text, …}) out in rows no wider than `width`: each item takes a marker of
 * `marker` pixels, its text (measure(text) pixels) and `gap` after it. Returns the rows, each a
 * list of {item, x} (x: where its marker starts).
 */
export function legendRows(items, width, measure, { marker = 14, gap = 16 } = {}) {
  const rows = [];
  let row = [];
  let x = 0;
  for (const item of items) {
    const size = marker + measure(item.text);
    if (row.length && x + size > width) {
      rows.push(row);
      row = [];
      x = 0;
    }
    row.push({ item, x });
    x += size + gap;
  }
  if (row.length) rows.push(row);
  return rows;
}
