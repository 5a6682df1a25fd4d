import {
  addDaysToDate,
  DEAL_EXPECTED_HORIZON_DAYS,
  DEAL_OPEN_STAGES,
  DEAL_OVERDUE_LIST_MAX,
  type DealFigures,
  type DealStage,
  dealFee,
  RENTAL_DEFAULT_DAYS_TO_KEYS,
  SALE_DEFAULT_DAYS_TO_DEED,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { deadlineLabel } from './deal-agenda.service';
import { countOverdueDeadlines, listFilesForFigures, listOverdueDeadlines } from './deal-figures.repo';

type FileRow = Awaited<ReturnType<typeof listFilesForFigures>>[number];

/** Stages past the deed or the keys: the fee is invoiced, no longer expected. */
const FEE_EARNED_STAGES: readonly DealStage[] = ['deed_signed', 'keys_handed_over'];

/** The fee of a file under the one rule (`dealFee`), 0 when neither the file nor its mandate gives one. */
function feeOf(row: FileRow): number {
  const mandate = row.mandateId
    ? { feeMode: row.feeMode, feeAmount: row.feeAmount, feeRate: row.feeRate, feePayer: row.feePayer }
    : null;
  return dealFee(row, mandate) ?? 0;
}

/** When the fee is expected: the planned deed (or keys) date, else the usual delay after opening. */
export function expectedOn(row: Pick<FileRow, 'kind' | 'openedOn' | 'deedPlannedOn' | 'keysPlannedOn'>) {
  return row.kind === 'sale'
    ? (row.deedPlannedOn ?? addDaysToDate(row.openedOn, SALE_DEFAULT_DAYS_TO_DEED))
    : (row.keysPlannedOn ?? addDaysToDate(row.openedOn, RENTAL_DEFAULT_DAYS_TO_KEYS));
}

/**
 * What one file adds to the figures on `today` (Paris): its fee as signed this month (the
 * compromis, or the lease, signed in today's month) and as expected (open, not yet at the deed or
 * the keys, expected by `today` + 90 days — a date already passed still counts: the fee is late, not lost).
 */
function contribution(row: FileRow, today: string) {
  const month = today.slice(0, 7);
  const signedOn = row.kind === 'sale' ? row.compromisSignedOn : row.leaseSignedOn;
  const fee = feeOf(row);
  const signed = signedOn !== null && signedOn.slice(0, 7) === month && signedOn <= today ? fee : 0;
  const open = DEAL_OPEN_STAGES.includes(row.stage) && !FEE_EARNED_STAGES.includes(row.stage);
  const horizon = addDaysToDate(today, DEAL_EXPECTED_HORIZON_DAYS);
  const expected = open && expectedOn(row) <= horizon ? fee : 0;
  return { signed, expected };
}

/**
 * The dashboard's figures of the sale and rental files (issue 32) on `today`: the head sees every
 * file and each member's share, a member the files they are in charge of.
 */
export async function dealFigures(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId' | 'userId' | 'isBoss'>,
  today: string,
): Promise<DealFigures> {
  const assignedTo = scope.isBoss ? undefined : scope.userId;
  const [files, overdue, overdueCount] = await Promise.all([
    listFilesForFigures(deps.db, scope.agencyId, { signedSince: `${today.slice(0, 7)}-01`, assignedTo }),
    listOverdueDeadlines(deps.db, scope.agencyId, { today, assignedTo, limit: DEAL_OVERDUE_LIST_MAX }),
    countOverdueDeadlines(deps.db, scope.agencyId, { today, assignedTo }),
  ]);
  let signedThisMonth = 0;
  let expectedNext90Days = 0;
  const members = new Map<string | null, NonNullable<DealFigures['byMember']>[number]>();
  for (const row of files) {
    const { signed, expected } = contribution(row, today);
    signedThisMonth += signed;
    expectedNext90Days += expected;
    if (signed === 0 && expected === 0) continue;
    const key = row.assignedTo;
    const member = members.get(key) ?? {
      member: key
        ? { id: key, name: `${row.assigneeFirstName ?? ''} ${row.assigneeLastName ?? ''}`.trim() }
        : null,
      signedThisMonth: 0,
      expectedNext90Days: 0,
    };
    member.signedThisMonth += signed;
    member.expectedNext90Days += expected;
    members.set(key, member);
  }
  const byMember = scope.isBoss
    ? [...members.values()].sort(
        (a, b) =>
          // Files without a member last.
          Number(a.member === null) - Number(b.member === null) ||
          (a.member?.name ?? '').localeCompare(b.member?.name ?? '', 'fr'),
      )
    : null;
  return {
    signedThisMonth,
    expectedNext90Days,
    byMember,
    overdue: overdue.map((d) => ({
      dealId: d.dealId,
      propertyName: d.propertyName,
      label: deadlineLabel(d),
      dueOn: d.dueOn,
    })),
    overdueCount,
  };
}
