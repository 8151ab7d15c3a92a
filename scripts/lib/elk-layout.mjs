// elkjs's layered layout (ELK Layered: Eclipse Layout Kernel, network-simplex layers, layer sweeps
// with restarts, Brandes–Köpf coordinates) of a game as our drawing gives it — the same positions
// with the same box sizes, one edge per (from, to) pair — as a reference for bench-crossings. It
// runs in a worker thread, ended after a time limit: elkjs is synchronous and may not finish.
// Moves are drawn as polylines (its bend points are the long moves' dummy positions), the shape
// the drawn-crossings measure reads.
import { Worker } from 'node:worker_threads';

/** elk's options, near our drawing's gaps (layout.rs's spacing). */
export const ELK_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'POLYLINE',
  'elk.spacing.nodeNode': '20',
  'elk.layered.spacing.nodeNodeBetweenLayers': '24',
  'elk.spacing.edgeNode': '6',
  'elk.spacing.edgeEdge': '6',
};

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const ELK = require(${JSON.stringify(new URL('../../node_modules/elkjs/lib/elk.bundled.js', import.meta.url).pathname)});
const elk = new ELK();
// A two-box graph first: the time is the layout's, not the loading of elk's code.
const warm = { id: 'w', children: [{ id: 'a', width: 1, height: 1 }, { id: 'b', width: 1, height: 1 }], edges: [{ id: 'e', sources: ['a'], targets: ['b'] }] };
elk
  .layout(warm)
  .then(() => {
    const started = performance.now();
    return elk.layout(workerData).then((laid) => parentPort.postMessage({ laid, ms: performance.now() - started }));
  })
  .catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/**
 * Lays out the edges `pairs` ([from, to], loops left out) between `widths.length` boxes of the
 * given widths and `height`. Resolves to {edges: [{from, to, points}], ms} or null past `limitMs`.
 */
export function elkLayout({ widths, height, pairs }, limitMs) {
  const graph = {
    id: 'root',
    layoutOptions: ELK_OPTIONS,
    children: [...widths].flatMap((width, v) => (Number.isNaN(width) ? [] : [{ id: `n${v}`, width, height }])),
    edges: pairs.filter(([v, w]) => v !== w).map(([v, w], i) => ({ id: `e${i}`, sources: [`n${v}`], targets: [`n${w}`] })),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: graph });
    const timer = setTimeout(() => worker.terminate().then(() => resolve(null)), limitMs);
    worker.once('message', ({ laid, ms, error }) => {
      clearTimeout(timer);
      worker.terminate();
      if (error) return reject(new Error(`elkjs: ${error}`));
      const byId = new Map(laid.edges.map((edge) => [edge.id, edge]));
      const edges = graph.edges.map(({ id, sources, targets }) => {
        const section = byId.get(id).sections?.[0];
        const points = section
          ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].flatMap((p) => [p.x, p.y])
          : [];
        return { from: Number(sources[0].slice(1)), to: Number(targets[0].slice(1)), points };
      });
      resolve({ edges, ms });
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
