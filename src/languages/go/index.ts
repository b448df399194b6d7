/**
 * Go: the tree-sitter grammar of `.go` files (skeletons) and the frames of its panics.
 * @internal
 */
import type { LanguagePack } from '../types.js';
import { GO_DIALECTS } from './dialects.js';

export const go: LanguagePack = {
  id: 'go',
  title: 'Go',
  shortName: 'Go',
  edgeClass: 'floor',
  extensions: {},
  projectMarkers: ['go.mod', 'go.work'],
  symptoms: { dialects: GO_DIALECTS, errorLinePrefixes: ['panic: '], frameExtensions: ['go'], mentionExtensions: ['go'], formats: [{ format: 'go', innermostFirst: true }] },
  syntax: { grammars: { '.go': 'go' } },
};
