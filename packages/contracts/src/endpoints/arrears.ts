import { leaseParams } from '../schemas/leases';
import {
  leaseArrearsSchema,
  rentalSettingsInputSchema,
  rentalSettingsSchema,
  unpaidRentListSchema,
} from '../schemas/rental-bank';
import { endpoint, json, ok } from './define';

/** Arrears (issue 34): a lease's balance, the agency's unpaid rents, the reminder delays. */
export const arrearsEndpoints = {
  forLease: endpoint({
    method: 'GET',
    path: '/api/leases/:id/arrears',
    params: leaseParams,
    response: ok(leaseArrearsSchema),
  }),
  /** The agency's unpaid rents, oldest first: the dashboard card. */
  unpaid: endpoint({ method: 'GET', path: '/api/rentals/unpaid', response: ok(unpaidRentListSchema) }),
  settings: endpoint({ method: 'GET', path: '/api/rentals/settings', response: ok(rentalSettingsSchema) }),
  /** The head chooses the reminder delays. */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/rentals/settings',
    body: json(rentalSettingsInputSchema),
    response: ok(rentalSettingsSchema),
  }),
};
