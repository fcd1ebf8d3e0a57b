import { describe, expect, it } from 'vitest';
import { allReplays, documentReviewReplays, phoneReviewPaths } from './browser-replays.ts';
import { reviewModel } from './document-paths.ts';
import { pathCoverage } from './path-selection.ts';

const selections = allReplays();

// Tours over the agent search's paths take seconds alone and far longer beside the browser tests in CI.
describe('the browser replays take every transition the model takes, but the screen gaps', {
  timeout: 120_000,
}, () => {
  it.each(selections.map((s) => [s.name, s] as const))('%s', (name, selection) => {
    const { machine, input } = selection;
    const model = pathCoverage(machine, input, selection.modelPaths);
    const replayed = pathCoverage(machine, input, selection.paths);
    const steps = selection.paths.reduce((n, p) => n + p.steps.length, 0);
    const gaps = Object.entries(selection.screenGaps);
    console.info(
      `${name}: ${selection.paths.length} browser paths (${steps} steps) take ${replayed.states.length}/${model.states.length} of the model's states, ${replayed.transitions.length}/${model.transitions.length} of its transitions (machine: ${model.totals.states} states, ${model.totals.transitions} transitions)${gaps.map(([t, why]) => `\n  not on the screen: ${t} (${why})`).join('')}`,
    );
    expect(
      model.transitions.filter((t) => !replayed.transitions.includes(t)).sort(),
      'model transitions no browser path takes (but the screen gaps)',
    ).toEqual(Object.keys(selection.screenGaps).sort());
    const gapTargets = Object.keys(selection.screenGaps).map((t) => t.split('--> ')[1]);
    expect(
      model.states.filter((s) => !replayed.states.includes(s) && !gapTargets.includes(s)),
      'model states no browser path enters',
    ).toEqual([]);
  });

  it.each(selections.map((s) => [s.name, s] as const))(
    '%s: each browser path takes something no other takes',
    (_, selection) => {
      const { machine, input, paths } = selection;
      const taken = paths.map((path) => pathCoverage(machine, input, [path]));
      taken.forEach((own, i) => {
        const others = pathCoverage(
          machine,
          input,
          paths.filter((_, j) => j !== i),
        );
        const fresh = [
          ...own.states.filter((s) => !others.states.includes(s)),
          ...own.transitions.filter((t) => !others.transitions.includes(t)),
        ];
        expect(fresh, `path ${i + 1} adds nothing`).not.toEqual([]);
      });
    },
  );

  it("the phone's review tours pass every state with a card open that the desktop tours pass", () => {
    const { paths } = documentReviewReplays();
    const { serializeState } = reviewModel();
    const phone = phoneReviewPaths(paths, serializeState);
    const openVertices = (tours: typeof paths) =>
      new Set(
        tours.flatMap((p) =>
          p.steps.filter((s) => s.state.context.openDocumentId !== null).map((s) => serializeState(s.state)),
        ),
      );
    expect(phone.length).toBeGreaterThan(0);
    expect(phone.every((p) => paths.includes(p))).toBe(true);
    expect([...openVertices(phone)].sort()).toEqual([...openVertices(paths)].sort());
  });
});
