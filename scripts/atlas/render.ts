import type { AnyStateMachine } from 'xstate';
import { type CoverageNote, coverageFigures } from './coverage.ts';
import { actorName, allNodes, eventLabel, guardName, mermaidDiagram, transitionsOf } from './diagram.ts';

/**
 * A machine's atlas page, read from its definition: a Mermaid `stateDiagram-v2`, its states (with the
 * SPEC status each stands for, from the state's `description`), its events, guards and invoked actors;
 * its generated-path coverage follows (coverage.ts). Pure and deterministic, so a test can compare
 * the committed page with the machine.
 */

export interface AtlasEntry {
  /** The file under machines/, without `.ts`. */
  name: string;
  machine: AnyStateMachine;
}

type Guard = Parameters<typeof guardName>[0];

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function statesTable(machine: AnyStateMachine): string[] {
  const rows = allNodes(machine.root)
    .slice(1)
    .map((node) => `| \`${node.path.join('.')}\` | ${node.type} | ${cell(node.description ?? '')} |`);
  return ['| state | kind | stands for (SPEC) |', '| --- | --- | --- |', ...rows];
}

function eventsList(machine: AnyStateMachine): string[] {
  const events = new Set<string>();
  for (const node of allNodes(machine.root))
    for (const t of transitionsOf(node)) events.add(eventLabel(t.eventType, t.source));
  return [...events].sort().map((e) => `- \`${e}\``);
}

function guardsList(machine: AnyStateMachine): string[] {
  const guards = new Set<string>();
  for (const node of allNodes(machine.root))
    for (const t of transitionsOf(node)) {
      const name = guardName(t.guard as Guard);
      if (name) guards.add(name);
    }
  return guards.size ? [...guards].sort().map((g) => `- \`${g}\``) : ['None.'];
}

function actorsList(machine: AnyStateMachine): string[] {
  const rows: string[] = [];
  for (const node of allNodes(machine.root))
    for (const invoke of node.invoke)
      rows.push(`- \`${actorName(node, invoke.id)}\` in \`${node.path.join('.') || '(root)'}\``);
  return rows.length ? rows : ['None (its effects are actions provided with `.provide()`).'];
}

const section = (title: string, lines: string[]) => ['', `## ${title}`, '', ...lines];

export function renderPage({ name, machine }: AtlasEntry): string {
  return [
    `# ${name}`,
    '',
    `Generated from \`machines/${name}.ts\` by \`npm run atlas\`; do not edit by hand.`,
    '',
    '```mermaid',
    mermaidDiagram(machine),
    '```',
    ...section('States', statesTable(machine)),
    ...section('Events', eventsList(machine)),
    ...section('Guards', guardsList(machine)),
    ...section('Invoked actors', actorsList(machine)),
    '',
  ].join('\n');
}

export function renderIndex(entries: AtlasEntry[], notes: ReadonlyMap<string, CoverageNote>): string {
  return [
    '# The statechart atlas',
    '',
    'One page a machine, generated from machines/ by `npm run atlas`; a test fails when a page no longer',
    'matches its machine or its generated-path coverage. The diagrams are Mermaid `stateDiagram-v2`',
    'blocks. Coverage counts every state node (the root too) and every declared transition the generated',
    'paths take when replayed on the machine (tests/model/registry.ts).',
    '',
    '| machine | states | transitions | states reached | transitions taken |',
    '| --- | --- | --- | --- | --- |',
    ...entries.map(({ name, machine }) => {
      const nodes = allNodes(machine.root).slice(1);
      const transitions = allNodes(machine.root).reduce((n, node) => n + transitionsOf(node).length, 0);
      const [states, taken] = coverageFigures(notes.get(name));
      return `| [${name}](${name}.md) | ${nodes.length} | ${transitions} | ${states} | ${taken} |`;
    }),
    '',
  ].join('\n');
}
