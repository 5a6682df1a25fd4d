import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { commonMessages, speakFrenchInSchemas } from '@immopilote/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import './auth/fastify-types';
import { checkCsrf } from './auth/csrf';
import { enforceGuard, type Guard } from './auth/guards';
import { runBound } from './auth/request-binding';
import { createSessionCache, type LoadedSession } from './auth/session-cache';
import { sessionTokenOf } from './auth/sessions';
import { hashToken } from './auth/tokens';
import type { AppDeps } from './deps';
import { isDataException } from './db/errors';
import { AppError } from './errors';
import { decodedPath, namesApiPath } from './http/request-path';
import { createSpaShell, type SpaShell } from './http/spa-shell';
import { adminRoutes } from './modules/admin/admin.routes';
import { aiRoutes } from './modules/ai/ai.routes';
import { marketRoutes } from './modules/market/market.routes';
import { agencyRoutes } from './modules/agency/agency.routes';
import { accessLogRoutes } from './modules/access-log/access-log.routes';
import { agencyExportRoutes } from './modules/agency-export/agency-export.routes';
import { clientExportRoutes } from './modules/client-export/client-export.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { clientScoringRoutes } from './modules/client-scoring/client-scoring.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { devMailboxRoutes } from './modules/dev/dev-mailbox.routes';
import { devSignatureRoutes } from './modules/dev/dev-signatures.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { createDocumentTools } from './modules/documents/documents.service';
import { healthRoutes } from './modules/health/health.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { historyRoutes } from './modules/history/history.routes';
import { inboundMailRoutes } from './modules/inbound-mail/inbound-mail.routes';
import { inspectionDocumentRoutes } from './modules/inspections/inspection-document.routes';
import { inspectionSignatureHooks } from './modules/inspections/inspection-signing-hooks';
import { marketInsightsRoutes } from './modules/market/market-insights.routes';
import { prospectingRoutes } from './modules/matching/prospecting.routes';
import { mandateSignatureHooks } from './modules/mandates/mandate-signature-hooks';
import { mandatesRoutes } from './modules/mandates/mandates.routes';
import { dealsRoutes } from './modules/deals/deals.routes';
import { offersRoutes } from './modules/deals/offers.routes';
import { registerSignatureSubject } from './modules/signatures/signature-subjects';
import { matchingRoutes } from './modules/matching/matching.routes';
import { ownerReportsRoutes } from './modules/owner-reports/owner-reports.routes';
import { portalExportRoutes } from './modules/portal-export/portal-export.routes';
import { contactImportRoutes } from './modules/contact-import/contact-import.routes';
import { listingImportRoutes } from './modules/listing-import/listing-import.routes';
import { portalsRoutes } from './modules/portals/portals.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { publicSiteRoutes } from './modules/public-site/public-site.routes';
import { siteRoutes } from './modules/site/site.routes';
import { signaturesRoutes } from './modules/signatures/signatures.routes';
import { subscriptionRoutes } from './modules/subscription/subscription.routes';
import { visitsRoutes } from './modules/visits/visits.routes';
import { inspectionClientPurge } from './modules/inspections/inspection-privacy';
import { inspectionsRoutes } from './modules/inspections/inspections.routes';
import { feeInvoicesRoutes } from './modules/fee-invoices/fee-invoices.routes';
import { rentRoutes } from './modules/rentals/rent-calls.routes';
import { registerClientPurgeHook } from './modules/privacy/client-purge-hooks';
import { registerClientDeletionGuard } from './modules/clients/client-deletion-guards';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { irlRoutes } from './modules/rentals/irl.routes';
import { revisionsRoutes } from './modules/rentals/revisions.routes';
import { useWebhookWakeQueue } from './modules/webhooks/emit';
import { dealClientDeletionGuard, dealClientPurge } from './modules/deals/deal-parties.service';
import { authenticateApiKey } from './modules/api-keys/api-key-auth';
import { apiDocsRoutes } from './modules/api-keys/api-docs.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { apiV1Routes } from './modules/api-keys/api-v1.routes';
import { chargesRoutes } from './modules/rentals/charges.routes';
import { leaseEndRoutes } from './modules/rentals/lease-end.routes';
import { ownerStatementsRoutes } from './modules/rentals/owner-statements.routes';
import { leasesRoutes } from './modules/rentals/leases.routes';
import { leaseSignatureHooks } from './modules/rentals/lease-signature-hooks';
import { bankImportRoutes } from './modules/rentals/bank-import.routes';
import { arrearsRoutes } from './modules/rentals/arrears.routes';

