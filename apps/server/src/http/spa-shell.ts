import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  endpoints,
  type Me,
  PRELOADED_DATA_ELEMENT_ID,
  type PreloadedData,
  type PropertyPage,
} from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { authOf, enforceGuard, type Guard, scopeOf } from '../auth/guards';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { toMe } from '../modules/auth/me';
import { dashboardPreferences } from '../modules/dashboard/dashboard.service';
import { listAgencyProperties } from '../modules/properties/properties.service';

/**
 * The modules of the signed-in layout (with the reader of the inlined data, loaded beside it: not
 * preloaded, it was fetched only once the entry had run) and of the dashboard page, as named in
 * Vite's manifest.
 */
const SIGNED_IN_MODULES = [
  'src/app/layouts/app-shell.tsx',
  'src/lib/query-client.ts',
  'src/app/preloaded-data.ts',
];
const ROUTE_MODULES: Record<string, string[]> = {
  '/dashboard': ['src/features/dashboard/pages/dashboard-page.tsx'],
};
/** The first row of cards at its widest (desktop grid): their thumbnails are fetched with the HTML. */
const FIRST_ROW_THUMBNAILS = 4;
/**
 * Signed-in pages drawn here from the data inlined with them (the web build's server bundle), so
 * the browser paints them from the HTML before any script has run, then hydrates them.
 */
const RENDERED_HERE = new Set(['/dashboard']);

/** `renderSignedInPage` of apps/web/src/entry-server.tsx. */
type SignedInRenderer = (
  pathname: string,
  data: PreloadedData,
) => Promise<{ headTags: string; markup: string }>;
interface RendererModule {
  preparePages(paths: string[]): Promise<void>;
  renderSignedInPage: SignedInRenderer;
}

type ManifestEntry = { file: string; imports?: string[]; isEntry?: boolean };

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g;
/** index.html's first tag (else the head's start): what the page needs first goes right after it. */
const FIRST_HEAD_TAG = /<meta charset="[^"]*"\s*\/?>|<head>(?![\s\S]*<meta charset=)/i;

/** Every chunk a module needs before it runs (itself and its static imports), from Vite's manifest. */
function chunksOf(manifest: Record<string, ManifestEntry>, roots: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  for (const root of roots) {
    // Packages are keyed by their file under node_modules: match them by name.
    const key = manifest[root]
      ? root
      : Object.keys(manifest).find((k) => k.includes(`node_modules/${root}/`));
    if (key) visit(key);
  }
  return [...files];
}

/** JSON inside a <script> element: nothing in it may close the element or start markup. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface SpaShell {
  /**
   * The SPA's index.html for a signed-in caller on `pathname`: the data the first screen asks for,
   * inlined, and the code and first thumbnails it needs, preloaded, so the browser fetches them all
   * in parallel with the entry script instead of one after the other. `request.auth` is signed in.
   */
  render(pathname: string, request: FastifyRequest): Promise<string>;
}

