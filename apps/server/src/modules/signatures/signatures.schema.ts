import {
  SIGNATURE_CODE_CHANNELS,
  SIGNATURE_DOCUMENT_KINDS,
  SIGNATURE_EVENT_KINDS,
  SIGNATURE_MARK_KINDS,
  SIGNATURE_REQUEST_STATUSES,
  SIGNER_METHODS,
  SIGNER_ROLES,
  SIGNER_STATUSES,
} from '@immopilote/contracts';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';

/**
 * A signature request (issue 30): one PDF drawn by ImmoPilote, signed by an ordered list of signers
 * in turn, then sealed (PAdES) with its proof file. The document is immutable: its SHA-256 is taken
 * when the request is made and checked before every signature and before sealing. Kept ten years
 * (`retain_until`), like the register it serves.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    documentKind: text('document_kind', { enum: SIGNATURE_DOCUMENT_KINDS }).notNull(),
    /** The mandate or visit slip the document was drawn from (no foreign key: it names either). */
    subjectId: uuid('subject_id').notNull(),
    /** « Mandat de vente exclusif n° 12 », shown to signers and in the proof file. */
    title: text('title').notNull(),
    /** The agency's name when the request was made, for mails and the proof file. */
    agencyName: text('agency_name').notNull(),
    status: text('status', { enum: SIGNATURE_REQUEST_STATUSES }).notNull().default('pending'),
    /** Storage keys in the `signatures` bucket: `{agencyId}/{requestId}/original.pdf` and the rest. */
    originalKey: text('original_key').notNull(),
    originalSha256: text('original_sha256').notNull(),
    originalPages: smallint('original_pages').notNull(),
    sealedKey: text('sealed_key'),
    sealedSha256: text('sealed_sha256'),
    proofPdfKey: text('proof_pdf_key'),
    proofJsonKey: text('proof_json_key'),
    /** The signer may ask in writing that the agency start before the retraction period ends (loi Hamon). */
    offersEarlyStart: boolean('offers_early_start').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
    retainUntil: date('retain_until').notNull(),
  },
  (t) => [
    index('signature_requests_subject_idx').on(t.agencyId, t.documentKind, t.subjectId, t.createdAt.desc()),
    uniqueIndex('signature_requests_sealed_sha_key').on(t.agencyId, t.sealedSha256),
    check('signature_requests_kind_check', oneOf(t.documentKind, SIGNATURE_DOCUMENT_KINDS)),
    check('signature_requests_status_check', oneOf(t.status, SIGNATURE_REQUEST_STATUSES)),
  ],
);

/** One signer of a request, in order; the identity factors and the signature itself. */
export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    role: text('role', { enum: SIGNER_ROLES }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The member who signs for the agency. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: SIGNER_STATUSES }).notNull().default('waiting'),
    /** How the current access was handed over: a link by e-mail or the agent's device. */
    method: text('method', { enum: SIGNER_METHODS }),
    /** SHA-256 of the signing page's secret (link or device), like session tokens. */
    accessTokenHash: text('access_token_hash'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    /** Where the last code went, masked (« j•••@exemple.fr », « •• •• •• •• 78 »). */
    codeChannel: text('code_channel', { enum: SIGNATURE_CODE_CHANNELS }),
    codeDestination: text('code_destination'),
    codeVerifiedAt: timestamp('code_verified_at', { withTimezone: true }),
    markKind: text('mark_kind', { enum: SIGNATURE_MARK_KINDS }),
    /** The drawn signature's PNG in the `signatures` bucket, or the typed name. */
    markKey: text('mark_key'),
    markText: text('mark_text'),
    consentText: text('consent_text'),
    earlyStartRequested: boolean('early_start_requested').notNull().default(false),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
  },
  (t) => [
    uniqueIndex('signature_signers_position_key').on(t.requestId, t.position),
    uniqueIndex('signature_signers_access_key').on(t.accessTokenHash),
    index('signature_signers_client_idx').on(t.clientId),
    check('signature_signers_role_check', oneOf(t.role, SIGNER_ROLES)),
    check('signature_signers_status_check', oneOf(t.status, SIGNER_STATUSES)),
  ],
);

/** The audit trail the proof file prints: append-only, each step with its UTC time, IP and user agent. */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id').references(() => signatureSigners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SIGNATURE_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index('signature_events_request_idx').on(t.requestId, t.at),
    check('signature_events_kind_check', oneOf(t.kind, SIGNATURE_EVENT_KINDS)),
  ],
);

/**
 * The installation's sealing certificate when none is configured: made once (RSA, self-signed) and
 * shared by every API process through the database. Not an agency's row.
 */
export const sealCertificates = pgTable('seal_certificates', {
  id: smallint('id').primaryKey(),
  certificatePem: text('certificate_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: createdAt(),
});
