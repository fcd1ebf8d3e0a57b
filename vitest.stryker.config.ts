import { relative } from 'node:path';
import { globSync } from 'tinyglobby';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base from './vitest.config.ts';

// The atlas test compares each machine's rendered page with the committed one: a mutant's instrumented
// code renders differently whether or not the mutant is active, so it says nothing about the rule.
const ATLAS = 'tests/unit/atlas.test.ts';

/**
 * `npm run test:mutation -- <part>` names the test files that exercise the part's code
 * (scripts/mutation/parts.mjs). Without it, a mutant of a module that the sandbox imports (paymentStatus,
 * caseLifecycle) would run every sandbox test file for each mutant set at import time, most of which never
 * reach that code (decision 290).
 */
const only = process.env.EPD_MUTATION_TESTS?.split(',').filter(Boolean);

function narrowed(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration | null {
  if (!only) return project;
  const test = project.test ?? {};
  const own = new Set(globSync(test.include ?? [], { ignore: test.exclude ?? [] }));
  const files = only.filter((file) => own.has(file));
  return files.length === 0 ? null : { ...project, test: { ...test, include: files } };
}

/**
 * Stryker stops a mutant's run at its first failing test. Vitest runs the longest files first, so a mutant
 * set at import time waited for the slowest sweep before a quick unit test could fail: here a file that
 * failed last run goes first, then the quickest (decision 290).
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const state = (spec: TestSpecification) =>
      cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
    const rank = (spec: TestSpecification) => {
      const result = state(spec);
      return result ? (result.failed ? -1 : result.duration) : 0;
    };
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

const projects = (base.test?.projects ?? []) as TestProjectInlineConfiguration[];

/** tests/mutation/imports.test.ts: each mutated module must load (decision 301). Its own module graph. */
const imports: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'imports', include: ['tests/mutation/imports.test.ts'] },
};

export default mergeConfig(
  {
    ...base,
    test: { ...base.test, projects: [imports, ...projects.map(narrowed).filter((p) => p !== null)] },
  },
  defineConfig({ test: { exclude: [ATLAS, 'node_modules/**'], sequence: { sequencer: QuickestFirst } } }),
);
