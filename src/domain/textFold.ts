/**
 * Text folded as pdf.js's own find folds it (PDFFindController's normalize() in pdf_viewer.mjs,
 * pdfjs-dist 5.6): accents split off (NFD), compatibility characters such as ligatures replaced by
 * their NFKC form, typographic quotes and dashes made plain, a word hyphenated over a line end joined,
 * and a line end read as a space (decision 256). Each folded character remembers which characters of
 * the original text it came from, so a match can be highlighted on the original.
 */

/** pdf.js's CHARACTERS_TO_NORMALIZE. */
const PLAIN: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u00BC': '1/4',
  '\u00BD': '1/2',
  '\u00BE': '3/4',
};

let foldPattern: RegExp | null = null;

/** Every BMP character that NFKC changes, marks aside, as a character class body (as pdf.js builds it). */
function nfkcClass(): string {
  const ranges: string[] = [];
  let first = -1;
  let last = -1;
  const flush = () => {
    if (first === -1) return;
    const from = String.fromCharCode(first);
    ranges.push(first === last ? from : `${from}-${String.fromCharCode(last)}`);
  };
  for (let code = 0; code < 0x10000; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCharCode(code);
    if (char.normalize('NFKC') === char || /^\p{M}$/u.test(char)) continue;
    if (last === code - 1) last = code;
    else {
      flush();
      first = last = code;
    }
  }
  flush();
  return ranges.join('');
}

/** pdf.js's normalization expression, alternatives in its order (its Hangul-only last one changes no text). */
function pattern(): RegExp {
  if (foldPattern) return foldPattern;
  const alternatives = [
    `[${Object.keys(PLAIN).join('')}]`,
    `[${nfkcClass()}]`,
    '(?:\\u3099|\\u309A)\\n',
    '\\p{M}+(?:-\\n)?',
    '\\p{Ll}-\\n(?=\\p{Ll})|\\p{Lu}-\\n(?=\\p{L})',
    '\\S-\\n',
    '(?:\\p{Ideographic}|[\\u3040-\\u30FF])\\n',
    '\\n',
  ];
  foldPattern = new RegExp(alternatives.map((a) => `(${a})`).join('|'), 'gum');
  return foldPattern;
}

const nfkcCache = new Map<string, string>();

/** What one normalization match becomes, as pdf.js replaces it. */
function replacement(match: RegExpExecArray): string {
  const [whole, plain, nfkc, kana, marks, broken, dash, cjk] = match;
  if (plain) return PLAIN[plain] ?? plain;
  if (nfkc) {
    const cached = nfkcCache.get(nfkc);
    if (cached !== undefined) return cached;
    const folded = nfkc.normalize('NFKC');
    nfkcCache.set(nfkc, folded);
    return folded;
  }
  // A kana voicing mark or a CJK character at a line's end: the line end goes.
  if (kana) return kana.slice(0, -1);
  if (cjk) return cjk.slice(0, -1);
  // Accents stay in the folded text (the query pattern lets them be), a hyphen at the line's end goes.
  if (marks) return marks.endsWith('-\n') ? marks.slice(0, -2) : marks;
  // A word hyphenated over a line end is one word again.
  if (broken) return broken.slice(0, -2);
  // Any other hyphen at a line's end stays, joined to the next line: '2019-\n2020' is '2019-2020'.
  if (dash) return dash.slice(0, -1);
  return whole === '\n' ? ' ' : whole;
}

export interface FoldedText {
  text: string;
  /** Whether the text holds accents (combining marks): pdf.js's query pattern then allows them. */
  hasDiacritics: boolean;
}

export interface FoldedWithOrigins extends FoldedText {
  /** from[i], to[i]: folded character i came from original characters [from[i], to[i]). */
  from: number[];
  to: number[];
}

/** Characters below U+00C0 are their own NFD: text made of them only skips the decomposition. */
const DECOMPOSABLE = /[\u00C0-\uFFFF]/;

/** A character with the marks after it: NFD reorders marks only within such a run. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gsu;

/** NFD; with origins one code point at a time, so each decomposed character knows its original. */
function decompose(text: string, origins: boolean): { text: string; from: number[]; to: number[] } {
  // Counting needs no origins: the whole text at once is far quicker.
  if (!origins) return { text: DECOMPOSABLE.test(text) ? text.normalize('NFD') : text, from: [], to: [] };
  if (!DECOMPOSABLE.test(text)) {
    const from = Array.from({ length: text.length }, (_, i) => i);
    return { text, from, to: from.map((i) => i + 1) };
  }
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const [cluster] of text.matchAll(CLUSTER)) {
    const whole = cluster.normalize('NFD');
    let apart = '';
    let inner = at;
    for (const char of cluster) {
      const parts = char.normalize('NFD');
      apart += parts;
      for (let k = 0; k < parts.length; k++) {
        from.push(inner);
        to.push(inner + char.length);
      }
      inner += char.length;
    }
    // Marks NFD reorders (a kept mark such as U+0F72 before U+0F71) are read in NFD's order, as the count
    // reads them: each then comes from the whole cluster, so its highlight covers the cluster.
    if (apart !== whole)
      for (let k = from.length - whole.length; k < from.length; k++) {
        from[k] = at;
        to[k] = inner;
      }
    out += whole;
    at = inner;
  }
  return { text: out, from, to };
}

function run(text: string, origins: boolean): FoldedWithOrigins {
  const nfd = decompose(text, origins);
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let hasDiacritics = false;
  let copied = 0;
  const copy = (end: number) => {
    out += nfd.text.slice(copied, end);
    if (origins)
      for (let k = copied; k < end; k++) {
        from.push(nfd.from[k] ?? 0);
        to.push(nfd.to[k] ?? 0);
      }
    copied = end;
  };
  const re = pattern();
  re.lastIndex = 0;
  for (let match = re.exec(nfd.text); match; match = re.exec(nfd.text)) {
    copy(match.index);
    const whole = match[0];
    const folded = replacement(match);
    if (match[3] || match[4]) hasDiacritics = true;
    if (origins) {
      // What is kept of the match keeps its own origins; what replaces a character takes that one's.
      const kept = whole.startsWith(folded);
      for (let k = 0; k < folded.length; k++) {
        const source = match.index + (kept ? k : 0);
        from.push(nfd.from[source] ?? 0);
        to.push(nfd.to[source] ?? 0);
      }
    }
    out += folded;
    copied = match.index + whole.length;
  }
  copy(nfd.text.length);
  return { text: out, hasDiacritics, from, to };
}

/** The text as pdf.js's find searches it. */
export function foldText(text: string): FoldedText {
  const { text: folded, hasDiacritics } = run(text, false);
  return { text: folded, hasDiacritics };
}

/** The same folding, with each folded character's origin in text. */
export function foldWithOrigins(text: string): FoldedWithOrigins {
  return run(text, true);
}
