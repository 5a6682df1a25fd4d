import type { SignatureDocumentKind, SignerRole } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';

/**
 * What a signature request tells the module whose document it signs (a mandate, a visit slip), in
 * the transaction that records the step. The modules that draw documents import the signature
 * service; the service never imports them: `app.ts` hands their hooks over at start-up.
 */
export interface SignatureSubjectHooks {
  /** A signer signed; `isLast` when every signer has, before sealing (the agreement is concluded). */
  onSigned?(
    tx: DbOrTx,
    event: {
      agencyId: string;
      subjectId: string;
      requestId: string;
      role: SignerRole;
      earlyStartRequested: boolean;
      signedAt: Date;
      isLast: boolean;
    },
  ): Promise<void>;
  /** The request ended without every signature: refused, locked or cancelled. */
  onClosed?(
    tx: DbOrTx,
    event: {
      agencyId: string;
      subjectId: string;
      requestId: string;
      status: 'refused' | 'locked' | 'cancelled';
    },
  ): Promise<void>;
  /**
   * Who else receives the sealed PDF beside the signers and the agent: a party to the document who
   * did not sign it (an inspection's landlord not there in person). Asked when the mails are queued.
   */
  copyRecipients?(
    db: DbOrTx,
    event: { agencyId: string; subjectId: string; requestId: string },
  ): Promise<readonly string[]>;
}

const hooks = new Map<SignatureDocumentKind, SignatureSubjectHooks>();

export function registerSignatureSubject(kind: SignatureDocumentKind, subject: SignatureSubjectHooks): void {
  hooks.set(kind, subject);
}

export function signatureSubject(kind: SignatureDocumentKind): SignatureSubjectHooks {
  return hooks.get(kind) ?? {};
}
