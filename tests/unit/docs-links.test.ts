import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every feature folder's README (decision 095), as paths from the repository root. */
function featureReadmes(): string[] {
  return readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('src/features', entry.name, 'README.md'))
    .sort();
}

/** The READMEs of workflows kept among the shared components (the annotation editor, decision 480). */
function componentReadmes(): string[] {
  return readdirSync(join(ROOT, 'src/components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('src/components', entry.name, 'README.md'))
    .filter((f) => existsSync(join(ROOT, f)))
    .sort();
}

/** README.md, every Markdown file under docs/ and the workflow READMEs, as paths from the repository root. */
function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f));
  const readmes = [...featureReadmes().filter((f) => existsSync(join(ROOT, f))), ...componentReadmes()];
  return ['README.md', ...docs.sort(), ...readmes];
}

/** Text outside fenced blocks and code spans: a link written as an example in code is not a link. */
function proseOf(markdown: string): string {
  let fenced = false;
  const lines = markdown.split('\n').map((line) => {
    if (/^\s{0,3}(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
  return lines.join('\n').replace(/(`+)[^`]*?\1/g, '');
}

/** The relative targets of inline links, images and reference definitions, without anchor or query. */
function relativeLinks(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [
    ...prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*(?:<([^>]*)>|([^)\s]*))(?:\s+"[^"]*")?\s*\)/g),
  ];
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(?:<([^>]*)>|(\S+))/gm)];
  return [...inline, ...references]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((target) => target !== '' && !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(target))
    .map((target) => decodeURI(target.replace(/[?#].*$/, '')));
}

/** The links of a file (a path from the root, with its text) whose target does not exist in the repository. */
function missingTargets(file: string, markdown = readFileSync(join(ROOT, file), 'utf8')): string[] {
  return relativeLinks(markdown).filter((target) => {
    const path = target.startsWith('/') ? join(ROOT, target) : join(ROOT, dirname(file), target);
    return !existsSync(path) || relative(ROOT, path).startsWith('..');
  });
}

describe('relative links in README.md and docs/', () => {
  const files = markdownFiles();

  it('finds a README in every feature folder, mapping the workflow to its files', () => {
    expect(featureReadmes().filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });

  it('reads the links of every document', () => {
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('docs/decisions/README.md');
    const count = files.reduce((n, f) => n + relativeLinks(readFileSync(join(ROOT, f), 'utf8')).length, 0);
    expect(count).toBeGreaterThan(60);
  });

  for (const file of files) {
    it(`${file}: every relative link points at a file that exists`, () => {
      expect(missingTargets(file)).toEqual([]);
    });
  }
});

describe('the link reader', () => {
  it('reads inline links, images and reference definitions, without anchor or query', () => {
    const markdown = [
      'See [the tours](decisions/031-browser-replay-tours.md#decision) and ![a map](img/map%20one.png "Map").',
      '[atlas]: machines/README.md',
      'A [sandbox](<../sandbox notes.md>) link.',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([
      'decisions/031-browser-replay-tours.md',
      'img/map one.png',
      '../sandbox notes.md',
      'machines/README.md',
    ]);
  });

  it('leaves out addresses on the web, anchors in the same page, and links written in code', () => {
    const markdown = [
      '[web](https://stately.ai/docs/inspector), [mail](mailto:a@b.c), [here](#context), [cdn](//x.y/z.js)',
      'Write `[NNN](NNN-kebab-title.md)` for a record.',
      '```md',
      '[example](missing.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(markdown)).toEqual([]);
  });

  it("reports a target that is missing or outside the repository, from the linking file's folder", () => {
    const markdown =
      '[a](architecture.md) [b](decisions/README.md) [c](decisions.md) [d](../../x.md) [e](/README.md)';
    expect(missingTargets('docs/overview.md', markdown)).toEqual(['decisions.md', '../../x.md']);
  });
});
