import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal is served under /epd; the sandbox serves dist/ there and the API under /api.
export default defineConfig({
  base: '/epd/',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://localhost:${process.env.SANDBOX_PORT ?? 4173}` },
  },
});
