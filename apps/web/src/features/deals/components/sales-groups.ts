import { DEAL_STAGES, type DealStage, type DealSummary } from '@immopilote/contracts';

export interface StageGroup {
  stage: DealStage;
  deals: DealSummary[];
  /** The expected fees of the stage's files, euros TTC. */
  totalFee: number;
}

/**
 * The files by stage, in the spine's order (sale stages, then rental stages, then closed and
 * cancelled); a stage without files is left out so the page stays compact. Within a stage, the
 * file whose next deadline comes first leads, files without a deadline last.
 */
export function groupByStage(deals: readonly DealSummary[]): StageGroup[] {
  return DEAL_STAGES.flatMap((stage) => {
    const inStage = deals.filter((d) => d.stage === stage).sort(byNextDeadline);
    if (inStage.length === 0) return [];
    return [{ stage, deals: inStage, totalFee: inStage.reduce((sum, d) => sum + d.expectedFee, 0) }];
  });
}

function byNextDeadline(a: DealSummary, b: DealSummary): number {
  const da = a.nextDeadline?.dueOn;
  const db = b.nextDeadline?.dueOn;
  if (da && db) return da.localeCompare(db);
  if (da) return -1;
  if (db) return 1;
  return a.openedOn.localeCompare(b.openedOn);
}

/** Closed and cancelled files are history: the total expected counts the open ones only. */
export const isEnded = (stage: DealStage) => stage === 'closed' || stage === 'cancelled';

export const openTotal = (groups: readonly StageGroup[]) =>
  groups.reduce((sum, g) => (isEnded(g.stage) ? sum : sum + g.totalFee), 0);
