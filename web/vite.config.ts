import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { catalogueSections, LINK_SECTIONS, type CataloguePart } from './src/i18n/catalogue-parts.js';
import { DEFAULT_SIGNER_PLUGIN_URL } from './src/lib/signer-plugin/signer-plugin-defaults.js';

// Any <script> with content in the built page would need 'unsafe-inline' or a hash in the policy.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>\s*\S/i;

/**
 * Writes dist/csp.json, the origins beyond its own that the built SPA talks to (the local signer
 * plugin, which the viewer calls and frames); the gateway adds them to its Content-Security-Policy.
 * Fails the build when index.html carries an inline script, which that policy would block.
 */
function contentSecurityManifest(): Plugin {
  let pluginOrigin = new URL(DEFAULT_SIGNER_PLUGIN_URL).origin;
  // The subscribe wizard's CEP lookup service and Pagar.me's card tokenization, when configured.
  const billingOrigins: string[] = [];
  // The Corporate plan's lead-capture form (VITE_LEAD_FORM_URL), framed from its provider.
  const frameOrigins: string[] = [];
  return {
    name: 'rubrica-content-security-manifest',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      const configured = env.VITE_SIGNER_PLUGIN_URL;
      if (configured?.trim()) pluginOrigin = new URL(configured.trim()).origin;
      const cepLookup = env.VITE_CEP_LOOKUP_URL?.trim();
      if (cepLookup) billingOrigins.push(new URL(cepLookup.replace('{cep}', '00000000')).origin);
      if (env.VITE_PAGARME_PUBLIC_KEY?.trim()) billingOrigins.push('https://api.pagar.me');
      const leadForm = env.VITE_LEAD_FORM_URL?.trim();
      if (leadForm && /^https?:\/\//i.test(leadForm)) frameOrigins.push(new URL(leadForm).origin);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (INLINE_SCRIPT.test(html)) throw new Error('index.html has an inline script; the CSP forbids it');
        return html;
      },
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: `${JSON.stringify(
          { 'connect-src': [pluginOrigin, ...billingOrigins], 'frame-src': [pluginOrigin, ...frameOrigins] },
          null,
          2,
        )}\n`,
      });
    },
  };
}

// `src/i18n/<language>.json?part=link|rest`: one part of a language's catalogue (i18n/catalogue-parts.ts).
const CATALOGUE_PART = /[\\/]src[\\/]i18n[\\/](?:pt-BR|en|es)\.json\?part=(link|rest)$/;

/**
 * Builds each catalogue part from its language's one file (the file stays whole for its editors
 * and the tests), and fails the build when the code a signing link runs (the entry's chunks and
 * the viewer's, with what they load on demand) names a section the link part lacks: that page
 * would show the key instead of its text.
 */
export function catalogueParts(): Plugin {
  return {
    name: 'rubrica-catalogue-parts',
    enforce: 'pre',
    async load(id) {
      const part = CATALOGUE_PART.exec(id)?.[1] as CataloguePart | undefined;
      if (!part) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      // A module, as Vite makes of a whole JSON file; JSON.parse reads a large object faster than its literal.
      const text = JSON.stringify(catalogueSections(catalogue, part));
      return { code: `export default JSON.parse(${JSON.stringify(text)});\n`, moduleType: 'js' };
    },
    async generateBundle(_options, bundle) {
      const sections = Object.keys(
        JSON.parse(await readFile(new URL('./src/i18n/pt-BR.json', import.meta.url), 'utf8')) as object,
      );
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const reached = new Set<string>();
      const reach = (file: string, onDemand: boolean) => {
        const chunk = byFile.get(file);
        if (!chunk || reached.has(file)) return;
        reached.add(file);
        chunk.imports.forEach((imported) => reach(imported, onDemand));
        if (onDemand) chunk.dynamicImports.forEach((imported) => reach(imported, onDemand));
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => reach(chunk.fileName, false));
      for (const module of SIGNING_LINK_MODULES) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
        if (!chunk) throw new Error(`catalogue parts: no chunk for ${module}`);
        reach(chunk.fileName, true);
      }
      // A key starts with its section and a dot, as a literal or the head of a template.
      const named = new RegExp(`["'\`](${sections.join('|')})\\.`, 'g');
      const missing = new Map<string, Set<string>>();
      for (const file of reached)
        for (const id of byFile.get(file)!.moduleIds) {
          if (!/[\\/]web[\\/]src[\\/]/.test(id) || id.includes('node_modules')) continue;
          for (const [, section] of (this.getModuleInfo(id)?.code ?? '').matchAll(named))
            if (!(LINK_SECTIONS as readonly string[]).includes(section!))
              missing.set(
                section!,
                (missing.get(section!) ?? new Set()).add(id.replace(/^.*[\\/]web[\\/]/, '')),
              );
        }
      if (missing.size)
        throw new Error(
          `catalogue parts: a signing link runs code that names sections missing from LINK_SECTIONS ` +
            `(src/i18n/catalogue-parts.ts): ${[...missing].map(([section, ids]) => `${section} (${[...ids].join(', ')})`).join('; ')}`,
        );
    },
  };
}

