import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { allNodes, mermaidDiagram, transitionsOf } from '../../scripts/atlas/diagram.ts';
import { ATLAS_DIR, loadAtlasEntries, splitPage } from '../../scripts/atlas/machines.ts';
import { renderPage } from '../../scripts/atlas/render.ts';

// Each page's coverage section and the index's coverage figures: tests/model/coverage.test.ts, which
// measures them once.
describe('the statechart atlas (docs/machines)', async () => {
  const entries = await loadAtlasEntries();

  it('has a page for every machine of machines/ and no other', () => {
    expect(readdirSync(ATLAS_DIR).sort()).toEqual(
      ['README.md', ...entries.map((e) => `${e.name}.md`)].sort(),
    );
    expect(entries.length).toBeGreaterThan(10);
  });

  // Every declared transition is an arrow: one per target, or a loop when it has none. Root-level ones
  // (session.logout in any state) too, and the count is the machine's own.
  for (const entry of entries) {
    it(`${entry.name}: every transition, root-level ones included, is an arrow of the diagram`, () => {
      const expected = allNodes(entry.machine.root).reduce(
        (n, node) => n + transitionsOf(node).reduce((m, t) => m + Math.max(1, t.target?.length ?? 0), 0),
        0,
      );
      const diagram = mermaidDiagram(entry.machine);
      const arrows = diagram.split('\n').filter((line) => / --> \S+ : /.test(line));
      expect(arrows).toHaveLength(expected);
    });
  }

  for (const entry of entries) {
    it(`${entry.name}.md matches its machine (npm run atlas writes it anew)`, () => {
      const { definition } = splitPage(readFileSync(join(ATLAS_DIR, `${entry.name}.md`), 'utf8'));
      expect(definition).toBe(renderPage(entry));
    });
  }
});

describe('an atlas page', () => {
  const fixture = setup({
    types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'reset' } },
    guards: { ready: () => true, late: () => false },
    actors: { load: fromPromise(async () => 1) },
  }).createMachine({
    id: 'fixture',
    initial: 'loading',
    states: {
      loading: {
        description: 'SPEC §4 something',
        invoke: { src: 'load', onDone: 'working', onError: 'gone' },
      },
      reloading: { invoke: { id: 'reload', src: 'load', onDone: 'working' } },
      working: {
        type: 'parallel',
        states: {
          a: {
            initial: 'idle',
            on: { reset: '.idle' },
            states: {
              idle: { on: { go: { guard: and(['ready', not('late')]), target: 'busy' } } },
              busy: {},
            },
          },
          b: { initial: 'idle', states: { idle: { after: { 500: 'late' } }, late: {} } },
        },
        on: { stop: 'gone' },
      },
      gone: { type: 'final' },
    },
  });
  const page = renderPage({ name: 'fixture', machine: fixture });

  it('draws initial, parallel regions, finals, guards, invoke results and delays', () => {
    expect(page).toContain('  [*] --> fixture_loading');
    expect(page).toContain('  fixture_loading --> fixture_working : done load');
    expect(page).toContain('  fixture_loading --> fixture_gone : error load');
    expect(page).toContain('    --\n');
    expect(page).toContain(
      '      fixture_working_a_idle --> fixture_working_a_busy : go [and(ready, not(late))]',
    );
    expect(page).toContain('      fixture_working_b_idle --> fixture_working_b_late : after 500 ms');
    expect(page).toContain('  fixture_gone --> [*]');
    // An invoked actor is named by its id, its source after it when they differ.
    expect(page).toContain('fixture_reloading --> fixture_working : done reload (load)');
    expect(page).toContain('  fixture_working --> fixture_gone : stop');
    // A region's own arrow is drawn outside its parallel node (Mermaid would put it in the last region).
    expect(page).toContain('  }\n  fixture_working_a --> fixture_working_a_idle : reset\n');
  });

  it('lists states with their SPEC meaning, events, guards and invoked actors', () => {
    expect(page).toContain('| `loading` | atomic | SPEC §4 something |');
    expect(page).toContain('| `working.a.busy` | atomic |  |');
    expect(page).toContain('- `go`\n- `reset`\n- `stop`');
    expect(page).toContain('- `and(ready, not(late))`');
    expect(page).toContain('- `load` in `loading`');
    expect(page).toContain('- `reload (load)` in `reloading`');
  });
});

describe('a machine with transitions of its own', () => {
  const machine = setup({ types: { events: {} as { type: 'logout' } | { type: 'ping' } } }).createMachine({
    id: 'rooted',
    initial: 'in',
    on: { logout: '.out', ping: { actions: [] } },
    states: { in: {}, out: {} },
  });
  const page = renderPage({ name: 'rooted', machine });

  it('draws them from the border of a state named after the machine, a targetless one as a loop', () => {
    expect(page).toContain('  state "rooted" as rooted\n  state rooted {\n    [*] --> rooted_in');
    expect(page).toContain('  rooted --> rooted_out : logout');
    expect(page).toContain('  rooted --> rooted : ping');
  });
});

describe("a state's neighbourhood, for a machine too big to read whole", async () => {
  const { paymentMachine } = await import('../../machines/payment.ts');
  const active = new Set(['payment.InitialPaymentRequired']);
  const around = mermaidDiagram(paymentMachine, active, { around: true });
  const whole = mermaidDiagram(paymentMachine, active);

  it('draws the current state, the states one transition from it and into it, and only their arrows', () => {
    expect(around).toContain('class payment_InitialPaymentRequired active');
    expect(around).toContain(
      'payment_loading --> payment_InitialPaymentRequired : done loadPayment [initialRequired]',
    );
    expect(around).toContain('payment_InitialPaymentRequired --> payment_submitting : payment.submit');
    // Not one transition away: drawn only in the whole machine.
    for (const far of ['payment_refused', 'payment_Complete'])
      expect([around.includes(far), whole.includes(far)]).toEqual([false, true]);
    expect(around.split('\n').length).toBeLessThan(whole.split('\n').length / 2);
  });

  it('draws the whole machine when nothing is active', () => {
    expect(mermaidDiagram(paymentMachine, new Set(), { around: true })).toBe(mermaidDiagram(paymentMachine));
  });
});
