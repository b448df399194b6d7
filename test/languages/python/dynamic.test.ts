// Literal dynamic references (issue 40, item 6): a call that names a module or file by a string literal is an edge of
// kind `dynamic-const` on the call's line; a non-literal name stays a declared blind spot (a dynamic site), never a
// guess. Python: importlib.import_module / __import__ with a literal, and getattr(module, "name") on a module the file
// imports; JS: require("./x") and import("./x") with a literal. Both lexer implementations agree.
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../../src/repo/build.js';
import { edgeList } from '../../helpers/edges.js';
import { tempRepo } from '../../helpers/repo.js';


const FILES = {
  'app/__init__.py': '',
  'app/handlers/__init__.py': '',
  'app/handlers/email.py': 'def handle(): pass\n',
  'app/handlers/sms.py': 'def handle(): pass\n',
  'app/plugins.py': 'NAMES = []\n',
  'app/views.py': [
    'import importlib',
    'import app.handlers as handlers',
    'from app import plugins',
    '',
    'def dispatch(kind):',
    '    email = getattr(handlers, "email")',
    '    names = getattr(plugins, "NAMES")',
    '    sms = importlib.import_module("app.handlers.sms")',
    '    other = importlib.import_module(f"app.handlers.{kind}")',
    '    return getattr(handlers, kind)',
    '',
  ].join('\n'),
  'web/index.js': 'const a = require("./a");\nimport("./b").then(() => {});\nconst c = require(name);\n',
  'web/a.js': 'module.exports = 1;\n',
  'web/b.js': 'export default 2;\n',
};

describe('literal dynamic references', () => {
  for (const impl of ['wasm', 'js'] as const) {
    it(`are edges with their call site; non-literal ones are declared blind spots (${impl} lexers)`, async () => {
      const ix = await buildIndex(tempRepo('ck-dyn-', FILES), { noCache: true, impl });
      expect(edgeList(ix, 'dynamic-const')).toEqual([
        'app/views.py:6 -> app/handlers/email.py',
        'app/views.py:7 -> app/plugins.py',
        'app/views.py:8 -> app/handlers/sms.py',
        'web/index.js:2 -> web/b.js',
      ]);
      expect(edgeList(ix, 'require')).toEqual(['web/index.js:1 -> web/a.js']);
      const views = ix.files[ix.fileId('app/views.py')!]!;
      expect(views.dynamic.map((d) => [d.line, d.kind, d.detail])).toEqual([
        [9, 'dynamic-import', 'import_module(f"app.handlers.{kind}")'],
        [10, 'dynamic-dispatch', 'getattr(handlers, kind)'],
      ]);
      expect(ix.files[ix.fileId('web/index.js')!]!.dynamic.map((d) => [d.line, d.kind])).toEqual([[3, 'dynamic-import']]);
    });
  }
});
