// The arrowhead an SVG drawing's moves end in, shared by the explorer's graph view and Draw's.

import { s } from '../core/index.js';

/** A fixed-size arrowhead marker (user units, whatever the stroke width of the move). */
export function arrowhead(id, cls) {
  return s(
    'marker',
    {
      id,
      viewBox: '0 0 10 10',
      refX: 9,
      refY: 5,
      markerWidth: 10,
      markerHeight: 10,
      markerUnits: 'userSpaceOnUse',
      orient: 'auto-start-reverse',
    },
    s('path', { d: 'M0 0 L10 5 L0 10 Z', class: cls }),
  );
}
