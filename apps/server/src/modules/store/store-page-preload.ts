import fs from 'node:fs';
import path from 'node:path';

/** One file of the store build's manifest (apps/store/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The store's page chunks, asked for with the page itself (issue 30): the app loads a page's chunk
 * only once React has run and read the path, a slow phone's network idle in between (about 0.2 s
 * of a cold checkout's 2.3 s). The server knows the path, so the HTML it sends names the page's
 * chunk and what it imports beyond the entry's (modulepreload) and its stylesheet (preload).
 *
 * A page is the path's first segment in the app's own naming (apps/store/src/App.tsx: `cart` is
 * pages/Cart.tsx, `sign-in` pages/SignIn.tsx); a segment without a page file (home) adds nothing.
 * The consumer's own pages are left out: the server does not see the session (it is in the
 * browser's storage), and a signed-out visitor there loads none of their chunks (My eSIMs' eSIM
 * card with its QR codes is 23 KiB: npm run budget measured those pages 6.5 KiB over the store's
 * 120 KiB when the HTML named them).
 */
const CONSUMER_PAGES = new Set(['esims', 'orders', 'account']);

export function storePagePreloads(storeDistDir: string): (segment: string | undefined) => string {
  const file = path.join(storeDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const next of manifest[key].imports ?? []) walk(next, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entryKey) walk(entryKey, loaded);
  const cache = new Map<string, string>();
  return (segment) => {
    if (!segment || !/^[a-z][a-z-]*$/.test(segment) || CONSUMER_PAGES.has(segment)) return '';
    let links = cache.get(segment);
    if (links === undefined) {
      const name = segment.replace(/(^|-)([a-z])/g, (_m, _dash, c: string) => c.toUpperCase());
      const keys = new Set<string>();
      walk(`src/pages/${name}.tsx`, keys);
      const chunks = [...keys].filter((key) => !loaded.has(key)).map((key) => manifest[key]);
      links = [
        ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="./${c.file}">`),
        ...chunks
          .flatMap((c) => c.css ?? [])
          .map((css) => `<link rel="preload" as="style" href="./${css}">`),
      ].join('\n    ');
      cache.set(segment, links);
    }
    return links;
  };
}
