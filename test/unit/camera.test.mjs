// The camera's choices, against a stand-in for the pan-zoom (a box of a given size): the whole
// drawing on load when it can be read, the followed points always inside the box, no empty half.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Camera } from '../../www/drawing/camera.js';

/** A pan-zoom that records where it was sent (no DOM, no animation). */
function fakePanZoom(width, height) {
  const view = { x: 0, y: 0, scale: 1 };
  return {
    view,
    box: () => ({ width, height }),
    target: () => ({ ...view }),
    moveTo: (next) => Object.assign(view, next),
  };
}

const onScreen = ({ x, y, scale }, point) => ({ x: x + point.x * scale, y: y + point.y * scale });
const inside = (p, width, height) => p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height;

test('a drawing that can be read whole is fitted and centred on load', () => {
  const pz = fakePanZoom(800, 400);
  const camera = new Camera(pz);
  camera.load(1000, 400, { x: 500, y: 20 });
  for (const corner of [{ x: 0, y: 0 }, { x: 1000, y: 400 }]) assert.ok(inside(onScreen(pz.view, corner), 800, 400));
  // Centred: as much room left as right.
  const left = onScreen(pz.view, { x: 0, y: 0 }).x;
  const right = 800 - onScreen(pz.view, { x: 1000, y: 0 }).x;
  assert.ok(Math.abs(left - right) < 1e-6);
});

test('a drawing too big to read whole shows the start at a readable scale', () => {
  const pz = fakePanZoom(400, 300);
  const camera = new Camera(pz);
  camera.load(6000, 3000, { x: 3000, y: 30 });
  assert.ok(pz.view.scale >= 0.5);
  assert.ok(inside(onScreen(pz.view, { x: 3000, y: 30 }), 400, 300));
});

test('followed points stay inside the box, and the box is never half empty', () => {
  const pz = fakePanZoom(400, 300);
  const camera = new Camera(pz);
  const width = 6000;
  const height = 3000;
  camera.load(width, height, { x: 3000, y: 30 });
  // A walk down and across the drawing, the path back to the start growing behind it.
  const path = [{ x: 3000, y: 30 }];
  for (let i = 1; i <= 40; i++) {
    const focus = { x: 3000 + Math.round(Math.sin(i) * 2500), y: 30 + i * 70 };
    path.unshift(focus);
    camera.follow(path.slice(), false);
    assert.ok(inside(onScreen(pz.view, focus), 400, 300), `step ${i}: the focus is on screen`);
    // The drawing covers the box on both axes (it is larger than the box at this scale).
    const topLeft = onScreen(pz.view, { x: 0, y: 0 });
    const bottomRight = onScreen(pz.view, { x: width, y: height });
    assert.ok(topLeft.x <= 14 + 1e-6 && topLeft.y <= 14 + 1e-6, `step ${i}: no gap at the top left`);
    assert.ok(bottomRight.x >= 400 - 14 - 1e-6 && bottomRight.y >= 300 - 14 - 1e-6, `step ${i}: no gap at the bottom right`);
  }
});

test("the user's pan wins until fit() or resume()", () => {
  const pz = fakePanZoom(400, 300);
  const camera = new Camera(pz);
  camera.load(6000, 3000, { x: 3000, y: 30 });
  camera.userControl();
  const before = { ...pz.view };
  camera.follow([{ x: 100, y: 2900 }], false);
  assert.deepEqual(pz.view, before);
  camera.resume();
  assert.ok(inside(onScreen(pz.view, { x: 100, y: 2900 }), 400, 300));
  camera.userControl();
  camera.fit();
  assert.ok(inside(onScreen(pz.view, { x: 6000, y: 3000 }), 400, 300));
});

test('a move to a far position does not shrink the drawing to specks: the position looked at stays, readable', () => {
  const pz = fakePanZoom(800, 500);
  const camera = new Camera(pz);
  camera.load(1200, 700, { x: 600, y: 30 });
  const base = pz.view.scale;
  // Near ends: both in view, at the first scale or a little under it.
  camera.follow([{ x: 300, y: 300 }, { x: 500, y: 320 }], false, 2);
  assert.ok(pz.view.scale >= base * 0.5);
  for (const p of [{ x: 300, y: 300 }, { x: 500, y: 320 }]) assert.ok(inside(onScreen(pz.view, p), 800, 500));
  // A drawing 20 times wider: a move across it would need a scale of base/20.
  const wide = new Camera(fakePanZoom(800, 500));
  wide.load(24000, 700, { x: 12000, y: 30 });
  const first = wide.panZoom.view.scale;
  wide.follow([{ x: 200, y: 300 }, { x: 23800, y: 320 }], false, 2);
  assert.ok(wide.panZoom.view.scale >= first * 0.35, `scale ${wide.panZoom.view.scale} against ${first}`);
  assert.ok(inside(onScreen(wide.panZoom.view, { x: 200, y: 300 }), 800, 500), 'the position looked at is in view');
});

test('only the part of the box not under the docked controls counts', () => {
  const pz = { ...fakePanZoom(375, 340), covered: () => ({ top: 0, bottom: 150 }) };
  const camera = new Camera(pz);
  camera.load(2000, 1500, { x: 1000, y: 30 });
  for (const focus of [{ x: 1000, y: 700 }, { x: 300, y: 1450 }, { x: 1900, y: 1200 }]) {
    camera.follow([focus], false);
    const p = onScreen(pz.view, focus);
    assert.ok(inside(p, 375, 340 - 150), `${JSON.stringify(focus)} at ${JSON.stringify(p)}, above the dock`);
  }
  // Too little seen (the practice question over most of the box): the whole box counts again.
  pz.covered = () => ({ top: 0, bottom: 300 });
  camera.follow([{ x: 1000, y: 1400 }], false);
  assert.ok(inside(onScreen(pz.view, { x: 1000, y: 1400 }), 375, 340));
});

test('⤢ fits the whole drawing into the part of the box seen', () => {
  const pz = { ...fakePanZoom(375, 340), covered: () => ({ top: 0, bottom: 120 }) };
  const camera = new Camera(pz);
  camera.load(300, 600, { x: 150, y: 30 });
  camera.fit();
  for (const corner of [{ x: 0, y: 0 }, { x: 300, y: 600 }]) assert.ok(inside(onScreen(pz.view, corner), 375, 340 - 120), JSON.stringify(onScreen(pz.view, corner)));
});
