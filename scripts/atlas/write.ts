import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ATLAS_DIR, atlasFiles, loadAtlasEntries } from './machines.ts';
import { measureAtlas } from './measure.ts';

// `npm run atlas`: writes docs/machines/ anew, so a machine removed from machines/ loses its page.
const entries = await loadAtlasEntries();
const files = atlasFiles(entries, await measureAtlas(entries));
mkdirSync(ATLAS_DIR, { recursive: true });
for (const old of readdirSync(ATLAS_DIR)) if (!files.has(old)) rmSync(join(ATLAS_DIR, old));
for (const [name, text] of files) writeFileSync(join(ATLAS_DIR, name), text);
console.info(`docs/machines: ${files.size - 1} machine pages and the index`);
