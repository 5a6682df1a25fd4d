import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { secretBoxOf } from './secret-box';

/**
 * The device cookie of OWASP's « Slow Down Online Guessing Attacks with Device Cookies »: a browser
 * that signed in to an account gets a random nonce sealed for that account (AES-GCM with the
 * account as authenticated data, auth/secret-box.ts), so only the server can make one and it opens
 * for that account alone. While guesses lock an account out, such a device still signs in
 * (auth/attempts.ts). One cookie per browser, for the account that signed in last.
 */
export const DEVICE_COOKIE = 'immopilote_device';
const DEVICE_COOKIE_DAYS = 365;
const context = (email: string) => `device:${email.toLowerCase()}`;

/** The nonce when the request's device cookie was issued to this account; anything else is no device. */
export function deviceOf(request: FastifyRequest, config: Config, email: string): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  if (!value || value.length > 300) return undefined;
  try {
    return secretBoxOf(config).open(value, context(email));
  } catch {
    return undefined;
  }
}

export function setDeviceCookie(reply: FastifyReply, config: Config, email: string) {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, secretBoxOf(config).seal(nonce, context(email)), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * 24 * 60 * 60_000),
  });
}