// What a signing link renders (e-mails point at the /business form, which opens without a session
// too): the viewer's page and, asked for beside the link's status (app/link-view-prefetch.tsx, and
// at start-up app/link-status-start.ts), its view.
const SIGNING_LINK_MODULES = [
  'src/features/signing-viewer/components/signing-viewer-page.tsx',
  'src/features/signing-viewer/api/prefetch-signing-view.ts',
  'src/features/signing-viewer/api/signing-viewer-api.ts',
];

/**
 * The lazy pages index.html asks for beside the entry, by address: a route's chunk is otherwise
 * requested only once the entry has downloaded and run (its router loader, lazy-pages.tsx), a
 * second wait of a second or more on a phone's network. Each pattern is tested against
 * location.pathname, the first that matches wins; `modules` are what it renders, weighed with
 * their own static imports.
 */
const ROUTE_PRELOADS: { pattern: string; modules: string[] }[] = [
  // Not the dashboard's chunks: its first paint comes before them, and they would compete with the entry.
  { pattern: '^/(?:public|business)/envelopes/viewer/[^/]+/?$', modules: SIGNING_LINK_MODULES },
];

/**
 * Writes assets/route-preload-<hash>.js, a small classic script index.html loads async (an external
 * file: the CSP forbids inline scripts), which adds a modulepreload for each chunk the address's
 * page needs beyond the entry's, and a style preload for its CSS, so they download beside the
 * entry. The dynamic import finds them already there (its own preload skips a link it sees).
 */
function routeChunkPreload(): Plugin {
  return {
    name: 'rubrica-route-chunk-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryFiles = new Set<string>();
        const collect = (file: string, into: Set<string>, css: Set<string>) => {
          if (into.has(file) || entryFiles.has(file)) return;
          const chunk = byFile.get(file);
          if (!chunk) return;
          into.add(file);
          chunk.viteMetadata?.importedCss.forEach((style) => css.add(style));
          chunk.imports.forEach((imported) => collect(imported, into, css));
        };
        for (const entry of chunks.filter((chunk) => chunk.isEntry))
          collect(entry.fileName, entryFiles, new Set());
        const table = ROUTE_PRELOADS.map(({ pattern, modules }) => {
          const scripts = new Set<string>();
          const styles = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
            if (!chunk) throw new Error(`route preload: no chunk for ${module}`);
            collect(chunk.fileName, scripts, styles);
          }
          const href = (file: string) => `/${file}`;
          return [pattern, [...scripts].map(href), [...styles].map(href)];
        });
        const source =
          `(function(t,p,d){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){` +
          `var a=function(r,h,s){var l=d.createElement("link");l.rel=r;if(s)l.as=s;l.crossOrigin="";` +
          `l.href=h;d.head.appendChild(l)};` +
          `t[i][1].forEach(function(h){a("modulepreload",h)});t[i][2].forEach(function(h){a("preload",h,"style")});` +
          `break}})(${JSON.stringify(table)},location.pathname,document);\n`;
        const fileName = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('route preload: no index.html in the build');
        const tag = `<script async src="/${fileName}"></script>`;
        page.source = String(page.source).replace(/<script type="module"/, `${tag}\n    $&`);
        if (!String(page.source).includes(tag))
          throw new Error('route preload: no entry script in index.html');
      },
    },
  };
}

/**
 * index.html runs src/early-start.ts first, as its own module script: a module script of
 * index.html's own would be bundled into the entry with main.tsx and wait for the app's libraries.
 * Fails the build when early-start.ts would still wait for more than its own small chunks (one of
 * its modules came to import something outside the early-start group).
 */
function earlyStartScript(): Plugin {
  return {
    name: 'rubrica-early-start-script',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/early-start.ts'),
        );
        if (entry?.type !== 'chunk') throw new Error('no early-start chunk in the build');
        const waitsFor = entry.imports.filter((file) => !/^assets\/early-start-[\w-]+\.js$/.test(file));
        if (waitsFor.length)
          throw new Error(
            `early-start.ts waits for ${waitsFor.join(', ')}: add its modules to the early-start group`,
          );
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('early start: no index.html in the build');
        const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        page.source = String(page.source).replace(/<script type="module"/, `${tag}\n    $&`);
        if (!String(page.source).includes(tag)) throw new Error('early start: no entry script in index.html');
      },
    },
  };
}

