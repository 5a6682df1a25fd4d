import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? 3000}`;

/**
 * Writes .br and .gz next to every text asset so the server can send them compressed
 * (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'immopilote-precompress',
    // The server bundle (prerendering, signed-in pages rendered by the API server) is never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) =>
            entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
          );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|txt|json)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Most first visits land on /: preloading the public layout and landing chunks (and what they
 * import) from index.html fetches them alongside the entry instead of after it has run, which
 * removes one round trip before the first paint. Other pages pay only these few KB.
 */
function preloadLandingPage(): Plugin {
  const roots = ['/src/app/layouts/public-layout.tsx', '/src/features/public/pages/landing-page.tsx'];
  return {
    name: 'immopilote-preload-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks) {
          if (roots.some((root) => chunk.facadeModuleId?.endsWith(root))) visit(chunk.fileName);
        }
        if (files.size === 0) throw new Error('preloadLandingPage: landing chunks not found');
        return [...files]
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The browser needs only each endpoint's method and path (`src/lib/api-client.ts` never reads a schema:
 * the server validates both ways), but the contracts declare them beside their zod schemas, and
 * building every schema when the signed-in pages start cost ≈ 60 ms before the dashboard's first
 * render (zod 4 builds each schema eagerly; docs/performance.md). So the web bundle gets a module
 * holding the same declarations without their schemas, computed here from the real ones: paths and
 * methods cannot drift, and TypeScript still types every call from the real declarations. Web code
 * must not read an endpoint's schemas (they are `undefined` in the browser); forms import the schema
 * they validate with directly.
 */
function endpointAddressesOnly(): Plugin {
  const declarations = path.resolve(import.meta.dirname, '../../packages/contracts/src/endpoints/index.ts');
  const dir = path.dirname(declarations);
  const addresses = '\0immopilote-endpoint-addresses';
  type Declarations = typeof import('../../packages/contracts/src/endpoints/index');
  return {
    name: 'immopilote-endpoint-addresses',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!importer || !id.endsWith('endpoints')) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved?.id === declarations ? addresses : null;
    },
    // Read again whenever a declaration changes under the dev server (the files are watched).
    async load(id) {
      if (id !== addresses) return null;
      const { module, dependencies } = await runnerImport<Declarations>(declarations, { configFile: false });
      for (const file of dependencies) this.addWatchFile(file);
      const stripped = Object.fromEntries(
        Object.entries(module.endpoints).map(([group, members]) => [
          group,
          Object.fromEntries(
            Object.entries(members).map(([name, { method, path: route }]) => [name, { method, path: route }]),
          ),
        ]),
      );
      return [
        `export * from ${JSON.stringify(path.join(dir, 'define.ts'))};`,
        `export * from ${JSON.stringify(path.join(dir, 'public.ts'))};`,
        `export const endpoints = ${JSON.stringify(stripped)};`,
      ].join('\n');
    },
  };
}

/**
 * The files an inspection needs with no network: the entry and the editor's frame and page with
 * everything they import (their styles too), the query client the frame is loaded with, and the photo
 * resizer the page loads on the first photo (and zod's French messages, loaded with the frame). Read from
 * Vite's manifest, so it follows the code.
 */
function offlineFiles(outDir: string): Set<string> {
  type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const roots = [
    ...Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    'src/app/layouts/inspection-layout.tsx',
    'src/features/inspections/pages/inspection-page.tsx',
    'src/lib/query-client.ts',
    'src/app/preloaded-data.ts',
    'src/lib/french-schemas.ts',
    ...Object.keys(manifest).filter((key) => key.includes('node_modules/browser-image-compression/')),
  ];
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    chunk.imports?.forEach(visit);
  };
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`offlineFiles: ${root} absent du manifeste de Vite`);
    visit(root);
  }
  return files;
}

/**
 * Installable app and offline inspections (issue 31): the service worker (sw/sw.ts) keeps the HTML
 * shell and every hashed script and style, so an inspection opened once reopens and reloads with no
 * network. The signed-in app registers it (src/lib/service-worker.ts), never the landing page's
 * first load. Its manifest and the worker are written at the root of dist, served like any file.
 */
function offlineApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    manifest: {
      name: 'ImmoPilote',
      short_name: 'ImmoPilote',
      description:
        'Le logiciel des agences immobilières\u00a0: biens, clients, états des lieux, même hors ligne.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d4ed8',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      // The empty shell and the inspection's code (`offlineFiles`): not the rest of the app, nor the
      // landing's pictures. About 1 MB before compression, fetched once in the background.
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg'],
      globIgnores: ['prerendered/**', '.ssr/**'],
      manifestTransforms: [
        (entries) => {
          const keep = offlineFiles(path.resolve(import.meta.dirname, 'dist'));
          return {
            manifest: entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url)),
            warnings: [],
          };
        },
      ],
    },
  });
}

/** Icons, UI primitives, small helpers and the contracts' formatting module, shared by most pages. */
const SHARED_UI = /node_modules[\\/]lucide-react|src[\\/](components|lib)[\\/]|src[\\/]format\.ts$/;

/**
 * Shared modules of the signed-in app kept out of the landing page's `ui` chunk, with what they bring:
 * TanStack Query (query client, signature panel, owner notices, client search), zod (the French
 * schema errors, dates, PDF checks), Radix dialogs and popovers, the date picker.
 */
const SIGNED_IN_ONLY = new RegExp(
  [
    'components[\\\\/]ui[\\\\/](dialog|confirm-dialog|tabs|switch|date-field|password-confirm-dialog|filters-popover|search-combobox|data-table|file-picker|password-input|search-box)\\.tsx$',
    'components[\\\\/](agency-address-fields|client-combobox|owner-notices-section|signature-request|appointment-when-fields|pdf-picker)',
    'lib[\\\\/](query-client|french-schemas|french-date|check-pdf|ocr-navigation|signing-return|device-data|service-worker)\\.ts$',
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    endpointAddressesOnly(),
    react(),
    tailwindcss(),
    preloadLandingPage(),
    ...(isSsrBuild ? [] : [offlineApp()]),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/dev': apiTarget },
  },
  // The footer's year in the prerendered pages (src/lib/build-year.ts).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: isSsrBuild
    ? // For prerendering (scripts/prerender.mjs) and the API server's signed-in pages: everything bundled, no lookups.
      { target: 'node20', outDir: 'dist/.ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : // The manifest tells the server which chunks a signed-in route needs (apps/server/src/http/spa-shell.ts).
      {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          output: {
            // Left alone, every icon, UI primitive and small helper shared by two pages became its own
            // chunk: ~60 files of 0.5–2 KB for the dashboard, queued six at a time by HTTP/1.1 (most of
            // the time to the first card). Grouped, they come as a few files. The group takes in what its
            // modules import, and the landing page loads it: what only signed-in pages use and brings a
            // heavy library along stays out (`SIGNED_IN_ONLY`). Budget: 150 KB gzip on /
            // (`npm run bench -- public-site`; 149 KB with these out, 285 KB with them in).
            codeSplitting: {
              groups: [
                {
                  name: 'ui',
                  test: (id: string) => SHARED_UI.test(id) && !SIGNED_IN_ONLY.test(id),
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
}));
