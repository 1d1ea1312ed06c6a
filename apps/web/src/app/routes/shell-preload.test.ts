import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { shellPreload } from '../../../build/shell-preload';

// Issue 30: the build's small classic script that asks for the signed-in shell's chunks (and the
// landing page's) before React runs, on a signed-in route with a stored session only.
const code = () => randomBytes(3000).toString('base64'); // over 1 KiB gzipped
const chunk = (fileName: string, imports: string[], module?: string, css?: string[]) => ({
  type: 'chunk',
  fileName,
  imports,
  code: fileName.includes('tiny') ? 'export{}' : code(),
  facadeModuleId: module ? `/repo/apps/web/${module}` : null,
  isEntry: module === 'src/main.tsx',
  viteMetadata: { importedCss: new Set(css ?? []), importedAssets: new Set() },
});

function build() {
  const bundle: Record<string, unknown> = {
    'index.html': {
      type: 'asset',
      fileName: 'index.html',
      source: '<head>\n    <script type="module" crossorigin src="./assets/index-1.js"></script>',
    },
  };
  for (const c of [
    chunk('assets/index-1.js', ['assets/react-1.js'], 'src/main.tsx'),
    chunk('assets/react-1.js', []),
    chunk(
      'assets/antd-frame-1.js',
      ['assets/antd-core-1.js', 'assets/react-1.js'],
      'src/app/shells/antd-frame.tsx',
    ),
    chunk('assets/antd-core-1.js', ['assets/react-1.js']),
    chunk('assets/layout-1.js', ['assets/tiny-1.js'], 'src/app/shells/signed-in-layout.tsx'),
    chunk('assets/tiny-1.js', []),
    // The catalogue is a light screen (plain markup, no antd).
    chunk('assets/catalog-1.js', ['assets/react-1.js'], 'src/catalog.tsx', [
      'assets/catalog-1.css',
    ]),
    chunk('assets/section-1.js', ['assets/react-1.js'], 'src/section.tsx'),
    chunk('assets/invoices-1.js', ['assets/section-1.js'], 'src/invoices.tsx'),
    chunk('assets/dashboard-1.js', ['assets/react-1.js'], 'src/dashboard.tsx', [
      'assets/dashboard-1.css',
    ]),
  ])
    bundle[c.fileName] = c;
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = shellPreload({
    shells: ['src/app/shells/signed-in-layout.tsx'],
    antdShells: ['src/app/shells/antd-frame.tsx'],
    pages: {
      catalog: 'src/catalog.tsx',
      '': 'src/dashboard.tsx',
      'setup/invoice-list': ['src/section.tsx', 'src/invoices.tsx'],
    },
  });
  const hook = plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void;
  hook.call({ emitFile: (file: (typeof emitted)[number]) => emitted.push(file) }, {}, bundle);
  return { html: String((bundle['index.html'] as { source: string }).source), script: emitted[0] };
}

/** Runs the script on a page at `hash`, and answers the links it added. */
function linksAfter(script: string, hash: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  window.location.hash = hash;
  new Function(script)();
  return [...document.head.querySelectorAll('link')].map(
    (l) =>
      `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`,
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the shell preload script (build/shell-preload.ts)', () => {
  it('is loaded deferred before the entry module', () => {
    const { html, script } = build();
    expect(script.fileName).toMatch(/^assets\/shell-preload-[0-9a-f]{8}\.js$/);
    expect(html).toContain(
      `<script defer src="./${script.fileName}"></script>\n    <script type="module" crossorigin src="./assets/index-1.js">`,
    );
  });

  it("asks for the shell's and the landing page's chunks beyond the entry's, on a signed-in route", () => {
    const { script } = build();
    localStorage.setItem('wander.accessToken', 'token');
    const shell = [
      'modulepreload ./assets/layout-1.js',
      'modulepreload ./assets/antd-frame-1.js',
      'modulepreload ./assets/antd-core-1.js',
    ];
    // The tiny chunk is left to the router (its bytes would cost more in the script). The
    // catalogue, a light screen, asks for the layout and its own chunks only: no antd.
    expect(linksAfter(script.source, '#/catalog')).toEqual([
      'modulepreload ./assets/layout-1.js',
      'modulepreload ./assets/catalog-1.js',
      'preload:style ./assets/catalog-1.css',
    ]);
    expect(linksAfter(script.source, '#/setup/tax-list')).toEqual(shell);
    // A light screen of a section (the invoice list): the layout, the section's chunk, its own.
    expect(linksAfter(script.source, '#/setup/invoice-list?page=2')).toEqual([
      'modulepreload ./assets/layout-1.js',
      'modulepreload ./assets/section-1.js',
      'modulepreload ./assets/invoices-1.js',
    ]);
    sessionStorage.setItem('wander.accessToken', 'token');
    localStorage.clear();
    // The dashboard is light too.
    expect(linksAfter(script.source, '#/')).toEqual([
      'modulepreload ./assets/layout-1.js',
      'modulepreload ./assets/dashboard-1.js',
      'preload:style ./assets/dashboard-1.css',
    ]);
  });

  it('asks for nothing signed out, or on the sign-in page and the public screens', () => {
    const { script } = build();
    expect(linksAfter(script.source, '#/catalog')).toEqual([]);
    localStorage.setItem('wander.accessToken', 'token');
    expect(linksAfter(script.source, '#/sign-in')).toEqual([]);
    expect(linksAfter(script.source, '#/pdfviewer?x=1')).toEqual([]);
    expect(linksAfter(script.source, '#/forgot-password')).toEqual([]);
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });

  it("draws the signed-in header in the empty root on a signed-in route, before React's", () => {
    const { script } = build();
    localStorage.setItem('wander.accessToken', 'token');
    linksAfter(script.source, '#/wallet');
    const header = document.querySelector('#root > header.app-header');
    expect(header?.textContent).toBe('Wander');
    // Never over what React has already drawn.
    document.body.innerHTML = '<div id="root"><main>App</main></div>';
    new Function(script.source)();
    expect(document.getElementById('root')!.innerHTML).toBe('<main>App</main>');
  });
});
