import { formatLongDate, mandateMessages, parisToday } from '@immopilote/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import * as repo from './negotiation.repo';

/**
 * Loi Hamon (issue 30): while a mandator may still retract, and unless they asked in writing that
 * the agency start, no negotiation action is taken on the property: no publication on the agency
 * site or the portals, no visit planned. The one rule, read by every place that starts one; this
 * module reads the register's table itself and imports no other module, so the properties, history
 * and portal modules (which mandates imports) and mandates can all call it without a loop.
 *
 * Returns the last day of the period (YYYY-MM-DD, included), or null when nothing blocks.
 */
export async function negotiationBlockedUntil(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
  today: string = parisToday(),
): Promise<string | null> {
  const rows = await repo.listOpenRetractions(db, agencyId, { today, propertyId });
  return latestEnd(rows.map((r) => r.retractionEndsOn));
}

/** The same rule for every property of the agency at once (the portal export): property id → last day. */
export async function negotiationBlocks(
  db: DbOrTx,
  agencyId: string,
  today: string = parisToday(),
): Promise<Map<string, string>> {
  const rows = await repo.listOpenRetractions(db, agencyId, { today });
  const byProperty = new Map<string, string>();
  for (const row of rows) {
    if (!row.propertyId || !row.retractionEndsOn) continue;
    const end = latestEnd([byProperty.get(row.propertyId) ?? null, row.retractionEndsOn]);
    if (end) byProperty.set(row.propertyId, end);
  }
  return byProperty;
}

/**
 * The rule on one register line: its period is open when retraction applies, the last mandator
 * signed (the period has an end), the line is active and not retracted, no early start was asked,
 * and `today` is not past the end. `repo.listOpenRetractions` selects the same lines in SQL.
 */
export function lineBlocksUntil(row: repo.RegisterLine, today: string): string | null {
  const open =
    row.status === 'active' &&
    row.retractionApplies &&
    !row.earlyStartRequested &&
    row.retractedOn === null &&
    row.retractionEndsOn !== null &&
    row.retractionEndsOn >= today;
  return open ? row.retractionEndsOn : null;
}

function latestEnd(ends: readonly (string | null)[]): string | null {
  return ends.reduce<string | null>(
    (max, end) => (end !== null && (max === null || end > max) ? end : max),
    null,
  );
}

/** « Délai de rétractation en cours jusqu'au … »: the French sentence the API answers and the UI shows. */
export const negotiationBlockedMessage = (until: string) =>
  mandateMessages.negotiationBlocked(formatLongDate(until));

/** Refuses (409) a negotiation action on a property whose mandator may still retract. */
export async function refuseNegotiationDuringRetraction(
  db: DbOrTx,
  agencyId: string,
  propertyId: string,
): Promise<void> {
  const until = await negotiationBlockedUntil(db, agencyId, propertyId);
  if (until) throw new AppError('CONFLICT', negotiationBlockedMessage(until));
}
