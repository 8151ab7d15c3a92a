// The first screen's wasm glue (scripts/lib/lite-glue.mjs): what calls a wasm export the lite
// module lacks is cut, with its class's other lines and the imports the module no longer asks for;
// the built pkg-lite/ glue loads and calls only exports its module has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { trimGlue } from '../../scripts/lib/lite-glue.mjs';

const GLUE = `export class Kept {
    free() {
        wasm.__wbg_kept_free(this.__wbg_ptr, 0);
    }
    /**
     * Cut: its export is gone.
     */
    later() {
        return wasm.kept_later(this.__wbg_ptr);
    }
    size() {
        return wasm.kept_size(this.__wbg_ptr);
    }
}
if (Symbol.dispose) Kept.prototype[Symbol.dispose] = Kept.prototype.free;

export class Gone {
    free() {
        wasm.__wbg_gone_free(this.__wbg_ptr, 0);
    }
}
if (Symbol.dispose) Gone.prototype[Symbol.dispose] = Gone.prototype.free;

/**
 * @returns {number}
 */
export function lab() {
    return wasm.lab();
}

export function start() {
    wasm.start();
}
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg_gone_new: function(arg0) {
            return Gone.__wrap(arg0);
        },
        __wbg_log: function(arg0) {
            console.log(arg0);
        },
    };
    return { __proto__: null, "./x_bg.js": import0 };
}
const KeptFinalization = new FinalizationRegistry(ptr => wasm.__wbg_kept_free(ptr, 1));
const GoneFinalization = new FinalizationRegistry(ptr => wasm.__wbg_gone_free(ptr, 1));
`;

test('what calls a missing export goes, with its doc comment; the rest stays as it was', () => {
  const exports = new Set(['__wbg_kept_free', 'kept_size', 'start']);
  const trimmed = trimGlue(GLUE, { exports, imports: new Set(['__wbg_log']) });
  for (const gone of [
    'later',
    'Cut:',
    'class Gone',
    'Gone.prototype',
    'function lab',
    '__wbg_gone_new',
    'GoneFinalization',
  ])
    assert.ok(!trimmed.includes(gone), gone);
  for (const kept of ['size()', 'Kept.prototype', 'export function start', '__wbg_log', 'KeptFinalization'])
    assert.ok(trimmed.includes(kept), kept);
  // Nothing to cut: the glue as it was.
  const all = new Set([...exports, '__wbg_gone_free', 'kept_later', 'lab']);
  assert.equal(trimGlue(GLUE, { exports: all, imports: new Set(['__wbg_log', '__wbg_gone_new']) }), GLUE);
});

test("the built first screen's glue loads and calls only its module's exports", async (t) => {
  let bytes;
  try {
    bytes = readFileSync(new URL('../../pkg-lite/gamegraph_bg.wasm', import.meta.url));
  } catch {
    return t.skip('no pkg-lite/ (scripts/build-wasm.sh builds it)');
  }
  const glue = readFileSync(new URL('../../pkg-lite/gamegraph.js', import.meta.url), 'utf8');
  const module = new WebAssembly.Module(bytes);
  const exports = new Set(WebAssembly.Module.exports(module).map((e) => e.name));
  for (const [, name] of glue.matchAll(/\bwasm\.(\w+)/g)) assert.ok(exports.has(name), name);
  const lite = await import('../../pkg-lite/gamegraph.js');
  await lite.default({ module_or_path: bytes });
  const game = lite.parseGame(lite.preset('nim', { piles: '1,2,3' }).text);
  assert.equal(game.moveCount, 108);
  game.free();
});
