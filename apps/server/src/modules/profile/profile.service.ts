import { type ProfileDetails, profileMessages } from '@immopilote/contracts';
import { scopeActingFor, type UserScope } from '../../auth/context';
import { spendAttempt } from '../../auth/attempts';
import { verifyPassword } from '../../auth/passwords';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { removeStoredFiles, type StoredFileRef } from '../../storage/stored-files';
import { requestPasswordReset } from '../auth/auth.service';
import { agencyDocumentFiles } from '../documents/documents.service';
import { agencyInspectionFiles } from '../inspections/inspection-files';
import { agencyPhotoFiles } from '../properties/properties.service';
import { type AgencyClosedReason, agencyClosedMail } from './agency-closed-mail';
import * as repo from './profile.repo';

export async function updateOwnProfile(
  deps: AppDeps,
  scope: UserScope,
  fields: { firstName: string; lastName: string; phone: string },
): Promise<ProfileDetails> {
  const row = await repo.updateProfileFields(deps.db, scope.userId, fields);
  if (!row) throw new AppError('INTERNAL', profileMessages.updateFailed);
  return row;
}

/** « Réinitialiser le mot de passe » sends the same e-mail as the login page's reset, to the account's own address. */
export function sendOwnPasswordReset(deps: AppDeps, scope: UserScope, ip: string): Promise<void> {
  return requestPasswordReset(deps, { email: scope.email, ip });
}

interface ClosedAgency {
  agencyId: string;
  agencyName: string;
  files: StoredFileRef[];
  members: { id: string; firstName: string; email: string }[];
}

type Log = { error(obj: object, msg: string): void };

/**
 * The one way to delete an agency and everything it owns (its head's account deletion, or the end
 * of its subscription's read-only period): inside `tx`, with the agency row locked, collects the
 * storage keys of every photo and document, releases the members (spec 001 §4 "remove") and
 * deletes the agency (every agency-owned row by cascade). The files go after the commit
 * (`finishClosedAgency`).
 */
async function removeAgencyInTx(
  tx: Tx,
  agencyId: string,
  keepUserId: string | null,
): Promise<ClosedAgency | null> {
  const agency = await repo.lockAgency(tx, agencyId);
  if (!agency) return null;
  const headScope = scopeActingFor({ agencyId: agency.id, userId: keepUserId ?? '', isBoss: true });
  // One after the other: both run on this transaction's one connection.
  const photos = await agencyPhotoFiles({ db: tx }, headScope);
  const documents = await agencyDocumentFiles({ db: tx }, headScope);
  const inspectionPhotos = await agencyInspectionFiles({ db: tx }, headScope);
  const members = await repo.otherMembers(tx, agency.id, keepUserId);
  await repo.releaseMembers(tx, agency.id, keepUserId);
  await repo.deleteAgency(tx, agency.id);
  return {
    agencyId: agency.id,
    agencyName: agency.name,
    files: [...photos, ...documents, ...inspectionPhotos],
    members,
  };
}

async function finishClosedAgency(
  deps: Pick<AppDeps, 'storage' | 'jobs' | 'config'>,
  closed: ClosedAgency,
  reason: AgencyClosedReason,
  log: Log,
) {
  try {
    await removeStoredFiles(deps.storage, closed.files);
  } catch (err) {
    // The rows are gone, so the files are unreachable; reported for cleanup rather than failing the user.
    log.error({ err, agencyId: closed.agencyId }, 'files of a deleted agency could not be removed');
  }
  const joinLink = `${deps.config.publicUrl}/join-agency`;
  for (const member of closed.members) {
    await deps.jobs.enqueue(
      sendMailJob,
      {
        to: member.email,
        toAccount: true,
        ...agencyClosedMail(closed.agencyName, joinLink, member.firstName, reason),
      },
      { key: `agency-closed:${closed.agencyId}:${member.id}` },
    );
  }
}

/**
 * Deletes an agency whose subscription ended (after its read-only period): its subscription is
 * cancelled with the provider, then the agency goes as in a head's account deletion; every member,
 * the head included, keeps their account and is released. `confirm` runs under the agency's lock
 * (the head may have subscribed again meanwhile). True when the agency was deleted.
 */
export async function closeAgency(
  deps: AppDeps,
  agencyId: string,
  opts: { reason: AgencyClosedReason; log: Log; confirm: (tx: Tx) => Promise<boolean> },
): Promise<boolean> {
  const refs = await repo.subscriptionRefs(deps.db, agencyId);
  if (refs.length > 0) await deps.payments.cancelSubscription({ agencyId, providerRefs: refs });
  const closed = await deps.db.transaction(async (tx) => {
    if (!(await repo.lockAgency(tx, agencyId)) || !(await opts.confirm(tx))) return null;
    return removeAgencyInTx(tx, agencyId, null);
  });
  if (!closed) return false;
  await finishClosedAgency(deps, closed, opts.reason, opts.log);
  return true;
}

/**
 * Deletes the caller's account for good (spec 001 §7 delete_user_account), after checking the
 * password again. A member leaves alone: their profile and sessions go, what they created stays
 * with the agency without their name. A head takes the agency with them: its subscription is
 * cancelled with the provider first (a failure leaves everything as it was), then one transaction
 * deletes the agency and every row it owns, releases the other members to /join-agency and deletes
 * the account; the files are removed after the commit and the members are told by e-mail.
 */
export async function deleteOwnAccount(
  deps: AppDeps,
  scope: UserScope,
  { password, ip }: { password: string; ip: string },
  log: Log,
): Promise<void> {
  // The password is checked again: one attempt from the same budgets as sign-in.
  await spendAttempt(deps, { ip, account: scope.email });
  const before = await repo.lockAccount(deps.db, scope.userId);
  if (!before || !(await verifyPassword(before.passwordHash, password))) {
    throw new AppError('VALIDATION_FAILED', profileMessages.wrongPassword, {
      password: profileMessages.wrongPassword,
    });
  }
  const headOf = before.isBoss && before.status === 'active' ? before.agencyId : null;
  if (headOf) {
    await deps.payments.cancelSubscription({
      agencyId: headOf,
      providerRefs: await repo.subscriptionRefs(deps.db, headOf),
    });
  }

  const closed = await deps.db.transaction(async (tx): Promise<ClosedAgency | null> => {
    const account = await repo.lockAccount(tx, scope.userId);
    if (!account) return null;
    const result =
      account.isBoss && account.status === 'active' && account.agencyId
        ? await removeAgencyInTx(tx, account.agencyId, scope.userId)
        : null;
    await repo.deleteUser(tx, scope.userId);
    return result;
  });
  if (closed) await finishClosedAgency(deps, closed, 'account-deleted', log);
}
