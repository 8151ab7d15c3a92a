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

/** Throws "the field “…” has a broken escape" for the first field of `body` (a hash without its
 * '#') whose percent escapes are not UTF-8: URLSearchParams would silently read them as “�” and
 * the message would quote a garbled value. A packed game text is not looked at: it is base64url
 * (nothing escaped), and its reader says how one is damaged. */
export function refuseBadEscapes(body) {
  for (const field of body.split('&')) {
    if (field.startsWith('text=')) continue;
    try {
      decodeURIComponent(field.replace(/\+/g, ' '));
    } catch {
      throw new Error(`the field “${short(field)}” has a broken escape (a “%” starts a character's code in hex, as in %C3%A9 for “é”)`);
    }
  }
}
