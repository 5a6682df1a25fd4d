import { endpoints, homeFor } from '@immopilote/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAuthContext } from '../../auth/context';
import { authOf, guard, userScopeOf } from '../../auth/guards';
import { deviceOf, setDeviceCookie } from '../../auth/device-cookie';
import { clearSessionCookie, setSessionCookie, sessionTokenOf } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  checkResetToken,
  completePasswordReset,
  createAgencyFor,
  joinAgency,
  requestPasswordReset,
  signIn,
  signInWithCode,
  signOut,
  signUp,
} from './auth.service';
import { resendVerificationLink, verifyEmail } from './email-verification.service';
import { toMe } from './me';
import { twoFactorRoutes } from './two-factor.routes';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  /** Session rotation: whatever session the browser had is dropped before a new one is issued. */
  const dropCurrentSession = (request: FastifyRequest) =>
    signOut(deps, { sessionToken: sessionTokenOf(request) });

  /** A signed-in browser becomes a known device of the account (auth/device-cookie.ts). */
  const deviceOfRequest = (request: FastifyRequest) => (email: string) =>
    deviceOf(request, deps.config, email);

  /** `me` as the request loaded it, or re-read after the handler changed the profile. */
  async function meResponse(request: FastifyRequest, reload = false) {
    const auth = authOf(request);
    const current = reload ? await loadAuthContext(deps.db, auth.sessionId, deps.config.adminEmails) : auth;
    const me = toMe(current ?? auth);
    return { me, next: homeFor(me) };
  }

  route(
    app,
    endpoints.auth.signIn,
    { guard: guard.public, signIn: true },
    async ({ request, reply, body }) => {
      await dropCurrentSession(request);
      const result = await signIn(deps, {
        email: body.email,
        password: body.password,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
        deviceOf: deviceOfRequest(request),
      });
      if (result.kind === 'challenge') return result.challenge;
      setSessionCookie(reply, result.signedIn.token, result.signedIn.expiresAt);
      setDeviceCookie(reply, deps.config, result.me.user.email);
      return { me: result.me, next: result.next };
    },
  );

  route(
    app,
    endpoints.twoFactor.verifySignIn,
    { guard: guard.public, signIn: true },
    async ({ request, reply, body }) => {
      await dropCurrentSession(request);
      const { signedIn, me, next } = await signInWithCode(deps, {
        challenge: body.challenge,
        code: body.code,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      setSessionCookie(reply, signedIn.token, signedIn.expiresAt);
      setDeviceCookie(reply, deps.config, me.user.email);
      return { me, next };
    },
  );

  route(app, endpoints.auth.signUp, { guard: guard.public, signIn: true }, async ({ request, reply }) => {
    // The service reads the raw body: its 'Compte existant' path signs in before anything else.
    const result = await signUp(deps, {
      body: request.body,
      userAgent: request.headers['user-agent'],
      ip: request.ip,
      deviceOf: deviceOfRequest(request),
    });
    await dropCurrentSession(request);
    setSessionCookie(reply, result.signedIn.token, result.signedIn.expiresAt);
    setDeviceCookie(reply, deps.config, result.me.user.email);
    if (result.existingAccount) reply.code(200);
    return { me: result.me, next: result.next, existingAccount: result.existingAccount };
  });

  route(app, endpoints.auth.signOut, { guard: guard.public }, async ({ request, reply }) => {
    await dropCurrentSession(request);
    clearSessionCookie(reply);
  });

  route(app, endpoints.auth.me, { guard: guard.user }, ({ request }) => meResponse(request));

  route(
    app,
    endpoints.auth.requestPasswordReset,
    { guard: guard.public, signIn: true },
    async ({ request, body }) => {
      await requestPasswordReset(deps, { email: body.email, ip: request.ip });
    },
  );

  route(
    app,
    endpoints.auth.checkResetToken,
    { guard: guard.public, signIn: true },
    async ({ request, body }) => {
      await checkResetToken(deps, { token: body.token, ip: request.ip });
    },
  );

  route(
    app,
    endpoints.auth.completePasswordReset,
    { guard: guard.public, signIn: true },
    async ({ request, reply }) => {
      await completePasswordReset(deps, { body: request.body, ip: request.ip });
      clearSessionCookie(reply);
    },
  );

  route(app, endpoints.auth.verifyEmail, { guard: guard.public, signIn: true }, async ({ request, body }) => {
    await verifyEmail(deps, { token: body.token, ip: request.ip });
  });

  route(app, endpoints.auth.resendVerification, { guard: guard.user }, async ({ request }) => {
    await resendVerificationLink(deps, userScopeOf(request));
  });

  route(
    app,
    endpoints.onboarding.join,
    { guard: guard.onboarding, signIn: true },
    async ({ request, body }) => {
      await joinAgency(deps, userScopeOf(request), { agencyCode: body.agencyCode, ip: request.ip });
      return meResponse(request, true);
    },
  );

  route(
    app,
    endpoints.onboarding.createAgency,
    { guard: guard.onboarding, signIn: true },
    async ({ request, body }) => {
      await createAgencyFor(deps, userScopeOf(request), body);
      return meResponse(request, true);
    },
  );

  await twoFactorRoutes(app, deps);
}
