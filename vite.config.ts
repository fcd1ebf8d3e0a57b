import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configuredHosts } from './sandbox/http/allowedHosts.ts';
import { precompress } from './scripts/vite-compress.ts';
import { pdfjsAssets } from './scripts/vite-pdfjs-assets.ts';
import { prerenderLogin } from './scripts/vite-prerender-login.ts';
import { screenChunks } from './scripts/vite-screen-chunks.ts';
import { screenPages } from './scripts/vite-screen-pages.ts';

/**
 * The names the dev server answers to besides this machine's own (Vite allows localhost, *.localhost
 * and IP addresses): the sandbox's list, EPD_ALLOWED_HOSTS, so both refuse the same rebound names.
 */
const allowedHosts = configuredHosts(process.env);

/** The customer screens' shared modules in two chunks instead of many small ones (decision 453). */
const sharedScreenChunks = screenChunks();

// The portal is served under /epd; the sandbox serves dist/ there and the API under /api.
export default defineConfig({
  base: '/epd/',
  // prerenderLogin: the login page's HTML drawn at build (decision 341); precompress: brotli and gzip
  // copies of the built files, chosen by the server (decision 340); screenPages: the signed-in screens'
  // pages that name every chunk the screen needs (decision 450).
  plugins: [
    react(),
    pdfjsAssets(),
    prerenderLogin(),
    sharedScreenChunks.plugin,
    screenPages(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: sharedScreenChunks.codeSplitting } },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    allowedHosts,
    proxy: { '/api': `http://localhost:${process.env.SANDBOX_PORT ?? 4173}` },
  },
  preview: { allowedHosts },
});
