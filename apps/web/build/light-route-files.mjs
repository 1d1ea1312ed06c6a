// The modules a light screen (src/app/routes/light-routes.ts) loads with its page: the page
// modules below and every module they import statically, transitively (type-only imports and
// import() excepted). The lint config forbids static antd imports in these files, so a light
// route stays free of antd on its first load whatever helper a page comes to import.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The page modules of LIGHT_ROUTES (the route tables in src/app/routes and src/app/router.tsx
 * say which module draws each route), with the signed-in layout and the section shell they are
 * drawn in.
 */
export const LIGHT_PAGES = [
  'src/app/shells/signed-in-layout.tsx',
  'src/app/shells/section-shell.tsx',
  'src/modules/dashboard/dashboard-page.tsx',
  'src/modules/catalog/catalog-page.tsx',
  'src/modules/catalog/catalog-prefetch.ts',
  'src/modules/payment/wallet-page.tsx',
  'src/modules/orders/purchase-order-list-page.tsx',
  'src/modules/orders/purchase-order-form-page.tsx',
  'src/modules/orders/purchase-order-detail-page.tsx',
  'src/modules/orders/invoice-list-page.tsx',
  // setup/agent-list: the generic list page.
  'src/crud/resource-list-page.tsx',
  'src/modules/agent/agent-hierarchy-page.tsx',
  'src/modules/agent/agent-customers-page.tsx',
  'src/modules/agent/agent-sales-page.tsx',
];

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// `import x from '...'`, `import { a, type B } from '...'`, `export { a } from '...'`, `import '...'`.
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*'([^']+)'|^\s*import\s+'([^']+)'/gm;

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Whether an import clause brings only types (`{ type A, type B }`). */
function typesOnly(clause) {
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const names = named[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The light screens' modules, as paths from the repository's root (for a lint config's files). */
export function lightRouteFiles(repoRoot) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const [, typeKeyword, clause, from, sideEffect] = match;
      if (typeKeyword || (clause && typesOnly(clause))) continue;
      const next = resolve(file, from ?? sideEffect);
      if (next) visit(next);
    }
  };
  LIGHT_PAGES.forEach((page) => visit(path.join(WEB, page)));
  return [...seen].map((file) => path.relative(repoRoot, file).split(path.sep).join('/')).sort();
}
