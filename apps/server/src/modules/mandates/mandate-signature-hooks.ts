import { addDaysToDate, parisToday, RETRACTION_DAYS } from '@immopilote/contracts';
import type { SignatureSubjectHooks } from '../signatures/signature-subjects';
import { emitWebhookEvent, mandateObject } from '../webhooks/emit';
import * as repo from './mandates.repo';

/**
 * What a mandate hears of its signature request (issue 30), in the transaction that records each
 * step. Only the line's current request counts: an earlier one, replaced after a refusal, changes
 * nothing. Wired in `app.ts` with `registerSignatureSubject('mandate', …)`.
 */
export const mandateSignatureHooks: SignatureSubjectHooks = {
  async onSigned(tx, event) {
    const row = await repo.lockMandate(tx, event.agencyId, event.subjectId);
    if (!row || row.signatureRequestId !== event.requestId) return;
    // The written request to start within the retraction period (loi Hamon), by any mandator.
    const earlyStart = row.earlyStartRequested || (event.role === 'mandator' && event.earlyStartRequested);
    if (!event.isLast) {
      if (earlyStart !== row.earlyStartRequested) {
        await repo.updateSigning(tx, event.agencyId, row.id, { earlyStartRequested: earlyStart });
      }
      return;
    }
    // « Mandat définitivement contresigné en date du … »: the day, in France, the last mandator signed.
    const countersignedOn = parisToday(event.signedAt);
    const retractionEndsOn = row.retractionApplies ? addDaysToDate(countersignedOn, RETRACTION_DAYS) : null;
    await repo.updateSigning(tx, event.agencyId, row.id, {
      countersignedOn,
      earlyStartRequested: earlyStart,
      retractionEndsOn,
    });
    await emitWebhookEvent(
      tx,
      event.agencyId,
      'mandate.signed',
      mandateObject({ ...row, countersignedOn, retractionEndsOn }),
    );
  },
};
