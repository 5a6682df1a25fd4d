import {
  DEFAULT_RENT_REMINDER_DAYS,
  type RentalSettings,
  type rentalSettingsInputSchema,
  type z,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { findReminderDays, saveReminderDays } from './rental-settings.repo';

/** The delays an agency reminds unpaid rents at: its own, or DEFAULT_RENT_REMINDER_DAYS. */
export async function reminderDaysOf(db: DbOrTx, agencyId: string): Promise<number[]> {
  return (await findReminderDays(db, agencyId)) ?? [...DEFAULT_RENT_REMINDER_DAYS];
}

export async function getRentalSettings(deps: AppDeps, scope: MemberScope): Promise<RentalSettings> {
  return { reminderDays: await reminderDaysOf(deps.db, scope.agencyId) };
}

/** The head's choice (the route's guard): distinct delays, sorted by the input schema. */
export async function saveRentalSettings(
  deps: AppDeps,
  scope: MemberScope,
  input: z.output<typeof rentalSettingsInputSchema>,
): Promise<RentalSettings> {
  await saveReminderDays(deps.db, scope.agencyId, input.reminderDays);
  return { reminderDays: input.reminderDays };
}
