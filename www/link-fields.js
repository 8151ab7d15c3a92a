// What every link reader needs (link.js for games, lab/params.js for the lab): a hostile value
// quoted short, and a key given twice named (which of two values was meant cannot be known, and
// the readers took the first of some keys and the last of others).

/** A hostile value quoted in a message stays short (it is shown as text, never as markup). */
export function short(text) {
  const s = String(text);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** The first key that `fields` (URLSearchParams) gives more than once, or null. */
export function repeatedKey(fields) {
  const seen = new Set();
  for (const key of fields.keys()) {
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

/** Throws "it gives “key” twice" when a key is repeated (the readers' errors are sentences). */
export function refuseRepeats(fields) {
  const key = repeatedKey(fields);
  if (key != null) throw new Error(`it gives “${short(key)}” twice: which one was meant cannot be told`);
}
