import { declaredCatalogs, type Message } from '../i18n/message.ts';
import { rawMessage } from '../i18n/rawText.ts';

/**
 * A server's words as a message (decision 490). The sandbox answers with the portal's own catalogs'
 * English (the rules are shared), so a refusal it words is known by its catalog entry and is shown in the
 * chosen language; words no catalog holds are shown as they came (SPEC §8, "Raw error text"). This is the
 * one place English is read back into a message: text that arrives from the network.
 */
export function messageOfServerText(text: string): Message {
  const index = currentIndex();
  const exact = index.exact.get(text);
  if (exact) return { id: exact, values: [] };
  for (const { pattern, id } of index.templates) {
    const match = pattern.exec(text);
    if (match) return { id, values: match.slice(1) };
  }
  return rawMessage(text);
}

interface Index {
  size: number;
  exact: Map<string, string>;
  /** Most specific first (the longest fixed text), so that "Page 3 of 12" is not read as "{a} of {b}". */
  templates: { pattern: RegExp; fixed: number; id: string }[];
}

let index: Index = { size: -1, exact: new Map(), templates: [] };

/** Catalogs are declared as their modules load (lazy screens later): the index follows. */
function currentIndex(): Index {
  const catalogs = declaredCatalogs();
  if (index.size === catalogs.size) return index;
  const next: Index = { size: catalogs.size, exact: new Map(), templates: [] };
  for (const [name, catalog] of catalogs) {
    if (name === 'raw') continue;
    for (const [key, entry] of Object.entries(catalog)) {
      const id = `${name}.${key}`;
      if (typeof entry === 'string') {
        if (!next.exact.has(entry)) next.exact.set(entry, id);
      } else if (typeof entry === 'function') {
        const template = templateOf(entry as (...args: string[]) => string);
        if (template) next.templates.push({ ...template, id });
      }
    }
  }
  next.templates.sort((a, b) => b.fixed - a.fixed);
  index = next;
  return index;
}

const MARK = (n: number) => `\u{F0000}${n}\u{F0001}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message function that only places its arguments in the text (`(n) => \`Page ${n}\``) can be read
 * back from its English output; one that decides on its arguments (plurals) cannot.
 */
function templateOf(en: (...args: string[]) => string): { pattern: RegExp; fixed: number } | null {
  const marks = Array.from({ length: en.length }, (_, n) => MARK(n));
  let sample: string;
  try {
    sample = en(...marks);
  } catch {
    return null;
  }
  if (typeof sample !== 'string' || en.length === 0) return null;
  const order: number[] = [];
  let fixed = 0;
  const source = sample.split(/(\u{F0000}\d+\u{F0001})/u).map((part) => {
    const mark = /^\u{F0000}(\d+)\u{F0001}$/u.exec(part);
    if (!mark) {
      fixed += part.length;
      return escapeRegExp(part);
    }
    order.push(Number(mark[1]));
    return '(.+?)';
  });
  if (order.length !== en.length || order.some((n, i) => n !== i)) return null;
  return { pattern: new RegExp(`^${source.join('')}$`, 's'), fixed };
}
