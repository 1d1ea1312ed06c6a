import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { LIGHT_ROUTES } from '../src/app/routes/light-routes';
import { PUBLIC_SCREENS } from '../src/app/routes/sections';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * A signed-in page's scripts came in two waves: the entry and React first, then, only once React
 * had run and the router had matched the route, the antd frame, the signed-in layout and the page
 * (about 120 KiB gzipped more), a slow phone's network idle in between (issue 30's trace). This
 * plugin writes a small classic script, run by the browser as soon as it has it (before React):
 * when the page's route is a signed-in one and a session is stored, it asks for the shell's
 * chunks at once (modulepreload) and for the landing page's when the route is one.
 *
 * The chunks are those of `shells` and `pages` (module paths under src/) and what they import
 * statically, less what the entry already loads; their stylesheets are preloaded too.
 */
export interface ShellPreloadOptions {
  /** Modules every signed-in page loads (the signed-in layout). */
  shells: string[];
  /**
   * Modules every signed-in page drawn with antd loads (the antd frame): not asked for on the
   * light screens (app/routes/light-routes.ts, issue 30).
   */
  antdShells: string[];
  /**
   * A route (its first segment, '' for the dashboard, or a section's first two: setup/invoice-list)
   * and the modules of its page (with a section's route table and shell).
   */
  pages: Record<string, string | readonly string[]>;
}

const STORAGE_KEY = 'wander.accessToken';

/** The signed-in header's first paint (app/header/app-header.tsx draws the same frame). */
export const FIRST_PAINT =
  '<header class="app-header"><span class="app-header__logo">Wander</span></header>';

function closure(bundle: Map<string, OutputChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of bundle.get(file)?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

function chunkOf(chunks: OutputChunk[], module: string): OutputChunk {
  const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(module));
  if (!chunk) throw new Error(`shell-preload: no chunk for ${module}`);
  return chunk;
}

/**
 * Chunks under this (gzipped) are not listed: the script's own bytes count on every route (the
 * bundle budget), and the small ones come a moment later anyway, all at once, when the router
 * imports the shell (Vite preloads a lazy chunk's imports together).
 */
const LISTED_FROM = 1024;

/** The preload lists of one set of modules: scripts and stylesheets, less the entry's own. */
function filesOf(chunks: Map<string, OutputChunk>, roots: OutputChunk[], loaded: Set<string>) {
  const files = [
    ...closure(
      chunks,
      roots.map((c) => c.fileName),
    ),
  ].filter((f) => !loaded.has(f));
  const scripts = files.filter(
    (f) => zlib.gzipSync(chunks.get(f)?.code ?? '', { level: 9 }).length >= LISTED_FROM,
  );
  const styles = files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]);
  return { scripts, styles, files };
}

export function shellPreload(options: ShellPreloadOptions): Plugin {
  // Routes that never show the signed-in layout: the sign-in page and the public screens.
  const signedOut = ['sign-in', ...PUBLIC_SCREENS.map((s) => s.path.split('/')[0])];
  // The light routes (router.tsx), without their parameters.
  const light = LIGHT_ROUTES.map((path) => path.replace(/\/:.*$/, ''));
  return {
    name: 'wander:shell-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const list = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const chunks = new Map(list.map((c) => [c.fileName, c]));
      const entry = list.find((c) => c.isEntry);
      if (!entry) throw new Error('shell-preload: no entry chunk');
      const loaded = closure(chunks, [entry.fileName]);
      const shell = filesOf(
        chunks,
        options.shells.map((m) => chunkOf(list, m)),
        loaded,
      );
      const antd = filesOf(
        chunks,
        options.antdShells.map((m) => chunkOf(list, m)),
        new Set([...shell.files, ...loaded]),
      );
      const shellFiles = new Set([...shell.files, ...antd.files, ...loaded]);
      const pages = Object.fromEntries(
        Object.entries(options.pages).map(([route, modules]) => [
          route,
          filesOf(
            chunks,
            [modules].flat().map((m) => chunkOf(list, m)),
            shellFiles,
          ),
        ]),
      );
      // o: routes without the shell; s: the shell's scripts (j) and stylesheets (c); a: the antd
      // frame's, but on the light routes (l); p: pages'.
      const strip = ({ scripts, styles }: { scripts: string[]; styles: string[] }) => ({
        j: scripts,
        c: styles,
      });
      const plan = {
        o: signedOut,
        s: strip(shell),
        a: strip(antd),
        l: light,
        p: Object.fromEntries(Object.entries(pages).map(([r, set]) => [r, strip(set)])),
      };
      // Minified by hand: its bytes count on every route. It reads the route from the hash and
      // a stored session (either storage), then adds one link per chunk and stylesheet.
      const source =
        '(function(p){try{var q=location.hash.replace(/^#\\/?/,"").split(/[/?]/),r=q[0],' +
        `k=${JSON.stringify(STORAGE_KEY)};` +
        'if(p.o.indexOf(r)>=0||!(localStorage.getItem(k)||sessionStorage.getItem(k)))return;' +
        // The first paint: the signed-in header as the app draws it (global.css styles it), in
        // the empty root; React replaces it. A slow phone sees the app's frame once the page's
        // stylesheet is in, not a blank page until the scripts have run (Lighthouse's FCP).
        'var t=document.getElementById("root");if(t&&!t.firstChild)t.innerHTML=' +
        `${JSON.stringify(FIRST_PAINT)};` +
        'var a=function(l,h,s){var e=document.createElement("link");e.rel=l;e.href="./"+h;' +
        'if(s)e.as=s;document.head.appendChild(e)};' +
        // A light route is its first segment, or its first two in a section (setup/invoice-list).
        'var g=p.p[r+"/"+q[1]]||p.p[r];' +
        '[p.s].concat(p.l.indexOf(r)<0&&p.l.indexOf(r+"/"+q[1])<0?[p.a]:[],g?[g]:[])' +
        '.forEach(function(f){' +
        'f.j.forEach(function(h){a("modulepreload",h)});' +
        'f.c.forEach(function(h){a("preload",h,"style")})})}catch(e){}})(' +
        `${JSON.stringify(plan)});\n`;
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/shell-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('shell-preload: no index.html');
      // Deferred: it runs once the page is parsed, before the entry module (document order).
      html.source = String(html.source).replace(
        '<script type="module"',
        `<script defer src="./${fileName}"></script>\n    <script type="module"`,
      );
    },
  };
}