export interface RegisteredRoute {
  method: string;
  url: string;
  guard: Guard | undefined;
  /** Server-to-server callbacks (payment webhooks) take no CSRF header. */
  csrfExempt: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared guard, for the route-guard test and the authorization matrix. */
    registeredRoutes: RegisteredRoute[];
  }
}

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** One year, in seconds. */
const HSTS_MAX_AGE = 31_536_000;

/** Maximum JSON body; file uploads have their own limits in the multipart routes. */
const BODY_LIMIT = 1024 * 1024;

function isGuarded(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/dev/');
}

export interface BuildOptions {
  /** The server's log (main.ts); none in tests. The outbox mailer writes to the same one. */
  logger?: FastifyBaseLogger;
  /** Check every JSON answer against its declared contract (tests). */
  checkResponses?: boolean;
}

export async function buildApp(deps: AppDeps, opts: BuildOptions = {}) {
  // What a person sent and the schemas refuse is answered in French, whichever schema refused it.
  speakFrenchInSchemas();
  // The modules whose documents are signed hear of their requests (the service never imports them).
  registerSignatureSubject('mandate', mandateSignatureHooks);
  registerSignatureSubject('inspection', inspectionSignatureHooks);
  registerSignatureSubject('lease', leaseSignatureHooks);
  // The modules whose records name clients hear of their erasure (privacy never imports them).
  registerClientPurgeHook('inspections', inspectionClientPurge);
  // A client party to an open sale or rental file is neither deleted nor erased (issue 32).
  registerClientPurgeHook('deals', dealClientPurge);
  registerClientDeletionGuard('deals', dealClientDeletionGuard);
  // Outgoing webhooks: an emitted event wakes this app's delivery job (modules/webhooks/emit.ts).
  useWebhookWakeQueue(deps.jobs);
  const app: FastifyInstance = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    // One proxy in front (the peer): the client is the address that proxy appended (the last
    // one), never the first, which the client wrote itself and could set to 127.0.0.1 or change
    // at every guess. `true` would trust every hop, and a hop count trusts none in Fastify 5.
    trustProxy: deps.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: BODY_LIMIT,
    // A request Node's parser refuses (headers or address too long, malformed) never reaches a
    // route: it still gets the error envelope in French rather than Fastify's English default.
    clientErrorHandler: (err, socket) => {
      if (!socket.writable) return socket.destroy(err);
      const tooLarge = (err as { code?: string }).code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify({
        error: tooLarge
          ? { code: 'PAYLOAD_TOO_LARGE', message: commonMessages.payloadTooLarge }
          : { code: 'BAD_REQUEST', message: commonMessages.badJson },
      });
      const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
      socket.end(
        `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
  });

  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.decorate('checkResponses', opts.checkResponses ?? false);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !isGuarded(route.url)) continue;
      app.registeredRoutes.push({
        method,
        url: route.url,
        guard: route.config?.guard,
        csrfExempt: route.config?.csrfExempt === true,
      });
    }
  });

  app.decorateRequest('auth', null);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // Sent below, only on HTTPS: helmet would send it on plain-HTTP localhost too.
    strictTransportSecurity: false,
  });
  // HTTPS directly or through the trusted proxy (TRUST_PROXY and X-Forwarded-Proto): browsers
  // then refuse plain HTTP for a year. Never on plain HTTP, where it would be ignored anyway and
  // must not stick to localhost. No includeSubDomains: the operator's other hosts are not ours.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE}`);
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 20, fields: 50 } });

  const sessionCache = await createSessionCache(deps.database, deps.config.adminEmails);
  app.addHook('onClose', () => sessionCache.close());
  // Decided on the route the router matched, never on the raw URL: the router percent-decodes the
  // path, so `/%61pi/auth/sign-in` runs the sign-in handler while `request.url` does not start with /api/.
  app.addHook('onRequest', async (request) => {
    const matched = request.routeOptions.url;
    if (!matched || !isGuarded(matched)) return;
    const routeGuard = request.routeOptions.config?.guard;
    // The open API (issue 33): a bearer API key and nothing else. No session cookie is read, hence
    // no ambient authority a cross-site page could use, hence no CSRF header to ask for.
    if (routeGuard?.level === 'apiKey') {
      request.auth = await authenticateApiKey(deps, request);
      enforceGuard(routeGuard, request.auth, request.method);
      return;
    }
    checkCsrf(request);
    const token = sessionTokenOf(request);
    if (token) {
      const loaded = await sessionCache.load(hashToken(token));
      request.auth = loaded?.context ?? null;
      request.propertyListEpoch = loaded?.propertyListEpoch;
    }
    enforceGuard(routeGuard, request.auth, request.method);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds)
        reply.header('retry-after', String(error.options.retryAfterSeconds));
      return reply.code(error.status).send({
        error: { code: error.code, message: error.userMessage, fieldErrors: error.fieldErrors },
      });
    }
    const err = error as { statusCode?: number; code?: string };
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply
        .code(413)
        .send({ error: { code: 'PAYLOAD_TOO_LARGE', message: commonMessages.payloadTooLarge } });
    }
    if (status === 415) {
      return reply
        .code(415)
        .send({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: commonMessages.unsupportedMediaType } });
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ error: { code: 'BAD_REQUEST', message: commonMessages.badJson } });
    }
    if (isDataException(error)) {
      // Safety net only: input is validated before it reaches SQL, so this is a validation gap to
      // fix (hence logged as an error), but it is the user's value, not a fault of ours.
      request.log.error({ err: error }, 'database refused a value that passed validation');
      return reply
        .code(400)
        .send({ error: { code: 'BAD_REQUEST', message: commonMessages.invalidStoredValue } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'INTERNAL', message: commonMessages.internal } });
  });

  await app.register(async (api) => {
    await healthRoutes(api, deps);
    await siteRoutes(api, deps);
    await authRoutes(api, deps);
    await subscriptionRoutes(api, deps);
    await profileRoutes(api, deps);
    await agencyRoutes(api, deps);
    await agencyExportRoutes(api, deps);
    await accessLogRoutes(api, deps);
    await clientExportRoutes(api, deps);
    // The modules that save PDFs share one extractor and one receipt key.
    const documentDeps = { ...deps, documents: createDocumentTools(deps) };
    api.addHook('onClose', () => documentDeps.documents.extractor.close());
    await propertiesRoutes(api, documentDeps);
    await historyRoutes(api, deps);
    await calendarRoutes(api, deps);
    await visitsRoutes(api, deps);
    await inspectionsRoutes(api, deps);
    await dashboardRoutes(api, deps);
    await documentsRoutes(api, documentDeps);
    await clientsRoutes(api, documentDeps);
    await clientScoringRoutes(api, deps);
    await mandatesRoutes(api, deps);
    await offersRoutes(api, deps);
    await dealsRoutes(api, deps);
    await inspectionDocumentRoutes(api, deps);
    await aiRoutes(api, deps);
    await portalExportRoutes(api, deps);
    await contactImportRoutes(api, deps);
    await webhooksRoutes(api, deps);
    await irlRoutes(api, deps);
    await revisionsRoutes(api, deps);
    await listingImportRoutes(api, deps);
    await portalsRoutes(api, deps);
    await ownerReportsRoutes(api, deps);
    await privacyRoutes(api, deps);
    await marketRoutes(api, deps);
    await marketInsightsRoutes(api, deps);
    await matchingRoutes(api, deps);
    await prospectingRoutes(api, deps);
    await leadsRoutes(api, deps);
    await inboundMailRoutes(api, deps);
    await signaturesRoutes(api, deps);
    await feeInvoicesRoutes(api, deps);
    await adminRoutes(api, deps);
    await apiKeysRoutes(api, deps);
    await apiV1Routes(api, documentDeps);
    await apiDocsRoutes(api, deps);
    await leaseEndRoutes(api, deps);
    await chargesRoutes(api, deps);
    await ownerStatementsRoutes(api, deps);
    await rentRoutes(api, deps);
    await leasesRoutes(api, deps);
    await bankImportRoutes(api, deps);
    await arrearsRoutes(api, deps);
    if (deps.config.mail.devMailbox) {
      await devMailboxRoutes(api, deps);
      await devSignatureRoutes(api, deps);
    }
  });

  // The agencies' public sites (server-rendered HTML), before the single-page app's fallback.
  await app.register((site) =>
    publicSiteRoutes(site, deps, { ownPages: [...prerenderedPages(WEB_DIST).keys()] }),
  );

  const shell = createSpaShell(
    deps,
    WEB_DIST,
    (method, url) => app.registeredRoutes.find((r) => r.method === method && r.url === url)?.guard,
  );
  await registerSpa(app, shell && { shell, loadSession: (token) => sessionCache.load(hashToken(token)) });
  return app;
}

