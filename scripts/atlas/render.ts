import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A machine's atlas page, read from its definition alone: a Mermaid `stateDiagram-v2`, its states
 * (with the SPEC status each stands for, from the state's `description`), its events, guards and
 * invoked actors. Pure and deterministic, so a test can compare the committed page with the machine.
 */

export interface AtlasEntry {
  /** The file under machines/, without `.ts`. */
  name: string;
  machine: AnyStateMachine;
}

type Guard = string | { type?: string; guards?: Guard[] } | ((...args: never[]) => unknown) | undefined;

/** A guard as its name reads in the machine's source: `isOwner`, `and(a, b)`, `not(c)`. */
export function guardName(guard: Guard): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  const inner = (guard as { guards?: Guard[] }).guards;
  if (typeof guard === 'function') {
    if (inner) return `${guard.name}(${inner.map(guardName).join(', ')})`;
    return guard.name ? `${guard.name} (inline)` : '(inline)';
  }
  return guard.type ?? '(inline)';
}

/** Mermaid ids allow letters, digits and underscores; a node's id (`review.loading`) is made one. */
const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

/** An invoked actor's name: its `src`, since an invoke without an id gets a generated one (`0.review.loading`). */
function actorName(node: AnyStateNode, id: string): string {
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) {
    const invoke = at.invoke.find((i) => i.id === id);
    if (invoke) return typeof invoke.src === 'string' ? invoke.src : id;
  }
  return id;
}

/** How an event reads on an arrow: invoke results by the actor's name, delays by their length. */
export function eventLabel(eventType: string, source?: AnyStateNode): string {
  if (eventType === '') return 'always';
  const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (result) {
    const [, outcome = '', id = ''] = result;
    return `${outcome} ${source ? actorName(source, id) : id}`;
  }
  const after = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (after) return `after ${after[1]} ms`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const list: AnyTransitionDefinition[] = [];
  for (const group of node.transitions.values()) list.push(...group);
  list.push(...(node.always ?? []));
  return list;
}

function arrowLabel(t: AnyTransitionDefinition): string {
  const guard = guardName(t.guard as Guard);
  // Mermaid ends a label at a colon or semicolon and has no escape for them.
  return `${eventLabel(t.eventType, t.source)}${guard ? ` [${guard}]` : ''}`.replace(/[:;]/g, ' ');
}

function diagramLines(node: AnyStateNode, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const lines: string[] = [];
  const children = Object.values(node.states) as AnyStateNode[];
  const initial = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  if (initial) lines.push(`${pad}[*] --> ${mermaidId(initial)}`);
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${pad}--`);
    lines.push(`${pad}state "${child.key}" as ${mermaidId(child)}`);
    if (child.type === 'compound' || child.type === 'parallel') {
      lines.push(`${pad}state ${mermaidId(child)} {`, ...diagramLines(child, depth + 1), `${pad}}`);
    }
    if (child.type === 'final') lines.push(`${pad}${mermaidId(child)} --> [*]`);
  });
  for (const child of children) {
    for (const t of transitionsOf(child)) {
      const targets = t.target?.length ? t.target : [child];
      for (const target of targets)
        lines.push(`${pad}${mermaidId(child)} --> ${mermaidId(target)} : ${arrowLabel(t)}`);
    }
  }
  return lines;
}

/** Mermaid draws parallel regions (`--`) only inside a composite state, so a parallel root gets one. */
function rootLines(root: AnyStateNode): string[] {
  if (root.type !== 'parallel') return diagramLines(root, 1);
  const id = mermaidId(root);
  return [`  state "${root.key}" as ${id}`, `  state ${id} {`, ...diagramLines(root, 2), '  }'];
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}

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
      rows.push(
        `- \`${typeof invoke.src === 'string' ? invoke.src : invoke.id}\` in \`${node.path.join('.') || '(root)'}\``,
      );
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
    'stateDiagram-v2',
    ...rootLines(machine.root),
    '```',
    ...section('States', statesTable(machine)),
    ...section('Events', eventsList(machine)),
    ...section('Guards', guardsList(machine)),
    ...section('Invoked actors', actorsList(machine)),
    '',
  ].join('\n');
}

export function renderIndex(entries: AtlasEntry[]): string {
  return [
    '# The statechart atlas',
    '',
    'One page a machine, generated from machines/ by `npm run atlas`; a test fails when a page no longer',
    'matches its machine. The diagrams are Mermaid `stateDiagram-v2` blocks.',
    '',
    '| machine | states | transitions |',
    '| --- | --- | --- |',
    ...entries.map(({ name, machine }) => {
      const nodes = allNodes(machine.root).slice(1);
      const transitions = allNodes(machine.root).reduce((n, node) => n + transitionsOf(node).length, 0);
      return `| [${name}](${name}.md) | ${nodes.length} | ${transitions} |`;
    }),
    '',
  ].join('\n');
}
