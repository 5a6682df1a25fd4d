import type { MatrixCase } from './matrix-case';
import { everyone } from './matrix-case';

export const systemMatrix: MatrixCase[] = [
  { route: 'GET /api/health', expect: everyone(200) },
  // Only registered when no SMTP server is configured and not in production (see config.ts).
  { route: 'GET /api/dev/mailbox', expect: everyone(200) },
  { route: 'GET /dev/mailbox', expect: everyone(200) },
];
