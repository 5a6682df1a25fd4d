import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import {
  answerOffer,
  createOffer,
  listPropertyOffers,
  offerDocumentLimits,
  openOfferDocument,
  putOfferDocument,
} from './offers.service';

/** Offers on a sale listing (issue 32): the people who add properties, like mandates. */
export async function offersRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.offers.listForProperty, config, ({ request, params }) =>
    listPropertyOffers(deps, scopeOf(request), params),
  );

  route(app, endpoints.offers.create, config, ({ request, params, body }) =>
    createOffer(deps, scopeOf(request), { propertyId: params.id, input: body }),
  );

  route(app, endpoints.offers.answer, config, ({ request, params, body }) =>
    answerOffer(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, endpoints.offers.putDocument, config, async ({ request, params }) => {
    const form = await readForm(request, offerDocumentLimits);
    return putOfferDocument(deps, scopeOf(request), { id: params.id, form });
  });

  route(app, endpoints.offers.document, config, async ({ request, reply, params }) => {
    const { fileName, mimeType, object } = await openOfferDocument(deps, scopeOf(request), {
      id: params.id,
      ip: request.ip,
    });
    return reply
      .header('Content-Type', mimeType)
      .header('Content-Length', String(object.size))
      .header('Content-Disposition', attachmentDisposition(fileName))
      .header('Cache-Control', 'private, no-store')
      .send(object.body);
  });
}
