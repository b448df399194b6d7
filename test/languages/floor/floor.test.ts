// The generic floor (src/languages/floor): includes and imports found by each language's declared regex become edges
// of the weaker `floor` kind, and the slice manifest says which class each file's edges have.
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../../src/repo/build.js';
import { edgeList } from '../../helpers/edges.js';
import { tempRepo } from '../../helpers/repo.js';
import { runCli } from '../../helpers/cli.js';


const FILES = {
  'src/main.c': '#include <stdio.h>\n#include "util.h"\n#include "net/conn.h"\n\nint main(void) { return run(); }\n',
  'src/util.h': '#pragma once\nint run(void);\n',
  'include/net/conn.h': '/* #include "nothing.h" in a comment still counts: the floor is weaker */\n',
  'lib/shop/cart.rb': "require_relative 'price'\nrequire 'json'\n",
  'lib/shop/price.rb': 'module Price; end\n',
  'src/main/java/com/acme/App.java': 'package com.acme;\n\nimport com.acme.util.Strings;\nimport java.util.List;\n\nclass App {}\n',
  'src/main/java/com/acme/util/Strings.java': 'package com.acme.util;\nclass Strings {}\n',
  'crate/src/lib.rs': 'pub mod parse;\nuse crate::parse::Token;\n',
  'crate/src/parse.rs': 'pub struct Token;\n',
  'web/index.php': "<?php\nrequire_once 'lib/db.php';\nuse App\\Models\\User;\n",
  'web/lib/db.php': '<?php\n',
  'app/Models/User.php': '<?php\nnamespace App\\Models;\nclass User {}\n',
};

describe('the generic floor', () => {
  it('finds includes and imports of C and Ruby as floor edges; Rust\'s, Java\'s and PHP\'s beside them are their precise packs\'', async () => {
    const ix = await buildIndex(tempRepo('ck-floor-', FILES), { noCache: true });
    expect(edgeList(ix)).toEqual([
      'crate/src/lib.rs -> crate/src/parse.rs (static)', // the Rust pack's resolver (a crate root without Cargo.toml)
      'lib/shop/cart.rb -> lib/shop/price.rb (floor)',
      'src/main.c -> include/net/conn.h (floor)',
      'src/main.c -> src/util.h (floor)',
      'src/main/java/com/acme/App.java -> src/main/java/com/acme/util/Strings.java (static)', // Java has a precise pack
      'web/index.php -> app/Models/User.php (static)', // so has PHP
      'web/index.php -> web/lib/db.php (require)',
    ]);
    expect(ix.files[ix.fileId('src/main.c')!]!.external).toEqual(['stdio.h']);
    expect(ix.files[ix.fileId('src/main.c')!]!.lang).toBe('other');
  });

  it('the manifest says which class each file\'s edges have; a frame in a floor file still seeds', () => {
    const root = tempRepo('ck-floor-slice-', { ...FILES, 'app.py': 'import helper\n', 'helper.py': 'x = 1\n' });
    const m = JSON.parse(runCli(['slice', root, '--symptom', 'Segmentation fault at src/main.c:5\nFile "app.py", line 1', '--format', 'json', '--budget', '30000']).stdout);
    const byPath = Object.fromEntries(m.files.map((f: { path: string; edges?: string }) => [f.path, f.edges]));
    expect(byPath['src/main.c']).toBe('floor');
    expect(byPath['src/util.h']).toBe('floor');
    expect(byPath['app.py']).toBe('precise');
    expect(m.seeds.map((s: { path: string }) => s.path)).toEqual(expect.arrayContaining(['src/main.c', 'app.py']));
  });
});
