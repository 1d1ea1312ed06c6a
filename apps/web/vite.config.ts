import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { shellPreload } from './build/shell-preload';
import { themeCssVars } from './build/theme-css-vars';
import { zodJsonSchemaStub } from './build/zod-json-schema-stub';

const VENDOR_REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/** The shared contract is pure declarations: unused schemas (and zod with them) can be dropped. */
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;

/**
 * `npm run analyze -w apps/web` (BUNDLE_STATS=html|raw-data) writes the bundle analyser's report
 * to dist/stats.html (or stats.json): which modules every chunk holds, gzipped.
 */
function bundleStats(): PluginOption[] {
  const template = process.env.BUNDLE_STATS;
  if (!template) return [];
  const raw = template === 'raw-data';
  return [
    visualizer({
      filename: `dist/stats.${raw ? 'json' : 'html'}`,
      template: raw ? 'raw-data' : 'treemap',
      gzipSize: true,
    }),
  ];
}

/**
 * The SPA is served under any BASE_PATH (hash routing, relative asset URLs) and calls the API at
 * `${BASE_PATH}api/`. The manifest lets the bundle-budget script compute per-route chunks.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [
    react(),
    zodJsonSchemaStub(),
    themeCssVars(),
    // A signed-in page asks for the shell's chunks (and the dashboard's or the catalogue's) before
    // React has run (build/shell-preload.ts, issue 30).
    shellPreload({
      shells: ['src/app/shells/signed-in-layout.tsx'],
      antdShells: ['src/app/shells/antd-frame.tsx'],
      // The light screens customers land on (issue 30): their chunks beside React's.
      pages: {
        '': 'src/modules/dashboard/dashboard-page.tsx',
        catalog: 'src/modules/catalog/catalog-page.tsx',
        wallet: 'src/modules/payment/wallet-page.tsx',
        'purchase-order-list': 'src/modules/orders/purchase-order-list-page.tsx',
        'purchase-order-new': 'src/modules/orders/purchase-order-form-page.tsx',
        'purchase-order-detail': 'src/modules/orders/purchase-order-detail-page.tsx',
        'setup/invoice-list': [
          'src/app/routes/setup-routes.ts',
          'src/app/shells/section-shell.tsx',
          'src/modules/orders/invoice-list-page.tsx',
        ],
      },
    }),
    ...bundleStats(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports (Chrome, Edge, Firefox 115+, Safari 17+) preloads modules
    // itself: the polyfill was 0.4 KiB on every route, at the routes' byte budget.
    modulePreload: { polyfill: false },
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks: the entry's unused exports may go.
      preserveEntrySignatures: false,
      // Keep code shared by lazy routes out of the entry chunk: the sign-in route stays light.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      treeshake: {
        moduleSideEffects: (id: string) => (CONTRACT_SOURCE.test(id) ? false : undefined),
        // Schema builders are pure: schemas nobody uses (and zod with them) stay out of a chunk.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Small common chunks (a hook, an API module, a status tag shared by a few screens) are
          // copied into the chunks that read them, one state kept by Rolldown's registry: a page
          // came in waves of 1 KiB chunks, six at a time over HTTP/1.1, and its data request
          // waited for the last (mobile Lighthouse: the invoice list 86-89, then 95). Chunks
          // holding styles stay files (Rolldown's guide: Vite's CSS plugin would emit them twice).
          // It needs strictExecutionOrder (each module run by an init call): about 3 % more
          // bytes on a route (docs/architecture.md, "Bundle budget").
          experimentalInlineCommonChunks: {
            maxSize: 6 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            { name: 'react-vendor', test: VENDOR_REACT, priority: 10 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 9 },
            {
              name: 'app-shell',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](app|lib|ui)[\\/]|[\\/]node_modules[\\/]@tanstack[\\/]/,
              minShareCount: 10,
              priority: 7,
            },
            // The antd modules most screens share (theme, menu, select, form, trigger ...), one
            // chunk: compressed together they weigh less than as dozens of small chunks. A module
            // shared by fewer screens stays in those screens' chunks. Measured with npm run budget.
            {
              name: 'antd-core',
              test: /[\\/]node_modules[\\/](antd|@rc-component|@ant-design|stylis|@babel[\\/]runtime|@emotion|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|clsx|classnames)[\\/]/,
              minShareCount: 30,
              priority: 8,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
});
