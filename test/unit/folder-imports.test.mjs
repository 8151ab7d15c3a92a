// The page's folders (www/<concern>/) are reached from another folder only through their
// index.js, their public API, and only from above: the folders are layers (LAYERS, lowest
// first), and a folder imports only folders of lower layers, so no two folders import each
// other, however indirectly. An import of another folder's private file, or one against the
// layers' order, is named here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = resolve(dirname(fileURLToPath(import.meta.url)), '../../www');
/** Static imports and re-exports (`… from '…'`), bare side-effect imports and dynamic import('…'). */
const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The folders of www/ from the lowest layer up; the folders of one layer (the modes) import
 * none of each other. The worker is a program of its own, started by the page (app/). */
export const LAYERS = [
  ['core'],
  ['store'],
  ['engine'],
  ['algorithms'],
  ['link'],
  ['export'],
  ['drawing'],
  ['boards'],
  ['editor'],
  ['explorer'],
  ['draw', 'lab', 'lessons', 'play', 'practice', 'present', 'tour'],
  ['app'],
  ['worker'],
];

/** Every .js file under `dir`. */
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Every import of a file of `www` by a file of another folder: {file, spec, from, to} (folders). */
function crossings(www) {
  const folderOf = (path) => relative(www, path).split(sep)[0];
  const found = [];
  for (const file of jsFiles(www)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(www + sep)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from !== to) found.push({ file: relative(www, file), spec, from, to, target });
    }
  }
  return found;
}

/** The files of `www` that import another folder's private file, as "from → to" lines. */
export function privateImports(www) {
  return crossings(www)
    .filter(({ to, target }) => target !== join(www, to, 'index.js'))
    .map(({ file, spec }) => `${file} → ${spec}`);
}

/** The imports of `www` against `layers` (a folder importing one of its own layer or above, or a
 * folder in no layer), as "from → to (why)" lines. */
export function importsAgainstLayers(www, layers) {
  const rank = new Map(layers.flatMap((folders, i) => folders.map((folder) => [folder, i])));
  const found = [];
  for (const { file, spec, from, to } of crossings(www)) {
    if (to.endsWith('.js')) continue;
    const [a, b] = [rank.get(from), rank.get(to)];
    if (a === undefined || b === undefined)
      found.push(`${file} → ${spec} (${a === undefined ? from : to} is in no layer)`);
    else if (b >= a) found.push(`${file} → ${spec} (${to} is ${b === a ? 'in the same layer as' : 'above'} ${from})`);
  }
  return found;
}

test("no file of www/ imports another folder's private file (only its index.js)", () => {
  assert.deepEqual(privateImports(WWW), []);
});

test('every folder of www/ imports only folders of lower layers', () => {
  assert.deepEqual(importsAgainstLayers(WWW, LAYERS), []);
});

test('every folder of www/ is in a layer', () => {
  const folders = readdirSync(WWW, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  assert.deepEqual(
    folders.filter((folder) => !LAYERS.flat().includes(folder)),
    [],
  );
});

test('the layers check names an import upwards, sideways and out of the layers', async () => {
  const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const www = mkdtempSync(join(tmpdir(), 'www-'));
  for (const folder of ['low', 'high', 'side', 'stray']) mkdirSync(join(www, folder));
  writeFileSync(join(www, 'low', 'index.js'), "import { h } from '../high/index.js';\n");
  writeFileSync(join(www, 'high', 'index.js'), "import { l } from '../low/index.js';\nexport const h = 1;\n");
  writeFileSync(join(www, 'side', 'index.js'), "import { h } from '../high/index.js';\n");
  writeFileSync(join(www, 'stray', 'index.js'), "import { l } from '../low/index.js';\n");
  const layers = [['low'], ['high', 'side']];
  assert.deepEqual(importsAgainstLayers(www, layers).sort(), [
    'low/index.js → ../high/index.js (high is above low)',
    'side/index.js → ../high/index.js (high is in the same layer as side)',
    'stray/index.js → ../low/index.js (stray is in no layer)',
  ]);
});

test('the check names an import that reaches into another folder', async () => {
  const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const www = mkdtempSync(join(tmpdir(), 'www-'));
  for (const folder of ['a', 'b']) mkdirSync(join(www, folder));
  writeFileSync(join(www, 'b', 'index.js'), "export { x } from './x.js';\n");
  writeFileSync(join(www, 'b', 'x.js'), 'export const x = 1;\n');
  writeFileSync(
    join(www, 'a', 'index.js'),
    "import { x } from '../b/index.js';\nimport { y } from './y.js';\nconst z = () => import('../b/x.js');\n",
  );
  writeFileSync(join(www, 'a', 'y.js'), "export { x as y } from '../b/x.js';\n");
  assert.deepEqual(privateImports(www).sort(), ['a/index.js → ../b/x.js', 'a/y.js → ../b/x.js']);
});
