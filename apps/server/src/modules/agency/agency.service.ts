import {
  type Agency,
  type AgencySettings,
  agencyMessages,
  type FeeScale,
  type OwnerNoticeCadence,
  type PolirisAgencyId,
  commonMessages,
  PERMISSIONS,
  type Permission,
} from '@immopilote/contracts';
import type { MemberScope, UserScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import {
  type AgencyRow,
  activateMember,
  allAgencyIds as allAgencyIdsIn,
  countPending,
  detachMember,
  findAgency,
  findHead,
  findPendingAgencyName,
  listMembers,
  lockAgency,
  lockMember,
  moveHeadship,
  replaceAgencyCode,
  setMemberPermissions,
  setRequireTwoFactor,
  updateAgencyFeeScale,
  updateAgencyPolirisId,
  updateAgencyFields,
  updateOwnerNoticeCadence,
} from './agency.repo';
import { siteFeeScaleUrl } from './agency-site.service';
import { type MemberMailKind, memberMail } from './member-mail';
import { joinRequestMail } from './team-mail';

function toAgency(row: AgencyRow): Agency {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    zip: row.zip,
    code: row.code,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlan: row.subscriptionPlan,
    requireTwoFactor: row.requireTwoFactor,
  };
}

async function requireAgency(db: DbOrTx, scope: MemberScope): Promise<AgencyRow> {
  const row = await findAgency(db, scope.agencyId);
  if (!row) throw notFound();
  return row;
}

export async function getAgencySettings(deps: AppDeps, scope: MemberScope): Promise<AgencySettings> {
  const [agency, members] = await Promise.all([
    requireAgency(deps.db, scope),
    listMembers(deps.db, scope.agencyId),
  ]);
  return {
    agency: toAgency(agency),
    members: members.map(({ failedSignIns, failedSignInsSince, ...member }) => ({
      ...member,
      failedSignIns:
        failedSignIns && failedSignInsSince
          ? { count: failedSignIns, since: failedSignInsSince.toISOString() }
          : null,
    })),
    feeScaleUrl: agency.feeScaleUrl,
    polirisAgencyId: agency.polirisAgencyId,
  };
}

/**
 * The fee scale (barème) every listing of the agency links to, the one place that says which: the
 * address the head gave, else the public site's fee scale page once the agency has an address and
 * at least one row (issue 29); null otherwise. The legal checks and the portal export read it here.
 */
export async function agencyFeeScale(
  deps: Pick<AppDeps, 'db' | 'config'>,
  scope: MemberScope,
): Promise<FeeScale> {
  const row = await requireAgency(deps.db, scope);
  return { feeScaleUrl: row.feeScaleUrl ?? (await siteFeeScaleUrl(deps, scope.agencyId)) };
}

export async function setAgencyFeeScale(
  deps: AppDeps,
  scope: MemberScope,
  { feeScaleUrl }: FeeScale,
): Promise<FeeScale> {
  const row = await updateAgencyFeeScale(deps.db, scope.agencyId, feeScaleUrl);
  if (!row) throw notFound();
  return { feeScaleUrl: row.feeScaleUrl };
}

/** Poliris rank 1, the identifier SeLoger gave the agency; null until the head gives it. */
export async function agencyPolirisId(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
): Promise<PolirisAgencyId> {
  const row = await requireAgency(deps.db, scope);
  return { polirisAgencyId: row.polirisAgencyId };
}

export async function setAgencyPolirisId(
  deps: AppDeps,
  scope: MemberScope,
  { polirisAgencyId }: PolirisAgencyId,
): Promise<PolirisAgencyId> {
  const row = await updateAgencyPolirisId(deps.db, scope.agencyId, polirisAgencyId);
  if (!row) throw notFound();
  return { polirisAgencyId: row.polirisAgencyId };
}

/** How mandators hear of visits (issue 30): read by the owner notices, the head chooses. */
export async function ownerNoticeCadenceOf(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
): Promise<OwnerNoticeCadence> {
  const row = await findAgency(deps.db, scope.agencyId);
  if (!row) throw notFound();
  return row.ownerNoticeCadence;
}

export async function setOwnerNoticeCadence(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  cadence: OwnerNoticeCadence,
): Promise<OwnerNoticeCadence> {
  const row = await updateOwnerNoticeCadence(deps.db, scope.agencyId, cadence);
  if (!row) throw notFound();
  return row.ownerNoticeCadence;
}

export async function updateAgency(
  deps: AppDeps,
  scope: MemberScope,
  fields: { name: string; address: string; city: string; zip: string },
): Promise<Agency> {
  const row = await updateAgencyFields(deps.db, scope.agencyId, fields);
  if (!row) throw notFound();
  return toAgency(row);
}

/**
 * The head requires two-factor sign-in of every member; they must have it themself first (else
 * their own next request would send them to enrol). Members without it are held on
 * /two-factor-setup by the guards from their next request.
 */
/** The head's own enrolment is checked by the two-factor module, which owns the rule. */
export async function setTwoFactorRequirement(
  deps: AppDeps,
  scope: MemberScope,
  required: boolean,
): Promise<Agency> {
  const row = await setRequireTwoFactor(deps.db, scope.agencyId, required);
  if (!row) throw notFound();
  return toAgency(row);
}

/** The old code stops working at once: joining looks the code up at the moment of the request. */
export async function regenerateAgencyCode(deps: AppDeps, scope: MemberScope): Promise<Agency> {
  const row = await replaceAgencyCode(deps.db, scope.agencyId);
  if (!row) throw notFound();
  return toAgency(row);
}

export async function pendingRequests(deps: AppDeps, scope: MemberScope) {
  return { count: await countPending(deps.db, scope.agencyId) };
}

