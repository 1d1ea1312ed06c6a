#!/usr/bin/env node
// Bundle budget of the web app: for the entry and for every lazily loaded chunk (the route
// modules), the gzipped JS a first load of that route fetches = the static-import closure of the
// entry plus of every lazy chunk on the way to the route. Reads Vite's build manifest.
//   sign-in page (src/modules/identity/*sign-in-page*): <= 200 KiB gzipped
//   every other route:                                 <= 350 KiB gzipped
// Usage: node scripts/bundle-budget.mjs [path/to/manifest.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const KiB = 1024;
const SIGN_IN_BUDGET = 200 * KiB;
const ROUTE_BUDGET = 350 * KiB;

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const manifestPath = path.resolve(
  process.argv[2] ??
    process.env.BUNDLE_MANIFEST ??
    path.join(root, 'apps/web/dist/.vite/manifest.json'),
);
// The manifest sits in <outDir>/.vite/manifest.json (Vite 5+) or <outDir>/manifest.json.
const outDir =
  path.basename(path.dirname(manifestPath)) === '.vite'
    ? path.dirname(path.dirname(manifestPath))
    : path.dirname(manifestPath);

if (!fs.existsSync(manifestPath)) {
  console.error(
    `bundle-budget: ${path.relative(root, manifestPath)} not found; run \`npm run build\` first (build.manifest must be on)`,
  );
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const isJs = (file) => /\.(m?js|cjs)$/.test(file);
const gzCache = new Map();
function gzipSize(file) {
  if (!gzCache.has(file)) {
    const full = path.join(outDir, file);
    if (!fs.existsSync(full)) throw new Error(`${file} is in the manifest but not in ${outDir}`);
    gzCache.set(file, zlib.gzipSync(fs.readFileSync(full)).length);
  }
  return gzCache.get(file);
}

/** Keys reachable from `key` through static imports (key included). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const entryKey = entryKeys.includes('index.html') ? 'index.html' : entryKeys[0];
if (!entryKey) {
  console.error('bundle-budget: the manifest has no entry (isEntry)');
  process.exit(1);
}

// Breadth-first over dynamic imports: the shortest lazy chain from the entry to every lazy chunk.
/** @type {Map<string, string[]>} chunk key -> chain of chunk keys from the entry */
const chains = new Map([[entryKey, [entryKey]]]);
const queue = [entryKey];
while (queue.length > 0) {
  const key = queue.shift();
  for (const member of staticClosure(key)) {
    for (const lazy of manifest[member].dynamicImports ?? []) {
      if (!manifest[lazy] || chains.has(lazy)) continue;
      chains.set(lazy, [...chains.get(key), lazy]);
      queue.push(lazy);
    }
  }
}
// Lazy chunks not reachable from the entry (another entry's) still get measured on their own.
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && !chains.has(key)) chains.set(key, [entryKey, key]);
}

const label = (key) => manifest[key].src ?? key;
const isSignIn = (key) => {
  const src = (manifest[key].src ?? key).replace(/\\/g, '/');
  const name = manifest[key].name ?? path.basename(manifest[key].file);
  return src.includes('src/modules/identity/') && /sign-in-page/.test(`${src} ${name}`);
};

const signInKeys = [...chains.keys()].filter((k) => k !== entryKey && isSignIn(k));
const notes = [];
if (signInKeys.length === 0) {
  notes.push(
    'no lazily loaded sign-in page chunk (src/modules/identity/*sign-in-page*) found: the sign-in page is taken to be in the entry, so the entry gets the sign-in budget',
  );
}

// A signed-in page is rendered inside the signed-in layout and a section shell, which the router
// loads lazily beside the page: count them in every signed-in page's first load (an upper bound).
const frameKeys = Object.keys(manifest).filter((k) =>
  /app\/shells\/(signed-in-layout|section-shell)\.tsx$/.test(
    (manifest[k].src ?? k).replace(/\\/g, '/'),
  ),
);
// The generic CRUD pages are always loaded together with a resource catalog (crud-routes.tsx
// imports both in parallel: the admin section's catalog for /admin routes, else the general one).
// A generic page is measured once with each catalog.
const srcOf = (k) => (manifest[k].src ?? k).replace(/\\/g, '/');
const catalogKeys = Object.keys(manifest).filter((k) =>
  /src\/crud\/([a-z]+-)?resource-catalog\.tsx$/.test(srcOf(k)),
);
const companionsOf = (key) =>
  /src\/crud\/resource-[a-z]+-page\.tsx$/.test(srcOf(key))
    ? catalogKeys.map((c) => ({ suffix: ` + ${path.basename(srcOf(c), '.tsx')}`, keys: [c] }))
    : [{ suffix: '', keys: [] }];

// Public screens (apps/web/src/app/routes/public-routes.ts) render without the signed-in frame.
const publicRoutesFile = path.join(root, 'apps/web/src/app/routes/public-routes.ts');
const publicModules = fs.existsSync(publicRoutesFile)
  ? [...fs.readFileSync(publicRoutesFile, 'utf8').matchAll(/import\('\.\.\/\.\.\/([^']+)'\)/g)].map(
      (m) => `src/${m[1]}`,
    )
  : [];
const isPublic = (key) =>
  publicModules.some((m) =>
    srcOf(key)
      .replace(/\.tsx?$/, '')
      .endsWith(m),
  );

const rows = [];
for (const [key, chain] of chains)
  for (const companion of companionsOf(key)) {
    const keys = new Set();
    const signedIn = key !== entryKey && !isSignIn(key) && !isPublic(key);
    for (const k of signedIn ? [...chain, ...frameKeys, ...companion.keys] : chain)
      for (const m of staticClosure(k)) keys.add(m);
    const files = [...new Set([...keys].map((k) => manifest[k].file))].filter(isJs);
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const signIn = key === entryKey ? signInKeys.length === 0 : isSignIn(key);
    const budget = signIn ? SIGN_IN_BUDGET : ROUTE_BUDGET;
    rows.push({
      route: key === entryKey ? `${label(key)} (entry)` : `${label(key)}${companion.suffix}`,
      signIn,
      bytes,
      budget,
      files: files.length,
      ok: bytes <= budget,
    });
  }
rows.sort((a, b) => Number(b.signIn) - Number(a.signIn) || b.bytes - a.bytes);

const width = Math.max(12, ...rows.map((r) => r.route.length));
const kib = (n) => (n / KiB).toFixed(1);
console.log(
  `${'route chunk'.padEnd(width)}  ${'KiB gz'.padStart(8)}  ${'budget'.padStart(6)}  files  result`,
);
console.log(`${'-'.repeat(width)}  --------  ------  -----  ------`);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(width)}  ${kib(r.bytes).padStart(8)}  ${String(r.budget / KiB).padStart(6)}  ${String(r.files).padStart(5)}  ${r.ok ? 'ok' : 'OVER'}${r.signIn ? '  (sign-in)' : ''}`,
  );
}
for (const n of notes) console.log(`note: ${n}`);

const over = rows.filter((r) => !r.ok);
if (over.length > 0) {
  console.error(
    `bundle-budget: ${over.length} route(s) over budget: ${over.map((r) => `${r.route} ${kib(r.bytes)} KiB > ${r.budget / KiB} KiB`).join('; ')}`,
  );
  process.exit(1);
}
console.log(`bundle-budget: ${rows.length} route load(s) within budget`);
