import type { SignatureSubjectHooks } from '../signatures/signature-subjects';
import { settleSigning } from './inspection-signing.repo';
import * as repo from './inspections.repo';

/**
 * What an inspection hears of its signature request (issue 31), in the transaction that records
 * each step; wired in `app.ts` with `registerSignatureSubject('inspection', …)`.
 * - the last signature: signed (the sealed PDF then goes to every party);
 * - a refusal: recorded as such, the document stays as it was refused;
 * - locked (wrong codes) or cancelled (by the agent, or because the stored original changed): back
 *   to a draft, which can be corrected and signed anew.
 */
export const inspectionSignatureHooks: SignatureSubjectHooks = {
  async onSigned(tx, event) {
    if (!event.isLast) return;
    await settleSigning(
      tx,
      event.agencyId,
      { id: event.subjectId, requestId: event.requestId },
      ['signing'],
      { status: 'signed', signedAt: event.signedAt },
    );
  },
  async onClosed(tx, event) {
    // « signed » too: a request whose original changed in storage is cancelled while being sealed,
    // after its last signature; never sealed, that inspection was never handed over.
    await settleSigning(
      tx,
      event.agencyId,
      { id: event.subjectId, requestId: event.requestId },
      ['signing', 'signed'],
      { status: event.status === 'refused' ? 'refused' : 'draft', signedAt: null },
    );
  },
  /**
   * Décret 2016-382 art. 3 and loi 89-462 art. 3-2: each party gets the document. A landlord who
   * was not there in person signs nothing but receives the sealed copy all the same.
   */
  async copyRecipients(db, event) {
    const row = await repo.findInspection(db, event.agencyId, event.subjectId);
    if (!row || row.signatureRequestId !== event.requestId) return [];
    const { email } = row.content.landlord;
    return email ? [email] : [];
  },
};
