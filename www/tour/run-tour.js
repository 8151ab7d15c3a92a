// The tour itself, a chunk loaded when "Start the tour" is first pressed (the first screen never
// asks for it): driver.js (driverjs.com) dims the page around each stop and shows its words in a
// popover with Next / Previous; Escape or ✕ ends it.

import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { TOUR_STOPS, stopsShown } from './stops.js';

/** An element shown on screen (not hidden, nor inside a hidden mode). */
function onScreen(selector) {
  const element = document.querySelector(selector);
  return element instanceof HTMLElement && element.checkVisibility() ? element : null;
}

/** Runs the tour over the stops on screen; `ended(how)` ('finished' or 'closed') once it is over.
 * Returns the driver (to end it from outside), or null when no stop is on screen. */
export function runTour(ended) {
  const stops = stopsShown(TOUR_STOPS, onScreen);
  if (stops.length === 0) return null;
  let finished = false;
  const tour = driver({
    // No animation between stops: driver.js ignores → ← Escape while one runs (about 0.4 s), so
    // a quick key would be lost; the stops also appear at once for those who prefer less motion.
    animate: false,
    showProgress: true,
    progressText: 'Stop {{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Previous',
    doneBtnText: 'Done',
    popoverClass: 'tour-popover',
    steps: stops.map(({ element, title, description }) => ({ element, popover: { title, description } })),
    onDoneClick: () => {
      finished = true;
      tour.destroy();
    },
    onDestroyed: () => ended(finished ? 'finished' : 'closed'),
  });
  tour.drive();
  return tour;
}
