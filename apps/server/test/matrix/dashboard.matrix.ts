import type { MatrixCase } from './matrix-case';
import { memberRoute } from './matrix-case';

export const dashboardMatrix: MatrixCase[] = [
  // B's head reads B's own figures: dashboard.test.ts proves nothing of A's crosses over.
  { route: 'GET /api/dashboard/summary', expect: memberRoute(200, 200) },
];
