import type { MatrixCase } from './matrix-case';
import { everyone } from './matrix-case';

export const siteMatrix: MatrixCase[] = [
  // Public operator details for the contact, legal notice and privacy pages.
  { route: 'GET /api/site-info', expect: everyone(200) },
];
