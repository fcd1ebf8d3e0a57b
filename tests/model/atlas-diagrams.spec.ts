import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { loadAtlasEntries } from '../../scripts/atlas/machines.ts';
import { renderPage } from '../../scripts/atlas/render.ts';

const MERMAID = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

test('every diagram of the statechart atlas is valid Mermaid that draws every state', async ({ page }) => {
  const pages = (await loadAtlasEntries()).map((entry) => [entry.name, renderPage(entry)] as const);
  expect(pages.length).toBeGreaterThan(10);
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: MERMAID });
  for (const [name, text] of pages) {
    const diagram = text.split('```mermaid\n')[1]?.split('\n```')[0] ?? '';
    const drawn = await page.evaluate(
      async ([id, code]) => {
        const { mermaid } = window as unknown as {
          mermaid: {
            initialize(o: object): void;
            render(id: string, code: string): Promise<{ svg: string }>;
          };
        };
        mermaid.initialize({ startOnLoad: false });
        try {
          const { svg } = await mermaid.render(id, code);
          return { svg, error: null };
        } catch (error) {
          return { svg: '', error: String(error) };
        }
      },
      [`d${name.replace(/\W/g, '')}`, diagram] as const,
    );
    expect(drawn.error, name).toBeNull();
    // Every `state "x" as id` line is a node of the drawing.
    const states = [...diagram.matchAll(/state "[^"]+" as (\S+)/g)].map((m) => m[1]);
    for (const id of states) expect(drawn.svg, `${name}: ${id}`).toContain(`state-${id}-`);
  }
});
