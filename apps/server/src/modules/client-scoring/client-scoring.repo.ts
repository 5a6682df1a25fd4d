import type { ScoringFactor, ScoringFacts } from '@immopilote/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clientScores, profiles, properties, propertyHistory } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export async function insertScore(
  db: DbOrTx,
  agencyId: string,
  values: {
    clientId: string;
    score: number;
    facts: ScoringFacts;
    factors: ScoringFactor[];
    createdBy: string;
  },
) {
  const [row] = await db.insert(clientScores).values(tenantRow(agencyId, values)).returning();
  return row!;
}

/** The client's scores (or the one named), newest first, with the name of the member who ran each. */
export async function listScores(db: DbOrTx, agencyId: string, clientId: string, scoreId?: string) {
  return db
    .select({
      id: clientScores.id,
      score: clientScores.score,
      facts: clientScores.facts,
      factors: clientScores.factors,
      createdAt: clientScores.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(clientScores)
    .leftJoin(profiles, eq(profiles.id, clientScores.createdBy))
    .where(
      tenantWhere(
        clientScores,
        agencyId,
        eq(clientScores.clientId, clientId),
        scoreId === undefined ? undefined : eq(clientScores.id, scoreId),
      ),
    )
    .orderBy(desc(clientScores.createdAt), desc(clientScores.id));
}

/** Rentals of the agency whose history names this client (a visit, a check-in): their rent is a reference. */
export async function clientRentals(db: DbOrTx, agencyId: string, clientId: string) {
  return db
    .selectDistinct({ id: properties.id, name: properties.name, rent: properties.price })
    .from(propertyHistory)
    .innerJoin(properties, eq(properties.id, propertyHistory.propertyId))
    .where(
      and(
        tenantWhere(propertyHistory, agencyId, eq(propertyHistory.clientId, clientId)),
        tenantWhere(properties, agencyId, eq(properties.type, 'Location')),
      ),
    )
    .orderBy(properties.name, properties.id);
}

/** Every score of the agency, oldest first: the agency's data export carries them. */
export async function listAgencyScores(db: DbOrTx, agencyId: string) {
  return db
    .select({
      id: clientScores.id,
      clientId: clientScores.clientId,
      score: clientScores.score,
      facts: clientScores.facts,
      factors: clientScores.factors,
      createdAt: clientScores.createdAt,
    })
    .from(clientScores)
    .where(tenantWhere(clientScores, agencyId))
    .orderBy(clientScores.createdAt, clientScores.id);
}
