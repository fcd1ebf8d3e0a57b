import type { PDFFont } from '@cantoo/pdf-lib';

// Letters NFKD does not split into a base letter and an accent.
const PLAIN_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Œ: 'OE',
  œ: 'oe',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/**
 * The standard PDF fonts only encode WinAnsi; a party name like "Zoë Ng 吴" must still print.
 * Accents are kept where Latin-1 has them, stripped where it does not, anything else becomes '?'.
 */
export function toWinAnsi(text: string, maxLength = 80): string {
  let out = '';
  for (const char of text.replace(/\s+/g, ' ').trim()) {
    const code = char.codePointAt(0) ?? 0x3f;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (PLAIN_LETTERS[char]) out += PLAIN_LETTERS[char];
    else {
      const base = char.normalize('NFKD').charAt(0);
      const baseCode = base.codePointAt(0) ?? 0;
      out += baseCode >= 0x20 && baseCode <= 0x7e ? base : '?';
    }
  }
  return out.length > maxLength ? `${out.slice(0, maxLength - 3)}...` : out;
}

/** Splits a paragraph into lines that fit `width` points. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A small deterministic hash (FNV-1a) so the same case and type always give the same pages. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: a seeded generator, so page bodies vary by case without being random between runs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
