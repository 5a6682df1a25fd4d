import {
  irlAdminListSchema,
  irlAdminQuarterSchema,
  irlCurrentListSchema,
  irlInputSchema,
} from '../schemas/revisions';
import { created, endpoint, json, ok } from './define';

/**
 * The IRL table (issue 34): every agency member reads the current values; only an administrator
 * (ADMIN_EMAILS) sees the versions, adds a quarter or corrects one (a new version, never an overwrite).
 */
export const irlEndpoints = {
  current: endpoint({ method: 'GET', path: '/api/irl', response: ok(irlCurrentListSchema) }),
  adminList: endpoint({ method: 'GET', path: '/api/admin/irl', response: ok(irlAdminListSchema) }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/irl',
    body: json(irlInputSchema),
    response: created(irlAdminQuarterSchema),
  }),
  correct: endpoint({
    method: 'POST',
    path: '/api/admin/irl/corrections',
    body: json(irlInputSchema),
    response: created(irlAdminQuarterSchema),
  }),
} as const;
