import { CANDIDATE_STATUSES, CLIENT_ROLES } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, sqlList } from '../../db/columns';
import { agencies } from '../agency/agency.schema';

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Digits only, +33 folded to 0, so the directory can search phone numbers however they were typed. */
    phoneDigits: text('phone_digits'),
    birthDate: date('birth_date'),
    nationality: text('nationality'),
    maritalStatus: text('marital_status'),
    profession: text('profession'),
    address: text('address'),
    notes: text('notes'),
    clientScore: smallint('client_score'),
    /** Acquéreur, vendeur, locataire, candidat locataire, bailleur (issue 15): several at once. */
    roles: text('roles', { enum: CLIENT_ROLES }).array().notNull().default(sql`'{}'::text[]`),
    /** Only a rental candidate has one; the date it last changed starts the rejected-candidate period. */
    candidateStatus: text('candidate_status', { enum: CANDIDATE_STATUSES }),
    candidateStatusChangedAt: timestamp('candidate_status_changed_at', { withTimezone: true }),
    /** End of the lease of a tenant or retained candidate: the tenant file's period counts from it. */
    leaseEndsOn: date('lease_ends_on'),
    /** Set when the purge anonymised a client left without purpose. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('clients_agency_created_idx').on(t.agencyId, t.createdAt.desc(), t.id.desc()),
    index('clients_full_name_trgm_idx').using('gin', sql`immopilote_fold(${t.fullName}) gin_trgm_ops`),
    check('clients_roles_check', sql`${t.roles} <@ array[${sqlList(CLIENT_ROLES)}]::text[]`),
    check('clients_candidate_status_check', oneOf(t.candidateStatus, CANDIDATE_STATUSES)),
    check(
      'clients_candidate_status_role',
      sql`(${t.candidateStatus} is null) = (${t.candidateStatusChangedAt} is null) and (${t.candidateStatus} is null or 'candidat_locataire' = any(${t.roles}))`,
    ),
  ],
);
