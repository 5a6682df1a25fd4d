import {
  agencyFieldsSchema,
  homeFor,
  joinAgencySchema,
  passwordResetRequestSchema,
  resetTokenSchema,
  signInSchema,
} from '@immopilote/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadAuthContext } from '../../auth/context';
import { authOf, guard } from '../../auth/guards';
import { clearSessionCookie, deleteSession, setSessionCookie, sessionTokenOf } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import { parse } from '../../validation';
import {
  checkResetToken,
  completePasswordReset,
  createAgencyFor,
  joinAgency,
  requestPasswordReset,
  signIn,
  signUp,
} from './auth.service';
import { toMe } from './me';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const rateLimit = { max: deps.config.authRateLimit.max, timeWindow: deps.config.authRateLimit.windowMs };

  /** Session rotation: whatever session the browser had is dropped before a new one is issued. */
  async function dropCurrentSession(request: FastifyRequest) {
    const token = sessionTokenOf(request);
    if (token) await deleteSession(deps.db, hashToken(token));
  }

  /** `me` as the request loaded it, or re-read after the handler changed the profile. */
  async function meResponse(request: FastifyRequest, reply: FastifyReply, reload = false) {
    const auth = authOf(request);
    const current = reload ? await loadAuthContext(deps.db, auth.sessionId, deps.config.adminEmails) : auth;
    const me = toMe(current ?? auth);
    return reply.send({ me, next: homeFor(me) });
  }

  app.post('/api/auth/sign-in', { config: { guard: guard.public, rateLimit } }, async (request, reply) => {
    const input = parse(signInSchema, request.body);
    await dropCurrentSession(request);
    const { signedIn, me, next } = await signIn(
      deps,
      input.email,
      input.password,
      request.headers['user-agent'],
    );
    setSessionCookie(reply, signedIn.token, signedIn.expiresAt);
    return reply.send({ me, next });
  });

  app.post('/api/auth/sign-up', { config: { guard: guard.public, rateLimit } }, async (request, reply) => {
    const result = await signUp(deps, request.body, request.headers['user-agent']);
    await dropCurrentSession(request);
    setSessionCookie(reply, result.signedIn.token, result.signedIn.expiresAt);
    return reply
      .code(result.existingAccount ? 200 : 201)
      .send({ me: result.me, next: result.next, existingAccount: result.existingAccount });
  });

  app.post('/api/auth/sign-out', { config: { guard: guard.public } }, async (request, reply) => {
    await dropCurrentSession(request);
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { config: { guard: guard.user } }, (request, reply) => meResponse(request, reply));

  app.post(
    '/api/auth/password-reset/request',
    { config: { guard: guard.public, rateLimit } },
    async (request, reply) => {
      const { email } = parse(passwordResetRequestSchema, request.body);
      await requestPasswordReset(deps, email);
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/api/auth/password-reset/check',
    { config: { guard: guard.public, rateLimit } },
    async (request, reply) => {
      const { token } = parse(resetTokenSchema, request.body);
      await checkResetToken(deps, token);
      return reply.send({ valid: true });
    },
  );

  app.post(
    '/api/auth/password-reset/complete',
    { config: { guard: guard.public, rateLimit } },
    async (request, reply) => {
      await completePasswordReset(deps, request.body);
      clearSessionCookie(reply);
      return reply.code(204).send();
    },
  );

  app.post('/api/onboarding/join', { config: { guard: guard.onboarding } }, async (request, reply) => {
    const { agencyCode } = parse(joinAgencySchema, request.body);
    await joinAgency(deps, authOf(request).user.id, agencyCode);
    return meResponse(request, reply, true);
  });

  app.post(
    '/api/onboarding/create-agency',
    { config: { guard: guard.onboarding } },
    async (request, reply) => {
      const fields = parse(agencyFieldsSchema, request.body);
      await createAgencyFor(deps, authOf(request).user.id, fields);
      return meResponse(request, reply, true);
    },
  );
}
