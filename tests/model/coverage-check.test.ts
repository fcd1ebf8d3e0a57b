import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic } from 'xstate';
import { coverageSection } from '../../scripts/atlas/coverage.ts';
import {
  committedFigures,
  type MachineRow,
  modelTable,
  rowProblems,
} from '../../scripts/test-model/report.ts';
import { browserPasses, machineOfFile, vitestPasses } from '../../scripts/test-model/results.ts';
import { measure } from './coverage-check.ts';
import { build } from './document-paths.ts';
import { unreachableMachine } from './fixtures/unreachable-machine.ts';
import { model } from './registry.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

/** The coverage check that `npm test` and `npm run test:model` apply, on a machine built to fail it. */

const runFixturePath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = unreachableMachine.provide({ actors: { save: logic as never } });
  await replay(createActor(machine, inspecting(inspect)), settle, path);
};

function fixtureModel(gaps: Record<string, string> = {}) {
  const built = build('fixture', unreachableMachine, {
    events: [
      { type: 'ticket.submit' },
      { type: 'xstate.done.actor.save', output: true },
      { type: 'xstate.error.actor.save', error: new Error('Disk full') },
    ] as EventFromLogic<typeof unreachableMachine>[],
    serializeState: (s) => JSON.stringify(s.value),
    gaps,
  });
  return model(unreachableMachine, built, runFixturePath);
}

const REOPEN = 'fixture.saved --ticket.reopen[0]--> fixture.editing';

describe('the coverage check on a machine with an unreachable state', () => {
  it('counts what the paths reach: 4 of 5 state nodes, 3 of 4 transitions', async () => {
    const coverage = await measure(fixtureModel());
    expect(coverage.states.missing).toEqual(['fixture.orphan']);
    expect(coverage.states.reached).toHaveLength(4);
    expect(coverage.transitions.missing).toEqual([REOPEN]);
    expect(coverage.paths).toBe(3);
  });

  it('fails the machine, naming the state no path enters and the transition no gap explains', async () => {
    const coverage = await measure(fixtureModel());
    const row: MachineRow = { name: 'fixture', coverage, committed: null, http: null, browser: null };
    expect(rowProblems(row)).toEqual([
      'fixture: 4/5 states; no path enters fixture.orphan',
      `fixture: no path takes ${REOPEN}, and it is not a listed gap`,
    ]);
    expect(modelTable([row]).at(-1)).toMatch(/^fixture\s+4\/5\s+3\/4\s+3\s+–\s+–$/);
  });

  it('accepts a transition left out with its reason, but never the unreachable state', async () => {
    const coverage = await measure(fixtureModel({ [REOPEN]: 'reopening is another test' }));
    const row: MachineRow = { name: 'fixture', coverage, committed: null, http: null, browser: null };
    expect(rowProblems(row)).toEqual(['fixture: 4/5 states; no path enters fixture.orphan']);
    expect(coverageSection({ measured: coverage })).toContain(
      `| \`${REOPEN}\` | reopening is another test |`,
    );
  });

  it('refuses a listed gap that a path takes, or one that is no transition at all', async () => {
    const taken = 'fixture.editing --ticket.submit[0]--> fixture.saving';
    const coverage = await measure(
      fixtureModel({ [taken]: 'stale', 'fixture --nothing[0]--> (stays)': 'typo' }),
    );
    expect(rowProblems({ name: 'fixture', coverage, committed: null, http: null, browser: null })).toEqual(
      expect.arrayContaining([
        `fixture: the gap ${taken} is taken by a path`,
        'fixture: the gap fixture --nothing[0]--> (stays) is no transition of the machine',
      ]),
    );
  });

  it('fails when coverage falls below the figures the atlas page records', async () => {
    const coverage = await measure(fixtureModel());
    const committed = committedFigures(coverageSection({ measured: coverage }));
    expect(committed).toEqual({ states: 4, transitions: 3 });
    const higher = { states: 5, transitions: 4 };
    expect(rowProblems({ name: 'fixture', coverage, committed: higher, http: null, browser: null })).toEqual(
      expect.arrayContaining([
        'fixture: reaches 4 states, below the 5 its atlas page records',
        'fixture: takes 3 transitions, below the 4 its atlas page records',
      ]),
    );
  });
});

describe("the runners' reports, counted per machine", () => {
  const machines = new Set(['documentCard', 'caseLifecycle', 'session']);

  it('knows a test file by the machine it is named after', () => {
    expect(machineOfFile('model/document-card.spec.ts', machines)).toBe('documentCard');
    expect(machineOfFile('/repo/tests/model/caseLifecycle.test.ts', machines)).toBe('caseLifecycle');
    expect(machineOfFile('model/session-paths.test.ts', machines)).toBeNull();
  });

  it("counts Playwright's passed tests, every project, nested suites too", () => {
    const test = (status: string) => ({ status });
    const report = {
      suites: [
        {
          file: 'model/document-card.spec.ts',
          specs: [{ tests: [test('expected'), test('expected')] }, { tests: [test('unexpected')] }],
          suites: [{ file: 'model/document-card.spec.ts', specs: [{ tests: [test('expected')] }] }],
        },
        { file: 'e2e/login.spec.ts', specs: [{ tests: [test('expected')] }] },
      ],
    };
    expect([...browserPasses(report, machines)]).toEqual([['documentCard', 3]]);
  });

  it("counts Vitest's passed tests in the files named after a machine", () => {
    const report = {
      testResults: [
        {
          name: '/r/tests/model/caseLifecycle.test.ts',
          assertionResults: [{ status: 'passed' }, { status: 'failed' }],
        },
        { name: '/r/tests/model/coverage.test.ts', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect([...vitestPasses(report, machines)]).toEqual([['caseLifecycle', 1]]);
  });
});
