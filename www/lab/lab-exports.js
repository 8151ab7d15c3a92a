// The lab's downloads: the runs as the CSV `gamegraph simulate` prints (csv.js) and each plot as
// a PNG with its title and legend, named by the run drawn (the form may hold others by now).

import { download } from '../core/index.js';
import { extrasGuard as guard } from '../engine/index.js';
import { csvBlob } from './csv.js';

export async function exportCsv(view) {
  // The run asked for, named by its own parameters: another may start while the file is made.
  const run = view.run;
  const results = run?.results;
  if (!results || results.done === 0) return;
  view.csvButton.disabled = true;
  try {
    const blob = await guard((wasm) => csvBlob(wasm, results));
    const p = run.params;
    // A cancelled run's file says it holds part of the runs.
    const part = results.done < results.total ? `-partial-${results.done}-of-${results.total}` : '';
    const who = p.first === 'carole' ? '-carole-first' : '';
    download(`sequence-n${p.n}-runs${p.runs}-from${p.seed}-${p.leaves}-${p.method}${who}${part}.csv`, blob);
  } finally {
    // Export stays off while another run goes on (its finish turns it on).
    if (view.run === run) view.csvButton.disabled = false;
  }
}

export async function exportPng(view, key) {
  try {
    // The histogram and the CDF are of one n: the picture and its name say which.
    const one = key === 'histogram' || key === 'cdf';
    const chart = view.charts[key];
    // Named by the run drawn (the form may hold other parameters by now).
    const p = view.run?.params ?? view.params;
    const n = view.chosenN;
    const blob = await chart.png(one ? `${chart.title}, n = ${n}` : chart.title);
    const who = p.first === 'carole' ? '-carole-first' : '';
    download(`sequence-${key}-n${one ? n : p.n}-from${p.seed}${who}.png`, blob);
  } catch (error) {
    view.notice(`No PNG: ${error.message}.`);
  }
}
