import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Plugin } from 'vite';

/** pdf.js's data folders the canvas viewer fetches on demand: CJK cMaps, standard fonts, image decoders. */
const FOLDERS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'] as const;
const ROOT = join('node_modules', 'pdfjs-dist');
const PDFJS_ASSET_DIR = 'pdfjs';

const TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
  '.bcmap': 'application/octet-stream',
};

function filesOf(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).filter((name) => statSync(join(ROOT, folder, name)).isFile());
}

/**
 * Ships pdf.js's data files with the portal under `<base>/pdfjs/<folder>/`, so documents that need a
 * cMap, a standard font or an image decoder render from the portal's own origin, never a CDN.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'epd-pdfjs-assets',
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const name of filesOf(folder)) {
          this.emitFile({
            type: 'asset',
            fileName: `${PDFJS_ASSET_DIR}/${folder}/${name}`,
            source: readFileSync(join(ROOT, folder, name)),
          });
        }
      }
    },
    configureServer(server) {
      const prefix = `${server.config.base}${PDFJS_ASSET_DIR}/`;
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(prefix)) return next();
        const relative = normalize(path.slice(prefix.length));
        const [folder] = relative.split('/');
        const file = join(ROOT, relative);
        if (
          !FOLDERS.includes(folder as (typeof FOLDERS)[number]) ||
          relative.includes('..') ||
          !existsSync(file)
        )
          return next();
        res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
  };
}
