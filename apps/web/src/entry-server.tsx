import type { PreloadedData } from '@immopilote/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { seedQueryCache } from './app/preloaded-data';
import { loadRouteModules, routes } from './app/router';
import { queryClient } from './lib/query-client';

/**
 * Public pages written to static HTML at build time (scripts/prerender.mjs), so they paint before
 * any JavaScript runs; `main.tsx` then hydrates them. The server sends `dist/prerendered/<file>`
 * for the path and the empty shell (`index.html`) everywhere else. Pages whose configuration
 * (site-info) is fetched at run time render their loading state here, exactly as the first client
 * render does.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'index.html',
  '/contact': 'contact.html',
  '/mentions-legales': 'mentions-legales.html',
  '/confidentialite': 'confidentialite.html',
};

/** The default head tags of index.html (and their comment), replaced by the page's own. */
const DEFAULT_HEAD =
  /[ \t]*(?:<!--(?:(?!-->)[\s\S])*?data-default-head[\s\S]*?-->|<title data-default-head[^>]*>[^<]*<\/title>|<meta data-default-head[^>]*>)\s*?\n/g;
/** React 19 writes the hoisted <title>, <meta> and <link> of the page before the rest. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;
const EMPTY_ROOT = '<div id="root"></div>';
/** The entry script and the chunk preloads Vite writes into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The app at `path`, as its first render in the browser draws it; React's complaints throw. */
function renderApp(path: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const errors: unknown[] = [];
  const logError = console.error;
  // React reports problems (invalid markup, hooks misuse) through console.error without throwing.
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const markup = renderToString(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    if (errors.length > 0) throw new Error(`Rendu de ${path} : ${JSON.stringify(errors)}`);
    return markup;
  } finally {
    console.error = logError;
  }
}

/** Loads these pages' code ahead of their first render: the API server calls it as it starts. */
export async function preparePages(paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => loadRouteModules(path)));
}

/**
 * A signed-in page rendered by the API server for one request (apps/server/src/http/spa-shell.ts),
 * from the data it inlines in the same page: the browser paints the first cards from the HTML, then
 * `main.tsx` hydrates them with that data. Returns the page's head tags and its markup.
 */
export async function renderSignedInPage(
  path: string,
  data: PreloadedData,
): Promise<{ headTags: string; markup: string }> {
  await loadRouteModules(path);
  // The layouts share one query client (app/with-query-client.tsx). From here to the end the code
  // is synchronous, so no other request's render can see this caller's data: it is seeded for this
  // render alone and cleared after it.
  queryClient.clear();
  seedQueryCache(queryClient, data);
  try {
    const markup = renderApp(path);
    const headTags = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
    return { headTags, markup: markup.slice(headTags.length) };
  } finally {
    queryClient.clear();
  }
}

/** The page at `path` inside the built `index.html` (`template`): its head tags and its markup. */
export async function renderPage(template: string, path: string): Promise<string> {
  await loadRouteModules(path);
  let markup: string;
  try {
    markup = renderApp(path);
  } catch (err) {
    throw new Error(`Prérendu de ${path} : ${(err as Error).message}`);
  }
  const headTags = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  if (!headTags.includes('<title>')) throw new Error(`Prérendu de ${path} : pas de <title>`);
  if (!template.includes(EMPTY_ROOT)) throw new Error('index.html : <div id="root"></div> introuvable');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html : script d’entrée introuvable');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // The page is readable without its JavaScript: public/start-after-paint.js requests it after the
  // first paint. (The CSP forbids inline scripts, hence the file and its data attributes.)
  const starter = `<script src="/start-after-paint.js" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return template
    .replace(DEFAULT_HEAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${headTags}${starter}</head>`)
    .replace(EMPTY_ROOT, `<div id="root">${markup.slice(headTags.length)}</div>`);
}
