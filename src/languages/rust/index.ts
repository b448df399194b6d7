/**
 * Rust: the tree-sitter grammar of `.rs` files (skeletons) and the frames of its panics and backtraces. Its module
 * graph (`mod`, `use crate::…`, Cargo workspaces) is left to a later pack; until then its files are of the floor.
 * @internal
 */
import type { LanguagePack } from '../types.js';
import { floorResolver } from '../floor/floor.js';
import { RUST_FLOOR } from './floor.js';
import { RUST_DIALECTS } from './dialects.js';
import { RUST_NAMES } from './names.js';

export const rust: LanguagePack = {
  id: 'rust',
  title: 'Rust',
  shortName: 'Rust',
  edgeClass: 'floor',
  extensions: {},
  floor: RUST_FLOOR,
  resolver: (ctx) => floorResolver(ctx, RUST_FLOOR),
  projectMarkers: ['Cargo.toml'],
  symptoms: { dialects: RUST_DIALECTS, frameExtensions: ['rs'], mentionExtensions: ['rs'], formats: [{ format: 'rust', innermostFirst: true }] },
  syntax: { grammars: { '.rs': 'rust' } },
  names: RUST_NAMES,
};
