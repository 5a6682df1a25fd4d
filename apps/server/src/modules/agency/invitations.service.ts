import { type AgencyInvitation, agencyMessages, formatLongDate } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import { hashToken, newToken } from '../../auth/tokens';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { findAgency, findHead, findMemberStatusByEmail, lockAgency } from './agency.repo';
import {
  burnInvitation,
  findInvitationByTokenHash,
  type InvitationRow,
  insertInvitation,
  invitationCounts,
  listUsableInvitations,
  revokeInvitation as revokeInvitationRow,
  revokeUsableInvitationsTo,
} from './invitations.repo';
import { invitationMail } from './team-mail';

/** Long enough for a colleague back from two weeks off; the head can send a new one at any time. */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;
/** Invitations mail strangers: an agency sends at most this many a day… */
export const INVITATIONS_PER_DAY = 20;
/** …and keeps at most this many usable at once. */
export const MAX_USABLE_INVITATIONS = 50;
const DAY_MS = 24 * 60 * 60_000;

function toInvitation(row: InvitationRow): AgencyInvitation {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function listInvitations(deps: AppDeps, scope: MemberScope) {
  return { items: (await listUsableInvitations(deps.db, scope.agencyId)).map(toInvitation) };
}

/**
 * Stores the invitation (the token's hash only) and mails the link. A member or a pending request
 * of the same address is told apart from a typo; a second invitation to one address replaces the
 * first.
 */
export async function invite(
  deps: AppDeps,
  scope: MemberScope,
  input: { email: string; firstName: string | null; lastName: string | null },
): Promise<AgencyInvitation> {
  const token = newToken();
  const { row, agencyName, agencyCode, headName } = await deps.db.transaction(async (tx) => {
    // One invitation at a time per agency, so two at once cannot both slip under the limits.
    await lockAgency(tx, scope.agencyId);
    await refuseMemberAddress(tx, scope.agencyId, input.email);
    const now = Date.now();
    const counts = await invitationCounts(tx, scope.agencyId, new Date(now - DAY_MS));
    if (counts.sent >= INVITATIONS_PER_DAY) {
      throw new AppError('RATE_LIMITED', agencyMessages.tooManyInvitations, undefined, {
        retryAfterSeconds: DAY_MS / 1000,
      });
    }
    if (counts.usable >= MAX_USABLE_INVITATIONS) {
      throw new AppError('CONFLICT', agencyMessages.tooManyPendingInvitations);
    }
    await revokeUsableInvitationsTo(tx, scope.agencyId, input.email);
    const agency = await findAgency(tx, scope.agencyId);
    const head = await findHead(tx, scope.agencyId);
    if (!agency || !head) throw notFound();
    const inserted = await insertInvitation(tx, scope.agencyId, {
      ...input,
      tokenHash: hashToken(token),
      invitedBy: scope.userId,
      expiresAt: new Date(now + INVITATION_TTL_MS),
    });
    return {
      row: inserted,
      agencyName: agency.name,
      agencyCode: agency.code,
      headName: `${head.firstName} ${head.lastName}`,
    };
  });
  const link = new URL('/signup', deps.config.publicUrl);
  link.search = new URLSearchParams({
    mode: 'join',
    code: agencyCode,
    email: row.email,
    invitation: token,
  }).toString();
  await deps.jobs.enqueue(sendMailJob, {
    to: row.email,
    ...invitationMail({
      firstName: row.firstName,
      headName,
      agencyName,
      link: link.toString(),
      expiresOn: formatLongDate(row.expiresAt),
    }),
  });
  return toInvitation(row);
}

async function refuseMemberAddress(tx: DbOrTx, agencyId: string, email: string) {
  const status = await findMemberStatusByEmail(tx, agencyId, email);
  if (status === 'active') {
    throw new AppError('CONFLICT', agencyMessages.alreadyMember, { email: agencyMessages.alreadyMember });
  }
  if (status === 'pending') {
    throw new AppError('CONFLICT', agencyMessages.alreadyRequested, {
      email: agencyMessages.alreadyRequested,
    });
  }
}

export async function revokeInvitation(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  if (!(await revokeInvitationRow(deps.db, scope.agencyId, id))) {
    throw notFound(agencyMessages.invitationNotFound);
  }
}

/**
 * Sign-up through an invitation link: the token names the agency, whatever its code is now, and
 * only for the address it was sent to. Checked before anything is written; burnt in the sign-up's
 * transaction (`useInvitation`).
 */
export async function agencyOfInvitation(
  db: DbOrTx,
  { token, email }: { token: string; email: string },
): Promise<{ agencyId: string; invitationId: string }> {
  const row = await findInvitationByTokenHash(db, hashToken(token));
  if (!row?.usable) {
    throw new AppError('INVALID_AGENCY_CODE', agencyMessages.invalidInvitation, {
      agencyCode: agencyMessages.invalidInvitation,
    });
  }
  if (row.email !== email) {
    throw new AppError('VALIDATION_FAILED', agencyMessages.invitationOtherEmail, {
      email: agencyMessages.invitationOtherEmail,
    });
  }
  return { agencyId: row.agencyId, invitationId: row.id };
}

/** Single use: a second sign-up with the same link at the same moment loses here. */
export async function useInvitation(
  tx: DbOrTx,
  { agencyId, invitationId, userId }: { agencyId: string; invitationId: string; userId: string },
) {
  if (!(await burnInvitation(tx, agencyId, invitationId, userId))) {
    throw new AppError('INVALID_AGENCY_CODE', agencyMessages.invalidInvitation, {
      agencyCode: agencyMessages.invalidInvitation,
    });
  }
}
