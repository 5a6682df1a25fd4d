import type { z } from 'zod';
import {
  type MatchState,
  type prospectingConsentInputSchema,
  type prospectingConsentSchema,
  prospectingMessages,
  type proposalAnswerInputSchema,
  type alertLinkSchema,
  type proposalSchema,
  type proposeInputSchema,
  type proposeResultSchema,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import { hashToken } from '../../auth/tokens';
import { withAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { type DispatchItem, dispatchProposals } from './proposal-dispatch';
import * as repo from './prospecting.repo';

const m = prospectingMessages;

type Consent = z.infer<typeof prospectingConsentSchema>;
type Proposal = z.infer<typeof proposalSchema>;

async function requireClient(deps: AppDeps, agencyId: string, clientId: string) {
  const client = await repo.findClient(deps.db, agencyId, clientId);
  if (!client) throw notFound(m.clientNotFound);
  return client;
}

const isCurrent = (row: { consentedAt: Date | null; withdrawnAt: Date | null } | null) =>
  !!row?.consentedAt && !row.withdrawnAt;

async function readConsent(deps: AppDeps, agencyId: string, clientId: string): Promise<Consent> {
  const [row, events] = await Promise.all([
    repo.findConsent(deps.db, agencyId, clientId),
    repo.consentEvents(deps.db, agencyId, clientId),
  ]);
  return {
    consentedAt: row?.consentedAt?.toISOString() ?? null,
    source: row?.source ?? null,
    withdrawnAt: row?.withdrawnAt?.toISOString() ?? null,
    current: isCurrent(row),
    history: events.map((e) => ({
      at: e.at.toISOString(),
      action: e.action,
      source: e.source,
      byName: e.byClient
        ? m.consentHistory.byClient
        : e.firstName !== null
          ? `${e.firstName} ${e.lastName ?? ''}`.trim()
          : null,
    })),
  };
}

export async function getProspectingConsent(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  await requireClient(deps, scope.agencyId, id);
  return readConsent(deps, scope.agencyId, id);
}

/**
 * Consent changes (the member's « Accord de prospection », the client's unsubscribe link): each
 * real change is kept in the history; repeating the current state records nothing.
 */
async function changeConsent(
  deps: AppDeps,
  agencyId: string,
  clientId: string,
  change: { granted: boolean; source: Consent['source']; byUserId: string | null; byClient: boolean },
) {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockConsent(tx, agencyId, clientId);
    const current = isCurrent(row);
    if (change.granted) {
      if (current && row.source === change.source) return;
      await repo.updateConsent(tx, agencyId, clientId, {
        consentedAt: current ? row.consentedAt : new Date(),
        source: change.source,
        withdrawnAt: null,
      });
    } else {
      if (!current) return;
      await repo.updateConsent(tx, agencyId, clientId, {
        consentedAt: row.consentedAt,
        source: row.source,
        withdrawnAt: new Date(),
      });
    }
    await repo.insertConsentEvent(tx, agencyId, {
      clientId,
      action: change.granted ? 'granted' : 'withdrawn',
      source: change.granted ? change.source : null,
      byUserId: change.byUserId,
      byClient: change.byClient,
    });
  });
}

export async function setProspectingConsent(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
  input: z.output<typeof prospectingConsentInputSchema>,
) {
  await requireClient(deps, scope.agencyId, id);
  await changeConsent(deps, scope.agencyId, id, {
    granted: input.granted,
    source: input.source ?? null,
    byUserId: scope.userId,
    byClient: false,
  });
  return readConsent(deps, scope.agencyId, id);
}

// ---- proposing by e-mail ------------------------------------------------------------------

/** States a proposal moves to « proposé »: the agent re-proposing after an answer or a dismissal is a new step. */
const MANUAL_PROPOSED_FROM: readonly MatchState[] = ['nouveau', 'pas_interesse', 'ecarte'];

const pairKey = (x: { searchId: string; propertyId: string }) => `${x.searchId}:${x.propertyId}`;

/** Why a chosen match cannot be sent, in the order the agent can act on it; null when it can. */
function skipReason(c: repo.Candidate | undefined): string | null {
  if (!c) return m.skipped.unknown;
  if (c.searchStatus !== 'active') return m.skipped.searchInactive;
  if (c.level !== 'match' || !c.eventKey || !c.event) return m.skipped.noLongerValid;
  if (c.propertyStatus !== 'Disponible') return m.skipped.notAvailable;
  if (!c.clientEmail) return m.skipped.noEmail;
  if (!c.consent) return m.skipped.noConsent;
  if (c.alreadySent) return m.skipped.alreadySent;
  return null;
}

/**
 * « Proposer par e-mail »: the chosen matches, one e-mail per client listing all of theirs. A match
 * that cannot go says why; a match of another agency is not found (404 when none of them is).
 */
