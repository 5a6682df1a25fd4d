import {
  type IrlAdminList,
  type IrlAdminQuarter,
  type IrlArea,
  type IrlCurrentList,
  type IrlCurrentValue,
  type IrlInputParsed,
  type IrlValue,
  formatIrlValue,
  irlPublishedOn,
  parisToday,
  revisionMessages,
  SHIPPED_IRL_VALUES,
} from '@immopilote/contracts';
import type { UserScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import * as repo from './irl.repo';

const e = revisionMessages.irl.errors;

/** A value more than this far from the previous quarter's is a typo (the IRL moves by a few percent a year). */
const MAX_QUARTER_MOVE = 0.1;

/** Inserts the shipped values that are missing; run at every start, a no-op once they are there. */
export async function syncShippedIrlValues(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await repo.insertShippedValues(deps.db, SHIPPED_IRL_VALUES);
}

/** Groups rows (newest version first within a quarter) into quarters with their history. */
function toQuarters(rows: readonly repo.IrlRow[]): IrlAdminQuarter[] {
  const quarters: IrlAdminQuarter[] = [];
  for (const row of rows) {
    const last = quarters.at(-1);
    const version = {
      version: row.version,
      value: row.value,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
    };
    if (last && last.area === row.area && last.year === row.year && last.quarter === row.quarter) {
      last.versions.push(version);
      continue;
    }
    quarters.push({
      area: row.area,
      year: row.year,
      quarter: row.quarter,
      value: row.value,
      version: row.version,
      source: row.source,
      versions: [version],
    });
  }
  return quarters;
}

const toCurrent = ({ versions: _, ...current }: IrlAdminQuarter): IrlCurrentValue => current;

/** The current value of each quarter: its highest version. */
export async function currentIrlValues(deps: Pick<AppDeps, 'db'>): Promise<IrlCurrentList> {
  return { items: toQuarters(await repo.listIrlRows(deps.db)).map(toCurrent) };
}

/** The current values as the revision engine reads them. */
export async function irlIndexFor(deps: Pick<AppDeps, 'db'>, area: IrlArea): Promise<IrlValue[]> {
  return toQuarters(await repo.listAreaRows(deps.db, area)).map((q) => ({
    area: q.area,
    year: q.year,
    quarter: q.quarter,
    value: q.value,
  }));
}

export async function adminIrlList(deps: Pick<AppDeps, 'db'>, _scope: UserScope): Promise<IrlAdminList> {
  return { items: toQuarters(await repo.listIrlRows(deps.db)) };
}

const fieldError = (field: keyof IrlInputParsed, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * What an administrator may type: a quarter whose index INSEE has published by today (Paris), a value
 * within 10 % of the previous quarter's current value when there is one.
 */
async function checkValue(deps: Pick<AppDeps, 'db'>, input: IrlInputParsed, now: Date): Promise<void> {
  const today = parisToday(now);
  const q = { year: input.year, quarter: input.quarter };
  const startsOn = `${q.year}-${String(q.quarter * 3 - 2).padStart(2, '0')}-01`;
  if (startsOn > today) throw fieldError('quarter', e.future(q));
  const publishedOn = irlPublishedOn(q);
  if (publishedOn > today) throw fieldError('quarter', e.notPublished(q, publishedOn));
  const before =
    q.quarter === 1 ? { year: q.year - 1, quarter: 4 } : { year: q.year, quarter: q.quarter - 1 };
  const [previous] = await repo.quarterVersions(deps.db, input.area, before.year, before.quarter);
  if (previous && Math.abs(input.value - previous.value) > previous.value * MAX_QUARTER_MOVE) {
    throw fieldError(
      'value',
      e.tooFar(`${revisionMessages.quarterShort(before)}${'\u00a0'}: ${formatIrlValue(previous.value)}`),
    );
  }
}

async function writeVersion(
  deps: Pick<AppDeps, 'db'>,
  scope: UserScope,
  input: IrlInputParsed,
  version: number,
): Promise<IrlAdminQuarter> {
  try {
    await repo.insertIrlVersion(deps.db, { ...input, version, createdBy: scope.userId });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw new AppError('CONFLICT', version === 1 ? e.exists(input) : e.concurrent);
  }
  const [quarter] = toQuarters(await repo.quarterVersions(deps.db, input.area, input.year, input.quarter));
  return quarter!;
}

/** Adds a quarter not in the table yet (version 1). */
export async function addIrlQuarter(
  deps: Pick<AppDeps, 'db'>,
  scope: UserScope,
  input: IrlInputParsed,
  now: Date = new Date(),
): Promise<IrlAdminQuarter> {
  await checkValue(deps, input, now);
  const existing = await repo.quarterVersions(deps.db, input.area, input.year, input.quarter);
  if (existing.length > 0) throw new AppError('CONFLICT', e.exists(input));
  return writeVersion(deps, scope, input, 1);
}

/**
 * Corrects a quarter: a new version beside the old ones. Revisions already confirmed copied the
 * values they used, so they keep them; proposals from now on read the new one.
 */
export async function correctIrlQuarter(
  deps: Pick<AppDeps, 'db'>,
  scope: UserScope,
  input: IrlInputParsed,
  now: Date = new Date(),
): Promise<IrlAdminQuarter> {
  const [current] = await repo.quarterVersions(deps.db, input.area, input.year, input.quarter);
  if (!current) throw new AppError('NOT_FOUND', e.missing(input));
  if (current.value === input.value) throw fieldError('value', e.sameValue);
  await checkValue(deps, input, now);
  return writeVersion(deps, scope, input, current.version + 1);
}
