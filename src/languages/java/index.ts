/**
 * Java: the tree-sitter grammar of `.java` files (skeletons) and the frames of its stack traces. Package resolution
 * over Maven/Gradle source roots is left to a later pack; until then its files are of the floor.
 * @internal
 */
import type { LanguagePack } from '../types.js';
import { floorResolver } from '../floor/floor.js';
import { JAVA_FLOOR } from './floor.js';
import { JAVA_DIALECTS } from './dialects.js';
import { JAVA_NAMES } from './names.js';

export const java: LanguagePack = {
  id: 'java',
  title: 'Java',
  shortName: 'Java',
  edgeClass: 'floor',
  extensions: {},
  floor: JAVA_FLOOR,
  resolver: (ctx) => floorResolver(ctx, JAVA_FLOOR),
  projectMarkers: ['pom.xml', 'build.gradle', 'build.gradle.kts'],
  symptoms: {
    dialects: JAVA_DIALECTS,
    errorLinePrefixes: ['Caused by: ', 'Exception in thread "[^"]*" '],
    frameExtensions: ['java', 'kt'],
    mentionExtensions: ['java', 'kt'],
    formats: [{ format: 'java', innermostFirst: true }],
  },
  syntax: { grammars: { '.java': 'java' } },
  names: JAVA_NAMES,
};
