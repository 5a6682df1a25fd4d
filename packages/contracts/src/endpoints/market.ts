import { z } from 'zod';
import { uuidParam } from '../schemas/fields';
import {
  dvfImportSchema,
  dvfOverviewSchema,
  latestValuationSchema,
  valuationSchema,
} from '../schemas/market';
import { created, endpoint, multipart, ok } from './define';

/** « Évaluer le prix » (Pro and Premium) and the DVF data behind it (issue 14). */
export const marketEndpoints = {
  /** Runs an evaluation now (comparables, engine, saved figures); abortable by the browser. */
  evaluate: endpoint({
    method: 'POST',
    path: '/api/properties/:id/valuation',
    params: uuidParam,
    response: ok(valuationSchema),
  }),
  /** The latest evaluation and its comparables, for the explanation page. */
  latest: endpoint({
    method: 'GET',
    path: '/api/properties/:id/valuation',
    params: uuidParam,
    response: ok(latestValuationSchema),
  }),
  /** Administrator: the sales loaded, their communes and years, and the last imports. */
  adminOverview: endpoint({ method: 'GET', path: '/api/admin/dvf', response: ok(dvfOverviewSchema) }),
  /** Administrator: a geo-dvf file (`file`, .csv or .csv.gz), imported by a job; the answer is the import, pending. */
  adminImport: endpoint({
    method: 'POST',
    path: '/api/admin/dvf/imports',
    body: multipart(z.object({})),
    response: created(dvfImportSchema),
  }),
  /** Administrator: one import's progress (the panel polls it while the job runs). */
  adminImportStatus: endpoint({
    method: 'GET',
    path: '/api/admin/dvf/imports/:id',
    params: uuidParam,
    response: ok(dvfImportSchema),
  }),
} as const;
