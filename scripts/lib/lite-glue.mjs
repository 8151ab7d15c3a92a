// Trims wasm-bindgen's JS glue of pkg-lite/ (a copy of pkg/'s) to the module it loads: the
// exported functions, classes and class methods that call a wasm export wasm-metadce cut out, the
// finalization registries of those classes, and the import functions the module no longer
// imports. The page's chunk and its worker's carry the glue whole (they reach the module through
// its namespace, which the bundler cannot shake), so what only the on-demand engine calls would
// otherwise be on the first screen's download for nothing. What stays is left as generated.
// Usage: node scripts/lib/lite-glue.mjs pkg-lite/gamegraph.js pkg-lite/gamegraph_bg.wasm
//        (rewrites the glue in place)
import { readFileSync, writeFileSync } from 'node:fs';
import { parseAst } from 'rolldown/parseAst';

/** The wasm exports a piece of glue calls (`wasm.name`). */
const calls = (text) => [...text.matchAll(/\bwasm\.(\w+)/g)].map((m) => m[1]);

/**
 * The glue `source` without what calls a wasm export missing from `exports` (a Set of the
 * module's export names) and without the import functions missing from `imports` (a Set of the
 * names the module imports). Returns the trimmed source.
 */
export function trimGlue(source, { exports, imports }) {
  const missing = (text) => calls(text).some((name) => !exports.has(name));
  /** [start, end) spans of the source to cut, in no order. */
  const cuts = [];
  const cut = (node) => {
    // The line's leading blank and comment lines (a doc comment) go with it.
    let start = node.start;
    const before = source.slice(0, start);
    const doc = /(\n(?:[ \t]*(?:\/\*\*(?:[^*]|\*(?!\/))*\*\/|\/\/[^\n]*)?[ \t]*\n)*)[ \t]*$/.exec(before);
    if (doc) start = doc.index + 1;
    cuts.push([start, node.end]);
    cut.done.add(node);
  };
  cut.done = new Set();
  const statements = parseAst(source).body;
  /** The classes cut whole: what else names them (their Symbol.dispose line) goes too. */
  const gone = [];
  for (const statement of statements) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration) continue;
    const text = source.slice(statement.start, statement.end);
    if (declaration.type === 'FunctionDeclaration' && declaration.id.name === '__wbg_get_imports') {
      for (const property of importProperties(declaration)) {
        if (!imports.has(property.key.name ?? property.key.value)) cut(property);
      }
    } else if (declaration.type === 'ClassDeclaration') {
      // A class is gone with its constructor's or its free's export; else only its methods.
      const free = calls(text).find((name) => /^__wbg_\w+_free$/.test(name));
      if (free && !exports.has(free)) {
        cut(statement);
        gone.push(declaration.id.name);
      } else
        for (const member of declaration.body.body) if (missing(source.slice(member.start, member.end))) cut(member);
    } else if (
      statement.type === 'ExportNamedDeclaration' ||
      /Finalization$/.test(declaration.declarations?.[0]?.id?.name ?? '')
    ) {
      if (missing(text)) cut(statement);
    }
  }
  // Top-level statements only (the import functions are judged by the module's imports above).
  const named = new RegExp(`\\b(${gone.join('|')})\\b`);
  for (const statement of statements) {
    if (!gone.length || statement.type !== 'IfStatement' || cut.done.has(statement)) continue;
    if (named.test(source.slice(statement.start, statement.end))) cut(statement);
  }
  cuts.sort((a, b) => b[0] - a[0]);
  let trimmed = source;
  for (const [start, end] of cuts) trimmed = trimmed.slice(0, start) + trimmed.slice(end).replace(/^,/, '');
  return trimmed;
}

/** The properties of the import objects (`const import0 = {…}`) in __wbg_get_imports. */
function importProperties(declaration) {
  return declaration.body.body
    .filter((statement) => statement.type === 'VariableDeclaration')
    .flatMap((statement) => statement.declarations)
    .filter((d) => d.init?.type === 'ObjectExpression' && /^import\d+$/.test(d.id.name))
    .flatMap((d) => d.init.properties)
    .filter((p) => p.type === 'Property' && (p.key.name ?? p.key.value) !== '__proto__');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [gluePath, wasmPath] = process.argv.slice(2);
  const module = new WebAssembly.Module(readFileSync(wasmPath));
  const exports = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  const imports = new Set(WebAssembly.Module.imports(module).map((i) => i.name));
  const source = readFileSync(gluePath, 'utf8');
  const trimmed = trimGlue(source, { exports, imports });
  writeFileSync(gluePath, trimmed);
  console.log(`glue: ${gluePath} (${source.length} → ${trimmed.length} characters)`);
}
