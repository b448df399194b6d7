/**
 * The part of Pi's extension API (`@mariozechner/pi-coding-agent` 0.73, `dist/core/extensions/types.d.ts`) this
 * extension uses, written out structurally so the engine builds without Pi installed. test/pi/extension.test.ts
 * type-checks the extension against the real package's `ExtensionFactory` and runs it inside a real Pi session.
 */
export {};
