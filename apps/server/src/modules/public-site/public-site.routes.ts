import { agencySitePaths, commonMessages, leadsMessages } from '@immopilote/contracts';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { inlineDisposition } from '../../http/content-disposition';
import { feeScalePdf } from './fee-scale-pdf';
import {
  type PageContext,
  renderAgencyPage,
  renderFeeScalePage,
  renderGonePage,
  renderListingPage,
  renderNotFoundPage,
  renderErrorPage,
} from './pages';
import {
  agencyPage,
  agencySitemapEntries,
  listingPage,
  parseImageName,
  publicAgency,
  siteImageOf,
  submitContactForm,
} from './public-site.service';
import { SITE_CSS, SITE_CSS_PATH } from './site-css';
import { sitemapXml } from './sitemap';

/** A contact form's body: a few short fields (the message is at most 5,000 characters). */
const FORM_BODY_LIMIT = 64 * 1024;
const PAGE_CACHE = 'public, max-age=60';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface SlugParams {
  slug: string;
}
interface ListingParams extends SlugParams {
  reference: string;
}

/** Pages and the stylesheet are text: gzip when the browser takes it (a fifth of the bytes). */
function sendText(reply: FastifyReply, type: string, body: string) {
  reply.header('Vary', 'Accept-Encoding').type(type);
  const accepts = String(reply.request.headers['accept-encoding'] ?? '');
  if (body.length < 1024 || !/\bgzip\b/.test(accepts)) return reply.send(body);
  return reply.header('Content-Encoding', 'gzip').send(gzipSync(body, { level: 6 }));
}

const sendHtml = (reply: FastifyReply, status: number, body: string, cache = PAGE_CACHE) =>
  sendText(reply.code(status).header('Cache-Control', cache), 'text/html; charset=utf-8', body);

/**
 * A form posted from another site is refused: browsers state the Origin of a POST, and it must be
 * ours (the API's CSRF check, auth/csrf.ts, is for /api and needs a header a plain form cannot send).
 */
function fromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * The agency's public site (issue 29): server-rendered pages that need no JavaScript, the
 * stylesheet, the listing photos' sizes, the fee scale's PDF, the contact forms, the sitemap and
 * robots.txt. Not API routes: no session is read, and nothing here shows more than a visitor may
 * see. `ownPages` are ImmoPilote's own public pages, for the sitemap.
 */
