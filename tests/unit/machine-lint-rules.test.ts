import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The machines' lint rules (scripts/lint/*.grit, wired to machines/** in biome.json) run by Biome itself
 * on planted slips: the rule that keeps effects out of `assign` and the one that keeps `ref.send` out of
 * plain actions each fail on their slip and pass the way machines/payment.ts does it.
 */
const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

interface Override {
  includes: string[];
  plugins?: string[];
}
const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides: Override[] };
const machinePlugins = config.overrides.find((o) => o.includes.includes('machines/**'))?.plugins ?? [];

const work = mkdtempSync(join(tmpdir(), 'epd-machine-lint-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let planted = 0;
function lint(source: string): { failed: boolean; output: string } {
  const dir = join(work, String(planted++));
  mkdirSync(join(dir, 'machines'), { recursive: true });
  writeFileSync(
    join(dir, 'biome.json'),
    JSON.stringify({
      linter: { enabled: true, rules: { recommended: false } },
      overrides: [{ includes: ['machines/**'], plugins: machinePlugins.map((p) => resolve(root, p)) }],
    }),
  );
  writeFileSync(join(dir, 'machines', 'planted.ts'), source);
  const run = spawnSync(process.execPath, [biome, 'lint', '--colors=off', 'machines'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

const machine = (actions: string) => `import { assign, enqueueActions, raise, sendTo, setup } from 'xstate';
export const m = setup({
  actions: {
${actions}
  },
}).createMachine({});
`;

describe('the machines keep effects out of assign (biome.json, scripts/lint)', () => {
  it('is wired to machines/**', () => {
    expect(machinePlugins.map((p) => p.replace(/^\.\//, ''))).toEqual([
      'scripts/lint/no-effects-in-assign.grit',
      'scripts/lint/no-send-in-plain-action.grit',
    ]);
  });

  it.each([
    [
      'stops a child inside assign',
      'spawn: assign(({ context }) => { context.child.stop(); return { child: null }; }),',
    ],
    [
      'sends inside assign',
      "tell: assign(({ context }) => { context.child.send({ type: 'go' }); return {}; }),",
    ],
    ['raises inside assign', "go: assign(() => { raise({ type: 'go' }); return {}; }),"],
    [
      'calls sendTo inside assign',
      "tell: assign(({ context }) => { sendTo(context.child, { type: 'go' }); return {}; }),",
    ],
  ])('fails when a machine %s', (_, action) => {
    const { failed, output } = lint(machine(action));
    expect(failed, output).toBe(true);
    expect(output).toContain('An assign only computes context');
  });

  it('fails when a plain action calls ref.send', () => {
    const { failed, output } = lint(
      machine("tell: ({ context }) => { for (const c of context.cards) c.ref.send({ type: 'go' }); },"),
    );
    expect(failed, output).toBe(true);
    expect(output).toContain('never by calling send from an action');
  });

  it('passes the effects enqueued, as machines/payment.ts does', () => {
    const { failed, output } = lint(
      machine(`spawn: enqueueActions(({ context, enqueue }) => {
      if (context.child) enqueue.stopChild(context.child);
      enqueue.sendTo(context.other, { type: 'go' });
      enqueue.assign({ child: null });
    }),
    keep: assign(({ context }) => ({ count: context.count + 1 })),`),
    );
    expect(failed, output).toBe(false);
  });
});
