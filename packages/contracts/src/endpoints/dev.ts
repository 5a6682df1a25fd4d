import { outboxMailListSchema } from '../schemas/admin';
import { endpoint, ok } from './define';

export const devEndpoints = {
  /** Only with DEV_MAILBOX=true, and only for requests from this machine (loopback). */
  mailbox: endpoint({ method: 'GET', path: '/api/dev/mailbox', response: ok(outboxMailListSchema) }),
} as const;
