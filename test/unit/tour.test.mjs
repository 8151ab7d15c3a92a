// The guided start's pure parts (www/tour/): the remembered flag, whatever the storage does (a
// missing one, one that refuses, a full one), the views that show no Welcome, and the stops kept
// when the tour starts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TOUR_KEY, quietView, rememberTour, tourSeen } from '../../www/tour/index.js';
import { TOUR_STOPS, stopsShown } from '../../www/tour/stops.js';

/** A Storage-like map. */
function memory() {
  const map = new Map();
  return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => map.set(key, String(value)), map };
}

/** A storage whose every call throws, as a browser's does when it refuses storage. */
const refusing = {
  getItem() {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

test('skipping or finishing the tour is remembered', () => {
  const storage = memory();
  assert.equal(tourSeen(storage), false);
  assert.equal(rememberTour('skipped', storage), true);
  assert.equal(tourSeen(storage), true);
  assert.equal(storage.map.get(TOUR_KEY), 'skipped');
  rememberTour('finished', storage);
  assert.equal(storage.map.get(TOUR_KEY), 'finished');
});

test('a storage that refuses or is missing never throws: the tour is simply not remembered', () => {
  assert.equal(tourSeen(refusing), false);
  assert.equal(rememberTour('skipped', refusing), false);
  assert.equal(tourSeen(null), false);
  assert.equal(rememberTour('skipped', null), false);
  // Node has no localStorage of its own by default (the page's default argument).
  assert.doesNotThrow(() => tourSeen());
});

test('embedded, projected and lesson views show no Welcome; other links do', () => {
  assert.equal(quietView('#game=nim&piles=1,2&embed=1'), true);
  assert.equal(quietView('#lesson=dfs&present=1'), true);
  // A lesson link is a guided start of its own.
  assert.equal(quietView('#lesson=dfs'), true);
  assert.equal(quietView('#lesson=custom&slide=2&text=abc'), true);
  assert.equal(quietView('', { embed: 'true' }), true);
  assert.equal(quietView('', { present: 'true' }), true);
  assert.equal(quietView('#game=nim&embed=0'), false);
  assert.equal(quietView('#game=nim&piles=1,2'), false);
  assert.equal(quietView(''), false);
});

test('the tour has five to seven stops, each a selector with words; stops off screen are left out', () => {
  assert.ok(TOUR_STOPS.length >= 5 && TOUR_STOPS.length <= 7);
  for (const stop of TOUR_STOPS) {
    assert.match(stop.element, /^[#.]/);
    assert.ok(stop.title.length > 0 && stop.description.length > 20, stop.element);
    // driver.js writes the words as HTML: they hold none.
    assert.doesNotMatch(stop.title + stop.description, /[<>&]/);
  }
  const shown = stopsShown(TOUR_STOPS, (selector) => selector !== '#graph');
  assert.equal(shown.length, TOUR_STOPS.length - 1);
  assert.ok(!shown.some((stop) => stop.element === '#graph'));
  assert.deepEqual(stopsShown(TOUR_STOPS, () => false), []);
});