/** What a pending member may know of the agency they asked to join: its name, nothing else. */
export async function pendingAgency(deps: AppDeps, scope: UserScope) {
  const name = await findPendingAgencyName(deps.db, scope.userId);
  if (!name) throw notFound(agencyMessages.notPending);
  return { name };
}

type Member = NonNullable<Awaited<ReturnType<typeof lockMember>>>;

/**
 * Runs one membership change of the caller's agency in a transaction that locks the agency, then
 * re-reads the caller: a head who handed headship over a moment ago is no longer one, whatever
 * their session loaded at the start of the request. Then locks the member, so concurrent changes
 * to one member (accept and remove, say) run one after the other on the committed state.
 */
async function changeMember<T>(
  deps: AppDeps,
  scope: MemberScope,
  memberId: string,
  change: (tx: DbOrTx, member: Member, agency: AgencyRow) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    await lockAgency(tx, scope.agencyId);
    const caller = await lockMember(tx, scope.agencyId, scope.userId);
    if (!caller?.isBoss || caller.status !== 'active')
      throw new AppError('FORBIDDEN', commonMessages.forbidden);
    const member = await lockMember(tx, scope.agencyId, memberId);
    if (!member || (member.status !== 'pending' && member.status !== 'active')) {
      throw notFound(agencyMessages.memberNotFound);
    }
    return change(tx, member, await requireAgency(tx, scope));
  });
}

/** The e-mail leaves after the commit, through the jobs room: the decision never waits on SMTP. */
async function notify(deps: AppDeps, kind: MemberMailKind, member: Member, agency: AgencyRow) {
  await deps.jobs.enqueue(sendMailJob, {
    to: member.email,
    toAccount: true,
    ...memberMail(kind, {
      firstName: member.firstName,
      agencyName: agency.name,
      publicUrl: deps.config.publicUrl,
    }),
  });
}

function requirePending(member: Member) {
  if (member.status !== 'pending') throw new AppError('CONFLICT', agencyMessages.requestAlreadyHandled);
}

function requireActiveNonHead(scope: MemberScope, member: Member, selfMessage: string) {
  if (member.id === scope.userId) throw new AppError('CONFLICT', selfMessage);
  if (member.isBoss) throw new AppError('CONFLICT', agencyMessages.cannotChangeHead);
  if (member.status !== 'active') throw new AppError('CONFLICT', agencyMessages.memberNotActive);
}

/** Accepted with the permissions the head chose in the same request (issue 27). */
export async function acceptMember(
  deps: AppDeps,
  scope: MemberScope,
  { id, permissions }: { id: string; permissions: Permission[] },
) {
  const done = await changeMember(deps, scope, id, async (tx, member, agency) => {
    requirePending(member);
    await activateMember(
      tx,
      scope.agencyId,
      member.id,
      PERMISSIONS.filter((p) => permissions.includes(p)),
    );
    return { member, agency };
  });
  await notify(deps, 'accepted', done.member, done.agency);
}

export async function rejectMember(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const done = await changeMember(deps, scope, id, async (tx, member, agency) => {
    requirePending(member);
    await detachMember(tx, scope.agencyId, member.id, 'rejected');
    return { member, agency };
  });
  await notify(deps, 'rejected', done.member, done.agency);
}

/** Spec 001 §4: agency link and permissions cleared, status removed; the head is never removable. */
export async function removeMember(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const done = await changeMember(deps, scope, id, async (tx, member, agency) => {
    requireActiveNonHead(scope, member, agencyMessages.cannotRemoveSelf);
    await detachMember(tx, scope.agencyId, member.id, 'removed');
    return { member, agency };
  });
  await notify(deps, 'removed', done.member, done.agency);
}

export async function setPermissions(
  deps: AppDeps,
  scope: MemberScope,
  { id, permissions }: { id: string; permissions: Permission[] },
) {
  await changeMember(deps, scope, id, async (tx, member) => {
    requireActiveNonHead(scope, member, agencyMessages.cannotChangeHead);
    // Stored in the catalogue's order, so the same set always reads the same.
    await setMemberPermissions(
      tx,
      scope.agencyId,
      member.id,
      PERMISSIONS.filter((p) => permissions.includes(p)),
    );
  });
}

/**
 * The head hands headship to an active member in one transaction: exactly one head before and
 * after. The former head stays an active member holding every permission, so the hand-over takes
 * no tool away from them; the new head may narrow that afterwards.
 */
export async function handOverHeadship(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const done = await changeMember(deps, scope, id, async (tx, member, agency) => {
    requireActiveNonHead(scope, member, agencyMessages.alreadyHead);
    await moveHeadship(tx, scope.agencyId, {
      from: scope.userId,
      to: member.id,
      formerHeadPermissions: [...PERMISSIONS],
    });
    return { member, agency };
  });
  await notify(deps, 'headship', done.member, done.agency);
}

/**
 * Someone asked to join (by code or invitation): the head hears of it by e-mail, beside the count on
 * their dashboard and menu. After the sign-up's commit, through the jobs room.
 */
export async function notifyJoinRequest(
  deps: AppDeps,
  agencyId: string,
  requester: { firstName: string; lastName: string; email: string },
) {
  const [agency, head] = await Promise.all([findAgency(deps.db, agencyId), findHead(deps.db, agencyId)]);
  if (!agency || !head) return;
  await deps.jobs.enqueue(sendMailJob, {
    to: head.email,
    toAccount: true,
    ...joinRequestMail({
      headFirstName: head.firstName,
      requester,
      agencyName: agency.name,
      publicUrl: deps.config.publicUrl,
    }),
  });
}

/** Every agency's id, for the jobs that work agency by agency (retention purges). */
export function allAgencyIds(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  return allAgencyIdsIn(deps.db);
}