/**
 * The public pages the web build prerendered (apps/web/src/entry-server.tsx), by path:
 * `prerendered/index.html` is `/`, `prerendered/contact.html` is `/contact`.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, 'prerendered');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('.html')) : [];
  return new Map(
    files.map((file) => [
      file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`,
      `prerendered/${file}`,
    ]),
  );
}

/** The shell personalised for a signed-in caller (data inlined, code preloaded), when the build allows. */
interface SignedInShell {
  shell: SpaShell;
  loadSession(token: string): Promise<LoadedSession | null>;
}

async function registerSpa(app: FastifyInstance, signedIn: SignedInShell | null) {
  const hasBuild = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  const prerendered = prerenderedPages(WEB_DIST);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      // Prerendered pages are sent by the not-found handler below under the page's own path, not under
      // their file names; the server bundle (.ssr) is the API server's own and never sent.
      // robots.txt is the server's (public-site.routes.ts: it names the sitemap under PUBLIC_URL).
      globIgnore: ['prerendered/**', '.ssr/**', 'robots.txt'],
      // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so it never changes under one name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (namesApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: commonMessages.routeNotFound } });
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send("L'interface n'est pas construite : lancez `npm run build` (ou `npm start`).");
    }
    // A prerendered public page for its exact path; the empty shell for every other one (signed-in
    // screens, 404), which the SPA renders in the browser.
    const pathname = decodedPath(request.url);
    const page = prerendered.get(pathname);
    const token = sessionTokenOf(request);
    if (!page && signedIn && token && request.method === 'GET') {
      const loaded = await signedIn.loadSession(token);
      request.auth = loaded?.context ?? null;
      request.propertyListEpoch = loaded?.propertyListEpoch;
      if (request.auth) {
        // The caller's own data is in this page: no shared cache may keep it.
        return reply
          .header('Cache-Control', 'private, no-store')
          .header('Vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(await runBound({}, request.auth, () => signedIn.shell.render(pathname, request)));
      }
    }
    return reply.header('Cache-Control', 'no-cache').sendFile(page ?? 'index.html');
  });
}
