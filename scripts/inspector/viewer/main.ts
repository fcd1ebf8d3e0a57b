import mermaid from 'mermaid';
import { type AnyStateMachine, type AnyStateNode, createMachine } from 'xstate';
import { actorName, allNodes, mermaidDiagram } from '../../atlas/diagram.ts';
import { type Actors, activeNodeIds, actorTree, type InspectedActor, receive } from '../actors.ts';

/**
 * The live viewer of `npm run inspect`: every actor the portal sends through the local relay, drawn
 * as its statechart with the current states marked, its children under it, its events beside it.
 * Everything it needs is served from this machine (no stately.ai).
 */

const relayUrl = new URLSearchParams(location.search).get('relay') ?? 'ws://localhost:8080';
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });

const main = document.getElementById('actors') as HTMLElement;
const connection = document.getElementById('connection') as HTMLElement;
let actors: Actors = new Map();
const machines = new Map<string, AnyStateMachine | null>();
const sections = new Map<string, HTMLElement>();
const dirty = new Set<string>();
let flushing = false;

/** The machine rebuilt from the definition the inspector sent; null for promise or callback actors. */
function machineOf(actor: InspectedActor): AnyStateMachine | null {
  if (!machines.has(actor.sessionId)) {
    let machine: AnyStateMachine | null = null;
    if (actor.definition && typeof actor.definition === 'object' && 'states' in actor.definition) {
      try {
        machine = createMachine(actor.definition as Parameters<typeof createMachine>[0]);
      } catch (error) {
        console.warn(`No diagram for ${actor.name}`, error);
      }
    }
    machines.set(actor.sessionId, machine);
  }
  return machines.get(actor.sessionId) ?? null;
}

/** An invoked actor without an id of its own gets a generated one (`0.loginForm.signingIn`): name it by its src. */
function nameOf(actor: InspectedActor): string {
  const parent = actor.parentId ? actors.get(actor.parentId) : undefined;
  const parentMachine = parent ? machineOf(parent) : null;
  if (!parentMachine || !/^\d+\./.test(actor.name)) return actor.name;
  const invoking = allNodes(parentMachine.root).find((node: AnyStateNode) =>
    node.invoke.some((invoke) => invoke.id === actor.name),
  );
  return invoking ? actorName(invoking, actor.name) : actor.name;
}

function sectionOf(actor: InspectedActor): HTMLElement {
  let section = sections.get(actor.sessionId);
  if (!section) {
    section = document.createElement('section');
    section.className = 'actor';
    section.innerHTML =
      '<h2></h2><p class="state"></p><div class="body"><div class="diagram"></div><div><h3>Events</h3><ol></ol></div></div>';
    sections.set(actor.sessionId, section);
  }
  return section;
}

async function draw(actor: InspectedActor, depth: number) {
  const section = sectionOf(actor);
  const name = nameOf(actor);
  section.style.marginLeft = `${depth * 2}rem`;
  section.setAttribute('aria-label', name);
  section.dataset.sessionId = actor.sessionId;
  (section.querySelector('h2') as HTMLElement).textContent =
    `${name}${actor.parentId ? '' : ' (root)'} · ${actor.sessionId}`;
  const state = section.querySelector('.state') as HTMLElement;
  state.textContent = `${actor.status} · ${JSON.stringify(actor.value ?? null)}`;
  const log = section.querySelector('ol') as HTMLElement;
  log.replaceChildren(
    ...actor.events.map((event) => {
      const item = document.createElement('li');
      item.textContent = event.type;
      return item;
    }),
  );
  const diagram = section.querySelector('.diagram') as HTMLElement;
  const machine = machineOf(actor);
  if (!machine) {
    diagram.innerHTML = '<p class="none">No statechart: a promise, callback or observable actor.</p>';
    return;
  }
  const active = activeNodeIds(machine.id, actor.value);
  section.dataset.active = [...active].sort().join(' ');
  const { svg } = await mermaid.render(
    `d-${actor.sessionId.replace(/\W/g, '_')}`,
    mermaidDiagram(machine, active),
  );
  diagram.innerHTML = svg;
}

async function flush() {
  if (flushing) return;
  flushing = true;
  while (dirty.size) {
    const rows = actorTree(actors);
    const wanted = new Set(dirty);
    dirty.clear();
    for (const { actor, depth } of rows) {
      if (wanted.has(actor.sessionId)) await draw(actor, depth);
      main.append(sectionOf(actor));
    }
  }
  flushing = false;
}

function connect() {
  const socket = new WebSocket(relayUrl);
  socket.onopen = () => {
    connection.textContent = `Connected to ${relayUrl}. Open the portal in development with ?inspect=ws.`;
  };
  socket.onmessage = (message) => {
    if (typeof message.data !== 'string') return;
    const result = receive(actors, message.data);
    actors = result.actors;
    if (!result.changed) return;
    dirty.add(result.changed);
    void flush();
  };
  socket.onclose = () => {
    connection.textContent = `No relay at ${relayUrl}; trying again…`;
    setTimeout(connect, 1000);
  };
}

connect();
