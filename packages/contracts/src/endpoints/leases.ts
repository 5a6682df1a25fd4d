import {
  leaseDetailSchema,
  leaseInputSchema,
  leaseListQuerySchema,
  leaseListSchema,
  leaseParams,
  leasePropertyFactsSchema,
  leasePropertyOptionsSchema,
  leaseTermsInputSchema,
} from '../schemas/leases';
import { uuidParam } from '../schemas/fields';
import { created, endpoint, file, json, ok } from './define';

/** Leases (« baux », issue 34): the base of rental management. */
export const leaseEndpoints = {
  /** The agency's leases, the current ones or the ended ones. */
  list: endpoint({
    method: 'GET',
    path: '/api/leases',
    query: leaseListQuerySchema,
    response: ok(leaseListSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/leases/:id',
    params: leaseParams,
    response: ok(leaseDetailSchema),
  }),
  /** Names the landlords from the property's management mandate; writes the lease PDF. */
  create: endpoint({
    method: 'POST',
    path: '/api/leases',
    body: json(leaseInputSchema),
    response: created(leaseDetailSchema),
  }),
  /** The terms only, for the next rent calls; refused once the lease was sent for signature. */
  update: endpoint({
    method: 'PATCH',
    path: '/api/leases/:id',
    params: leaseParams,
    body: json(leaseTermsInputSchema),
    response: ok(leaseDetailSchema),
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/leases/:id/document',
    params: leaseParams,
    response: file,
  }),
  /**
   * Opens the lease's signature request: the agency (for the landlords) signs first, then each tenant
   * and guarantor. From then on the terms are frozen.
   */
  sign: endpoint({
    method: 'POST',
    path: '/api/leases/:id/signature',
    params: leaseParams,
    response: ok(leaseDetailSchema),
  }),
  /** The rental listings the form offers. */
  propertyOptions: endpoint({
    method: 'GET',
    path: '/api/leases/properties',
    response: ok(leasePropertyOptionsSchema),
  }),
  /** What the form reads of one property: rent control, IRL area, DPE, its management mandate. */
  propertyFacts: endpoint({
    method: 'GET',
    path: '/api/leases/properties/:id',
    params: uuidParam,
    response: ok(leasePropertyFactsSchema),
  }),
};
