import { addDaysToDate, parisToday, rentalRetainUntil } from '@immopilote/contracts';
import type { DbOrTx } from '../src/db/client';
import { leaseParties, leases, rentCalls } from '../src/db/schema';

/**
 * Leases and rent calls written as rows (as the tables' owner), for the bank import, the arrears
 * and the reminders, which only read them.
 */
export async function createLeaseRow(
  db: DbOrTx,
  agencyId: string,
  input: {
    propertyLabel?: string;
    rentCents?: number;
    chargesCents?: number;
    tenants?: { name: string; email?: string | null }[];
  } = {},
) {
  const rentCents = input.rentCents ?? 80_000;
  const [lease] = await db
    .insert(leases)
    .values({
      agencyId,
      propertyLabel: input.propertyLabel ?? 'T2 rue des Lilas',
      propertyAddress: '12 rue des Lilas, 69003 Lyon',
      kind: 'nu',
      startOn: addDaysToDate(parisToday(), -120),
      durationMonths: 36,
      rentCents,
      chargesCents: input.chargesCents ?? 5_000,
      depositCents: rentCents,
      paymentDay: 5,
    })
    .returning();
  const tenants = input.tenants ?? [{ name: 'Marie Dupont', email: 'marie.dupont@exemple.fr' }];
  await db.insert(leaseParties).values(
    tenants.map((t, i) => ({
      agencyId,
      leaseId: lease!.id,
      role: 'tenant' as const,
      position: i,
      name: t.name,
      email: t.email ?? null,
    })),
  );
  return lease!;
}

/** A call of `period` (YYYY-MM-01) due `dueInDays` from today (negative: late). */
export async function createRentCallRow(
  db: DbOrTx,
  agencyId: string,
  lease: { id: string; rentCents: number; chargesCents: number },
  input: { period: string; dueInDays: number; paidCents?: number },
) {
  const dueOn = addDaysToDate(parisToday(), input.dueInDays);
  const [call] = await db
    .insert(rentCalls)
    .values({
      agencyId,
      leaseId: lease.id,
      period: input.period,
      dueOn,
      rentCents: lease.rentCents,
      chargesCents: lease.chargesCents,
      totalCents: lease.rentCents + lease.chargesCents,
      paidCents: input.paidCents ?? 0,
      delivery: 'email',
      retainUntil: rentalRetainUntil(dueOn),
    })
    .returning();
  return call!;
}

/** A French bank statement (one signed amount column), `;` separated. */
export function statementCsv(lines: readonly (readonly [string, string, string])[]) {
  return [
    'Compte;FR76 3000 4000 0100 0000 0000 000',
    '',
    'Date;Libellé;Montant',
    ...lines.map(([date, label, amount]) => `${date};${label};"${amount}"`),
  ].join('\r\n');
}

/** A day as a bank writes it: 05/02/2026. */
export const frenchDay = (iso: string) => iso.split('-').reverse().join('/');
