import { isTenantFileDocument } from './document-types';

/** What a client is to the agency (issue 15, part 1); a client may be several. */
export const CLIENT_ROLES = ['acquereur', 'vendeur', 'locataire', 'candidat_locataire', 'bailleur'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

/** Where a rental candidate's application stands; only a « Candidat locataire » has one. */
export const CANDIDATE_STATUSES = ['en_cours', 'retenu', 'non_retenu'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** What the daily purge wrote down (the head reads it in Mon agence). */
export const PURGE_LOG_KINDS = [
  'document_expired',
  'client_anonymised',
  'client_erased',
  'lead_expired',
  // Issue 30: a signature request (its document, sealed PDF, proof file) ten years on.
  'signature_expired',
  // Issue 32: a fee invoice and its PDF, ten years after its issue.
  'invoice_expired',
] as const;
export type PurgeLogKind = (typeof PURGE_LOG_KINDS)[number];

export interface RetentionSettings {
  /** Papers of a candidate « non retenu », from the day the status changed. */
  rejectedCandidateMonths: number;
  /** A tenant's file after the end of the lease (the limitation period). */
  tenantFileYears: number;
  /** Mandates, compromis, leases, inventories, diagnostics, from the day they were added. */
  contractYears: number;
}

/**
 * Legal defaults and the bounds the head may choose within (docs/decisions/privacy.md):
 * - rejected candidates: at most three months (CNIL, référentiel « gestion locative », délibération
 *   2021-057); sooner is always allowed, 0 deletes at the next daily purge;
 * - tenant file: lease end plus the three-year limitation of actions born of the lease (loi
 *   89-462 art. 7-1), up to the five years of the common limitation (Code civil art. 2224);
 * - contracts and mandates: ten years like the register (loi Hoguet), up to the thirty-year
 *   long-stop of Code civil art. 2232.
 */
export const RETENTION_BOUNDS = {
  rejectedCandidateMonths: { min: 0, max: 3, default: 3 },
  tenantFileYears: { min: 3, max: 5, default: 3 },
  contractYears: { min: 10, max: 30, default: 10 },
} as const satisfies Record<keyof RetentionSettings, { min: number; max: number; default: number }>;

export const DEFAULT_RETENTION: RetentionSettings = {
  rejectedCandidateMonths: RETENTION_BOUNDS.rejectedCandidateMonths.default,
  tenantFileYears: RETENTION_BOUNDS.tenantFileYears.default,
  contractYears: RETENTION_BOUNDS.contractYears.default,
};

export interface RetentionClient {
  roles: readonly ClientRole[];
  candidateStatus: CandidateStatus | null;
  candidateStatusChangedAt: Date | null;
  /** YYYY-MM-DD, the end of the lease of a tenant (or retained candidate); null while it runs. */
  leaseEndsOn: string | null;
}

function addMonthsUtc(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * When a client's document is to be deleted, or null when it is kept for now (a lease that
 * runs, an application in progress, a client whose role asks for no tenant file). Contracts count
 * from the day they were added; a tenant file from the end of the lease; a rejected candidate's
 * papers from the day the status became « non retenu ». A tenant or retained candidate keeps the
 * papers even if once rejected elsewhere: the lease is the purpose that still holds.
 */
export function documentDeleteAfter(
  document: { documentType: string; uploadedAt: Date },
  client: RetentionClient,
  settings: RetentionSettings,
): Date | null {
  if (!isTenantFileDocument(document.documentType)) {
    return addMonthsUtc(document.uploadedAt, settings.contractYears * 12);
  }
  if (client.roles.includes('locataire') || client.candidateStatus === 'retenu') {
    if (!client.leaseEndsOn) return null;
    return addMonthsUtc(new Date(`${client.leaseEndsOn}T00:00:00Z`), settings.tenantFileYears * 12);
  }
  if (client.candidateStatus === 'non_retenu' && client.candidateStatusChangedAt) {
    return addMonthsUtc(client.candidateStatusChangedAt, settings.rejectedCandidateMonths);
  }
  return null;
}

/**
 * A client kept only as a rental candidate who was not retained has no purpose left once the
 * period is over: the purge anonymises them (any other role keeps the record).
 */
export function clientPurposeEndsAt(client: RetentionClient, settings: RetentionSettings): Date | null {
  const onlyCandidate = client.roles.length === 1 && client.roles[0] === 'candidat_locataire';
  if (!onlyCandidate || client.candidateStatus !== 'non_retenu' || !client.candidateStatusChangedAt)
    return null;
  return addMonthsUtc(client.candidateStatusChangedAt, settings.rejectedCandidateMonths);
}
