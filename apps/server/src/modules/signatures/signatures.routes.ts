import { endpoints, SIGNATURE_VERIFY_MAX_BYTES, signatureMessages as m } from '@immopilote/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { attachmentDisposition, inlineDisposition } from '../../http/content-disposition';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import {
  cancelSignatureRequest,
  getSignatureRequest,
  listSignatureRequests,
  openSignerDevice,
  sendSignerLink,
  signatureFile,
  verifySignedDocument,
} from './signatures.service';
import {
  refuseDocument,
  sendSigningCode,
  signDocument,
  signingDocument,
  signingSession,
  verifySigningCode,
} from './signing.service';

const actorOf = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

const verifyLimits = {
  maxFileBytes: SIGNATURE_VERIFY_MAX_BYTES,
  maxFiles: 1,
  tooLargeMessage: m.errors.verifyTooLarge,
  tooManyMessage: m.errors.verifyOneFile,
  defaultFileName: 'document.pdf',
};

/** The signature service (issue 30): the agency's side, then the public signing page. */
export async function signaturesRoutes(app: FastifyInstance, deps: AppDeps) {
  // Any member: a mandate's request is checked against « Ajouter des biens » in the service.
  const member = { guard: guard.member() };

  route(app, endpoints.signatures.list, member, ({ request, query }) =>
    listSignatureRequests(deps, scopeOf(request), query),
  );
  route(app, endpoints.signatures.verify, member, async ({ request }) => {
    const form = await readForm(request, verifyLimits);
    return verifySignedDocument(deps, scopeOf(request), form.files[0]);
  });
  route(app, endpoints.signatures.get, member, ({ request, params }) =>
    getSignatureRequest(deps, scopeOf(request), params.id),
  );
  route(app, endpoints.signatures.sendLink, member, ({ request, params }) =>
    sendSignerLink(deps, scopeOf(request), { ...params, actor: actorOf(request) }),
  );
  route(app, endpoints.signatures.device, member, ({ request, params }) =>
    openSignerDevice(deps, scopeOf(request), { ...params, actor: actorOf(request) }),
  );
  route(app, endpoints.signatures.cancel, member, ({ request, params, body }) =>
    cancelSignatureRequest(deps, scopeOf(request), {
      id: params.id,
      reason: body.reason,
      actor: actorOf(request),
    }),
  );
  route(app, endpoints.signatures.file, member, async ({ request, reply, params }) => {
    const file = await signatureFile(deps, scopeOf(request), { ...params, ip: request.ip });
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', attachmentDisposition(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });

  // The signing page: the secret in the address is the key (kept out of the request log).
  const signing = { guard: guard.public, logLevel: 'warn' as const };
  route(app, endpoints.signing.session, signing, ({ request, params }) =>
    signingSession(deps, params.token, actorOf(request)),
  );
  route(app, endpoints.signing.sendCode, signing, ({ request, params, body }) =>
    sendSigningCode(deps, params.token, body.channel, actorOf(request)),
  );
  route(app, endpoints.signing.verifyCode, signing, ({ request, params, body }) =>
    verifySigningCode(deps, params.token, body.code, actorOf(request)),
  );
  route(app, endpoints.signing.document, signing, async ({ request, reply, params }) => {
    const pdf = await signingDocument(deps, params.token, actorOf(request));
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', inlineDisposition('document.pdf'))
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  route(app, endpoints.signing.sign, signing, ({ request, params, body }) =>
    signDocument(deps, params.token, body, actorOf(request)),
  );
  route(app, endpoints.signing.refuse, signing, ({ request, params, body }) =>
    refuseDocument(deps, params.token, body.reason, actorOf(request)),
  );
}
