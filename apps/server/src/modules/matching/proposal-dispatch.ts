import { randomUUID } from 'node:crypto';
import type { MatchEvent, MatchState, PropertyType } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { MAILS_PER_JOB, proposalMailJob } from './proposal-mail.job';
import type { MatchRef, ProposalRow, ProposalVia } from './prospecting.repo';
import * as repo from './prospecting.repo';

export interface DispatchItem extends MatchRef {
  clientId: string;
  event: MatchEvent;
  eventKey: string;
  propertyName: string;
  propertyCity: string;
  price: number;
  propertyType: PropertyType;
}

export interface DispatchOptions {
  via: ProposalVia;
  sentBy: string | null;
  /** The match states a sent match leaves for « proposé ». */
  proposedFrom: readonly MatchState[];
  /** More writes in the same transaction (the daily digest's clock). */
  alsoWithin?: (tx: DbOrTx) => Promise<void>;
}

const pairKey = (x: MatchRef) => `${x.searchId}:${x.propertyId}`;

/**
 * Records what is about to be sent, one e-mail per client, then enqueues the e-mails. The
 * proposals' unique (search, listing, event key) decides in the database what was not sent before:
 * a double click, a retried job or an alert racing a manual proposal records each listing once and
 * sends no second e-mail. Returns the matches recorded now and those already sent for their event.
 */
export async function dispatchProposals(
  deps: AppDeps,
  agencyId: string,
  items: readonly DispatchItem[],
  options: DispatchOptions,
): Promise<{ sent: MatchRef[]; alreadySent: MatchRef[] }> {
  const mailOf = new Map<string, string>();
  for (const item of items) if (!mailOf.has(item.clientId)) mailOf.set(item.clientId, randomUUID());
  const rows: ProposalRow[] = items.map((item) => ({
    mailId: mailOf.get(item.clientId)!,
    clientId: item.clientId,
    searchId: item.searchId,
    propertyId: item.propertyId,
    event: item.event,
    eventKey: item.eventKey,
    propertyName: item.propertyName,
    propertyCity: item.propertyCity,
    price: item.price,
    propertyType: item.propertyType,
  }));
  const mails = [...mailOf].map(([clientId, id]) => ({ id, clientId }));

  const inserted = await deps.db.transaction(async (tx) => {
    await repo.insertMails(tx, agencyId, mails, options.via, options.sentBy);
    const recorded = await repo.insertProposals(tx, agencyId, rows, options.via, options.sentBy);
    await repo.deleteEmptyMails(
      tx,
      agencyId,
      mails.map((m) => m.id),
    );
    await repo.markMatchesProposed(tx, agencyId, recorded, options.proposedFrom);
    await options.alsoWithin?.(tx);
    return recorded;
  });

  const sentKeys = new Set(inserted.map(pairKey));
  const mailIds = [...new Set(inserted.map((r) => r.mailId))];
  for (let i = 0; i < mailIds.length; i += MAILS_PER_JOB) {
    const batch = mailIds.slice(i, i + MAILS_PER_JOB);
    await deps.jobs.enqueue(
      proposalMailJob,
      { agencyId, mailIds: batch },
      { key: `proposal-mail:${batch[0]}` },
    );
  }
  return {
    sent: inserted.map(({ searchId, propertyId }) => ({ searchId, propertyId })),
    alreadySent: items
      .filter((x) => !sentKeys.has(pairKey(x)))
      .map(({ searchId, propertyId }) => ({ searchId, propertyId })),
  };
}
