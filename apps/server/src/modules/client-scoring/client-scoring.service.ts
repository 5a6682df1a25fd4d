import {
  type ClientScore,
  parisToday,
  type ScoringContext,
  type ScoringFacts,
  scoringMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { saveClientScore, scoringSubject } from '../clients/clients.service';
import { listOwnerDocuments } from '../documents/documents.service';
import * as repo from './client-scoring.repo';
import { describeFacts, extractFacts, proposeFacts } from './extraction';
import { type RentReference, scoreClient } from './scoring';

type ScoreRow = Awaited<ReturnType<typeof repo.listScores>>[number];

function toClientScore(row: Omit<ScoreRow, 'firstName' | 'lastName'>, createdBy: string | null): ClientScore {
  return {
    id: row.id,
    score: row.score,
    factors: row.factors,
    facts: row.facts,
    createdAt: row.createdAt.toISOString(),
    createdBy,
  };
}

const memberName = (row: { firstName: string | null; lastName: string | null }) =>
  row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();

const rentalsOf = async (deps: AppDeps, scope: MemberScope, clientId: string) =>
  (await repo.clientRentals(deps.db, scope.agencyId, clientId)).map((r) => ({ ...r, rent: Number(r.rent) }));

/** The page's material: what the documents say, the rentals the client visited, and the past scores. */
export async function scoringContext(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<ScoringContext> {
  const client = await scoringSubject(deps, scope, { id });
  const [documents, rentals, history] = await Promise.all([
    listOwnerDocuments(deps, scope, { kind: 'client', id }),
    rentalsOf(deps, scope, id),
    repo.listScores(deps.db, scope.agencyId, id),
  ]);
  // Oldest first, so the latest payslips and notices are the ones kept.
  const read = [...documents]
    .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt))
    .map((d) => ({ document: d, facts: extractFacts(d.text) }));
  const proposal = proposeFacts(read.map((r) => r.facts));
  // A client who visited exactly one rental is compared with its rent until the agent says otherwise.
  if (rentals.length === 1) proposal.rentalPropertyId = rentals[0]!.id;
  return {
    client,
    proposal,
    documents: read.map(({ document, facts }) => ({
      documentId: document.id,
      fileName: document.fileName,
      kind: facts.kind,
      facts: describeFacts(facts),
    })),
    rentals,
    history: history.map((row) => toClientScore(row, memberName(row))),
  };
}

/** « Lancer le scoring client »: scores the confirmed facts, saves client_score and the history line. */
export async function computeClientScore(
  deps: AppDeps,
  scope: MemberScope,
  { id, facts }: { id: string; facts: ScoringFacts },
): Promise<ClientScore> {
  let rent: RentReference | null = null;
  if (facts.rentalPropertyId !== null) {
    const rental = (await rentalsOf(deps, scope, id)).find((r) => r.id === facts.rentalPropertyId);
    if (!rental) {
      // Checked against this client's rentals: another agency's property is refused the same way.
      await scoringSubject(deps, scope, { id });
      throw new AppError('VALIDATION_FAILED', scoringMessages.errors.rentalNotFound, {
        rentalPropertyId: scoringMessages.errors.rentalNotFound,
      });
    }
    rent = { amount: rental.rent, propertyName: rental.name };
  } else if (facts.targetRent !== null && facts.targetRent > 0) {
    rent = { amount: facts.targetRent, propertyName: null };
  }
  const result = scoreClient(facts, rent, parisToday());
  const row = await deps.db.transaction(async (tx) => {
    await saveClientScore({ db: tx }, scope, { id, score: result.score });
    return repo.insertScore(tx, scope.agencyId, {
      clientId: id,
      score: result.score,
      facts,
      factors: result.factors,
      createdBy: scope.userId,
    });
  });
  const [saved] = await repo.listScores(deps.db, scope.agencyId, id, row.id);
  return toClientScore(row, saved ? memberName(saved) : null);
}

/** The agency's scores with the facts and factors behind each, for its data export (the clients' right of access). */
export async function agencyScores(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  const rows = await repo.listAgencyScores(deps.db, scope.agencyId);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
