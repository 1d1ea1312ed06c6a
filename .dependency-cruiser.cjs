/**
 * The server's import rules (`npm run deps`, a step of `npm test`): docs/architecture.md, "Areas".
 * - The generic layers (platform/, crud/, db/) import no business area.
 * - No import circle between the business areas' files.
 * Test code (*.test.ts, *.fixtures.ts, test kits, test-support/) is not the product's: it may
 * import test-support, and nothing else may.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'generic-layer-imports-area',
      comment: 'platform/, crud/ and db/ serve every area; an area import would turn them around',
      severity: 'error',
      from: { path: '^apps/server/src/(platform|crud|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-circular',
      comment: 'a circle of files cannot be understood, loaded or changed one part at a time',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { circular: true },
    },
    {
      name: 'product-imports-test-code',
      comment: 'what users run (the server, the CLI, npm run stack:*) does not load test code',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: '\\.test\\.tsx?$|\\.fixtures\\.ts$|test-support/|test-kit',
      },
      to: { path: 'test-support/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
  },
};
