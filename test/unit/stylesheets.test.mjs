// The page's stylesheets (www/**/*.css): each one concern of at most MAX_LINES lines, and each
// one reaches the page, linked from index.html or imported by a module (a stylesheet split out
// and never linked would drop its rules without an error).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WWW = join(ROOT, 'www');
/** The most lines a stylesheet has before it is split by concern. */
const MAX_LINES = 800;

/** Every file under `dir` whose name ends with `ext`. */
function filesOf(dir, ext) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(path, ext);
    return entry.name.endsWith(ext) ? [path] : [];
  });
}

/** Repository paths (www/…) of the stylesheets index.html links and the modules import. */
function usedStylesheets() {
  const used = new Set();
  for (const [, href] of readFileSync(join(ROOT, 'index.html'), 'utf8').matchAll(
    /<link rel="stylesheet" href="\/([^"]+)"/g,
  )) {
    used.add(href);
  }
  for (const file of filesOf(WWW, '.js')) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/\bimport\s*['"](\.[^'"]+\.css)['"]/g)) {
      used.add(
        relative(ROOT, resolve(dirname(file), spec))
          .split(sep)
          .join('/'),
      );
    }
  }
  return used;
}

const stylesheets = filesOf(WWW, '.css').map((path) => relative(ROOT, path).split(sep).join('/'));

test(`no stylesheet is over ${MAX_LINES} lines`, () => {
  const long = stylesheets
    .map((path) => [path, readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1])
    .filter(([, lines]) => lines > MAX_LINES);
  assert.deepEqual(long, []);
});

test('every stylesheet reaches the page, and every one linked exists', () => {
  const used = usedStylesheets();
  assert.ok(stylesheets.length > 0 && used.size > 0);
  assert.deepEqual(
    stylesheets.filter((path) => !used.has(path)),
    [],
    'neither linked from index.html nor imported',
  );
  assert.deepEqual(
    [...used].filter((path) => !stylesheets.includes(path)),
    [],
    'linked or imported, but missing',
  );
});
