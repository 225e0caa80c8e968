import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { clientChunkGroups } from './client/build/chunk-groups.ts';
import { inlineFirstPaint } from './client/build/inline-first-paint.ts';

const FEATURE_INDEX = /[\\/]client[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.tsx?$/;

const apiPort = process.env.PORT ?? '5000';

// The SPA lives in client/; the API serves client/dist in production from the same origin.
export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    inlineFirstPaint(fileURLToPath(new URL('./client/theme-init.js', import.meta.url))),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // A few files per first screen instead of dozens (see client/build/chunk-groups.ts).
    rolldownOptions: {
      // A feature's index.ts only re-exports: importing one name from it (the dashboard's reads import each panel's
      // query options) must not load the feature's pages with it, as an import kept for its side effects would.
      treeshake: { moduleSideEffects: (id: string) => !FEATURE_INDEX.test(id) },
      output: { codeSplitting: { groups: clientChunkGroups(fileURLToPath(new URL('./client/src', import.meta.url))) } },
    },
  },
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/healthz': `http://127.0.0.1:${apiPort}` } },
});
