import type { AuthContext } from './context';
import type { Guard } from './guards';

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
    /** Opt out of the CSRF header check, only for server-to-server callbacks (payment webhooks). */
    csrfExempt?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Read with the session (auth/session-cache.ts `LoadedSession`), when it was. */
    propertyListEpoch?: number;
  }
}
