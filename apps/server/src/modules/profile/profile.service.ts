import { type ProfileDetails, profileMessages } from '@immopilote/contracts';
import type { MemberScope, UserScope } from '../../auth/context';
import { spendAttempt } from '../../auth/attempts';
import { verifyPassword } from '../../auth/passwords';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { sendMailJob } from '../../jobs';
import { removeStoredFiles, type StoredFileRef } from '../../storage/stored-files';
import { requestPasswordReset } from '../auth/auth.service';
import { agencyDocumentFiles } from '../documents/documents.service';
import { agencyPhotoFiles } from '../properties/properties.service';
import { agencyClosedMail } from './agency-closed-mail';
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
  log: { error(obj: object, msg: string): void },
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
    let result: ClosedAgency | null = null;
    if (account.isBoss && account.status === 'active' && account.agencyId) {
      const agency = await repo.lockAgency(tx, account.agencyId);
      if (agency) {
        const headScope: MemberScope = {
          userId: scope.userId,
          email: scope.email,
          agencyId: agency.id,
          isBoss: true,
          isAdmin: false,
          permissions: [],
          plan: null,
        };
        // One after the other: both run on this transaction's one connection.
        const photos = await agencyPhotoFiles({ db: tx }, headScope);
        const documents = await agencyDocumentFiles({ db: tx }, headScope);
        const members = await repo.otherMembers(tx, agency.id, scope.userId);
        await repo.releaseMembers(tx, agency.id, scope.userId);
        await repo.deleteAgency(tx, agency.id);
        result = { agencyId: agency.id, agencyName: agency.name, files: [...photos, ...documents], members };
      }
    }
    await repo.deleteUser(tx, scope.userId);
    return result;
  });
  if (!closed) return;

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
      { to: member.email, ...agencyClosedMail(closed.agencyName, joinLink, member.firstName) },
      { key: `agency-closed:${closed.agencyId}:${member.id}` },
    );
  }
}
