// The page's folders (www/<concern>/) are reached from another folder only through their
// index.js, their public API: an import of another folder's private file is named here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = resolve(dirname(fileURLToPath(import.meta.url)), '../../www');
/** Static imports and re-exports (`… from '…'`), bare side-effect imports and dynamic import('…'). */
const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every .js file under `dir`. */
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The files of `www` that import another folder's private file, as "from → to" lines. */
export function privateImports(www) {
  const folderOf = (path) => relative(www, path).split(sep)[0];
  const found = [];
  for (const file of jsFiles(www)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(www + sep)) continue;
      const folder = folderOf(target);
      if (folder === folderOf(file)) continue;
      if (target !== join(www, folder, 'index.js')) found.push(`${relative(www, file)} → ${spec}`);
    }
  }
  return found;
}

test("no file of www/ imports another folder's private file (only its index.js)", () => {
  assert.deepEqual(privateImports(WWW), []);
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
