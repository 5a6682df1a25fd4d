import {
  dashboardPreferencesInputSchema,
  dashboardPreferencesSchema,
  dashboardSummarySchema,
} from '../schemas/dashboard';
import { endpoint, json, ok } from './define';

/** The dashboard's key figures for the member's agency (issue 16), and the member's own choices (issue 27). */
export const dashboardEndpoints = {
  summary: endpoint({ method: 'GET', path: '/api/dashboard/summary', response: ok(dashboardSummarySchema) }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/dashboard/preferences',
    response: ok(dashboardPreferencesSchema),
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/api/dashboard/preferences',
    body: json(dashboardPreferencesInputSchema),
    response: ok(dashboardPreferencesSchema),
  }),
};
