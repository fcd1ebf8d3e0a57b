import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The atlas test compares each machine's rendered page with the committed one: a mutant's instrumented
// code renders differently whether or not the mutant is active, so it says nothing about the rule.
export default mergeConfig(
  base,
  defineConfig({ test: { exclude: ['tests/unit/atlas.test.ts', 'node_modules/**'] } }),
);
