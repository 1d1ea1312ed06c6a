import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const VENDOR_REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The shared contract is pure declarations: the store takes its paths and lists, never zod. */
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;

/**
 * The web store (issue 28): served by the server under `/store/` and `/store/{code}/` at any
 * depth (path routing), so the server rewrites the page's `./assets/` URLs to absolute ones;
 * chunks import each other relative to themselves. The manifest feeds `npm run budget`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (CONTRACT_SOURCE.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: VENDOR_REACT, priority: 10 }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
});
