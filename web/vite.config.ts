import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
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

/**
 * A modulepreload of the pt-BR catalogue in index.html: the app loads only the interface
 * language's catalogue (i18n/load-i18n.ts), which it asks for once the entry's chunks have run;
 * most visitors read pt-BR, so the browser fetches it beside those chunks instead of after them.
 */
function defaultCataloguePreload(): Plugin {
  return {
    name: 'rubrica-default-catalogue-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/i18n/pt-BR.json'),
        );
        if (!chunk) throw new Error('no pt-BR catalogue chunk in the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The lazy pages index.html asks for beside the entry, by address: a route's chunk is otherwise
 * requested only once the entry has downloaded and run (its router loader, lazy-pages.tsx), a
 * second wait of a second or more on a phone's network. Each pattern is tested against
 * location.pathname; `modules` are the pages it renders, weighed with their own static imports.
 */
const ROUTE_PRELOADS: { pattern: string; modules: string[] }[] = [
  // The signing link (e-mails point at the /business form, which opens without a session too).
  // Not the dashboard: its first paint comes before its chunks, which would compete with the entry.
  {
    pattern: '^/(?:public|business)/envelopes/viewer/[^/]+/?$',
    modules: [
      'src/features/signing-viewer/components/signing-viewer-page.tsx',
      // The view, asked for beside the link's status (app/link-view-prefetch.tsx, and at start-up
      // app/link-status-start.ts).
      'src/features/signing-viewer/api/prefetch-signing-view.ts',
      'src/features/signing-viewer/api/signing-viewer-api.ts',
    ],
  },
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
    contentSecurityManifest(),
    defaultCataloguePreload(),
    routeChunkPreload(),
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
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            // Everything else the entry (main.tsx, which stays the entry index.html names) imports, in
            // one file: every page needs it before it renders, and on a phone's network each extra
            // request waits its own round trip (the viewer's chunks went from 39 to 19).
            { name: 'app', tags: ['$initial'], test: /[\\/]web[\\/]src[\\/](?!main\.tsx$)/ },
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
