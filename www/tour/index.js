// The guided start: the Welcome card of a first visit and the tour of the explorer it offers
// (driver.js, loaded on demand), remembered once skipped or finished.
// Other folders import this folder only through this file.

export { Welcome } from './welcome.js';
export { TOUR_KEY, quietView, rememberTour, tourSeen } from './seen.js';
// The stops (stops.js) belong to the tour's own chunk (run-tour.js): the first screen does not
// carry their words.
