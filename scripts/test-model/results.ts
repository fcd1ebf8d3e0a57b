import { basename } from 'node:path';

/**
 * Passed tests per machine, read from the runners' JSON reports. A test file replays a machine's
 * paths when it is named after the machine: `document-card.spec.ts` and `caseLifecycle.test.ts` are
 * documentCard's and caseLifecycle's; other files (fixtures' tests, helpers) count for none.
 */

/** The machine a test file is named after, if `machines` has one of that name. */
export function machineOfFile(file: string, machines: ReadonlySet<string>): string | null {
  const stem = basename(file).replace(/\.(spec|test)\.ts$/, '');
  const name = stem.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return machines.has(name) ? name : null;
}

interface PlaywrightSuite {
  file: string;
  specs: { tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** Passed Playwright tests (every project: a phone replay is a path too) by machine. */
export function browserPasses(report: { suites: PlaywrightSuite[] }, machines: ReadonlySet<string>) {
  const counts = new Map<string, number>();
  const visit = (suite: PlaywrightSuite) => {
    const machine = machineOfFile(suite.file, machines);
    if (machine)
      for (const spec of suite.specs)
        for (const test of spec.tests)
          if (test.status === 'expected') counts.set(machine, (counts.get(machine) ?? 0) + 1);
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of report.suites) visit(suite);
  return counts;
}

interface VitestFile {
  name: string;
  assertionResults: { status: string }[];
}

/** Passed Vitest tests by machine, for the files named after one (the HTTP replays). */
export function vitestPasses(report: { testResults: VitestFile[] }, machines: ReadonlySet<string>) {
  const counts = new Map<string, number>();
  for (const file of report.testResults) {
    const machine = machineOfFile(file.name, machines);
    if (!machine) continue;
    const passed = file.assertionResults.filter((a) => a.status === 'passed').length;
    counts.set(machine, (counts.get(machine) ?? 0) + passed);
  }
  return counts;
}
