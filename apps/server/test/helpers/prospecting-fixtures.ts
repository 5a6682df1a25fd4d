import { hashToken, newToken } from '../../src/auth/tokens';
import type { DbOrTx } from '../../src/db/client';
import {
  clientSearches,
  matchProposals,
  prospectingConsents,
  prospectingMails,
  searchMatches,
} from '../../src/db/schema';
import { createClient, createProperty } from '../factories';

export interface MatchFixture {
  consent?: boolean;
  alertMode?: 'off' | 'instant' | 'daily';
  alertHour?: number | null;
  level?: 'match' | 'near';
  /** A client who already has a search: a second search of theirs. */
  clientId?: string;
  price?: number;
}

/**
 * A client, one search and one listing it fully matches, written as the matching engine writes them
 * (the engine is built beside the prospecting module): the match carries the event key of the
 * listing's last event.
 */
export async function createMatch(db: DbOrTx, agencyId: string, f: MatchFixture = {}) {
  const clientId = f.clientId ?? (await createClient(db, agencyId, { firstName: 'Léa' })).id;
  const property = await createProperty(db, agencyId, {
    type: 'Vente',
    name: 'Appartement <Mer> & soleil',
    price: f.price ?? 245_000,
    city: 'Toulon',
    zip: '83000',
    kind: 'appartement',
    surfaceHabitable: 68,
    rooms: 3,
    dpeClass: 'C',
  });
  const [search] = await db
    .insert(clientSearches)
    .values({
      agencyId,
      clientId,
      transaction: 'achat',
      kinds: ['appartement'],
      budgetMax: 300_000,
      communeCodes: ['83137'],
      alertMode: f.alertMode ?? 'off',
      alertHour: f.alertHour ?? (f.alertMode === 'daily' ? 8 : null),
    })
    .returning();
  await db.insert(searchMatches).values({
    agencyId,
    searchId: search!.id,
    propertyId: property.id,
    level: f.level ?? 'match',
    reasons: [],
    event: 'listed',
    eventKey: 'listed',
  });
  if (f.consent !== false) {
    await db
      .insert(prospectingConsents)
      .values({ agencyId, clientId, consentedAt: new Date(), source: 'oral' })
      .onConflictDoNothing();
  }
  return { agencyId, clientId, searchId: search!.id, propertyId: property.id, property };
}

/** A proposal already e-mailed, with the raw token of its links (only its hash is stored). */
export async function createSentProposal(db: DbOrTx, agencyId: string) {
  const match = await createMatch(db, agencyId);
  const token = newToken();
  const [mail] = await db
    .insert(prospectingMails)
    .values({ agencyId, clientId: match.clientId, via: 'manual', sentAt: new Date() })
    .returning();
  const [proposal] = await db
    .insert(matchProposals)
    .values({
      agencyId,
      clientId: match.clientId,
      searchId: match.searchId,
      propertyId: match.propertyId,
      mailId: mail!.id,
      event: 'listed',
      eventKey: 'listed',
      via: 'manual',
      propertyName: match.property.name,
      propertyCity: match.property.city,
      price: match.property.price,
      propertyType: match.property.type,
      tokenHash: hashToken(token),
    })
    .returning();
  return { ...match, proposalId: proposal!.id, mailId: mail!.id, token };
}
