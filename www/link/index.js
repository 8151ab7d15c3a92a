// The page's link: the hash format of a view (game, algorithm, step, modes), a custom text packed
// into it, its fields' checks, and the address bar that writes it.
// Other folders import this folder only through this file.

export { DEFAULT_VIEW, formatHash, linkProblem, linkText, parseHash } from './link.js';
export { MAX_TEXT_BYTES, SYNC_PACK_CHARS } from './pack-sizes.js';
export { fitsInLink, knownPacked, megabytes, packText, rememberPacked, unpackTextAsync } from './compress.js';
export { AddressBar } from './address-bar.js';
export { refuseBadEscapes, refuseRepeats, short } from './link-fields.js';
export { newPlay } from './play-fields.js';
export { DISPLAY_KEYS, asksEmbed, formatDisplay, readDisplay } from './display-fields.js';
export { replacedLink } from './browser-history.js';
