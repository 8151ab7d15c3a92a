// The benchmark scripts' one way to write their numbers into BENCHMARKS.md: each owns a section
// between two markers (`<!-- NAME-benchmarks:start -->` … `:end -->`), replaced in place on a
// rerun, so the rest of the file (the hand-written analysis) is never touched.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const BENCHMARKS_FILE = 'BENCHMARKS.md';

/** The start and end markers of the section `name` ('page', 'lab', …). */
export function markers(name) {
  return { START: `<!-- ${name}-benchmarks:start -->`, END: `<!-- ${name}-benchmarks:end -->` };
}

/**
 * Puts `section` (its text, markers included) in place of the file's section between `START` and
 * `END`; a new section goes after the section `after` names (when the file has it), else at the end.
 */
export function writeSection(section, { START, END }, after = null) {
  let doc = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
  const afterEnd = after ? markers(after).END : null;
  if (doc.includes(START) && doc.includes(END)) doc = doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length);
  else if (afterEnd && doc.includes(afterEnd)) doc = doc.replace(afterEnd, `${afterEnd}\n\n${section}`);
  else doc = `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(BENCHMARKS_FILE, doc);
}
