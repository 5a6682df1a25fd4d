import { feeInvoiceMessages, parisToday } from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { allAgencyIds } from '../agency/agency.service';
import { logInvoicesPastRetention } from '../privacy/privacy.service';
import * as repo from './fee-invoices.repo';
import { INVOICE_BUCKET } from './fee-invoices.service';

/**
 * Fee invoices are kept ten years from their issue (`retain_until`, C. commerce L123-22); then the
 * row and its PDF go, each one a line of the head's « Journal des suppressions ». Rows first (one
 * transaction, the database allows it only once the date has passed), files after the commit: a
 * crash in between leaves PDFs no row names, which the orphan sweep removes.
 */
export async function purgeInvoicesPastRetention(deps: AppDeps, now = new Date()): Promise<number> {
  let erased = 0;
  await forEachAgency(
    () => allAgencyIds(deps),
    async (agencyId) => {
      const expired = await repo.listPastRetention(deps.db, agencyId, parisToday(now));
      if (expired.length === 0) return;
      await deps.db.transaction(async (tx) => {
        await repo.deleteInvoices(
          tx,
          agencyId,
          expired.map((r) => r.id),
        );
        await logInvoicesPastRetention(
          tx,
          agencyId,
          expired.map((r) => feeInvoiceMessages.reference(r.number)),
        );
      });
      await deps.storage.delete(
        INVOICE_BUCKET,
        expired.map((r) => r.pdfKey),
      );
      erased += expired.length;
    },
  );
  return erased;
}
