import type { ScoringFactor, ScoringFacts } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../../auth/identity.schema';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';

/**
 * The client scoring's history (issue 14): each computation with the facts the agent confirmed
 * and the factors it gave; the latest score is also the client's client_score.
 */
export const clientScores = pgTable(
  'client_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    facts: jsonb('facts').$type<ScoringFacts>().notNull(),
    factors: jsonb('factors').$type<ScoringFactor[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_scores_client_idx').on(t.clientId, t.createdAt.desc()),
    check('client_scores_score_check', sql`${t.score} between 0 and 100`),
  ],
);
