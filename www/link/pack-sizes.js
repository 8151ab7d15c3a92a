// The sizes that decide where a custom text is packed for its link, in a module of their own: the
// worker reads them with the first screen, and loads the packer (compress.js, with fflate) only
// for a text it packs.

/** Texts up to this many characters are packed on the page's thread (a few milliseconds);
 * longer ones are packed by the worker (worker.js) and told to compress.js: DEFLATE at level 9
 * took 50–80 ms for 256 KB on the page's thread (over the 50 ms a task may take). */
export const SYNC_PACK_CHARS = 32 * 1024;
/** Largest text a link may carry once decompressed (bytes). */
export const MAX_TEXT_BYTES = 16 * 1024 * 1024;
