// columns.ts decodeColumns: the dynamic and external blobs are cut from their columns row by row (no split), the
// empty lists as one string; a column with more or fewer blobs than rows is refused, as split's count was.
import { describe, it, expect } from 'vitest';
import { decodeColumns, type Columns } from '../../src/repo/columns.js';
import { IndexedFile } from '../../src/repo/record.js';

const f64 = (xs: number[]) => new Uint8Array(new Float64Array(xs).buffer);
const i32 = (xs: number[]) => new Uint8Array(new Int32Array(xs).buffer);

function columns(dynamic: string[], external: string[]): Columns {
  const n = 3;
  return {
    n, paths: ['a.py', 'b.py', 'c.py'].join('\0'), langs: new Uint8Array(n), sizes: f64([1, 2, 3]), mtimes: f64([4, 5, 6]),
    hashes: 'a'.repeat(40) + 'b'.repeat(40) + 'c'.repeat(40), tokens: i32([7, 8, 9]),
    defs: ['[]', '[]', '[]'].join('\0'), dynamic: dynamic.join('\0'), external: external.join('\0'), imports: ['[]', '[]', '[]'].join('\0'),
  };
}

describe('decodeColumns', () => {
  it('gives each row its dynamic and external blobs, first, middle and last rows alike', () => {
    const dynamic = ['[[3,1,"x.on"]]', '[]', '[[9,0,"m"],[10,2,"ev"]]'];
    const external = ['[]', '["numpy","os"]', '[]'];
    const { files } = decodeColumns(columns(dynamic, external), ['python']);
    expect(files.map((f) => (f as IndexedFile).storedBlob('dynamic'))).toEqual(dynamic);
    expect(files.map((f) => (f as IndexedFile).storedBlob('external'))).toEqual(external);
    expect(files[2].dynamic).toEqual([{ line: 9, kind: 'dynamic-import', detail: 'm' }, { line: 10, kind: 'event-registration', detail: 'ev' }]);
    expect(files[1].external).toEqual(['numpy', 'os']);
    expect(files.map((f) => f.hash)).toEqual(['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40)]);
  });

  it('refuses a blob column with fewer or more blobs than rows', () => {
    const ok = ['[]', '[]', '[]'];
    expect(() => decodeColumns(columns(['[]', '[]'], ok), ['python'])).toThrow('column lengths disagree');
    expect(() => decodeColumns(columns(ok, ['[]', '[]', '[]', '[]']), ['python'])).toThrow('column lengths disagree');
    expect(() => decodeColumns(columns(ok, ['[]', '["a"]']), ['python'])).toThrow('column lengths disagree');
    expect(decodeColumns({ ...columns(ok, ok), n: 0, paths: '', hashes: '', langs: new Uint8Array(0), sizes: f64([]), mtimes: f64([]), tokens: i32([]), defs: '', dynamic: '', external: '', imports: '' }, ['python']).files).toEqual([]);
  });
});
