import { dashboardSummarySchema } from '../schemas/dashboard';
import { endpoint, ok } from './define';

/** The dashboard's key figures for the member's agency (issue 16). */
export const dashboardEndpoints = {
  summary: endpoint({ method: 'GET', path: '/api/dashboard/summary', response: ok(dashboardSummarySchema) }),
};