export async function publicSiteRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { ownPages }: { ownPages: readonly string[] },
) {
  const ctx: PageContext = { publicUrl: deps.config.publicUrl };

  // A browser without JavaScript posts forms this way; only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // These pages answer in HTML, even when the request never reaches a handler (a body too large, a
  // content type no parser reads) or a handler fails.
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'public site page failed');
    const message =
      status === 413
        ? commonMessages.payloadTooLarge
        : status < 500
          ? leadsMessages.formRefused
          : commonMessages.internal;
    return sendHtml(
      reply,
      status === 413 ? 413 : status < 500 ? 400 : 500,
      renderErrorPage(ctx, message, '/'),
      'no-store',
    );
  });

  app.get(SITE_CSS_PATH, (_request, reply) =>
    sendText(reply.header('Cache-Control', IMMUTABLE), 'text/css; charset=utf-8', SITE_CSS),
  );

  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /dev/',
          '',
          `Sitemap: ${ctx.publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const entries = await agencySitemapEntries(deps);
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(ctx.publicUrl, ownPages, entries));
  });

  app.get<{ Params: SlugParams; Querystring: { envoye?: string } }>(
    '/agences/:slug',
    async (request, reply) => {
      const sent = request.query.envoye === '1';
      const page = await agencyPage(deps, request.params.slug, { sent });
      if (!page) return sendHtml(reply, 404, renderNotFoundPage(ctx, null));
      return sendHtml(reply, 200, renderAgencyPage(ctx, page), sent ? 'no-store' : PAGE_CACHE);
    },
  );

  app.get<{ Params: ListingParams; Querystring: { envoye?: string } }>(
    '/agences/:slug/biens/:reference',
    async (request, reply) => {
      const sent = request.query.envoye === '1';
      const page = await listingPage(deps, request.params.slug, request.params.reference, { sent });
      if (!page) return sendHtml(reply, 404, renderNotFoundPage(ctx, null));
      if (page.kind === 'missing') return sendHtml(reply, 404, renderNotFoundPage(ctx, page.agency));
      if (page.kind === 'gone') return sendHtml(reply, 410, renderGonePage(ctx, page.agency));
      return sendHtml(reply, 200, renderListingPage(ctx, page), sent ? 'no-store' : PAGE_CACHE);
    },
  );

  app.get<{ Params: SlugParams }>('/agences/:slug/honoraires', async (request, reply) => {
    const agency = await publicAgency(deps, request.params.slug);
    if (!agency) return sendHtml(reply, 404, renderNotFoundPage(ctx, null));
    return sendHtml(reply, 200, renderFeeScalePage(ctx, agency));
  });

  app.get<{ Params: SlugParams }>('/agences/:slug/honoraires.pdf', async (request, reply) => {
    const agency = await publicAgency(deps, request.params.slug);
    if (!agency) return sendHtml(reply, 404, renderNotFoundPage(ctx, null));
    const pdf = await feeScalePdf(agency);
    return reply
      .header('Cache-Control', PAGE_CACHE)
      .header('Content-Disposition', inlineDisposition(`bareme-honoraires-${agency.slug}.pdf`))
      .type('application/pdf')
      .send(pdf);
  });

  app.get<{ Params: SlugParams & { photoId: string; name: string } }>(
    '/agences/:slug/photos/:photoId/:name',
    async (request, reply) => {
      const name = parseImageName(request.params.name);
      const image = name && (await siteImageOf(deps, { ...request.params, name }));
      if (!image) return sendHtml(reply, 404, renderNotFoundPage(ctx, null), 'no-store');
      // A photo's id changes with its content (a new upload is a new photo): each size never changes.
      return reply.header('Cache-Control', IMMUTABLE).type(image.contentType).send(image.body);
    },
  );

  const post = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    reference: string | null,
  ) => {
    if (reference !== null && !/^\d{1,9}$/.test(reference)) {
      return sendHtml(reply, 404, renderNotFoundPage(ctx, null), 'no-store');
    }
    const back =
      reference === null ? agencySitePaths.agency(slug) : agencySitePaths.listing(slug, Number(reference));
    if (!fromThisSite(request)) {
      return sendHtml(reply, 403, renderErrorPage(ctx, leadsMessages.formRefused, back), 'no-store');
    }
    const outcome = await submitContactForm(deps, { slug, reference, body: request.body, ip: request.ip });
    switch (outcome.kind) {
      case 'sent':
        return reply.code(303).header('Cache-Control', 'no-store').redirect(`${back}?envoye=1#contact`, 303);
      case 'rateLimited':
        reply.header('Retry-After', String(outcome.retryAfterSeconds));
        return sendHtml(reply, 429, renderErrorPage(ctx, leadsMessages.formRateLimited, back), 'no-store');
      case 'notFound':
        return sendHtml(reply, 404, renderNotFoundPage(ctx, null), 'no-store');
      case 'refused': {
        const page = outcome.page;
        const body = 'photos' in page ? renderListingPage(ctx, page) : renderAgencyPage(ctx, page);
        return sendHtml(reply, 422, body, 'no-store');
      }
    }
  };

  app.post<{ Params: SlugParams }>('/agences/:slug/contact', (request, reply) =>
    post(request, reply, request.params.slug, null),
  );
  app.post<{ Params: ListingParams }>('/agences/:slug/biens/:reference', (request, reply) =>
    post(request, reply, request.params.slug, request.params.reference),
  );
}
