// The leaf rate the lab's estimates use, per method and worker: the one measured in this
// browser's last long enough run (remembered), else pool.js's LEAF_RATE (a quiet 2-core
// machine). A run's estimate decides whether a link starts it by itself (under ~10 s), so an
// estimate four times too short on a slower or busier machine started long runs unasked.

import { LEAF_RATE } from './pool.js';
import { localStore } from '../core/index.js';

const STORAGE_KEY = 'gamegraph.lab-rates';
/** A run shorter than this (s) says little of the rate: worker start-up is most of it. */
export const MIN_MEASURED_SECONDS = 2;
/** A measured rate is kept within this factor of LEAF_RATE either way (a freak run cannot make
 * every later estimate absurd). */
const MAX_FACTOR = 20;

/** The rates remembered ({method: leaves per second per worker}); {} when none or unreadable. */
export function readRates(storage = localStore()) {
  try {
    const rates = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return rates && typeof rates === 'object' ? rates : {};
  } catch {
    return {};
  }
}

/** The rate to estimate `method` with. */
export function rateOf(rates, method) {
  const measured = Number(rates?.[method]);
  const reference = LEAF_RATE[method];
  if (!Number.isFinite(measured) || measured <= 0) return reference;
  return Math.min(reference * MAX_FACTOR, Math.max(reference / MAX_FACTOR, measured));
}

/**
 * Remembers the rate of a run of `method` that did `cost` leaves (the estimate's own units, job
 * overheads included) in `seconds` on `workers` workers, when it ran long enough to tell.
 * Returns the rates now in use.
 */
export function noteRun(rates, method, cost, seconds, workers, storage = localStore()) {
  if (!(seconds >= MIN_MEASURED_SECONDS) || !(cost > 0) || !(workers >= 1)) return rates;
  const next = { ...rates, [method]: cost / seconds / workers };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not remembered: this page still uses it.
  }
  return next;
}
