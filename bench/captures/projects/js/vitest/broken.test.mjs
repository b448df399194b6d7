import { test, expect } from 'vitest';
import { nothing } from '../src/missing-module.mjs';
test('never runs', () => expect(nothing).toBe(1));
