import type { SignatureSubjectHooks } from '../signatures/signature-subjects';
import { findLeaseParties } from './lease-lookup.repo';

/**
 * What a lease hears of its signature request (issue 34). The agency signs for the landlords under
 * its management mandate, so the landlords do not sign; they receive the sealed lease like the
 * signers. The terms' freeze needs no hook: it reads the request's status. Wired in `app.ts` with
 * `registerSignatureSubject('lease', …)`.
 */
export const leaseSignatureHooks: SignatureSubjectHooks = {
  async copyRecipients(db, event) {
    const parties = await findLeaseParties(db, event.agencyId, event.subjectId);
    return parties.flatMap((p) => (p.role === 'landlord' && p.email ? [p.email] : []));
  },
};
