/**
 * The generic floor: text sources of languages without a pack of their own (C, C++, C#, Ruby, Swift, Scala, Kotlin,
 * PHP, …). Their frames and `path:line` mentions still seed a slice; gcc-shaped diagnostics about C-family files are
 * gcc's.
 * @internal
 */
import type { LanguagePack } from '../types.js';

export const floor: LanguagePack = {
  id: 'floor',
  title: 'other text sources',
  shortName: 'other',
  edgeClass: 'floor',
  extensions: {},
  projectMarkers: [],
  symptoms: {
    dialects: [],
    formats: [],
    frameExtensions: ['rb', 'c', 'cc', 'cpp', 'h', 'hpp', 'cs', 'php', 'swift', 'scala'],
    mentionExtensions: ['rb', 'c', 'h', 'cc', 'cpp', 'hpp', 'cs', 'php', 'swift', 'scala'],
    gccLikeTool: { files: /\.(?:c|cc|cpp|cxx|h|hpp|m)$/, tool: 'gcc' },
  },
};
