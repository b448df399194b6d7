// Runs the hook (hook.cjs → hook.core.cjs, built by scripts/bundle-hook.mjs): node dist/hooks/hook.bundle.js EVENT
import { createRequire } from 'node:module';
createRequire(import.meta.url)('./hook.cjs');
