import { type Deal, type DealStage, RENTAL_STAGES, SALE_STAGES } from '@immopilote/contracts';

export type StepState = 'done' | 'current' | 'todo' | 'cancelled';
export interface DealStep {
  stage: DealStage;
  state: StepState;
  /** The day the stage was reached, when it was. */
  date: string | null;
}

type StepFacts = Pick<
  Deal,
  | 'kind'
  | 'stage'
  | 'openedOn'
  | 'acceptedOn'
  | 'compromis'
  | 'conditionsLiftedOn'
  | 'deedSignedOn'
  | 'rental'
  | 'closedOn'
>;

/** The day each stage of the file's spine was reached (null: not yet). */
function stageDates(deal: StepFacts): [DealStage, string | null][] {
  if (deal.kind === 'rental') {
    return [
      ['application_chosen', deal.acceptedOn ?? deal.openedOn],
      ['lease_signed', deal.rental?.leaseSignedOn ?? null],
      ['keys_handed_over', deal.rental?.keysHandedOverOn ?? null],
      ['closed', deal.closedOn],
    ];
  }
  return [
    ['offer_accepted', deal.acceptedOn ?? deal.openedOn],
    ['compromis_signed', deal.compromis?.signedOn ?? null],
    ['conditions_lifted', deal.conditionsLiftedOn],
    ['deed_signed', deal.deedSignedOn],
    ['closed', deal.closedOn],
  ];
}

/**
 * The stepper of a file: its kind's stages then « Clos ». The stages up to the file's own are done,
 * the next one is current (what the agent does now). A cancelled file keeps the stages it reached
 * (by their dates) and marks the first one it did not reach as where it stopped.
 */
export function dealSteps(deal: StepFacts): DealStep[] {
  const dates = stageDates(deal);
  if (deal.stage === 'cancelled') {
    const stopped = dates.findIndex(([, date]) => date === null);
    return dates.map(([stage, date], i) => ({
      stage,
      date,
      state: i < stopped || stopped === -1 ? 'done' : i === stopped ? 'cancelled' : 'todo',
    }));
  }
  const spine: readonly DealStage[] = [...(deal.kind === 'rental' ? RENTAL_STAGES : SALE_STAGES), 'closed'];
  const reached = spine.indexOf(deal.stage);
  return dates.map(([stage, date], i) => ({
    stage,
    date: i <= reached ? date : null,
    state: i <= reached ? 'done' : i === reached + 1 ? 'current' : 'todo',
  }));
}

/** The file can still move: neither closed nor cancelled. */
export const isOpen = (deal: Pick<Deal, 'stage'>) => deal.stage !== 'closed' && deal.stage !== 'cancelled';

/**
 * A file may be cancelled while nothing final happened: once the deed is signed (or the keys
 * handed over) the listing is sold or let and the invoices issued, so the file is closed instead.
 */
export const mayCancel = (deal: Pick<Deal, 'stage'>) =>
  isOpen(deal) && deal.stage !== 'deed_signed' && deal.stage !== 'keys_handed_over';
