// What every link reader needs (link.js for games, lab/params.js for the lab): a hostile value
// quoted short, and a key given twice named (which of two values was meant cannot be known, and
// the readers took the first of some keys and the last of others).

/** A hostile value quoted in a message stays short (it is shown as text, never as markup). */
export function short(text) {
  const s = String(text);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** Throws "it gives “key” twice" for the first key `fields` (URLSearchParams) gives more than
 * once (the readers' errors are sentences). */
export function refuseRepeats(fields) {
  const seen = new Set();
  for (const key of fields.keys()) {
    if (seen.has(key)) throw new Error(`it gives “${short(key)}” twice: which one was meant cannot be told`);
    seen.add(key);
  }
}
