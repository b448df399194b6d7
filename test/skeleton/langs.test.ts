// Brace languages beyond JS/TS: Go, Rust and Java skeletons elide bodies and still parse without errors.
import { describe, it, expect } from 'vitest';
import { skeletonOf } from '../../src/skeleton/index.js';
import { withTree } from '../../src/parse/parser.js';
import { firstErrorLine } from '../../src/skeleton/build.js';
import { grammarLangOf } from '../../src/parse/languages.js';

const SOURCES: Record<string, [string, string[]]> = {
  'main.go': [`package main

import "fmt"

// Greet says hello.
func Greet(name string) string {
\tmsg := "hello " + name
\treturn msg
}

type T struct{ n int }

func (t *T) Inc(by int) int {
\tt.n += by
\treturn t.n
}

func main() { fmt.Println(Greet("x")) }
`, ['func Greet(name string) string { /* … lines 6-9 */ }', 'func (t *T) Inc(by int) int { /* … lines 13-16 */ }', 'func main() { fmt.Println(Greet("x")) }']],
  'lib.rs': [`/// Adds.
pub fn add(a: i32, b: i32) -> i32 {
    let c = a + b;
    c
}

impl Point {
    pub fn norm(&self) -> f64 {
        (self.x * self.x + self.y * self.y).sqrt()
    }
}

trait Shape {
    fn area(&self) -> f64;
    fn describe(&self) -> String {
        format!("area {}", self.area())
    }
}
`, ['pub fn add(a: i32, b: i32) -> i32 { /* … lines 2-5 */ }', 'pub fn norm(&self) -> f64 { /* … lines 8-10 */ }', 'fn area(&self) -> f64;', 'fn describe(&self) -> String { /* … lines 15-17 */ }']],
  'A.java': [`public class A {
    /** The count. */
    private int n = 0;

    public A(int n) {
        this.n = n;
    }

    public int inc(int by) {
        n += by;
        return n;
    }

    interface Cb { void call(int x); }
}
`, ['public A(int n) { /* … lines 5-7 */ }', 'public int inc(int by) { /* … lines 9-12 */ }', 'private int n = 0;', 'interface Cb { void call(int x); }']],
};

describe('skeletons of Go, Rust and Java', () => {
  for (const [file, [source, expected]] of Object.entries(SOURCES)) {
    it(`${file}: bodies elided with their ranges, result parses cleanly`, async () => {
      const sk = await skeletonOf(file, { source, cacheDir: false });
      for (const e of expected) expect(sk.text).toContain(e);
      expect(sk.warnings).toEqual([]);
      expect(await withTree(sk.text, grammarLangOf(file)!, firstErrorLine)).toBe(0);
    });
  }
});
