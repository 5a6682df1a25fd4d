/**
 * The simple electronic signature (eIDAS art. 25, Code civil art. 1366–1367) and the documents
 * agents sign every day (issue 30): the value lists the API, the web app and the database share.
 */

/** What a signature request signs; each kind belongs to the module that draws its PDF. */
export const SIGNATURE_DOCUMENT_KINDS = ['mandate', 'visit_slip', 'inspection', 'lease'] as const;
export type SignatureDocumentKind = (typeof SIGNATURE_DOCUMENT_KINDS)[number];

/**
 * - `pending`: signers sign in turn;
 * - `sealing`: the last one signed, the sealed PDF is being made (a job, resumed after a crash);
 * - `completed`: sealed, proof file written, every party mailed;
 * - `refused`: a signer refused, with a reason;
 * - `locked`: five wrong codes; the agent was told and must start a new request;
 * - `cancelled`: the agent withdrew it (a new request replaces it).
 */
export const SIGNATURE_REQUEST_STATUSES = [
  'pending',
  'sealing',
  'completed',
  'refused',
  'locked',
  'cancelled',
] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

/** Who signs: the agency (first, on a mandate), a mandator, a visitor; on an inspection a tenant and the landlord. */
export const SIGNER_ROLES = ['agency', 'mandator', 'visitor', 'tenant', 'landlord'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export const SIGNER_STATUSES = ['waiting', 'signed', 'refused'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** A link by e-mail, or the agent's device handed to the signer in person. */
export const SIGNER_METHODS = ['link', 'device'] as const;
export type SignerMethod = (typeof SIGNER_METHODS)[number];

export const SIGNATURE_MARK_KINDS = ['drawn', 'typed'] as const;
export type SignatureMarkKind = (typeof SIGNATURE_MARK_KINDS)[number];

/** Where a one-time code went. */
export const SIGNATURE_CODE_CHANNELS = ['email', 'sms'] as const;
export type SignatureCodeChannel = (typeof SIGNATURE_CODE_CHANNELS)[number];

/** Every step the proof file lists, each with its UTC time, IP address and user agent. */
export const SIGNATURE_EVENT_KINDS = [
  'created',
  'link_sent',
  'device_opened',
  'link_opened',
  'code_sent',
  'code_failed',
  'code_verified',
  'document_viewed',
  'signed',
  'refused',
  'locked',
  'cancelled',
  'document_mismatch',
  'sealed',
  'parties_mailed',
] as const;
export type SignatureEventKind = (typeof SIGNATURE_EVENT_KINDS)[number];

/** A link by e-mail is good for this long, and for one signature. */
export const SIGNATURE_LINK_TTL_HOURS = 7 * 24;
/** The agent's device hands the signing page over for this long. */
export const SIGNATURE_DEVICE_TTL_MINUTES = 30;
export const SIGNATURE_CODE_TTL_MINUTES = 10;
export const SIGNATURE_CODE_LENGTH = 6;
/** The fifth wrong code locks the request. */
export const SIGNATURE_CODE_MAX_ATTEMPTS = 5;
/** A verified code lets the signer sign for this long. */
export const SIGNATURE_VERIFIED_TTL_MINUTES = 30;
/** The drawn signature as a PNG data URL: a real one is a few tens of kilobytes. */
export const SIGNATURE_IMAGE_MAX_BYTES = 512 * 1024;
export const SIGNATURE_REFUSAL_MAX = 1000;
export const SIGNATURE_SIGNERS_MAX = 12;
/** Proof files, sealed PDFs and signature requests are kept as long as the register (décret 72-678 art. 72). */
export const SIGNATURE_RETENTION_YEARS = 10;
/** « Vérifier un document »: the largest PDF accepted. */
export const SIGNATURE_VERIFY_MAX_BYTES = 20 * 1024 * 1024;

/** Loi Hamon: the retraction period of an off-premises or distance contract with a consumer (C. consom. L221-18). */
export const RETRACTION_DAYS = 14;

/** After a visit, how the visitor felt, in four steps. */
export const VISIT_INTERESTS = ['tres_interesse', 'interesse', 'peu_interesse', 'pas_interesse'] as const;
export type VisitInterest = (typeof VISIT_INTERESTS)[number];

export const VISIT_PRICE_OPINIONS = ['trop_cher', 'un_peu_cher', 'juste', 'attractif'] as const;
export type VisitPriceOpinion = (typeof VISIT_PRICE_OPINIONS)[number];

/** The owner is told of visits within 8 days (décret 72-678 art. 77), or weekly: the head chooses. */
export const OWNER_NOTICE_CADENCES = ['within_8_days', 'weekly'] as const;
export type OwnerNoticeCadence = (typeof OWNER_NOTICE_CADENCES)[number];
/** The latest a visit waits for its owner notice under `within_8_days`. */
export const OWNER_NOTICE_MAX_DAYS = 8;

/** Fees are stated as an amount or a rate, never by reference to the fee scale; with who pays them. */
export const MANDATE_FEE_MODES = ['amount', 'rate'] as const;
export type MandateFeeMode = (typeof MANDATE_FEE_MODES)[number];
export const MANDATE_FEE_PAYERS = ['mandant', 'acquereur', 'partage', 'locataire', 'bailleur'] as const;
export type MandateFeePayer = (typeof MANDATE_FEE_PAYERS)[number];
