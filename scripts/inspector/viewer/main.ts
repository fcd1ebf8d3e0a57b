import mermaid from 'mermaid';
import { type AnyStateMachine, type AnyStateNode, createMachine } from 'xstate';
import { actorName, allNodes, mermaidDiagram } from '../../atlas/diagram.ts';
import { type Actors, activeNodeIds, actorTree, type InspectedActor, receive, shortId } from '../actors.ts';
import { attachZoom, ZOOM_STEP } from './zoom.ts';

/**
 * The live viewer of `npm run inspect`: every actor the portal sends through the local relay, grouped
 * by page load (a reload is a new run; an ended run's actors leave), drawn as its statechart with the
 * current states marked, its children under it, its events beside it. A machine with many states opens
 * on the neighbourhood of its current state. Everything it needs is served from this machine.
 */

const relayUrl = new URLSearchParams(location.search).get('relay') ?? 'ws://127.0.0.1:8080';
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });

const main = document.getElementById('actors') as HTMLElement;
const connection = document.getElementById('connection') as HTMLElement;
const endedLog = document.getElementById('ended') as HTMLElement;
let actors: Actors = new Map();
const machines = new Map<string, AnyStateMachine | null>();
const sections = new Map<string, HTMLElement>();
const runSections = new Map<string, HTMLElement>();
const around = new Map<string, boolean>();
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

function runSectionOf(runId: string | null): HTMLElement {
  const key = runId ?? 'unnamed';
  let section = runSections.get(key);
  if (!section) {
    section = document.createElement('section');
    section.className = 'run';
    section.setAttribute('aria-label', `Run ${key}`);
    const heading = document.createElement('h2');
    heading.textContent = `Page load ${key} · since ${new Date().toLocaleTimeString()}`;
    section.append(heading);
    runSections.set(key, section);
    main.prepend(section);
  }
  return section;
}

function sectionOf(actor: InspectedActor): HTMLElement {
  let section = sections.get(actor.sessionId);
  if (!section) {
    section = document.createElement('section');
    section.className = 'actor';
    section.innerHTML =
      '<h3></h3><p class="state"></p><div class="tools" hidden></div>' +
      '<div class="body"><div class="diagram"></div><div><h4>Events</h4><ol></ol></div></div>';
    sections.set(actor.sessionId, section);
  }
  return section;
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

async function render(diagram: HTMLElement, id: string, text: string) {
  const { svg } = await mermaid.render(`d-${id.replace(/\W/g, '_')}`, text);
  diagram.innerHTML = svg;
  const drawn = diagram.querySelector('svg');
  return drawn ? attachZoom(diagram, drawn) : null;
}

/**
 * The whole machine when it can be read whole at this width, else the neighbourhood of its current
 * state (a developer's choice of either sticks), centred on the current state.
 */
async function drawDiagram(actor: InspectedActor, section: HTMLElement, machine: AnyStateMachine) {
  const diagram = section.querySelector('.diagram') as HTMLElement;
  const tools = section.querySelector('.tools') as HTMLElement;
  const active = activeNodeIds(machine.id, actor.value);
  const chosen = around.get(actor.sessionId);
  let aroundNow = chosen ?? false;
  let zoom = await render(diagram, actor.sessionId, mermaidDiagram(machine, active, { around: aroundNow }));
  if (zoom && chosen === undefined && !zoom.fitsReadably()) {
    aroundNow = true;
    zoom = await render(diagram, actor.sessionId, mermaidDiagram(machine, active, { around: true }));
  }
  section.dataset.active = [...active].sort().join(' ');
  section.dataset.view = aroundNow ? 'around' : 'whole';
  if (!zoom) return;
  zoom.centreOn([...diagram.querySelectorAll('g.node.active')]);
  diagram.setAttribute('aria-label', `${nameOf(actor)} statechart: arrows pan, + and - zoom, 0 fits`);
  const toggle = button(aroundNow ? 'Whole machine' : 'Around the current state', () => {
    around.set(actor.sessionId, !aroundNow);
    dirty.add(actor.sessionId);
    void flush();
  });
  const view = zoom;
  tools.replaceChildren(
    toggle,
    button('Zoom in', () => view.zoomBy(ZOOM_STEP)),
    button('Zoom out', () => view.zoomBy(1 / ZOOM_STEP)),
    button('Fit', () => view.fitWidth()),
  );
  tools.hidden = false;
}

async function draw(actor: InspectedActor, depth: number) {
  const section = sectionOf(actor);
  const name = nameOf(actor);
  section.style.marginLeft = `${depth * 2}rem`;
  section.setAttribute('aria-label', name);
  section.dataset.sessionId = actor.sessionId;
  const running = actor.status === 'active';
  section.classList.toggle('actor--ended', !running);
  (section.querySelector('h3') as HTMLElement).textContent =
    `${name}${actor.parentId ? '' : ' (root)'} · ${shortId(actor)}`;
  const state = section.querySelector('.state') as HTMLElement;
  state.textContent = `${running ? 'active' : actor.status} · ${JSON.stringify(actor.value ?? null)}`;
  const log = section.querySelector('ol') as HTMLElement;
  log.replaceChildren(
    ...actor.events.map((event) => {
      const item = document.createElement('li');
      item.textContent = event.type;
      return item;
    }),
  );
  const machine = machineOf(actor);
  if (machine)
    await drawDiagram(actor, section, machine).catch((error: unknown) => {
      // One diagram Mermaid cannot draw must not stop the others from being drawn.
      (section.querySelector('.diagram') as HTMLElement).textContent = `No diagram: ${String(error)}`;
    });
  else
    (section.querySelector('.diagram') as HTMLElement).innerHTML =
      '<p class="none">No statechart: a promise, callback or observable actor.</p>';
}

async function flush() {
  if (flushing) return;
  flushing = true;
  while (dirty.size) {
    const rows = actorTree(actors);
    const wanted = new Set(dirty);
    dirty.clear();
    for (const { actor, depth } of rows) {
      // In the page before it is drawn: the diagram's window is measured to choose its view.
      runSectionOf(actor.runId).append(sectionOf(actor));
      if (wanted.has(actor.sessionId)) await draw(actor, depth);
    }
  }
  flushing = false;
}

function forget(removed: string[]) {
  for (const id of removed) {
    sections.get(id)?.remove();
    sections.delete(id);
    machines.delete(id);
    around.delete(id);
  }
  for (const [key, section] of runSections)
    if (!section.querySelector('.actor')) {
      section.remove();
      runSections.delete(key);
      const note = document.createElement('li');
      note.textContent = `Page load ${key} ended at ${new Date().toLocaleTimeString()}: ${removed.length} actors cleared.`;
      endedLog.prepend(note);
    }
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
    if (result.removed.length) forget(result.removed);
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
