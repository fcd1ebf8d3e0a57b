import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A machine's Mermaid `stateDiagram-v2`, read from its state nodes: the atlas pages draw it, and the
 * live viewer of `npm run inspect` draws it in the browser with the running actor's states marked.
 */

export type Guard =
  | string
  | { type?: string; guards?: Guard[] }
  | ((...args: never[]) => unknown)
  | undefined;

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

/**
 * An invoked actor's name: its id, the name its done and error events carry, followed by its source when
 * the two differ (`reloadCase (loadCase)`). An invoke without an id gets a generated one
 * (`0.review.loading`): then its source is the only readable name.
 */
export function actorName(node: AnyStateNode, id: string): string {
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) {
    const invoke = at.invoke.find((i) => i.id === id);
    if (!invoke) continue;
    const src = typeof invoke.src === 'string' ? invoke.src : undefined;
    if (/^\d+\./.test(id)) return src ?? id;
    return src && src !== id ? `${id} (${src})` : id;
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

export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
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

/** Which nodes and arrows a diagram draws: the whole machine, or one state's neighbourhood. */
interface Scope {
  node(node: AnyStateNode): boolean;
  arrow(source: AnyStateNode, target: AnyStateNode): boolean;
}

const WHOLE: Scope = { node: () => true, arrow: () => true };

function diagramLines(node: AnyStateNode, depth: number, scope: Scope): string[] {
  const pad = '  '.repeat(depth);
  const lines: string[] = [];
  const children = (Object.values(node.states) as AnyStateNode[]).filter(scope.node);
  const initial = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  if (initial && scope.node(initial)) lines.push(`${pad}[*] --> ${mermaidId(initial)}`);
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${pad}--`);
    lines.push(`${pad}state "${child.key}" as ${mermaidId(child)}`);
    if (child.type === 'compound' || child.type === 'parallel') {
      lines.push(`${pad}state ${mermaidId(child)} {`, ...diagramLines(child, depth + 1, scope), `${pad}}`);
      if (child.type === 'parallel') lines.push(...regionArrows(child, pad, scope));
    }
    if (child.type === 'final') lines.push(`${pad}${mermaidId(child)} --> [*]`);
  });
  // A parallel node's regions are separated by `--`: an arrow drawn among them would land in the last
  // region, so the regions' own arrows are drawn outside the parallel node (regionArrows).
  if (node.type !== 'parallel') lines.push(...children.flatMap((child) => arrowsOf(child, pad, scope)));
  return lines;
}

function arrowsOf(node: AnyStateNode, pad: string, scope: Scope): string[] {
  return transitionsOf(node).flatMap((t) =>
    (t.target?.length ? t.target : [node])
      .filter((target) => scope.arrow(node, target))
      .map((target) => `${pad}${mermaidId(node)} --> ${mermaidId(target)} : ${arrowLabel(t)}`),
  );
}

function regionArrows(parallel: AnyStateNode, pad: string, scope: Scope): string[] {
  return (Object.values(parallel.states) as AnyStateNode[])
    .filter(scope.node)
    .flatMap((region) => arrowsOf(region, pad, scope));
}

/**
 * The root's children, inside a composite state named after the machine when the root has transitions
 * of its own (they apply in every state, as `session.logout` does): Mermaid draws those arrows from the
 * composite's border, and a targetless one as a loop on it. Mermaid draws parallel regions (`--`) only
 * inside a composite state, so a parallel root always gets one.
 */
function rootLines(root: AnyStateNode, scope: Scope): string[] {
  const ownArrows = arrowsOf(root, '  ', scope);
  if (root.type !== 'parallel' && ownArrows.length === 0) return diagramLines(root, 1, scope);
  const id = mermaidId(root);
  return [
    `  state "${root.key}" as ${id}`,
    `  state ${id} {`,
    ...diagramLines(root, 2, scope),
    '  }',
    ...(root.type === 'parallel' ? regionArrows(root, '  ', scope) : []),
    ...ownArrows,
  ];
}

const within = (node: AnyStateNode, ancestor: AnyStateNode) => {
  for (let at: AnyStateNode | undefined = node; at; at = at.parent) if (at === ancestor) return true;
  return false;
};

/**
 * One state's neighbourhood, for a machine too big to read whole: the active states, every state one
 * transition away from them (the transitions of an active state or of its ancestors, the root's
 * included) and every state with a transition into them; the arrows among those that touch an active
 * state. Ancestors of what is kept are kept, so the nesting still reads.
 */
function neighbourhood(machine: AnyStateMachine, active: ReadonlySet<string>): Scope {
  const nodes = allNodes(machine.root);
  const isActive = (node: AnyStateNode) => node === machine.root || active.has(node.id);
  const touches = (source: AnyStateNode, target: AnyStateNode) =>
    isActive(source) || nodes.some((n) => active.has(n.id) && within(n, target));
  const kept = new Set<AnyStateNode>(nodes.filter(isActive));
  for (const source of nodes)
    for (const t of transitionsOf(source))
      for (const target of t.target?.length ? t.target : [source])
        if (touches(source, target)) kept.add(source).add(target);
  const shown = new Set<AnyStateNode>();
  for (const node of kept) for (let at: AnyStateNode | undefined = node; at; at = at.parent) shown.add(at);
  return {
    node: (node) => shown.has(node),
    arrow: (source, target) => shown.has(source) && shown.has(target) && touches(source, target),
  };
}

/**
 * The diagram's text; the nodes whose ids are in `active` are drawn as the current state. `around`
 * draws only the active states' neighbourhood.
 */
export function mermaidDiagram(
  machine: AnyStateMachine,
  active: ReadonlySet<string> = new Set(),
  { around = false }: { around?: boolean } = {},
): string {
  const marked = allNodes(machine.root).filter((node) => node !== machine.root && active.has(node.id));
  const scope = around && marked.length ? neighbourhood(machine, active) : WHOLE;
  return [
    'stateDiagram-v2',
    ...rootLines(machine.root, scope),
    // The current leaves are filled; the states around them only outlined, so the leaves stand out.
    ...(marked.length
      ? [
          '  classDef active fill:#fde68a,stroke:#b45309,stroke-width:2px',
          '  classDef activeParent stroke:#b45309,stroke-width:2px',
          ...marked
            .filter(scope.node)
            .map(
              (n) =>
                `  class ${mermaidId(n)} ${n.type === 'atomic' || n.type === 'final' ? 'active' : 'activeParent'}`,
            ),
        ]
      : []),
  ].join('\n');
}

export function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap(allNodes)];
}
