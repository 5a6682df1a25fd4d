import { describe, expect, it } from 'vitest';
import { CLIENT_DOCUMENT_TYPES, documentTypeLabel, isClientDocumentType } from './document-types';
import {
  clientPurposeEndsAt,
  DEFAULT_RETENTION,
  documentDeleteAfter,
  type RetentionClient,
} from './retention';

const uploadedAt = new Date('2026-01-31T09:00:00Z');
const client = (over: Partial<RetentionClient> = {}): RetentionClient => ({
  roles: [],
  candidateStatus: null,
  candidateStatusChangedAt: null,
  leaseEndsOn: null,
  ...over,
});
const at = (documentType: string, c: RetentionClient, settings = DEFAULT_RETENTION) =>
  documentDeleteAfter({ documentType, uploadedAt }, c, settings)?.toISOString() ?? null;

describe('documentDeleteAfter', () => {
  it('keeps contracts ten years from the day they were added, whoever the client is', () => {
    expect(at('contrat.mandat', client())).toBe('2036-01-31T09:00:00.000Z');
    expect(
      at('contrat.bail', client({ roles: ['locataire'] }), { ...DEFAULT_RETENTION, contractYears: 12 }),
    ).toBe('2038-01-31T09:00:00.000Z');
  });

  it('deletes a rejected candidate’s papers three months after the status changed (end of month kept)', () => {
    const rejected = client({
      roles: ['candidat_locataire'],
      candidateStatus: 'non_retenu',
      candidateStatusChangedAt: new Date('2026-11-30T10:00:00Z'),
    });
    expect(at('identite.passeport', rejected)).toBe('2027-02-28T10:00:00.000Z');
    expect(
      at('garant.ressources.bulletins_salaire', rejected, {
        ...DEFAULT_RETENTION,
        rejectedCandidateMonths: 0,
      }),
    ).toBe('2026-11-30T10:00:00.000Z');
  });

  it('keeps a tenant’s file while the lease runs, then the limitation period after its end', () => {
    expect(at('ressources.avis_imposition', client({ roles: ['locataire'] }))).toBeNull();
    expect(
      at('ressources.avis_imposition', client({ roles: ['locataire'], leaseEndsOn: '2028-06-30' })),
    ).toBe('2031-06-30T00:00:00.000Z');
    // A tenant elsewhere keeps the papers even if another application was rejected.
    const both = client({
      roles: ['locataire', 'candidat_locataire'],
      candidateStatus: 'non_retenu',
      candidateStatusChangedAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(at('identite.carte_identite', both)).toBeNull();
  });

  it('keeps the papers of an application in progress', () => {
    const pending = client({
      roles: ['candidat_locataire'],
      candidateStatus: 'en_cours',
      candidateStatusChangedAt: new Date('2020-01-01T00:00:00Z'),
    });
    expect(at('identite.carte_identite', pending)).toBeNull();
  });
});

describe('clientPurposeEndsAt', () => {
  const changed = new Date('2026-03-15T08:00:00Z');
  it('ends the purpose of a client who is only a rejected candidate', () => {
    const only = client({
      roles: ['candidat_locataire'],
      candidateStatus: 'non_retenu',
      candidateStatusChangedAt: changed,
    });
    expect(clientPurposeEndsAt(only, DEFAULT_RETENTION)?.toISOString()).toBe('2026-06-15T08:00:00.000Z');
  });
  it('never for a client with another role', () => {
    const buyer = client({
      roles: ['acquereur', 'candidat_locataire'],
      candidateStatus: 'non_retenu',
      candidateStatusChangedAt: changed,
    });
    expect(clientPurposeEndsAt(buyer, DEFAULT_RETENTION)).toBeNull();
  });
});

describe('the closed list of document types', () => {
  it('offers no document the law forbids asking for', () => {
    const forbidden = /releve|bancaire|vitale|casier|mariage|divorce|medical|photo|cheque/i;
    expect(CLIENT_DOCUMENT_TYPES.filter((t) => forbidden.test(t))).toEqual([]);
    expect(isClientDocumentType('ressources.releves_bancaires')).toBe(false);
    expect(new Set(CLIENT_DOCUMENT_TYPES).size).toBe(CLIENT_DOCUMENT_TYPES.length);
  });
  it('says when a paper is the guarantor’s', () => {
    expect(documentTypeLabel('identite.passeport')).toBe('Passeport');
    expect(documentTypeLabel('garant.identite.passeport')).toBe('Passeport (garant)');
  });
});