export function createSpaShell(
  deps: AppDeps,
  webDist: string,
  guardOf: (method: string, url: string) => Guard | undefined,
): SpaShell | null {
  const indexFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const rendererFile = path.join(webDist, '.ssr', 'entry-server.js');
  if (!fs.existsSync(indexFile) || !fs.existsSync(manifestFile)) return null;
  // Read again when the build changes under a running server (a rebuild renames every chunk).
  let build = { mtimeMs: -1, html: '', manifest: {} as Record<string, ManifestEntry> };
  const current = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== build.mtimeMs) {
      build = {
        mtimeMs,
        html: fs.readFileSync(indexFile, 'utf8'),
        manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>,
      };
    }
    return build;
  };
  /**
   * The server bundle, imported once: its chunks import it by its plain address, so a second copy
   * (a query string to re-import it after a rebuild) would run with its own React and query client.
   * Its markup must match the chunks the page names: after a rebuild under a running server, the
   * browser draws the pages until the server restarts.
   */
  const renderer = {
    builtAt: current().mtimeMs,
    // Loaded with the pages' code as the server starts, not on the first caller's time (≈ 0.5 s).
    // A bundle that fails to load leaves the drawing to the browser; its error goes to the log.
    render: fs.existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href)
          .then(async (module: RendererModule) => {
            await module.preparePages([...RENDERED_HERE]);
            return module.renderSignedInPage;
          })
          .catch((err: unknown) => {
            console.warn(`Rendu serveur des pages connectées indisponible : ${(err as Error).message}`);
            return null;
          })
      : null,
  };

  /**
   * Markup already drawn, by the first page it shows (the list cache's own answer: a write makes a
   * new one) and the caller's `me`: a reload costs no render (35–50 ms of CPU each), so reloading
   * the dashboard in a loop cannot keep the server busy rendering.
   */
  const drawn = new WeakMap<PropertyPage, Map<string, { headTags: string; markup: string }>>();
  const DRAWN_PER_PAGE = 16;

  /**
   * The page's markup drawn here, or null: no server bundle, a caller the page's guard refuses (no
   * data: the browser's gate redirects them), or a failure (the browser draws it).
   */
  async function renderedHere(pathname: string, data: PreloadedData, request: FastifyRequest) {
    const page = data.properties;
    if (!RENDERED_HERE.has(pathname) || !page) return null;
    try {
      const render = current().mtimeMs === renderer.builtAt ? await renderer.render : null;
      if (!render) return null;
      const key = `${pathname} ${JSON.stringify(data.me)} ${JSON.stringify(data.dashboardPreferences)}`;
      let byCaller = drawn.get(page);
      const known = byCaller?.get(key);
      if (known) return known;
      const rendered = await render(pathname, data);
      if (!byCaller || byCaller.size >= DRAWN_PER_PAGE) {
        byCaller = new Map();
        drawn.set(page, byCaller);
      }
      byCaller.set(key, rendered);
      return rendered;
    } catch (err) {
      request.log.warn({ err }, 'signed-in page not rendered on the server');
      return null;
    }
  }
  /**
   * index.html preloads the entry's imports and the landing page's chunks (most first visits land on
   * /). A signed-in page keeps the first and trades the others for its own: with HTTP/1.1's six
   * connections per host, the landing's seven files delayed the dashboard's.
   */
  const withModulePreloads = (pathname: string, { html, manifest }: typeof build) => {
    const entryImports = Object.values(manifest).find((entry) => entry.isEntry)?.imports ?? [];
    const wanted = new Set(
      chunksOf(manifest, [...entryImports, ...SIGNED_IN_MODULES, ...(ROUTE_MODULES[pathname] ?? [])]),
    );
    const kept = html.replace(MODULE_PRELOAD, (tag, file: string) => (wanted.has(file) ? tag : ''));
    const added = [...wanted]
      .filter((file) => !kept.includes(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
    return kept.replace('</head>', `${added.join('')}</head>`);
  };

  /** The first page exactly as GET /api/properties answers it, when its guard lets this caller in. */
  async function firstPropertyPage(request: FastifyRequest): Promise<PropertyPage | null> {
    try {
      enforceGuard(guardOf('GET', endpoints.properties.list.path), request.auth, 'GET');
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
    const query = endpoints.properties.list.query.parse({ q: '' });
    return listAgencyProperties(deps, scopeOf(request), query, request.propertyListEpoch);
  }

  return {
    async render(pathname, request) {
      const me: Me = toMe(authOf(request));
      const data: PreloadedData = { me };
      if (pathname === '/dashboard') {
        const page = await firstPropertyPage(request);
        if (page) {
          data.properties = page;
          // The listings are drawn in the member's chosen view: the page must not change on hydration.
          data.dashboardPreferences = await dashboardPreferences(deps, scopeOf(request));
        }
      }
      const thumbnails = (data.properties?.items ?? [])
        .slice(0, FIRST_ROW_THUMBNAILS)
        .flatMap((card) => (card.thumbnailUrl ? [card.thumbnailUrl] : []))
        .map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(url)}">`);
      // A data block (type application/json) is never executed: the CSP's script-src does not apply.
      const body = `<script type="application/json" id="${PRELOADED_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
      const rendered = await renderedHere(pathname, data, request);
      // Replacements are functions: in a replacement string, `$&` or `$1` typed into a property's
      // name would be read as a pattern. The first row's thumbnails are asked for before the code:
      // with HTTP/1.1's six connections per host, behind some twenty scripts they came last.
      return withModulePreloads(pathname, current())
        .replace(FIRST_HEAD_TAG, (tag) => `${tag}${thumbnails.join('')}`)
        .replace('</head>', () => `${rendered?.headTags ?? ''}</head>`)
        .replace('<div id="root"></div>', () => `${body}<div id="root">${rendered?.markup ?? ''}</div>`);
    },
  };
}
