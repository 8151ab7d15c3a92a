// A lesson's link: `#lesson=dfs&slide=3` opens a built-in lesson at its third slide;
// `#lesson=custom&lessontext=<packed>&slide=2` carries a lesson someone made, its text packed as
// custom games are (www/link/compress.js: DEFLATE, base64url and a CRC-32 check, so a changed
// character is told "damaged"). Reading never trusts a link: each problem is a sentence naming
// the field. A lesson link may also say how the page is shown (present=1, embed=1: the same
// fields as a view's link, read by www/link/display-fields.js). Pure, but for unpacking (the
// link's own module).

import { DISPLAY_KEYS, formatDisplay, readDisplay, refuseBadEscapes, refuseRepeats, short } from '../link/index.js';
import { LESSON_IDS } from './lesson-list.js';

export { isLessonHash } from './lesson-list.js';

/** The id of a lesson carried in its link (made with "Make a lesson"). */
export const CUSTOM_ID = 'custom';
const KEYS = ['lesson', 'slide', 'lessontext', ...DISPLAY_KEYS];
/** Longest packed lesson a link may carry (characters). */
const MAX_PACKED_CHARS = 256 * 1024;
const MAX_SLIDE_DIGITS = 4;

/**
 * Reads a lesson link: {id, slide (1-based), packed (the custom lesson's text packed, or null),
 * display ({present?: true, embed?: true})}, or {error: a sentence}. Never throws.
 */
export function parseLessonHash(hash) {
  try {
    const body = hash.replace(/^#/, '');
    if (body.length > MAX_PACKED_CHARS + 100) throw new Error('it is too long');
    refuseBadEscapes(body);
    const fields = new URLSearchParams(body);
    refuseRepeats(fields);
    for (const key of fields.keys())
      if (!KEYS.includes(key)) throw new Error(`a lesson link has no field “${short(key)}”`);
    const id = fields.get('lesson') ?? '';
    const packed = fields.get('lessontext');
    if (id === CUSTOM_ID) {
      if (packed == null || packed === '')
        throw new Error('a made lesson (lesson=custom) carries its slides in lessontext=, and this link has none');
    } else {
      if (!LESSON_IDS.includes(id))
        throw new Error(`there is no lesson “${short(id)}” (the lessons are ${LESSON_IDS.join(', ')}, or custom)`);
      if (packed != null) throw new Error(`a built-in lesson (${id}) carries no lessontext=`);
    }
    const slideText = fields.get('slide') ?? '1';
    if (!new RegExp(`^\\d{1,${MAX_SLIDE_DIGITS}}$`).test(slideText) || Number(slideText) < 1)
      throw new Error(`the slide “${short(slideText)}” is not a slide number (1, 2, …)`);
    const display = readDisplay(fields);
    return { id, slide: Number(slideText), packed: packed ?? null, display };
  } catch (error) {
    return { error: `This lesson link could not be read: ${error.message}.` };
  }
}

/** The link of slide `slide` (1-based) of lesson `id` (`packed`: a custom lesson's text, packed;
 * `display`: how the page is shown, {present?: true, embed?: true}). */
export function formatLessonHash(id, slide, packed = null, display = {}) {
  const text = id === CUSTOM_ID ? `&lessontext=${packed}` : '';
  const shown = formatDisplay(display)
    .map((part) => `&${part}`)
    .join('');
  return `#lesson=${encodeURIComponent(id)}${text}&slide=${slide}${shown}`;
}
