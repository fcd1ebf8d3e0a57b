// The inside of sandbox/pdf/untrusted.ts: opens one untrusted PDF in a worker thread, within the
// budget it is given, and posts what it found. Plain JavaScript: a worker thread does not go through
// the tsx loader the sandbox's TypeScript runs on (decision 380).
import { parentPort } from 'node:worker_threads';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFPageLeaf,
  PDFPageTree,
  PDFRef,
  PDFStream,
} from '@cantoo/pdf-lib';

/** Actions a marked page may keep: moving within the document. Every other kind can reach outside it. */
const KEPT_ACTIONS = new Set(['GoTo', 'Named']);
/** Nesting of arrays and dictionaries beyond which a file is refused rather than walked. */
const MAX_NESTING = 64;

class Refusal extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

const name = (key) => PDFName.of(key);

/** Indirect objects as the file writes them (`12 0 obj`), counted before anything is parsed. */
function countObjectHeaders(bytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let count = 0;
  const header = /\d+\s+\d+\s+obj\b/g;
  while (header.exec(text) !== null) count += 1;
  return count;
}

/**
 * The pages, counted as pdf-lib would list them, but each node of the tree visited once: a node met
 * again (a cycle, or a branch listed twice, which doubles the pages at every level) refuses the file.
 */
function countPages(pdf, budget) {
  const root = pdf.catalog.get(name('Pages'));
  if (!(pdf.context.lookup(root) instanceof PDFPageTree)) throw new Refusal('unreadable');
  const seen = new Set();
  const waiting = [root];
  let pages = 0;
  while (waiting.length > 0) {
    const entry = waiting.pop();
    if (entry instanceof PDFRef) {
      if (seen.has(entry.tag)) throw new Refusal('revisits');
      seen.add(entry.tag);
      if (seen.size > budget.maxObjects) throw new Refusal('too-many-objects');
    }
    const node = pdf.context.lookup(entry);
    if (node instanceof PDFPageLeaf) {
      pages += 1;
      if (pages > budget.maxPages) throw new Refusal('too-many-pages');
    } else if (node instanceof PDFPageTree) {
      const kids = node.lookup(name('Kids'));
      if (!(kids instanceof PDFArray)) throw new Refusal('unreadable');
      if (waiting.length + kids.size() > budget.maxObjects) throw new Refusal('too-many-objects');
      for (let i = kids.size() - 1; i >= 0; i -= 1) waiting.push(kids.get(i));
    }
  }
  if (pages === 0) throw new Refusal('unreadable');
  return pages;
}

function actionKind(pdf, value) {
  const action = pdf.context.lookup(value);
  if (!(action instanceof PDFDict)) return null;
  // A dictionary without /S is not an action: a reader runs nothing from it.
  const kind = action.get(name('S'));
  return kind instanceof PDFName ? kind.decodeText() : null;
}

/** Whether an action, or any action chained after it by /Next, leaves the document. */
function leavesDocument(pdf, value, depth = 0) {
  if (depth > MAX_NESTING) return true;
  const resolved = pdf.context.lookup(value);
  if (resolved instanceof PDFArray)
    return resolved.asArray().some((item) => leavesDocument(pdf, item, depth + 1));
  if (!(resolved instanceof PDFDict)) return false;
  const kind = actionKind(pdf, resolved);
  if (kind !== null && !KEPT_ACTIONS.has(kind)) return true;
  const next = resolved.get(name('Next'));
  return next !== undefined && leavesDocument(pdf, next, depth + 1);
}

/**
 * Removes what a reader could run: document and page open actions, additional actions (/AA), the
 * document's JavaScript name tree, XFA forms, and every action other than a move within the file.
 * Returns what was removed, by kind.
 */
function stripActiveContent(pdf) {
  const removed = new Set();
  const visit = (object, depth) => {
    if (depth > MAX_NESTING) throw new Refusal('too-deep');
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFArray) {
      for (const item of dict.asArray()) if (!(item instanceof PDFRef)) visit(item, depth + 1);
      return;
    }
    if (!(dict instanceof PDFDict)) return;
    for (const key of ['AA', 'JavaScript', 'XFA']) {
      if (dict.has(name(key))) {
        dict.delete(name(key));
        removed.add(key);
      }
    }
    for (const key of ['OpenAction', 'A', 'Next']) {
      const value = dict.get(name(key));
      if (value !== undefined && leavesDocument(pdf, value)) {
        dict.delete(name(key));
        removed.add(`${key} ${actionKind(pdf, value) ?? 'chain'}`);
      }
    }
    for (const value of dict.values()) if (!(value instanceof PDFRef)) visit(value, depth + 1);
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object, 0);
  if (removed.size > 0) dropUnreachable(pdf);
  return [...removed].sort();
}

/**
 * Deletes the objects nothing reaches from the document's root any more (the scripts whose references
 * were removed), and any action object left that leaves the document, so the saved file holds none.
 */
function dropUnreachable(pdf) {
  const reached = new Set();
  const waiting = [pdf.context.trailerInfo.Root, pdf.context.trailerInfo.Info].filter(Boolean);
  const follow = (object, depth) => {
    if (depth > MAX_NESTING) return;
    if (object instanceof PDFRef) {
      if (!reached.has(object.tag)) waiting.push(object);
      return;
    }
    const inner = object instanceof PDFStream ? object.dict : object;
    if (inner instanceof PDFArray) for (const item of inner.asArray()) follow(item, depth + 1);
    else if (inner instanceof PDFDict) for (const value of inner.values()) follow(value, depth + 1);
  };
  while (waiting.length > 0) {
    const ref = waiting.pop();
    if (reached.has(ref.tag)) continue;
    reached.add(ref.tag);
    const object = pdf.context.lookup(ref);
    if (object !== undefined) follow(object, 0);
  }
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
    const kind = actionKind(pdf, object);
    if (!reached.has(ref.tag) || (kind !== null && !KEPT_ACTIONS.has(kind))) pdf.context.delete(ref);
  }
}

async function inspect({ bytes, budget }) {
  if (countObjectHeaders(bytes) > budget.maxObjects) throw new Refusal('too-many-objects');
  let pdf;
  try {
    pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: budget.allowEncrypted,
      updateMetadata: false,
      parseSpeed: Number.POSITIVE_INFINITY,
    });
  } catch {
    throw new Refusal('unreadable');
  }
  if (pdf.context.enumerateIndirectObjects().length > budget.maxObjects)
    throw new Refusal('too-many-objects');
  let pageCount;
  try {
    pageCount = countPages(pdf, budget);
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal('unreadable');
  }
  if (!budget.stripActiveContent) return { ok: true, pageCount, stripped: [] };
  const stripped = stripActiveContent(pdf);
  if (stripped.length === 0) return { ok: true, pageCount, stripped };
  const cleaned = await pdf.save({ useObjectStreams: false, updateFieldAppearances: false });
  return { ok: true, pageCount, stripped, bytes: cleaned };
}

// One file a message, one answer each: the worker is kept for the next file while it behaves.
parentPort?.on('message', (task) => {
  inspect(task).then(
    (result) => parentPort?.postMessage(result),
    (error) =>
      parentPort?.postMessage({ ok: false, reason: error instanceof Refusal ? error.reason : 'unreadable' }),
  );
});
