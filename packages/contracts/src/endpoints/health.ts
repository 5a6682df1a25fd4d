import { z } from 'zod';
import { endpoint, ok } from './define';

export const healthEndpoints = {
  check: endpoint({
    method: 'GET',
    path: '/api/health',
    response: ok(z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) })),
  }),
} as const;
