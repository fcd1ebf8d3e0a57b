import type { MachineCoverage } from '../../tests/model/coverage-check.ts';

/**
 * The atlas's coverage sections: how much of a machine its generated paths walk, as tests/model/
 * registry.ts measures it, and every transition left out with why. Committed with the page, so a
 * fall in coverage shows as a stale page (tests/model/coverage.test.ts) and as a diff in review.
 */

export const COVERAGE_HEADING = '## Generated-path coverage';

/** What the atlas knows of a machine's coverage: measured, or why it has no model yet. */
export type CoverageNote = { measured: MachineCoverage } | { awaiting: string };

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function coverageSection(note: CoverageNote): string {
  if ('awaiting' in note)
    return [COVERAGE_HEADING, '', `No generated-path model yet: ${note.awaiting}.`, ''].join('\n');
  const { states, transitions, paths, gaps } = note.measured;
  const left = Object.entries(gaps);
  return [
    COVERAGE_HEADING,
    '',
    'Paths generated from the machine with xstate/graph and replayed on it (tests/model/registry.ts;',
    '`npm run test:model` also replays them in Chromium and over HTTP where a test does).',
    '',
    `- states reached: ${states.reached.length}/${states.all.length}`,
    `- transitions taken: ${transitions.reached.length}/${transitions.all.length}`,
    `- paths replayed: ${paths}`,
    '',
    ...(left.length
      ? [
          '| transition left out | why |',
          '| --- | --- |',
          ...left.map(([key, why]) => `| \`${cell(key)}\` | ${cell(why)} |`),
        ]
      : ['No transition is left out.']),
    '',
  ].join('\n');
}

/** A figure of the index's table: `reached/all`, or a dash for a machine without a model. */
export function coverageFigures(note: CoverageNote | undefined): [string, string] {
  if (!note || 'awaiting' in note) return ['–', '–'];
  const { states, transitions } = note.measured;
  return [
    `${states.reached.length}/${states.all.length}`,
    `${transitions.reached.length}/${transitions.all.length}`,
  ];
}
