/**
 * The server's import rules (`npm run deps`, a step of `npm test`): docs/architecture.md, "Areas".
 * - The generic layers (platform/, crud/, db/) import no business area.
 * - The business areas import one way, in the tiers below, and no two of their files in a circle.
 * Test code (*.test.ts, *.fixtures.ts, test kits, test-support/) is not the product's: it may
 * import test-support, and nothing else may.
 */
/**
 * The business areas in tiers, lowest first (docs/architecture.md, "Areas and their imports"):
 * an area imports only areas of lower tiers. Work a lower area causes in a higher one goes
 * through a port the higher area fills at start, never an import.
 */
const TIERS = [
  ['admin', 'analytics', 'files', 'notification', 'rates'],
  ['network'],
  ['catalog', 'coupon', 'identity'],
  ['customer', 'dashboard', 'offer', 'product'],
  ['orders'],
  ['agent', 'appointment', 'group', 'payment'],
  ['invoicing'],
  ['supply'],
  ['usage'],
  ['store'],
];
const TEST_CODE = '\\.test\\.tsx?$|\\.fixtures\\.ts$|test-support/|test-kit';

/** One rule per area: it may not import an area of its own tier or above. */
const areaOrder = TIERS.flatMap((tier, level) =>
  tier.map((area) => {
    const above = TIERS.slice(level)
      .flat()
      .filter((other) => other !== area);
    return {
      name: `area-order: ${area}`,
      comment: `${area} is in tier ${level}: it imports only ${TIERS.slice(0, level).flat().join(', ') || 'no area'}`,
      severity: 'error',
      from: { path: `^apps/server/src/modules/${area}/`, pathNot: TEST_CODE },
      to: { path: `^apps/server/src/modules/(${above.join('|')})/` },
    };
  }),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...areaOrder,
    {
      name: 'area-not-in-tiers',
      comment: 'a new area takes its place in TIERS',
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: `^apps/server/src/modules/(${TIERS.flat().join('|')})/`,
      },
      to: {},
    },
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
      from: { path: '^(apps/server/src/|scripts/stack-)', pathNot: TEST_CODE },
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
