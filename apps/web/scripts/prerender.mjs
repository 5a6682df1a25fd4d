/**
 * Build step after `vite build` and `vite build --ssr` (see package.json): writes the public pages
 * as static HTML into dist/prerendered/ (renderPage in src/entry-server.tsx), with .br/.gz like
 * every other asset. The server bundle stays in dist/.ssr: the API server renders signed-in pages
 * with it (apps/server/src/http/spa-shell.ts), and never serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const ssrDir = path.join(dist, '.ssr');
const outDir = path.join(dist, 'prerendered');

const { PRERENDERED_PAGES, renderPage } = await import(
  pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
);
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir);
for (const [pagePath, file] of Object.entries(PRERENDERED_PAGES)) {
  const html = await renderPage(template, pagePath);
  const target = path.join(outDir, file);
  fs.writeFileSync(target, html);
  fs.writeFileSync(`${target}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(
    `${target}.br`,
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  console.log(`prérendu ${pagePath} → dist/prerendered/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
