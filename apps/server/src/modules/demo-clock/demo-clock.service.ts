import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import * as repo from './demo-clock.repo';

/**
 * The demonstration agency's clocks (docs/decisions/billing.md, privacy.md). A clock moves only
 * when the operator turned it on (DEMO_BILLING_CLOCK, DEMO_RETENTION_CLOCK, off by default) and
 * only for the agency `npm run demo` created; it moves that agency's time alone.
 */
export type ClockKind = 'billing' | 'retention';

type ClockDeps = Pick<AppDeps, 'db' | 'config'>;

function enabled(deps: ClockDeps, kind: ClockKind): boolean {
  return kind === 'billing' ? deps.config.payments.demoClock : deps.config.retentionClock;
}

/** The agency's offset from real time: 0 for every agency but the demonstration one, and 0 while the clock is off. */
export async function clockOffsetMs(deps: ClockDeps, agencyId: string, kind: ClockKind): Promise<number> {
  if (!enabled(deps, kind)) return 0;
  const row = await repo.findClock(deps.db, agencyId);
  if (!row) return 0;
  return kind === 'billing' ? row.billingOffsetMs : row.retentionOffsetMs;
}

/** Whether this agency may move this clock: the screens show the controls only then. */
export async function canMoveClock(deps: ClockDeps, agencyId: string, kind: ClockKind): Promise<boolean> {
  return enabled(deps, kind) && (await repo.findClock(deps.db, agencyId)) !== null;
}

/**
 * Refuses with the feature's French messages: the clock is off on this server, or the agency is
 * not the demonstration agency (a clock of another agency never moves from here).
 */
export async function requireMovableClock(
  deps: ClockDeps,
  agencyId: string,
  kind: ClockKind,
  messages: { clockDisabled: string; clockNotDemoAgency: string },
): Promise<void> {
  if (!enabled(deps, kind)) throw new AppError('FORBIDDEN', messages.clockDisabled);
  if (!(await repo.findClock(deps.db, agencyId)))
    throw new AppError('FORBIDDEN', messages.clockNotDemoAgency);
}

/** Moves the demonstration agency's retention clock on (the caller checked `requireMovableClock`). */
export async function advanceRetentionOffset(deps: ClockDeps, agencyId: string, addMs: number) {
  if (!(await repo.addRetentionOffset(deps.db, agencyId, addMs))) throw new Error('no clock to move');
}

/** `npm run demo`: the agency it creates is the demonstration agency (the only writer of the marker). */
export async function markDemoAgency(deps: Pick<AppDeps, 'db'>, agencyId: string): Promise<void> {
  await repo.insertClock(deps.db, agencyId);
}
