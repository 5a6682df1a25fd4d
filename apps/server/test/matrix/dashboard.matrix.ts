import type { MatrixCase } from './matrix-case';
import { memberRoute } from './matrix-case';

export const dashboardMatrix: MatrixCase[] = [
  // B's head reads B's own figures: dashboard.test.ts proves nothing of A's crosses over.
  { route: 'GET /api/dashboard/summary', expect: memberRoute(200, 200) },
  // The caller's own choices: B's head reads and writes B's head's row.
  { route: 'GET /api/dashboard/preferences', expect: memberRoute(200, 200) },
  {
    route: 'PUT /api/dashboard/preferences',
    request: () => ({ url: '/api/dashboard/preferences', json: { propertyView: 'cards' } }),
    expect: memberRoute(200, 200),
  },
];
