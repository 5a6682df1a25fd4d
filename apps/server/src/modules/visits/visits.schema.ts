import { OWNER_NOTICE_CADENCES, VISIT_INTERESTS, VISIT_PRICE_OPINIONS } from '@immopilote/contracts';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { propertyHistory } from '../history/history.schema';
import { mandates } from '../mandates/mandates.schema';
import { properties } from '../properties/properties.schema';

export interface VisitSlipVisitor {
  clientId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * A planned visit's « bon de visite » and, after the visit, the visitor's feedback (issue 30). One
 * row per visit (the history entry), made when the slip is drawn or the feedback recorded first.
 * The slip is proof, kept ten years: what it printed is copied (property, mandate number, date,
 * visitors), so it outlives the visit's entry.
 */
export const visitRecords = pgTable(
  'visit_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    historyId: uuid('history_id').references(() => propertyHistory.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    mandateId: uuid('mandate_id').references(() => mandates.id, { onDelete: 'set null' }),
    mandateNumber: integer('mandate_number'),
    propertyLabel: text('property_label').notNull(),
    visitDate: date('visit_date').notNull(),
    startTime: time('start_time'),
    visitors: jsonb('visitors').$type<VisitSlipVisitor[]>().notNull(),
    /** The slip's signature request, once drawn. */
    signatureRequestId: uuid('signature_request_id'),
    interest: text('interest', { enum: VISIT_INTERESTS }),
    priceOpinion: text('price_opinion', { enum: VISIT_PRICE_OPINIONS }),
    remarks: text('remarks'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    feedbackBy: uuid('feedback_by').references(() => users.id, { onDelete: 'set null' }),
    /** The owner notice that carried this visit and its feedback. */
    ownerNoticeId: uuid('owner_notice_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('visit_records_history_key').on(t.historyId),
    index('visit_records_property_idx').on(t.agencyId, t.propertyId, t.visitDate.desc()),
    index('visit_records_mandate_idx').on(t.mandateId),
    check('visit_records_interest_check', oneOf(t.interest, VISIT_INTERESTS)),
    check('visit_records_price_opinion_check', oneOf(t.priceOpinion, VISIT_PRICE_OPINIONS)),
  ],
);

/**
 * What the owner was told, and when (décret 72-678 art. 77): each e-mail with its PDF, kept on the
 * mandate. The PDF sent is stored (`owner-notices` bucket), so the agency can show what left.
 */
export const ownerNotices = pgTable(
  'owner_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    mandateId: uuid('mandate_id').references(() => mandates.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    cadence: text('cadence', { enum: OWNER_NOTICE_CADENCES }).notNull(),
    recipients: text('recipients').array().notNull(),
    visitCount: integer('visit_count').notNull(),
    pdfKey: text('pdf_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('owner_notices_mandate_idx').on(t.mandateId, t.createdAt.desc()),
    check('owner_notices_cadence_check', oneOf(t.cadence, OWNER_NOTICE_CADENCES)),
  ],
);