export async function proposeMatches(
  deps: AppDeps,
  scope: MemberScope,
  input: z.output<typeof proposeInputSchema>,
): Promise<z.infer<typeof proposeResultSchema>> {
  const wanted = [...new Map(input.matches.map((x) => [pairKey(x), x])).values()];
  const found = new Map(
    (await repo.matchCandidates(deps.db, scope.agencyId, wanted)).map((c) => [pairKey(c), c]),
  );
  if (found.size === 0) throw notFound(m.skipped.unknown);

  const skipped: { searchId: string; propertyId: string; reason: string }[] = [];
  const items: DispatchItem[] = [];
  for (const ref of wanted) {
    const c = found.get(pairKey(ref));
    const reason = skipReason(c);
    if (reason || !c?.event || !c.eventKey) {
      skipped.push({ ...ref, reason: reason ?? m.skipped.noLongerValid });
      continue;
    }
    items.push({ ...c, event: c.event, eventKey: c.eventKey });
  }

  const { sent, alreadySent } = await dispatchProposals(deps, scope.agencyId, items, {
    via: 'manual',
    sentBy: scope.userId,
    proposedFrom: MANUAL_PROPOSED_FROM,
  });
  for (const ref of alreadySent) skipped.push({ ...ref, reason: m.skipped.alreadySent });
  return { sent: sent.length, skipped };
}

// ---- « Propositions » ---------------------------------------------------------------------

function toProposal(row: repo.ProposalListRow): Proposal {
  return {
    id: row.id,
    searchId: row.searchId,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    propertyCity: row.propertyCity,
    price: row.price,
    propertyType: row.propertyType,
    event: row.event,
    via: row.via,
    sentAt: row.sentAt.toISOString(),
    sentByName:
      row.senderFirstName !== null ? `${row.senderFirstName} ${row.senderLastName ?? ''}`.trim() : null,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
  };
}

export async function listClientProposals(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  await requireClient(deps, scope.agencyId, id);
  const rows = await repo.clientProposals(deps.db, scope.agencyId, id);
  return { items: rows.map(toProposal) };
}

export async function answerProposalForClient(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
  input: z.output<typeof proposalAnswerInputSchema>,
): Promise<Proposal> {
  const existing = await repo.findProposal(deps.db, scope.agencyId, id);
  if (!existing) throw notFound(m.proposalNotFound);
  await deps.db.transaction((tx) => repo.answerProposal(tx, scope.agencyId, id, input.answer, 'agent'));
  const row = await repo.findProposal(deps.db, scope.agencyId, id);
  return toProposal(row!);
}

// ---- the e-mail's links, without signing in -------------------------------------------------

type AlertLink = z.infer<typeof alertLinkSchema>;

/**
 * A link's token names one proposal (« Ça m'intéresse » / « Pas pour moi ») or one e-mail
 * (unsubscribe). Found by its hash across agencies (the route's `signIn` binding); everything else
 * is read bound to the agency it names.
 */
async function resolveToken(deps: AppDeps, token: string) {
  const hash = hashToken(token);
  const proposal = await repo.findProposalByTokenHash(deps.db, hash);
  if (proposal) return { agencyId: proposal.agencyId, clientId: proposal.clientId, proposalId: proposal.id };
  const mail = await repo.findMailByTokenHash(deps.db, hash);
  if (mail) return { agencyId: mail.agencyId, clientId: mail.clientId, proposalId: null };
  throw notFound(m.linkNotFound);
}

async function linkView(
  deps: AppDeps,
  link: { agencyId: string; clientId: string; proposalId: string | null },
): Promise<AlertLink> {
  const [agencyName, client, consent, proposal] = await Promise.all([
    repo.agencyName(deps.db, link.agencyId),
    repo.findClient(deps.db, link.agencyId, link.clientId),
    repo.findConsent(deps.db, link.agencyId, link.clientId),
    link.proposalId ? repo.findProposal(deps.db, link.agencyId, link.proposalId) : null,
  ]);
  if (!client) throw notFound(m.linkNotFound);
  return {
    agencyName,
    clientFirstName: client.firstName,
    unsubscribed: !isCurrent(consent),
    proposal: proposal
      ? {
          propertyName: proposal.propertyName,
          propertyCity: proposal.propertyCity,
          price: proposal.price,
          propertyType: proposal.propertyType,
          answer: proposal.answer,
        }
      : null,
  };
}

export async function alertLink(deps: AppDeps, { token }: { token: string }): Promise<AlertLink> {
  const link = await resolveToken(deps, token);
  return withAgency({ agencyId: link.agencyId }, () => linkView(deps, link));
}

/** One click, no session, idempotent: the consent is withdrawn « by the client, through the link ». */
export async function unsubscribeByLink(deps: AppDeps, { token }: { token: string }): Promise<void> {
  const link = await resolveToken(deps, token);
  await withAgency({ agencyId: link.agencyId }, () =>
    changeConsent(deps, link.agencyId, link.clientId, {
      granted: false,
      source: null,
      byUserId: null,
      byClient: true,
    }),
  );
}

export async function answerByLink(
  deps: AppDeps,
  { token }: { token: string },
  input: z.output<typeof proposalAnswerInputSchema>,
): Promise<AlertLink> {
  const link = await resolveToken(deps, token);
  // An unsubscribe token names no listing: nothing to answer.
  if (!link.proposalId) throw notFound(m.linkNotFound);
  const proposalId = link.proposalId;
  return withAgency({ agencyId: link.agencyId }, async () => {
    await deps.db.transaction((tx) =>
      repo.answerProposal(tx, link.agencyId, proposalId, input.answer, 'client'),
    );
    return linkView(deps, link);
  });
}