// The chunks a page runs before its first render: the entry (main.tsx) with the groups it imports
// (build.rolldownOptions below), and the signing viewer with the components it renders with.
const FIRST_RENDER_CHUNKS = new Set(['index', 'react', 'state', 'i18n', 'app', 'signing-viewer', 'shared']);

/**
 * Starts each first-render chunk with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * the file's first line): Chromium then compiles its functions on a background thread while the
 * file streams in, instead of on the main thread, one by one as each is first called once the
 * last file has arrived, between the app's start and its first paint. Other browsers read a comment.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'rubrica-compile-hints',
    apply: 'build',
    // The hint is added after minification (which drops comments); the file name's hash says it is there.
    augmentChunkHash: (chunk) => (FIRST_RENDER_CHUNKS.has(chunk.name) ? HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !FIRST_RENDER_CHUNKS.has(output.name)) continue;
          output.code = HINT + output.code;
          // The source map's lines move down by one: an empty first line in its mappings.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

// Text the browser can take compressed; source maps stay plain (only developer tools ask for them).
const COMPRESSIBLE = /\.(?:html|m?js|css|json|svg|ttf|otf|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside each text file of the build,
 * when smaller than the file; the gateway (spa-handler.ts) sends the copy the browser accepts, so a
 * phone downloads the compressed bytes without the server compressing on every request.
 */
function compressedCopies(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'rubrica-compressed-copies',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const bytes = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipped(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${path}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    catalogueParts(),
    contentSecurityManifest(),
    routeChunkPreload(),
    earlyStartScript(),
    compileHints(),
    compressedCopies(),
  ],
  server: {
    port: 5173,
    // In development the gateway serves the API; the SPA talks to it through the same origin.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page needs; scripts/check-bundle-budget.mjs weighs them.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      // The page, and the script it runs first (earlyStartScript).
      input: { index: 'index.html', 'early-start': 'src/early-start.ts' },
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'state',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/,
            },
            {
              name: 'i18n',
              // Only what the entry's code uses: <Trans> and its markup parser (about 4 kB on the wire)
              // go with the one page that renders it, not with every page's first download.
              tags: ['$initial'],
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            // What early-start.ts (the page's first script) runs with, in one small file that must not
            // wait for the app's libraries: its modules import none (checked by earlyStartAlone).
            {
              name: 'early-start',
              test: /[\\/]web[\\/]src[\\/](?:app[\\/](?:early-requests|start-link-requests|signing-link-token)|config[\\/](?:paths|csrf-cookie|storage-keys)|lib[\\/](?:has-session|read-cookie|encoded-storage)|i18n[\\/](?:catalogue-loaders|detect-language|language-preference|locales|match-locale))\.ts$/,
            },
            // Everything else the entry (main.tsx, which stays the entry index.html names) imports, in
            // one file: every page needs it before it renders, and on a phone's network each extra
            // request waits its own round trip (the viewer's chunks went from 39 to 19).
            { name: 'app', tags: ['$initial'], test: /[\\/]web[\\/]src[\\/](?!main\.tsx$|early-start\.ts$)/ },
            // The small components, hooks and helpers the viewer renders with, in one file: each was a
            // chunk of under 1 kB that waited its turn among six connections on a phone's HTTP/1.1
            // (with the group below, the viewer's own scripts went from 15 files to 5, three of them
            // a few bytes of re-exports). A page that imports one of them loads the few kB of the
            // rest with it. Listed before the viewer's group, which would otherwise take them in as
            // its modules' dependencies and hand the whole viewer to those pages.
            {
              name: 'shared',
              test: /[\\/]web[\\/]src[\\/](?:components[\\/](?:(?:modal|state-badge)(?:\.tsx|\.module\.css)|signature-creator[\\/].*)|hooks[\\/](?:use-is-mobile|use-file-download)\.ts|lib[\\/](?:is-valid-cpf|envelopes[\\/](?:envelope-display-name|unwrap-data|sorted-recipients))\.ts)$/,
            },
            // The signing viewer in one file: its page, its API and the view's prefetch, which were
            // three chunks (the last two also imported on their own, app/link-view-prefetch.tsx and
            // app/link-status-start.ts). Nothing else imports them.
            {
              name: 'signing-viewer',
              test: /[\\/]web[\\/]src[\\/](?:features[\\/]signing-viewer[\\/]|api[\\/](?:generated[\\/])?signing\.ts$)|pdf\.worker\.min\.mjs\?url$/,
            },
          ],
        },
      },
    },
  },
});
