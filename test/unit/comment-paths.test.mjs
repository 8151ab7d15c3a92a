// Comments point only at files that exist: every path a comment names (in the page's modules, the
// engine's sources, the tests, the scripts, the Makefile and the configuration files; anywhere in
// a Markdown file) names a file or folder of the repository. Three forms are read: a path from the
// repository's root (www/…, src/…, tests/…, scripts/…, e2e/…, test/unit/…, benches/…, baselines/…,
// examples/…), a path relative to the file (./x.js, ../y/z.rs), and a bare file name (x.js),
// which must be some file's name (not in BENCHMARKS.md, whose tables name the build's files).
// Globs and placeholders (www/**/*.js, www/<concern>/) are skipped, and so is this file, whose
// examples name made-up files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** What the build, the tools and git write: not the repository's own files. */
const NOT_OURS = new Set([
  '.git',
  'node_modules',
  'target',
  'dist',
  'pkg',
  'pkg-lite',
  'pkg-simd',
  'test-results',
  'playwright-report',
]);
/** Bare names that are not files of ours: npm packages named like files. */
const NOT_FILES = new Set(['driver.js']);
/** Files whose bare names are not checked: the benchmarks' tables name the build's files. */
const BARE_UNCHECKED = new Set(['BENCHMARKS.md']);
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');

const ROOTED = /(?<![\w./@-])(?:www|src|tests|scripts|e2e|test\/unit|benches|baselines|examples)\/[\w./*<>{}$…-]*/g;
const RELATIVE = /(?<![\w./@-])\.\.?\/[\w./-]*\.(?:js|mjs|rs|css|html|json|sh|ts)\b/g;
const BARE = /(?<![\w./@-])[\w-]+\.(?:js|mjs|rs|css|sh)\b(?![\w/-])/g;

/** The repository's own files, as paths from ROOT. */
function ownFiles(dir = ROOT) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_OURS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? ownFiles(path) : [relative(ROOT, path).split(sep).join('/')];
  });
}

/** The comments of a file's text, each with the line it starts on: `//` and `/* … *\/` in code,
 * `#` in shell, Make, TOML and YAML, `<!-- -->` in HTML, the whole text of Markdown. */
export function commentsOf(name, text) {
  const ext = extname(name);
  let pattern;
  if (ext === '.md') return [{ line: 1, body: text }];
  if (['.js', '.mjs', '.ts', '.rs', '.css'].includes(ext)) pattern = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
  else if (
    ['.sh', '.toml', '.yml', '.yaml', '.py', '.slurm'].includes(ext) ||
    ['Makefile', 'Dockerfile'].includes(basename(name))
  )
    pattern = /(?<=^|\s)#[^\n]*/gm;
  else if (ext === '.html') pattern = /<!--[\s\S]*?-->/g;
  else return [];
  return [...text.matchAll(pattern)].map((m) => ({ line: text.slice(0, m.index).split('\n').length, body: m[0] }));
}

/** The paths a comment names that do not exist, as "line: path" (`file`: the comment's file). */
export function missingPaths(file, line, body, exists, names) {
  const missing = [];
  for (const m of body.matchAll(ROOTED)) {
    const path = m[0].replace(/[.,:;]+$/, '');
    if (!/[*<>{}$…]/.test(path) && !exists(path)) missing.push([m.index, path]);
  }
  for (const m of body.matchAll(RELATIVE)) {
    const path = relative(ROOT, resolve(ROOT, dirname(file), m[0]))
      .split(sep)
      .join('/');
    if (!exists(path)) missing.push([m.index, m[0]]);
  }
  if (!BARE_UNCHECKED.has(file)) {
    for (const m of body.matchAll(BARE)) {
      if (!names.has(m[0]) && !NOT_FILES.has(m[0])) missing.push([m.index, m[0]]);
    }
  }
  const lineOf = (index) => line + body.slice(0, index).split('\n').length - 1;
  return missing.sort(([a], [b]) => a - b).map(([index, path]) => `${lineOf(index)}: ${path}`);
}

test('the reader finds each form of path in each kind of comment', () => {
  const js =
    "const a = 1; // see www/x.js and ./y.mjs\n/* and z.rs,\n   src/w/ */ const url = 'www/not-a-comment.js';\n";
  assert.deepEqual(
    commentsOf('a.js', js).map((c) => c.line),
    [1, 2],
  );
  const found = commentsOf('www/a.js', js).flatMap((c) =>
    missingPaths('www/a.js', c.line, c.body, () => false, new Set()),
  );
  assert.deepEqual(found, ['1: www/x.js', '1: ./y.mjs', '2: z.rs', '3: src/w/']);
  const exist = commentsOf('www/a.js', js).flatMap((c) =>
    missingPaths('www/a.js', c.line, c.body, () => true, new Set(['z.rs'])),
  );
  assert.deepEqual(exist, []);
  assert.deepEqual(
    commentsOf('Makefile', 'a: b # scripts/x.sh\n\techo "#not"\n').map((c) => c.body),
    ['# scripts/x.sh'],
  );
  const globs = 'www/**/*.js, www/<concern>/index.js, a board M.../.#../C..H, a link http://h/www/x';
  assert.deepEqual(
    missingPaths('README.md', 1, globs, () => false, new Set()),
    [],
  );
});

test('every path a comment names exists', () => {
  const files = ownFiles().filter((file) => file !== SELF);
  const names = new Set(files.map((f) => basename(f)));
  const exists = (path) => existsSync(join(ROOT, path));
  const missing = files.flatMap((file) =>
    commentsOf(file, readFileSync(join(ROOT, file), 'utf8')).flatMap(({ line, body }) =>
      missingPaths(file, line, body, exists, names).map((where) => `${file}:${where}`),
    ),
  );
  assert.ok(files.length > 100, `the repository's files are read (${files.length})`);
  assert.deepEqual(missing, []);
});
