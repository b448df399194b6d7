#!/usr/bin/env node
// Kept for configurations written before run-hook.cjs existed: runs it (same arguments, same fail-open behaviour).
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./run-hook.cjs');
