import { CSRF_HEADER, commonMessages } from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies are SameSite=Lax; on top of that every state-changing API call must carry our custom
 * header (which a cross-site page cannot send without a CORS preflight we never grant) and, when
 * the browser states an Origin, it must be this site.
 */
export function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfExempt) return;
  if (request.headers[CSRF_HEADER] !== '1') throw new AppError('CSRF_REJECTED', commonMessages.csrf);
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError('CSRF_REJECTED', commonMessages.csrf);
    }
    if (host !== request.host) throw new AppError('CSRF_REJECTED', commonMessages.csrf);
  }
}
