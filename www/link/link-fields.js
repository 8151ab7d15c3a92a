// What every link reader needs (link.js for games, lab/params.js for the lab): a hostile value
// quoted short, and a key given twice named (which of two values is meant cannot be known).

/** A hostile value quoted in a message stays short (it is shown as text, never as markup). */
export function short(text) {
  const s = String(text);
  return s.length > QUOTED_CHARS ? `${s.slice(0, QUOTED_CHARS)}…` : s;
}

/** How much of a hostile value a message quotes. */
const QUOTED_CHARS = 40;

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
    // A character's escapes come in one run (%E2%86%92 for "→"): each run decodes on its own.
    for (const run of field.matchAll(/(?:%[0-9A-Fa-f]{2})+|%/g)) {
      try {
        decodeURIComponent(run[0]);
      } catch {
        throw new Error(
          `the field “${around(field, run.index)}” has a broken escape (a “%” starts a character's code in hex, as in %C3%A9 for “é”)`,
        );
      }
    }
  }
}

/** `text` quoted short (as short() does) around the place `at`, so that the place is shown. */
function around(text, at) {
  if (text.length <= QUOTED_CHARS) return text;
  const from = Math.max(0, Math.min(at - QUOTED_CHARS / 2, text.length - QUOTED_CHARS));
  return `${from > 0 ? '…' : ''}${text.slice(from, from + QUOTED_CHARS)}${from + QUOTED_CHARS < text.length ? '…' : ''}`;
}
