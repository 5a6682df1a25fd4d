import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { insertSession } from './sessions.repo';

// The scheduled purge job (modules/auth/purge-expired-sessions.job.ts) reaches the repo through here.
export { purgeExpiredSessions } from './sessions.repo';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'immopilote_session';

export async function createSession(
  db: DbOrTx,
  userId: string,
  ttlMs: number,
  userAgent: string | undefined,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  // Only the SHA-256 of the token is stored: a database leak yields no usable session.
  await insertSession(db, {
    id: hashToken(token),
    userId,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // 'auto': Secure whenever the request came over HTTPS (directly or through a trusted proxy).
    secure: 'auto',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length < 200 ? value : undefined;
}
