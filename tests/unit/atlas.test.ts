import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
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
  });
});
